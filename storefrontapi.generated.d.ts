import type * as StorefrontAPI from '@shopify/hydrogen/storefront-api-types';

export type CartLineFragment = Pick<StorefrontAPI.CartLine, 'id' | 'quantity'> & {
  attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
  cost: {
    totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
    amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
    compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>;
  };
  merchandise: Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'title' | 'sku'> & {
    image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>;
    price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
    product: Pick<StorefrontAPI.Product, 'handle' | 'title' | 'id' | 'vendor'> & {
      variants: { nodes: Array<Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>> };
    };
    selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>;
  };
};

export type CartApiQueryFragment = Pick<
  StorefrontAPI.Cart,
  'updatedAt' | 'id' | 'checkoutUrl' | 'totalQuantity' | 'note'
> & {
  buyerIdentity: Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email' | 'phone'> & {
    customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id' | 'email' | 'firstName' | 'lastName'>>;
  };
  lines: {
    pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage' | 'endCursor'>;
    nodes: Array<
      Pick<StorefrontAPI.CartLine, 'id' | 'quantity'> & {
        attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
        cost: {
          totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
          amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
          compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>;
        };
        merchandise: Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'title' | 'sku'> & {
          image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>;
          price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
          product: Pick<StorefrontAPI.Product, 'handle' | 'title' | 'id' | 'vendor'> & {
            variants: { nodes: Array<Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>> };
          };
          selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>;
        };
      }
    >;
  };
  delivery: {
    addresses: Array<
      Pick<StorefrontAPI.CartSelectableAddress, 'id' | 'selected'> & {
        address: Pick<
          StorefrontAPI.CartDeliveryAddress,
          'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'provinceCode' | 'zip' | 'countryCode' | 'phone'
        >;
      }
    >;
  };
  cost: {
    subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
    totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
    totalDutyAmount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>;
    totalTaxAmount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>;
  };
  attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
  discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>;
  appliedGiftCards: Array<
    Pick<StorefrontAPI.AppliedGiftCard, 'id' | 'lastCharacters'> & {
      amountUsed: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
      balance: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
    }
  >;
  discountAllocations: Array<
    | (Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'> & {
        discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
      })
    | (Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'> & {
        discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
      })
    | (Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'> & {
        discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
      })
  >;
  deliveryGroups: {
    nodes: Array<
      Pick<StorefrontAPI.CartDeliveryGroup, 'id'> & {
        deliveryOptions: Array<
          Pick<StorefrontAPI.CartDeliveryOption, 'handle' | 'title'> & {
            estimatedCost: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
          }
        >;
        selectedDeliveryOption?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.CartDeliveryOption, 'handle' | 'title'> & {
            estimatedCost: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
          }
        >;
      }
    >;
  };
};

export type CartApiMutationFragment = Pick<StorefrontAPI.Cart, 'id' | 'totalQuantity' | 'checkoutUrl'> & {
  lines: {
    nodes: Array<
      | (Pick<StorefrontAPI.CartLine, 'id' | 'quantity'> & { merchandise: Pick<StorefrontAPI.ProductVariant, 'id'> })
      | (Pick<StorefrontAPI.ComponentizableCartLine, 'id' | 'quantity'> & {
          merchandise: Pick<StorefrontAPI.ProductVariant, 'id'>;
        })
    >;
  };
  discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>;
  appliedGiftCards: Array<Pick<StorefrontAPI.AppliedGiftCard, 'id' | 'lastCharacters'>>;
};

export type MoneyFragment = Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;

export type ProductCardFragment = Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'> & {
  featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>>;
  priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> };
  rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
};

export type ArticleCardFragment = Pick<
  StorefrontAPI.Article,
  'id' | 'handle' | 'title' | 'excerpt' | 'publishedAt' | 'contentHtml'
> & {
  authorV2?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ArticleAuthor, 'name'>>;
  image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>;
};

export type CartLinkVariantsQueryVariables = StorefrontAPI.Exact<{
  ids: Array<StorefrontAPI.Scalars['ID']['input']> | StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CartLinkVariantsQuery = {
  nodes: Array<
    StorefrontAPI.Maybe<
      Pick<StorefrontAPI.ProductVariant, 'id' | 'title'> & { product: Pick<StorefrontAPI.Product, 'title'> }
    >
  >;
};

export type CartQueryQueryVariables = StorefrontAPI.Exact<{
  cartId: StorefrontAPI.Scalars['ID']['input'];
  numCartLines?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CartQueryQuery = {
  cart?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Cart, 'updatedAt' | 'id' | 'checkoutUrl' | 'totalQuantity' | 'note'> & {
      buyerIdentity: Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email' | 'phone'> & {
        customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id' | 'email' | 'firstName' | 'lastName'>>;
      };
      lines: {
        pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage' | 'endCursor'>;
        nodes: Array<
          Pick<StorefrontAPI.CartLine, 'id' | 'quantity'> & {
            attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
            cost: {
              totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
              amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
              compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>;
            };
            merchandise: Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'title' | 'sku'> & {
              image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>;
              price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
              product: Pick<StorefrontAPI.Product, 'handle' | 'title' | 'id' | 'vendor'> & {
                variants: { nodes: Array<Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>> };
              };
              selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>;
            };
          }
        >;
      };
      delivery: {
        addresses: Array<
          Pick<StorefrontAPI.CartSelectableAddress, 'id' | 'selected'> & {
            address: Pick<
              StorefrontAPI.CartDeliveryAddress,
              | 'firstName'
              | 'lastName'
              | 'address1'
              | 'address2'
              | 'city'
              | 'provinceCode'
              | 'zip'
              | 'countryCode'
              | 'phone'
            >;
          }
        >;
      };
      cost: {
        subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
        totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
        totalDutyAmount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>;
        totalTaxAmount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>;
      };
      attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
      discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>;
      appliedGiftCards: Array<
        Pick<StorefrontAPI.AppliedGiftCard, 'id' | 'lastCharacters'> & {
          amountUsed: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
          balance: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
        }
      >;
      discountAllocations: Array<
        | (Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'> & {
            discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
          })
        | (Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'> & {
            discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
          })
        | (Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'> & {
            discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
          })
      >;
      deliveryGroups: {
        nodes: Array<
          Pick<StorefrontAPI.CartDeliveryGroup, 'id'> & {
            deliveryOptions: Array<
              Pick<StorefrontAPI.CartDeliveryOption, 'handle' | 'title'> & {
                estimatedCost: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
              }
            >;
            selectedDeliveryOption?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.CartDeliveryOption, 'handle' | 'title'> & {
                estimatedCost: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
              }
            >;
          }
        >;
      };
    }
  >;
};

export type CartLinesPageQueryVariables = StorefrontAPI.Exact<{
  cartId: StorefrontAPI.Scalars['ID']['input'];
  after?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CartLinesPageQuery = {
  cart?: StorefrontAPI.Maybe<{
    lines: {
      pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage' | 'endCursor'>;
      nodes: Array<
        Pick<StorefrontAPI.CartLine, 'id' | 'quantity'> & {
          attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
          cost: {
            totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
            amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
            compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>;
          };
          merchandise: Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'title' | 'sku'> & {
            image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>;
            price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
            product: Pick<StorefrontAPI.Product, 'handle' | 'title' | 'id' | 'vendor'> & {
              variants: { nodes: Array<Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>> };
            };
            selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>;
          };
        }
      >;
    };
  }>;
};

export type CartBadgeQueryVariables = StorefrontAPI.Exact<{
  cartId: StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CartBadgeQuery = {
  cart?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Cart, 'id' | 'totalQuantity'> & {
      buyerIdentity: {
        customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id' | 'email' | 'firstName' | 'lastName'>>;
      };
    }
  >;
};

export type ProductVariantFragment = Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale'> & {
  selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>;
  price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
  compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>;
  image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url'>>;
};

export type ProductPageFragment = Pick<
  StorefrontAPI.Product,
  'id' | 'handle' | 'title' | 'vendor' | 'description' | 'descriptionHtml'
> & {
  seo: Pick<StorefrontAPI.Seo, 'title' | 'description'>;
  options: Array<
    Pick<StorefrontAPI.ProductOption, 'name'> & { optionValues: Array<Pick<StorefrontAPI.ProductOptionValue, 'name'>> }
  >;
  selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale'> & {
      selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>;
      price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
      compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>;
      image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url'>>;
    }
  >;
  variants: {
    nodes: Array<
      Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale'> & {
        selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>;
        price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
        compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>;
        image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url'>>;
      }
    >;
  };
  media: {
    nodes: Array<
      | { __typename: 'ExternalVideo' | 'Model3d' }
      | ({ __typename: 'MediaImage' } & Pick<StorefrontAPI.MediaImage, 'id' | 'alt'> & {
            image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>;
          })
      | ({ __typename: 'Video' } & Pick<StorefrontAPI.Video, 'id' | 'alt'> & {
            previewImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url'>>;
            sources: Array<Pick<StorefrontAPI.VideoSource, 'url' | 'mimeType'>>;
          })
    >;
  };
};

export type ProductQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  selectedOptions: Array<StorefrontAPI.SelectedOptionInput> | StorefrontAPI.SelectedOptionInput;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type ProductQuery = {
  product?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'vendor' | 'description' | 'descriptionHtml'> & {
      seo: Pick<StorefrontAPI.Seo, 'title' | 'description'>;
      options: Array<
        Pick<StorefrontAPI.ProductOption, 'name'> & {
          optionValues: Array<Pick<StorefrontAPI.ProductOptionValue, 'name'>>;
        }
      >;
      selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale'> & {
          selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>;
          price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
          compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>;
          image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url'>>;
        }
      >;
      variants: {
        nodes: Array<
          Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale'> & {
            selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>;
            price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
            compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>;
            image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url'>>;
          }
        >;
      };
      media: {
        nodes: Array<
          | { __typename: 'ExternalVideo' | 'Model3d' }
          | ({ __typename: 'MediaImage' } & Pick<StorefrontAPI.MediaImage, 'id' | 'alt'> & {
                image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>;
              })
          | ({ __typename: 'Video' } & Pick<StorefrontAPI.Video, 'id' | 'alt'> & {
                previewImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url'>>;
                sources: Array<Pick<StorefrontAPI.VideoSource, 'url' | 'mimeType'>>;
              })
        >;
      };
    }
  >;
  complementary?: StorefrontAPI.Maybe<
    Array<
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'> & {
        featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>>;
        priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> };
        rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
      }
    >
  >;
  related?: StorefrontAPI.Maybe<
    Array<
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'> & {
        featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>>;
        priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> };
        rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
      }
    >
  >;
};

export type ProductChoiceQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  selectedOptions: Array<StorefrontAPI.SelectedOptionInput> | StorefrontAPI.SelectedOptionInput;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type ProductChoiceQuery = {
  product?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'vendor' | 'description' | 'descriptionHtml'> & {
      seo: Pick<StorefrontAPI.Seo, 'title' | 'description'>;
      options: Array<
        Pick<StorefrontAPI.ProductOption, 'name'> & {
          optionValues: Array<Pick<StorefrontAPI.ProductOptionValue, 'name'>>;
        }
      >;
      selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale'> & {
          selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>;
          price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
          compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>;
          image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url'>>;
        }
      >;
      variants: {
        nodes: Array<
          Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale'> & {
            selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>;
            price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
            compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>;
            image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url'>>;
          }
        >;
      };
      media: {
        nodes: Array<
          | { __typename: 'ExternalVideo' | 'Model3d' }
          | ({ __typename: 'MediaImage' } & Pick<StorefrontAPI.MediaImage, 'id' | 'alt'> & {
                image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>;
              })
          | ({ __typename: 'Video' } & Pick<StorefrontAPI.Video, 'id' | 'alt'> & {
                previewImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url'>>;
                sources: Array<Pick<StorefrontAPI.VideoSource, 'url' | 'mimeType'>>;
              })
        >;
      };
    }
  >;
};

export type ProductKitFragment = {
  complementary?: StorefrontAPI.Maybe<
    Array<
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'> & {
        featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>>;
        priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> };
        rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
      }
    >
  >;
  related?: StorefrontAPI.Maybe<
    Array<
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'> & {
        featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>>;
        priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> };
        rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
      }
    >
  >;
};

export type KnowledgePolicyFragment = Pick<StorefrontAPI.ShopPolicy, 'title' | 'body'>;

export type KnowledgeContentFragment = {
  pages: { nodes: Array<Pick<StorefrontAPI.Page, 'handle' | 'title' | 'body'>> };
  shop: {
    privacyPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'title' | 'body'>>;
    refundPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'title' | 'body'>>;
    termsOfService?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'title' | 'body'>>;
    shippingPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'title' | 'body'>>;
  };
  articles: {
    nodes: Array<
      Pick<StorefrontAPI.Article, 'handle' | 'title' | 'contentHtml'> & {
        blog: Pick<StorefrontAPI.Blog, 'handle' | 'title'>;
      }
    >;
  };
  products: {
    nodes: Array<
      Pick<StorefrontAPI.Product, 'handle' | 'title' | 'descriptionHtml'> & {
        options: Array<
          Pick<StorefrontAPI.ProductOption, 'name'> & {
            optionValues: Array<Pick<StorefrontAPI.ProductOptionValue, 'name'>>;
          }
        >;
      }
    >;
  };
};

export type ChatKnowledgeQueryVariables = StorefrontAPI.Exact<{ [key: string]: never }>;

export type ChatKnowledgeQuery = {
  pages: { nodes: Array<Pick<StorefrontAPI.Page, 'handle' | 'title' | 'body'>> };
  shop: {
    privacyPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'title' | 'body'>>;
    refundPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'title' | 'body'>>;
    termsOfService?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'title' | 'body'>>;
    shippingPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'title' | 'body'>>;
  };
  articles: {
    nodes: Array<
      Pick<StorefrontAPI.Article, 'handle' | 'title' | 'contentHtml'> & {
        blog: Pick<StorefrontAPI.Blog, 'handle' | 'title'>;
      }
    >;
  };
  products: {
    nodes: Array<
      Pick<StorefrontAPI.Product, 'handle' | 'title' | 'descriptionHtml'> & {
        options: Array<
          Pick<StorefrontAPI.ProductOption, 'name'> & {
            optionValues: Array<Pick<StorefrontAPI.ProductOptionValue, 'name'>>;
          }
        >;
      }
    >;
  };
};

export type ChatKnowledgeInQueryVariables = StorefrontAPI.Exact<{
  language: StorefrontAPI.LanguageCode;
}>;

export type ChatKnowledgeInQuery = {
  pages: { nodes: Array<Pick<StorefrontAPI.Page, 'handle' | 'title' | 'body'>> };
  shop: {
    privacyPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'title' | 'body'>>;
    refundPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'title' | 'body'>>;
    termsOfService?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'title' | 'body'>>;
    shippingPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'title' | 'body'>>;
  };
  articles: {
    nodes: Array<
      Pick<StorefrontAPI.Article, 'handle' | 'title' | 'contentHtml'> & {
        blog: Pick<StorefrontAPI.Blog, 'handle' | 'title'>;
      }
    >;
  };
  products: {
    nodes: Array<
      Pick<StorefrontAPI.Product, 'handle' | 'title' | 'descriptionHtml'> & {
        options: Array<
          Pick<StorefrontAPI.ProductOption, 'name'> & {
            optionValues: Array<Pick<StorefrontAPI.ProductOptionValue, 'name'>>;
          }
        >;
      }
    >;
  };
};

export type ChatNeedProductsQueryVariables = StorefrontAPI.Exact<{
  query: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type ChatNeedProductsQuery = {
  products: {
    nodes: Array<
      Pick<StorefrontAPI.Product, 'handle' | 'title' | 'descriptionHtml' | 'tags'> & {
        options: Array<
          Pick<StorefrontAPI.ProductOption, 'name'> & {
            optionValues: Array<Pick<StorefrontAPI.ProductOptionValue, 'name'>>;
          }
        >;
        priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> };
      }
    >;
  };
};

export type ChatFindProductQueryVariables = StorefrontAPI.Exact<{
  terms: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type ChatFindProductQuery = { search: { nodes: Array<Pick<StorefrontAPI.Product, 'handle' | 'title'>> } };

export type ChatPricedProductQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type ChatPricedProductQuery = {
  product?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Product, 'handle' | 'title'> & {
      options: Array<
        Pick<StorefrontAPI.ProductOption, 'name'> & {
          optionValues: Array<Pick<StorefrontAPI.ProductOptionValue, 'name'>>;
        }
      >;
      variants: {
        nodes: Array<
          Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'> & {
            price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
          }
        >;
      };
    }
  >;
};

export type ArticleProductsQueryVariables = StorefrontAPI.Exact<{
  first: StorefrontAPI.Scalars['String']['input'];
  second: StorefrontAPI.Scalars['String']['input'];
  third: StorefrontAPI.Scalars['String']['input'];
  fourth: StorefrontAPI.Scalars['String']['input'];
  withSecond: StorefrontAPI.Scalars['Boolean']['input'];
  withThird: StorefrontAPI.Scalars['Boolean']['input'];
  withFourth: StorefrontAPI.Scalars['Boolean']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type ArticleProductsQuery = {
  first?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'> & {
      featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>>;
      priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> };
      rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
      ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
    }
  >;
  second?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'> & {
      featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>>;
      priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> };
      rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
      ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
    }
  >;
  third?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'> & {
      featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>>;
      priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> };
      rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
      ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
    }
  >;
  fourth?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'> & {
      featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>>;
      priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> };
      rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
      ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
    }
  >;
};

export type PageQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type PageQuery = {
  page?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Page, 'id' | 'handle' | 'title' | 'body' | 'bodySummary' | 'updatedAt'> & {
      seo?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Seo, 'title' | 'description'>>;
      pictures?: StorefrontAPI.Maybe<{
        references?: StorefrontAPI.Maybe<{
          nodes: Array<{
            image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>;
          }>;
        }>;
      }>;
    }
  >;
};

export type BlogQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  first: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type BlogQuery = {
  blog?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Blog, 'id' | 'handle' | 'title'> & {
      seo?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Seo, 'title' | 'description'>>;
      articles: {
        nodes: Array<
          Pick<StorefrontAPI.Article, 'id' | 'handle' | 'title' | 'excerpt' | 'publishedAt' | 'contentHtml'> & {
            authorV2?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ArticleAuthor, 'name'>>;
            image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>;
          }
        >;
      };
    }
  >;
};

export type BlogListFragment = {
  blogs: {
    nodes: Array<
      Pick<StorefrontAPI.Blog, 'id' | 'handle' | 'title'> & {
        seo?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Seo, 'title' | 'description'>>;
        articles: {
          nodes: Array<
            Pick<StorefrontAPI.Article, 'id' | 'handle' | 'title' | 'excerpt' | 'publishedAt' | 'contentHtml'> & {
              authorV2?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ArticleAuthor, 'name'>>;
              image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>;
            }
          >;
        };
      }
    >;
  };
};

export type BlogsQueryVariables = StorefrontAPI.Exact<{
  first: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type BlogsQuery = {
  blogs: {
    nodes: Array<
      Pick<StorefrontAPI.Blog, 'id' | 'handle' | 'title'> & {
        seo?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Seo, 'title' | 'description'>>;
        articles: {
          nodes: Array<
            Pick<StorefrontAPI.Article, 'id' | 'handle' | 'title' | 'excerpt' | 'publishedAt' | 'contentHtml'> & {
              authorV2?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ArticleAuthor, 'name'>>;
              image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>;
            }
          >;
        };
      }
    >;
  };
};

export type ArticleQueryVariables = StorefrontAPI.Exact<{
  blog: StorefrontAPI.Scalars['String']['input'];
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type ArticleQuery = {
  blog?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Blog, 'title'> & {
      articles: {
        nodes: Array<
          Pick<
            StorefrontAPI.Article,
            'tags' | 'id' | 'handle' | 'title' | 'excerpt' | 'publishedAt' | 'contentHtml'
          > & {
            authorV2?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ArticleAuthor, 'name'>>;
            image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>;
          }
        >;
      };
      articleByHandle?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Article, 'id' | 'handle' | 'title' | 'excerpt' | 'contentHtml' | 'publishedAt' | 'tags'> & {
          authorV2?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ArticleAuthor, 'name'>>;
          image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>;
          seo?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Seo, 'title' | 'description'>>;
        }
      >;
    }
  >;
};

export type AvailableCountriesQueryVariables = StorefrontAPI.Exact<{ [key: string]: never }>;

export type AvailableCountriesQuery = {
  localization: {
    availableCountries: Array<
      Pick<StorefrontAPI.Country, 'isoCode' | 'name'> & { currency: Pick<StorefrontAPI.Currency, 'isoCode'> }
    >;
  };
};

export type CollectionLinksQueryVariables = StorefrontAPI.Exact<{
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  startCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  endCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CollectionLinksQuery = {
  collections: {
    nodes: Array<Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title'>>;
    pageInfo: Pick<StorefrontAPI.PageInfo, 'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'>;
  };
};

export type CollectionListingQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  startCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  endCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  sortKey?: StorefrontAPI.InputMaybe<StorefrontAPI.ProductCollectionSortKeys>;
  reverse?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Boolean']['input']>;
  filters?: StorefrontAPI.InputMaybe<Array<StorefrontAPI.ProductFilter> | StorefrontAPI.ProductFilter>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CollectionListingQuery = {
  collection?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title' | 'descriptionHtml'> & {
      image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url'>>;
      seo: Pick<StorefrontAPI.Seo, 'title' | 'description'>;
      products: {
        nodes: Array<
          Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'> & {
            featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>>;
            priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> };
            rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
            ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
          }
        >;
        pageInfo: Pick<StorefrontAPI.PageInfo, 'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'>;
        filters: Array<
          Pick<StorefrontAPI.Filter, 'id' | 'label' | 'type'> & {
            values: Array<Pick<StorefrontAPI.FilterValue, 'id' | 'label' | 'count' | 'input'>>;
          }
        >;
      };
    }
  >;
};

export type HealthQueryVariables = StorefrontAPI.Exact<{ [key: string]: never }>;

export type HealthQuery = { shop: Pick<StorefrontAPI.Shop, 'name'> };

export type SearchProductFragment = Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title'> & {
  featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>>;
  priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> };
};

type SearchContent_Article_Fragment = { __typename: 'Article' } & Pick<
  StorefrontAPI.Article,
  'id' | 'handle' | 'title' | 'excerpt'
> & {
    image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>>;
    blog: Pick<StorefrontAPI.Blog, 'handle'>;
  };

type SearchContent_Page_Fragment = { __typename: 'Page' } & Pick<
  StorefrontAPI.Page,
  'id' | 'handle' | 'title' | 'bodySummary'
>;

type SearchContent_Product_Fragment = { __typename: 'Product' };

export type SearchContentFragment =
  SearchContent_Article_Fragment | SearchContent_Page_Fragment | SearchContent_Product_Fragment;

export type SearchCollectionFragment = Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title' | 'description'> & {
  image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>>;
};

export type SearchQueryVariables = StorefrontAPI.Exact<{
  query: StorefrontAPI.Scalars['String']['input'];
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  startCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  endCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  withContent: StorefrontAPI.Scalars['Boolean']['input'];
  contentLimit: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type SearchQuery = {
  products: Pick<StorefrontAPI.SearchResultItemConnection, 'totalCount'> & {
    pageInfo: Pick<StorefrontAPI.PageInfo, 'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'>;
    nodes: Array<
      | { __typename: 'Article' | 'Page' }
      | ({ __typename: 'Product' } & Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'> & {
            options: Array<
              Pick<StorefrontAPI.ProductOption, 'name'> & {
                optionValues: Array<
                  Pick<StorefrontAPI.ProductOptionValue, 'name'> & {
                    firstSelectableVariant?: StorefrontAPI.Maybe<{
                      selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>;
                      price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
                      image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>>;
                    }>;
                  }
                >;
              }
            >;
            featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>>;
            priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> };
            rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
            ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
          })
    >;
  };
  content?: {
    nodes: Array<
      | ({ __typename: 'Article' } & Pick<StorefrontAPI.Article, 'id' | 'handle' | 'title' | 'excerpt'> & {
            image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>>;
            blog: Pick<StorefrontAPI.Blog, 'handle'>;
          })
      | ({ __typename: 'Page' } & Pick<StorefrontAPI.Page, 'id' | 'handle' | 'title' | 'bodySummary'>)
      | { __typename: 'Product' }
    >;
  };
  collections?: StorefrontAPI.Maybe<{
    collections: Array<
      Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title' | 'description'> & {
        image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>>;
      }
    >;
  }>;
};

export type SearchSuggestedProductsQueryVariables = StorefrontAPI.Exact<{
  first: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type SearchSuggestedProductsQuery = {
  products: {
    nodes: Array<
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'> & {
        featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>>;
        priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> };
        rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
      }
    >;
  };
};

export type PredictiveSearchQueryVariables = StorefrontAPI.Exact<{
  query: StorefrontAPI.Scalars['String']['input'];
  limit: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type PredictiveSearchQuery = {
  predictiveSearch?: StorefrontAPI.Maybe<{
    products: Array<
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title'> & {
        featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>>;
        priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> };
      }
    >;
    collections: Array<
      Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title' | 'description'> & {
        image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>>;
      }
    >;
    articles: Array<
      { __typename: 'Article' } & Pick<StorefrontAPI.Article, 'id' | 'handle' | 'title' | 'excerpt'> & {
          image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>>;
          blog: Pick<StorefrontAPI.Blog, 'handle'>;
        }
    >;
    pages: Array<{ __typename: 'Page' } & Pick<StorefrontAPI.Page, 'id' | 'handle' | 'title' | 'bodySummary'>>;
  }>;
};

export type JsonListProductsQueryVariables = StorefrontAPI.Exact<{
  after?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
}>;

export type JsonListProductsQuery = {
  products: {
    pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage' | 'endCursor'>;
    nodes: Array<Pick<StorefrontAPI.Product, 'handle' | 'title' | 'updatedAt'>>;
  };
};

export type SitemapIndexQueryVariables = StorefrontAPI.Exact<{ [key: string]: never }>;

export type SitemapIndexQuery = {
  products: { pagesCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Count, 'count'>> };
  collections: { pagesCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Count, 'count'>> };
  pages: { pagesCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Count, 'count'>> };
};

export type SitemapResourcesQueryVariables = StorefrontAPI.Exact<{
  type: StorefrontAPI.SitemapType;
  page: StorefrontAPI.Scalars['Int']['input'];
}>;

export type SitemapResourcesQuery = {
  sitemap: {
    pagesCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Count, 'count'>>;
    resources?: StorefrontAPI.Maybe<{
      items: Array<
        | Pick<StorefrontAPI.SitemapResource, 'title' | 'handle' | 'updatedAt'>
        | Pick<StorefrontAPI.SitemapResourceMetaobject, 'handle' | 'updatedAt'>
      >;
    }>;
  };
};

export type SitemapPoliciesQueryVariables = StorefrontAPI.Exact<{ [key: string]: never }>;

export type SitemapPoliciesQuery = {
  shop: {
    privacyPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'title'>>;
    refundPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'title'>>;
    termsOfService?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'title'>>;
    shippingPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'title'>>;
  };
};

export type SitemapArticlesQueryVariables = StorefrontAPI.Exact<{
  after?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
}>;

export type SitemapArticlesQuery = {
  articles: {
    pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage' | 'endCursor'>;
    nodes: Array<
      Pick<StorefrontAPI.Article, 'handle' | 'title' | 'publishedAt'> & { blog: Pick<StorefrontAPI.Blog, 'handle'> }
    >;
  };
};

export type HeaderMenuQueryVariables = StorefrontAPI.Exact<{
  featured: StorefrontAPI.Scalars['String']['input'];
  collections: StorefrontAPI.Scalars['Int']['input'];
  products: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type HeaderMenuQuery = {
  collections: { nodes: Array<Pick<StorefrontAPI.Collection, 'handle' | 'title'>> };
  collection?: StorefrontAPI.Maybe<{
    products: {
      nodes: Array<
        Pick<StorefrontAPI.Product, 'handle' | 'title'> & {
          featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>>;
        }
      >;
    };
  }>;
};

export type HomeQueryVariables = StorefrontAPI.Exact<{
  featured: StorefrontAPI.Scalars['String']['input'];
  count: StorefrontAPI.Scalars['Int']['input'];
  first: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type HomeQuery = {
  shop: Pick<StorefrontAPI.Shop, 'name' | 'description'>;
  collection?: StorefrontAPI.Maybe<{
    image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>>;
    products: {
      nodes: Array<
        Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'> & {
          featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>>;
          priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> };
          rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
          ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        }
      >;
    };
  }>;
  blogs: {
    nodes: Array<
      Pick<StorefrontAPI.Blog, 'id' | 'handle' | 'title'> & {
        seo?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Seo, 'title' | 'description'>>;
        articles: {
          nodes: Array<
            Pick<StorefrontAPI.Article, 'id' | 'handle' | 'title' | 'excerpt' | 'publishedAt' | 'contentHtml'> & {
              authorV2?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ArticleAuthor, 'name'>>;
              image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>;
            }
          >;
        };
      }
    >;
  };
};

export type PolicyFragment = Pick<StorefrontAPI.ShopPolicy, 'id' | 'title' | 'body' | 'handle'>;

export type PoliciesQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type PoliciesQuery = {
  shop: {
    privacyPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'id' | 'title' | 'body' | 'handle'>>;
    refundPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'id' | 'title' | 'body' | 'handle'>>;
    termsOfService?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'id' | 'title' | 'body' | 'handle'>>;
    shippingPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'id' | 'title' | 'body' | 'handle'>>;
  };
};

interface GeneratedQueryTypes {
  '#graphql\n  query CartLinkVariants($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    nodes(ids: $ids) {\n      ... on ProductVariant {\n        id\n        title\n        product {\n          title\n        }\n      }\n    }\n  }\n': {
    return: CartLinkVariantsQuery;
    variables: CartLinkVariantsQueryVariables;
  };
  '#graphql\n  query CartQuery($cartId: ID!, $numCartLines: Int = 250, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    cart(id: $cartId) {\n      ...CartApiQuery\n    }\n  }\n  #graphql\n  #graphql\n  #graphql\n  fragment Money on MoneyV2 {\n    currencyCode\n    amount\n  }\n\n  fragment CartLine on CartLine {\n    id\n    quantity\n    attributes {\n      key\n      value\n    }\n    cost {\n      totalAmount {\n        ...Money\n      }\n      amountPerQuantity {\n        ...Money\n      }\n      compareAtAmountPerQuantity {\n        ...Money\n      }\n    }\n    merchandise {\n      ... on ProductVariant {\n        id\n        availableForSale\n        title\n        sku\n        image {\n          id\n          url\n          altText\n          width\n          height\n        }\n        price {\n          ...Money\n        }\n        product {\n          handle\n          title\n          id\n          vendor\n          variants(first: 50) {\n            nodes {\n              id\n              title\n              availableForSale\n            }\n          }\n        }\n        selectedOptions {\n          name\n          value\n        }\n      }\n    }\n  }\n\n  fragment CartApiQuery on Cart {\n    updatedAt\n    id\n    checkoutUrl\n    totalQuantity\n    buyerIdentity {\n      countryCode\n      email\n      phone\n      customer {\n        id\n        email\n        firstName\n        lastName\n      }\n    }\n    lines(first: $numCartLines) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...CartLine\n      }\n    }\n    delivery {\n      addresses(selected: true) {\n        id\n        selected\n        address {\n          ... on CartDeliveryAddress {\n            firstName\n            lastName\n            address1\n            address2\n            city\n            provinceCode\n            zip\n            countryCode\n            phone\n          }\n        }\n      }\n    }\n    cost {\n      subtotalAmount {\n        ...Money\n      }\n      totalAmount {\n        ...Money\n      }\n      totalDutyAmount {\n        ...Money\n      }\n      totalTaxAmount {\n        ...Money\n      }\n    }\n    note\n    attributes {\n      key\n      value\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    appliedGiftCards {\n      id\n      lastCharacters\n      amountUsed {\n        ...Money\n      }\n      balance {\n        ...Money\n      }\n    }\n    discountAllocations {\n      discountedAmount {\n        ...Money\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n      ... on CartAutomaticDiscountAllocation {\n        title\n      }\n      ... on CartCustomDiscountAllocation {\n        title\n      }\n    }\n    deliveryGroups(first: 10) {\n      nodes {\n        id\n        deliveryOptions {\n          handle\n          title\n          estimatedCost {\n            ...Money\n          }\n        }\n        selectedDeliveryOption {\n          handle\n          title\n          estimatedCost {\n            ...Money\n          }\n        }\n      }\n    }\n  }\n\n': {
    return: CartQueryQuery;
    variables: CartQueryQueryVariables;
  };
  '#graphql\n  query CartLinesPage($cartId: ID!, $after: String, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    cart(id: $cartId) {\n      lines(first: 250, after: $after) {\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          ...CartLine\n        }\n      }\n    }\n  }\n  #graphql\n  #graphql\n  fragment Money on MoneyV2 {\n    currencyCode\n    amount\n  }\n\n  fragment CartLine on CartLine {\n    id\n    quantity\n    attributes {\n      key\n      value\n    }\n    cost {\n      totalAmount {\n        ...Money\n      }\n      amountPerQuantity {\n        ...Money\n      }\n      compareAtAmountPerQuantity {\n        ...Money\n      }\n    }\n    merchandise {\n      ... on ProductVariant {\n        id\n        availableForSale\n        title\n        sku\n        image {\n          id\n          url\n          altText\n          width\n          height\n        }\n        price {\n          ...Money\n        }\n        product {\n          handle\n          title\n          id\n          vendor\n          variants(first: 50) {\n            nodes {\n              id\n              title\n              availableForSale\n            }\n          }\n        }\n        selectedOptions {\n          name\n          value\n        }\n      }\n    }\n  }\n\n': {
    return: CartLinesPageQuery;
    variables: CartLinesPageQueryVariables;
  };
  '#graphql\n  query CartBadge($cartId: ID!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    cart(id: $cartId) {\n      id\n      totalQuantity\n      buyerIdentity {\n        customer {\n          id\n          email\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n': {
    return: CartBadgeQuery;
    variables: CartBadgeQueryVariables;
  };
  '#graphql\n  #graphql\n  fragment ProductVariant on ProductVariant {\n    id\n    title\n    sku\n    availableForSale\n    selectedOptions {\n      name\n      value\n    }\n    price {\n      ...Money\n    }\n    compareAtPrice {\n      ...Money\n    }\n    image {\n      url\n    }\n  }\n  fragment ProductPage on Product {\n      id\n      handle\n      title\n      vendor\n      description\n      descriptionHtml\n      seo {\n        title\n        description\n      }\n      options {\n        name\n        optionValues {\n          name\n        }\n      }\n      selectedOrFirstAvailableVariant(\n        selectedOptions: $selectedOptions\n        ignoreUnknownOptions: true\n        caseInsensitiveMatch: true\n      ) {\n        ...ProductVariant\n      }\n      variants(first: 50) {\n        nodes {\n          ...ProductVariant\n        }\n      }\n      media(first: 50) {\n        nodes {\n          __typename\n          ... on MediaImage {\n            id\n            alt\n            image {\n              url(transform: { maxWidth: 1200 })\n              altText\n              width\n              height\n            }\n          }\n          ... on Video {\n            id\n            alt\n            previewImage {\n              url(transform: { maxWidth: 1200 })\n            }\n            sources {\n              url\n              mimeType\n            }\n          }\n        }\n      }\n  }\n\n  #graphql\n  #graphql\n  #graphql\n  fragment Money on MoneyV2 {\n    currencyCode\n    amount\n  }\n\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    availableForSale\n    featuredImage {\n      url(transform: { maxWidth: 600 })\n      altText\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    rating: metafield(namespace: "reviews", key: "rating") {\n      value\n    }\n    ratingCount: metafield(namespace: "reviews", key: "rating_count") {\n      value\n    }\n  }\n\n  fragment ProductKit on QueryRoot {\n    complementary: productRecommendations(productHandle: $handle, intent: COMPLEMENTARY) {\n      ...ProductCard\n    }\n    related: productRecommendations(productHandle: $handle, intent: RELATED) {\n      ...ProductCard\n    }\n  }\n\n  query Product(\n    $handle: String!\n    $selectedOptions: [SelectedOptionInput!]!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      ...ProductPage\n    }\n    ...ProductKit\n  }\n': {
    return: ProductQuery;
    variables: ProductQueryVariables;
  };
  '#graphql\n  #graphql\n  fragment Money on MoneyV2 {\n    currencyCode\n    amount\n  }\n\n  #graphql\n  fragment ProductVariant on ProductVariant {\n    id\n    title\n    sku\n    availableForSale\n    selectedOptions {\n      name\n      value\n    }\n    price {\n      ...Money\n    }\n    compareAtPrice {\n      ...Money\n    }\n    image {\n      url\n    }\n  }\n  fragment ProductPage on Product {\n      id\n      handle\n      title\n      vendor\n      description\n      descriptionHtml\n      seo {\n        title\n        description\n      }\n      options {\n        name\n        optionValues {\n          name\n        }\n      }\n      selectedOrFirstAvailableVariant(\n        selectedOptions: $selectedOptions\n        ignoreUnknownOptions: true\n        caseInsensitiveMatch: true\n      ) {\n        ...ProductVariant\n      }\n      variants(first: 50) {\n        nodes {\n          ...ProductVariant\n        }\n      }\n      media(first: 50) {\n        nodes {\n          __typename\n          ... on MediaImage {\n            id\n            alt\n            image {\n              url(transform: { maxWidth: 1200 })\n              altText\n              width\n              height\n            }\n          }\n          ... on Video {\n            id\n            alt\n            previewImage {\n              url(transform: { maxWidth: 1200 })\n            }\n            sources {\n              url\n              mimeType\n            }\n          }\n        }\n      }\n  }\n\n  query ProductChoice(\n    $handle: String!\n    $selectedOptions: [SelectedOptionInput!]!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      ...ProductPage\n    }\n  }\n': {
    return: ProductChoiceQuery;
    variables: ProductChoiceQueryVariables;
  };
  '#graphql\n  #graphql\n  fragment KnowledgePolicy on ShopPolicy {\n    title\n    body\n  }\n  fragment KnowledgeContent on QueryRoot {\n    pages(first: 100) {\n      nodes {\n        handle\n        title\n        body\n      }\n    }\n    shop {\n      privacyPolicy {\n        ...KnowledgePolicy\n      }\n      refundPolicy {\n        ...KnowledgePolicy\n      }\n      termsOfService {\n        ...KnowledgePolicy\n      }\n      shippingPolicy {\n        ...KnowledgePolicy\n      }\n    }\n    articles(first: 100, sortKey: PUBLISHED_AT, reverse: true) {\n      nodes {\n        handle\n        title\n        contentHtml\n        blog {\n          handle\n          title\n        }\n      }\n    }\n    products(first: 50) {\n      nodes {\n        handle\n        title\n        descriptionHtml\n        options {\n          name\n          optionValues {\n            name\n          }\n        }\n      }\n    }\n  }\n\n  query ChatKnowledge {\n    ...KnowledgeContent\n  }\n': {
    return: ChatKnowledgeQuery;
    variables: ChatKnowledgeQueryVariables;
  };
  '#graphql\n  #graphql\n  fragment KnowledgePolicy on ShopPolicy {\n    title\n    body\n  }\n  fragment KnowledgeContent on QueryRoot {\n    pages(first: 100) {\n      nodes {\n        handle\n        title\n        body\n      }\n    }\n    shop {\n      privacyPolicy {\n        ...KnowledgePolicy\n      }\n      refundPolicy {\n        ...KnowledgePolicy\n      }\n      termsOfService {\n        ...KnowledgePolicy\n      }\n      shippingPolicy {\n        ...KnowledgePolicy\n      }\n    }\n    articles(first: 100, sortKey: PUBLISHED_AT, reverse: true) {\n      nodes {\n        handle\n        title\n        contentHtml\n        blog {\n          handle\n          title\n        }\n      }\n    }\n    products(first: 50) {\n      nodes {\n        handle\n        title\n        descriptionHtml\n        options {\n          name\n          optionValues {\n            name\n          }\n        }\n      }\n    }\n  }\n\n  query ChatKnowledgeIn($language: LanguageCode!) @inContext(language: $language) {\n    ...KnowledgeContent\n  }\n': {
    return: ChatKnowledgeInQuery;
    variables: ChatKnowledgeInQueryVariables;
  };
  '#graphql\n  #graphql\n  fragment Money on MoneyV2 {\n    currencyCode\n    amount\n  }\n\n  query ChatNeedProducts($query: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    products(first: 20, query: $query, sortKey: BEST_SELLING) {\n      nodes {\n        handle\n        title\n        descriptionHtml\n        tags\n        options {\n          name\n          optionValues {\n            name\n          }\n        }\n        priceRange {\n          minVariantPrice {\n            ...Money\n          }\n        }\n      }\n    }\n  }\n': {
    return: ChatNeedProductsQuery;
    variables: ChatNeedProductsQueryVariables;
  };
  '#graphql\n  query ChatFindProduct($terms: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    search(query: $terms, types: [PRODUCT], first: 10) {\n      nodes {\n        ... on Product {\n          handle\n          title\n        }\n      }\n    }\n  }\n': {
    return: ChatFindProductQuery;
    variables: ChatFindProductQueryVariables;
  };
  '#graphql\n  #graphql\n  fragment Money on MoneyV2 {\n    currencyCode\n    amount\n  }\n\n  query ChatPricedProduct($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      handle\n      title\n      options {\n        name\n        optionValues {\n          name\n        }\n      }\n      variants(first: 250) {\n        nodes {\n          id\n          title\n          availableForSale\n          price {\n            ...Money\n          }\n        }\n      }\n    }\n  }\n': {
    return: ChatPricedProductQuery;
    variables: ChatPricedProductQueryVariables;
  };
  '#graphql\n  #graphql\n  #graphql\n  fragment Money on MoneyV2 {\n    currencyCode\n    amount\n  }\n\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    availableForSale\n    featuredImage {\n      url(transform: { maxWidth: 600 })\n      altText\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    rating: metafield(namespace: "reviews", key: "rating") {\n      value\n    }\n    ratingCount: metafield(namespace: "reviews", key: "rating_count") {\n      value\n    }\n  }\n\n  query ArticleProducts(\n    $first: String!\n    $second: String!\n    $third: String!\n    $fourth: String!\n    $withSecond: Boolean!\n    $withThird: Boolean!\n    $withFourth: Boolean!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    first: product(handle: $first) {\n      ...ProductCard\n    }\n    second: product(handle: $second) @include(if: $withSecond) {\n      ...ProductCard\n    }\n    third: product(handle: $third) @include(if: $withThird) {\n      ...ProductCard\n    }\n    fourth: product(handle: $fourth) @include(if: $withFourth) {\n      ...ProductCard\n    }\n  }\n': {
    return: ArticleProductsQuery;
    variables: ArticleProductsQueryVariables;
  };
  '#graphql\n  query Page($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    page(handle: $handle) {\n      id\n      handle\n      title\n      body\n      bodySummary\n      updatedAt\n      seo {\n        title\n        description\n      }\n      pictures: metafield(namespace: "custom", key: "pictures") {\n        references(first: 12) {\n          nodes {\n            ... on MediaImage {\n              image {\n                url\n                altText\n                width\n                height\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n': {
    return: PageQuery;
    variables: PageQueryVariables;
  };
  '#graphql\n  #graphql\n  fragment ArticleCard on Article {\n    id\n    handle\n    title\n    excerpt\n    publishedAt\n    contentHtml\n    authorV2 {\n      name\n    }\n    image {\n      url(transform: { maxWidth: 800 })\n      altText\n      width\n      height\n    }\n  }\n\n  query Blog($handle: String!, $first: Int!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    blog(handle: $handle) {\n      id\n      handle\n      title\n      seo {\n        title\n        description\n      }\n      articles(first: $first, sortKey: PUBLISHED_AT, reverse: true) {\n        nodes {\n          ...ArticleCard\n        }\n      }\n    }\n  }\n': {
    return: BlogQuery;
    variables: BlogQueryVariables;
  };
  '#graphql\n  #graphql\n  #graphql\n  fragment ArticleCard on Article {\n    id\n    handle\n    title\n    excerpt\n    publishedAt\n    contentHtml\n    authorV2 {\n      name\n    }\n    image {\n      url(transform: { maxWidth: 800 })\n      altText\n      width\n      height\n    }\n  }\n\n  fragment BlogList on QueryRoot {\n    blogs(first: 10) {\n      nodes {\n        id\n        handle\n        title\n        seo {\n          title\n          description\n        }\n        articles(first: $first, sortKey: PUBLISHED_AT, reverse: true) {\n          nodes {\n            ...ArticleCard\n          }\n        }\n      }\n    }\n  }\n\n  query Blogs($first: Int!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    ...BlogList\n  }\n': {
    return: BlogsQuery;
    variables: BlogsQueryVariables;
  };
  '#graphql\n  #graphql\n  fragment ArticleCard on Article {\n    id\n    handle\n    title\n    excerpt\n    publishedAt\n    contentHtml\n    authorV2 {\n      name\n    }\n    image {\n      url(transform: { maxWidth: 800 })\n      altText\n      width\n      height\n    }\n  }\n\n  query Article($blog: String!, $handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    blog(handle: $blog) {\n      title\n      articles(first: 12, sortKey: PUBLISHED_AT, reverse: true) {\n        nodes {\n          ...ArticleCard\n          tags\n        }\n      }\n      articleByHandle(handle: $handle) {\n        id\n        handle\n        title\n        excerpt\n        contentHtml\n        publishedAt\n        tags\n        authorV2 {\n          name\n        }\n        image {\n          url(transform: { maxWidth: 1600 })\n          altText\n          width\n          height\n        }\n        seo {\n          title\n          description\n        }\n      }\n    }\n  }\n': {
    return: ArticleQuery;
    variables: ArticleQueryVariables;
  };
  '#graphql\n  query AvailableCountries {\n    localization {\n      availableCountries {\n        isoCode\n        name\n        currency {\n          isoCode\n        }\n      }\n    }\n  }\n': {
    return: AvailableCountriesQuery;
    variables: AvailableCountriesQueryVariables;
  };
  '#graphql\n  query CollectionLinks(\n    $first: Int\n    $last: Int\n    $startCursor: String\n    $endCursor: String\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    collections(first: $first, last: $last, before: $startCursor, after: $endCursor) {\n      nodes {\n        id\n        handle\n        title\n      }\n      pageInfo {\n        hasPreviousPage\n        hasNextPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n': {
    return: CollectionLinksQuery;
    variables: CollectionLinksQueryVariables;
  };
  '#graphql\n  #graphql\n  #graphql\n  fragment Money on MoneyV2 {\n    currencyCode\n    amount\n  }\n\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    availableForSale\n    featuredImage {\n      url(transform: { maxWidth: 600 })\n      altText\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    rating: metafield(namespace: "reviews", key: "rating") {\n      value\n    }\n    ratingCount: metafield(namespace: "reviews", key: "rating_count") {\n      value\n    }\n  }\n\n  query CollectionListing(\n    $handle: String!\n    $first: Int\n    $last: Int\n    $startCursor: String\n    $endCursor: String\n    $sortKey: ProductCollectionSortKeys\n    $reverse: Boolean\n    $filters: [ProductFilter!]\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      id\n      handle\n      title\n      descriptionHtml\n      image {\n        url(transform: { maxWidth: 1200 })\n      }\n      seo {\n        title\n        description\n      }\n      products(\n        first: $first\n        last: $last\n        before: $startCursor\n        after: $endCursor\n        sortKey: $sortKey\n        reverse: $reverse\n        filters: $filters\n      ) {\n        nodes {\n          ...ProductCard\n        }\n        pageInfo {\n          hasPreviousPage\n          hasNextPage\n          startCursor\n          endCursor\n        }\n        filters {\n          id\n          label\n          type\n          values {\n            id\n            label\n            count\n            input\n          }\n        }\n      }\n    }\n  }\n': {
    return: CollectionListingQuery;
    variables: CollectionListingQueryVariables;
  };
  '#graphql\n  query Health {\n    shop {\n      name\n    }\n  }\n': {
    return: HealthQuery;
    variables: HealthQueryVariables;
  };
  '#graphql\n  #graphql\n  #graphql\n  fragment Money on MoneyV2 {\n    currencyCode\n    amount\n  }\n\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    availableForSale\n    featuredImage {\n      url(transform: { maxWidth: 600 })\n      altText\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    rating: metafield(namespace: "reviews", key: "rating") {\n      value\n    }\n    ratingCount: metafield(namespace: "reviews", key: "rating_count") {\n      value\n    }\n  }\n\n  #graphql\n  fragment SearchContent on SearchResultItem {\n    __typename\n    ... on Article {\n      id\n      handle\n      title\n      excerpt\n      image {\n        url(transform: { maxWidth: 160 })\n        altText\n      }\n      blog {\n        handle\n      }\n    }\n    ... on Page {\n      id\n      handle\n      title\n      bodySummary\n    }\n  }\n\n  #graphql\n  fragment SearchCollection on Collection {\n    id\n    handle\n    title\n    description\n    image {\n      url(transform: { maxWidth: 160 })\n      altText\n    }\n  }\n\n  query Search(\n    $query: String!\n    $first: Int\n    $last: Int\n    $startCursor: String\n    $endCursor: String\n    $withContent: Boolean!\n    $contentLimit: Int!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    products: search(\n      query: $query\n      first: $first\n      last: $last\n      before: $startCursor\n      after: $endCursor\n      types: [PRODUCT]\n      sortKey: RELEVANCE\n      prefix: LAST\n      unavailableProducts: LAST\n    ) {\n      totalCount\n      pageInfo {\n        hasPreviousPage\n        hasNextPage\n        startCursor\n        endCursor\n      }\n      nodes {\n        __typename\n        ... on Product {\n          ...ProductCard\n          options {\n            name\n            optionValues {\n              name\n              firstSelectableVariant {\n                selectedOptions {\n                  name\n                  value\n                }\n                price {\n                  currencyCode\n                  amount\n                }\n                image {\n                  url(transform: { maxWidth: 160 })\n                  altText\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n    content: search(query: $query, first: $contentLimit, types: [ARTICLE, PAGE], prefix: LAST)\n      @include(if: $withContent) {\n      nodes {\n        ...SearchContent\n      }\n    }\n    collections: predictiveSearch(query: $query, limit: $contentLimit, limitScope: EACH, types: [COLLECTION])\n      @include(if: $withContent) {\n      collections {\n        ...SearchCollection\n      }\n    }\n  }\n': {
    return: SearchQuery;
    variables: SearchQueryVariables;
  };
  '#graphql\n  #graphql\n  #graphql\n  fragment Money on MoneyV2 {\n    currencyCode\n    amount\n  }\n\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    availableForSale\n    featuredImage {\n      url(transform: { maxWidth: 600 })\n      altText\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    rating: metafield(namespace: "reviews", key: "rating") {\n      value\n    }\n    ratingCount: metafield(namespace: "reviews", key: "rating_count") {\n      value\n    }\n  }\n\n  query SearchSuggestedProducts($first: Int!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    products(first: $first, sortKey: BEST_SELLING) {\n      nodes {\n        ...ProductCard\n      }\n    }\n  }\n': {
    return: SearchSuggestedProductsQuery;
    variables: SearchSuggestedProductsQueryVariables;
  };
  '#graphql\n  #graphql\n  #graphql\n  fragment Money on MoneyV2 {\n    currencyCode\n    amount\n  }\n\n  fragment SearchProduct on Product {\n    id\n    handle\n    title\n    featuredImage {\n      url(transform: { maxWidth: 160 })\n      altText\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n  }\n\n  #graphql\n  fragment SearchContent on SearchResultItem {\n    __typename\n    ... on Article {\n      id\n      handle\n      title\n      excerpt\n      image {\n        url(transform: { maxWidth: 160 })\n        altText\n      }\n      blog {\n        handle\n      }\n    }\n    ... on Page {\n      id\n      handle\n      title\n      bodySummary\n    }\n  }\n\n  #graphql\n  fragment SearchCollection on Collection {\n    id\n    handle\n    title\n    description\n    image {\n      url(transform: { maxWidth: 160 })\n      altText\n    }\n  }\n\n  query PredictiveSearch($query: String!, $limit: Int!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    predictiveSearch(\n      query: $query\n      limit: $limit\n      limitScope: EACH\n      types: [PRODUCT, COLLECTION, ARTICLE, PAGE]\n      unavailableProducts: LAST\n    ) {\n      products {\n        ...SearchProduct\n      }\n      collections {\n        ...SearchCollection\n      }\n      articles {\n        ...SearchContent\n      }\n      pages {\n        ...SearchContent\n      }\n    }\n  }\n': {
    return: PredictiveSearchQuery;
    variables: PredictiveSearchQueryVariables;
  };
  '#graphql\n  query JsonListProducts($after: String) {\n    products(first: 250, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        handle\n        title\n        updatedAt\n      }\n    }\n  }\n': {
    return: JsonListProductsQuery;
    variables: JsonListProductsQueryVariables;
  };
  '#graphql\n  query SitemapIndex {\n    products: sitemap(type: PRODUCT) {\n      pagesCount {\n        count\n      }\n    }\n    collections: sitemap(type: COLLECTION) {\n      pagesCount {\n        count\n      }\n    }\n    pages: sitemap(type: PAGE) {\n      pagesCount {\n        count\n      }\n    }\n  }\n': {
    return: SitemapIndexQuery;
    variables: SitemapIndexQueryVariables;
  };
  '#graphql\n  query SitemapResources($type: SitemapType!, $page: Int!) {\n    sitemap(type: $type) {\n      pagesCount {\n        count\n      }\n      resources(page: $page) {\n        items {\n          handle\n          updatedAt\n          ... on SitemapResource {\n            title\n          }\n        }\n      }\n    }\n  }\n': {
    return: SitemapResourcesQuery;
    variables: SitemapResourcesQueryVariables;
  };
  '#graphql\n  query SitemapPolicies {\n    shop {\n      privacyPolicy {\n        title\n      }\n      refundPolicy {\n        title\n      }\n      termsOfService {\n        title\n      }\n      shippingPolicy {\n        title\n      }\n    }\n  }\n': {
    return: SitemapPoliciesQuery;
    variables: SitemapPoliciesQueryVariables;
  };
  '#graphql\n  query SitemapArticles($after: String) {\n    articles(first: 250, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        handle\n        title\n        publishedAt\n        blog {\n          handle\n        }\n      }\n    }\n  }\n': {
    return: SitemapArticlesQuery;
    variables: SitemapArticlesQueryVariables;
  };
  '#graphql\n  query HeaderMenu(\n    $featured: String!\n    $collections: Int!\n    $products: Int!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    collections(first: $collections) {\n      nodes {\n        handle\n        title\n      }\n    }\n    collection(handle: $featured) {\n      products(first: $products) {\n        nodes {\n          handle\n          title\n          featuredImage {\n            url(transform: { maxWidth: 96, maxHeight: 96, crop: CENTER })\n            altText\n          }\n        }\n      }\n    }\n  }\n': {
    return: HeaderMenuQuery;
    variables: HeaderMenuQueryVariables;
  };
  '#graphql\n  #graphql\n  #graphql\n  fragment Money on MoneyV2 {\n    currencyCode\n    amount\n  }\n\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    availableForSale\n    featuredImage {\n      url(transform: { maxWidth: 600 })\n      altText\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    rating: metafield(namespace: "reviews", key: "rating") {\n      value\n    }\n    ratingCount: metafield(namespace: "reviews", key: "rating_count") {\n      value\n    }\n  }\n\n  #graphql\n  #graphql\n  fragment ArticleCard on Article {\n    id\n    handle\n    title\n    excerpt\n    publishedAt\n    contentHtml\n    authorV2 {\n      name\n    }\n    image {\n      url(transform: { maxWidth: 800 })\n      altText\n      width\n      height\n    }\n  }\n\n  fragment BlogList on QueryRoot {\n    blogs(first: 10) {\n      nodes {\n        id\n        handle\n        title\n        seo {\n          title\n          description\n        }\n        articles(first: $first, sortKey: PUBLISHED_AT, reverse: true) {\n          nodes {\n            ...ArticleCard\n          }\n        }\n      }\n    }\n  }\n\n  query Home(\n    $featured: String!\n    $count: Int!\n    $first: Int!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    ...BlogList\n    shop {\n      name\n      description\n    }\n    collection(handle: $featured) {\n      image {\n        url(transform: { maxWidth: 2000 })\n        altText\n      }\n      products(first: $count) {\n        nodes {\n          ...ProductCard\n        }\n      }\n    }\n  }\n': {
    return: HomeQuery;
    variables: HomeQueryVariables;
  };
  '#graphql\n  fragment Policy on ShopPolicy {\n    id\n    title\n    body\n    handle\n  }\n  query Policies($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {\n    shop {\n      privacyPolicy {\n        ...Policy\n      }\n      refundPolicy {\n        ...Policy\n      }\n      termsOfService {\n        ...Policy\n      }\n      shippingPolicy {\n        ...Policy\n      }\n    }\n  }\n': {
    return: PoliciesQuery;
    variables: PoliciesQueryVariables;
  };
}

interface GeneratedMutationTypes {}

declare module '@shopify/hydrogen' {
  interface StorefrontQueries extends GeneratedQueryTypes {}
  interface StorefrontMutations extends GeneratedMutationTypes {}
}
