export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
  DateTime: { input: unknown; output: unknown };
};

export type Attribute = {
  __typename?: 'Attribute';
  key: Scalars['String']['output'];
  value?: Maybe<Scalars['String']['output']>;
};

export type AttributeInput = {
  key: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type CurrencyCode =
  | 'AED'
  | 'AFN'
  | 'ALL'
  | 'AMD'
  | 'ANG'
  | 'AOA'
  | 'ARS'
  | 'AUD'
  | 'AWG'
  | 'AZN'
  | 'BAM'
  | 'BBD'
  | 'BDT'
  | 'BGN'
  | 'BHD'
  | 'BIF'
  | 'BMD'
  | 'BND'
  | 'BOB'
  | 'BRL'
  | 'BSD'
  | 'BTN'
  | 'BWP'
  | 'BYN'
  | 'BYR'
  | 'BZD'
  | 'CAD'
  | 'CDF'
  | 'CHF'
  | 'CLP'
  | 'CNY'
  | 'COP'
  | 'CRC'
  | 'CVE'
  | 'CZK'
  | 'DJF'
  | 'DKK'
  | 'DOP'
  | 'DZD'
  | 'EGP'
  | 'ERN'
  | 'ETB'
  | 'EUR'
  | 'FJD'
  | 'FKP'
  | 'GBP'
  | 'GEL'
  | 'GHS'
  | 'GIP'
  | 'GMD'
  | 'GNF'
  | 'GTQ'
  | 'GYD'
  | 'HKD'
  | 'HNL'
  | 'HRK'
  | 'HTG'
  | 'HUF'
  | 'IDR'
  | 'ILS'
  | 'INR'
  | 'IQD'
  | 'IRR'
  | 'ISK'
  | 'JEP'
  | 'JMD'
  | 'JOD'
  | 'JPY'
  | 'KES'
  | 'KGS'
  | 'KHR'
  | 'KID'
  | 'KMF'
  | 'KRW'
  | 'KWD'
  | 'KYD'
  | 'KZT'
  | 'LAK'
  | 'LBP'
  | 'LKR'
  | 'LRD'
  | 'LSL'
  | 'LTL'
  | 'LVL'
  | 'LYD'
  | 'MAD'
  | 'MDL'
  | 'MGA'
  | 'MKD'
  | 'MMK'
  | 'MNT'
  | 'MOP'
  | 'MRU'
  | 'MUR'
  | 'MVR'
  | 'MWK'
  | 'MXN'
  | 'MYR'
  | 'MZN'
  | 'NAD'
  | 'NGN'
  | 'NIO'
  | 'NOK'
  | 'NPR'
  | 'NZD'
  | 'OMR'
  | 'PAB'
  | 'PEN'
  | 'PGK'
  | 'PHP'
  | 'PKR'
  | 'PLN'
  | 'PYG'
  | 'QAR'
  | 'RON'
  | 'RSD'
  | 'RUB'
  | 'RWF'
  | 'SAR'
  | 'SBD'
  | 'SCR'
  | 'SDG'
  | 'SEK'
  | 'SGD'
  | 'SHP'
  | 'SLL'
  | 'SOS'
  | 'SRD'
  | 'SSP'
  | 'STD'
  | 'STN'
  | 'SYP'
  | 'SZL'
  | 'THB'
  | 'TJS'
  | 'TMT'
  | 'TND'
  | 'TOP'
  | 'TRY'
  | 'TTD'
  | 'TWD'
  | 'TZS'
  | 'UAH'
  | 'UGX'
  | 'USD'
  | 'UYU'
  | 'UZS'
  | 'VED'
  | 'VEF'
  | 'VES'
  | 'VND'
  | 'VUV'
  | 'WST'
  | 'XAF'
  | 'XCD'
  | 'XOF'
  | 'XPF'
  | 'XXX'
  | 'YER'
  | 'ZAR'
  | 'ZMW';

export type Customer = Node & {
  __typename?: 'Customer';
  email?: Maybe<Scalars['String']['output']>;
  emailMarketingConsent?: Maybe<CustomerEmailMarketingConsentState>;
  id: Scalars['ID']['output'];
  /** The customer's locale, e.g. de-CH (the shop's primary locale when none was given). */
  locale: Scalars['String']['output'];
};

export type CustomerCreatePayload = {
  __typename?: 'CustomerCreatePayload';
  customer?: Maybe<Customer>;
  userErrors: Array<UserError>;
};

export type CustomerEmailMarketingConsentInput = {
  consentUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  marketingOptInLevel?: InputMaybe<CustomerMarketingOptInLevel>;
  marketingState: CustomerEmailMarketingState;
};

export type CustomerEmailMarketingConsentState = {
  __typename?: 'CustomerEmailMarketingConsentState';
  consentUpdatedAt?: Maybe<Scalars['DateTime']['output']>;
  marketingOptInLevel?: Maybe<CustomerMarketingOptInLevel>;
  marketingState: CustomerEmailMarketingState;
};

export type CustomerEmailMarketingConsentUpdateInput = {
  customerId: Scalars['ID']['input'];
  emailMarketingConsent: CustomerEmailMarketingConsentInput;
};

export type CustomerEmailMarketingConsentUpdatePayload = {
  __typename?: 'CustomerEmailMarketingConsentUpdatePayload';
  customer?: Maybe<Customer>;
  userErrors: Array<UserError>;
};

export type CustomerEmailMarketingState =
  'INVALID' | 'NOT_SUBSCRIBED' | 'PENDING' | 'REDACTED' | 'SUBSCRIBED' | 'UNSUBSCRIBED';

export type CustomerIdentifierInput = {
  emailAddress?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
};

export type CustomerInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  emailMarketingConsent?: InputMaybe<CustomerEmailMarketingConsentInput>;
  /** The customer to update (customerUpdate only). */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** The customer's locale: a language and an optional region, e.g. de-CH. */
  locale?: InputMaybe<Scalars['String']['input']>;
};

export type CustomerMarketingOptInLevel = 'CONFIRMED_OPT_IN' | 'SINGLE_OPT_IN' | 'UNKNOWN';

export type CustomerUpdatePayload = {
  __typename?: 'CustomerUpdatePayload';
  customer?: Maybe<Customer>;
  userErrors: Array<UserError>;
};

export type DraftOrder = Node & {
  __typename?: 'DraftOrder';
  customAttributes: Array<Attribute>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  note2?: Maybe<Scalars['String']['output']>;
  order?: Maybe<Order>;
  status: DraftOrderStatus;
};

export type DraftOrderCompletePayload = {
  __typename?: 'DraftOrderCompletePayload';
  draftOrder?: Maybe<DraftOrder>;
  userErrors: Array<UserError>;
};

export type DraftOrderCreatePayload = {
  __typename?: 'DraftOrderCreatePayload';
  draftOrder?: Maybe<DraftOrder>;
  userErrors: Array<UserError>;
};

export type DraftOrderInput = {
  customAttributes?: InputMaybe<Array<AttributeInput>>;
  email?: InputMaybe<Scalars['String']['input']>;
  lineItems?: InputMaybe<Array<DraftOrderLineItemInput>>;
  note?: InputMaybe<Scalars['String']['input']>;
  presentmentCurrencyCode?: InputMaybe<CurrencyCode>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type DraftOrderLineItemInput = {
  quantity: Scalars['Int']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
  variantId?: InputMaybe<Scalars['ID']['input']>;
};

export type DraftOrderStatus = 'COMPLETED' | 'INVOICE_SENT' | 'OPEN';

export type InventoryItem = Node & {
  __typename?: 'InventoryItem';
  id: Scalars['ID']['output'];
  inventoryLevels: InventoryLevelConnection;
  sku?: Maybe<Scalars['String']['output']>;
  tracked: Scalars['Boolean']['output'];
  variant: ProductVariant;
};

export type InventoryItemInventoryLevelsArgs = {
  first: Scalars['Int']['input'];
};

export type InventoryLevel = Node & {
  __typename?: 'InventoryLevel';
  id: Scalars['ID']['output'];
  location: Location;
  quantities: Array<InventoryQuantity>;
};

export type InventoryLevelQuantitiesArgs = {
  names: Array<Scalars['String']['input']>;
};

export type InventoryLevelConnection = {
  __typename?: 'InventoryLevelConnection';
  edges: Array<InventoryLevelEdge>;
  nodes: Array<InventoryLevel>;
};

export type InventoryLevelEdge = {
  __typename?: 'InventoryLevelEdge';
  node: InventoryLevel;
};

export type InventoryQuantity = {
  __typename?: 'InventoryQuantity';
  name: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
};

export type Location = Node & {
  __typename?: 'Location';
  address: LocationAddress;
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  isPrimary: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
};

export type LocationAddress = {
  __typename?: 'LocationAddress';
  city?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  countryCode?: Maybe<Scalars['String']['output']>;
};

export type LocationConnection = {
  __typename?: 'LocationConnection';
  nodes: Array<Location>;
};

export type Mutation = {
  __typename?: 'Mutation';
  customerCreate?: Maybe<CustomerCreatePayload>;
  customerEmailMarketingConsentUpdate?: Maybe<CustomerEmailMarketingConsentUpdatePayload>;
  customerUpdate?: Maybe<CustomerUpdatePayload>;
  draftOrderComplete?: Maybe<DraftOrderCompletePayload>;
  draftOrderCreate?: Maybe<DraftOrderCreatePayload>;
};

export type MutationCustomerCreateArgs = {
  input: CustomerInput;
};

export type MutationCustomerEmailMarketingConsentUpdateArgs = {
  input: CustomerEmailMarketingConsentUpdateInput;
};

export type MutationCustomerUpdateArgs = {
  input: CustomerInput;
};

export type MutationDraftOrderCompleteArgs = {
  id: Scalars['ID']['input'];
  paymentGatewayId?: InputMaybe<Scalars['ID']['input']>;
  sourceName?: InputMaybe<Scalars['String']['input']>;
};

export type MutationDraftOrderCreateArgs = {
  input: DraftOrderInput;
};

export type Node = {
  id: Scalars['ID']['output'];
};

export type Order = Node & {
  __typename?: 'Order';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type Product = Node & {
  __typename?: 'Product';
  handle: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type ProductVariant = Node & {
  __typename?: 'ProductVariant';
  id: Scalars['ID']['output'];
  inventoryItem: InventoryItem;
  product: Product;
  sku?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  customerByIdentifier?: Maybe<Customer>;
  inventoryItem?: Maybe<InventoryItem>;
  locations: LocationConnection;
  node?: Maybe<Customer | DraftOrder | InventoryItem | InventoryLevel | Location | Order | Product | ProductVariant>;
  nodes: Array<
    Maybe<Customer | DraftOrder | InventoryItem | InventoryLevel | Location | Order | Product | ProductVariant>
  >;
  productVariant?: Maybe<ProductVariant>;
};

export type QueryCustomerByIdentifierArgs = {
  identifier: CustomerIdentifierInput;
};

export type QueryInventoryItemArgs = {
  id: Scalars['ID']['input'];
};

export type QueryLocationsArgs = {
  first: Scalars['Int']['input'];
};

export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};

export type QueryNodesArgs = {
  ids: Array<Scalars['ID']['input']>;
};

export type QueryProductVariantArgs = {
  id: Scalars['ID']['input'];
};

export type UserError = {
  __typename?: 'UserError';
  field?: Maybe<Array<Scalars['String']['output']>>;
  message: Scalars['String']['output'];
};

export type NewsletterCustomerQueryVariables = Exact<{
  email: Scalars['String']['input'];
}>;

export type NewsletterCustomerQuery = {
  customerByIdentifier?: Maybe<
    Pick<Customer, 'id' | 'locale'> & {
      emailMarketingConsent?: Maybe<Pick<CustomerEmailMarketingConsentState, 'marketingState'>>;
    }
  >;
};

export type NewsletterCustomerCreateMutationVariables = Exact<{
  input: CustomerInput;
}>;

export type NewsletterCustomerCreateMutation = {
  customerCreate?: Maybe<{
    customer?: Maybe<Pick<Customer, 'id'>>;
    userErrors: Array<Pick<UserError, 'field' | 'message'>>;
  }>;
};

export type NewsletterConsentUpdateMutationVariables = Exact<{
  input: CustomerEmailMarketingConsentUpdateInput;
}>;

export type NewsletterConsentUpdateMutation = {
  customerEmailMarketingConsentUpdate?: Maybe<{
    customer?: Maybe<Pick<Customer, 'id'>>;
    userErrors: Array<Pick<UserError, 'field' | 'message'>>;
  }>;
};

export type NewsletterCustomerLocaleMutationVariables = Exact<{
  input: CustomerInput;
}>;

export type NewsletterCustomerLocaleMutation = {
  customerUpdate?: Maybe<{
    customer?: Maybe<Pick<Customer, 'id'>>;
    userErrors: Array<Pick<UserError, 'field' | 'message'>>;
  }>;
};

export type KlarnaDraftOrderMutationVariables = Exact<{
  input: DraftOrderInput;
}>;

export type KlarnaDraftOrderMutation = {
  draftOrderCreate?: Maybe<{
    draftOrder?: Maybe<Pick<DraftOrder, 'id'>>;
    userErrors: Array<Pick<UserError, 'field' | 'message'>>;
  }>;
};

export type KlarnaDraftOrderCompleteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;

export type KlarnaDraftOrderCompleteMutation = {
  draftOrderComplete?: Maybe<{
    draftOrder?: Maybe<Pick<DraftOrder, 'id'> & { order?: Maybe<Pick<Order, 'id' | 'name'>> }>;
    userErrors: Array<Pick<UserError, 'field' | 'message'>>;
  }>;
};

export type VariantInventoryQueryVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;

export type VariantInventoryQuery = {
  nodes: Array<
    Maybe<
      Pick<ProductVariant, 'id'> & {
        inventoryItem: {
          inventoryLevels: {
            nodes: Array<{
              location: Pick<Location, 'isPrimary'> & { address: Pick<LocationAddress, 'countryCode'> };
              quantities: Array<Pick<InventoryQuantity, 'name' | 'quantity'>>;
            }>;
          };
        };
      }
    >
  >;
};

export type InventoryItemProductQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;

export type InventoryItemProductQuery = { inventoryItem?: Maybe<{ variant: { product: Pick<Product, 'handle'> } }> };

interface GeneratedQueryTypes {
  '#graphql\n  query NewsletterCustomer($email: String!) {\n    customerByIdentifier(identifier: { emailAddress: $email }) {\n      id\n      locale\n      emailMarketingConsent {\n        marketingState\n      }\n    }\n  }\n': {
    return: NewsletterCustomerQuery;
    variables: NewsletterCustomerQueryVariables;
  };
  '#graphql\n  query VariantInventory($ids: [ID!]!) {\n    nodes(ids: $ids) {\n      ... on ProductVariant {\n        id\n        inventoryItem {\n          inventoryLevels(first: 10) {\n            nodes {\n              location {\n                isPrimary\n                address {\n                  countryCode\n                }\n              }\n              quantities(names: ["available"]) {\n                name\n                quantity\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n': {
    return: VariantInventoryQuery;
    variables: VariantInventoryQueryVariables;
  };
  '#graphql\n  query InventoryItemProduct($id: ID!) {\n    inventoryItem(id: $id) {\n      variant {\n        product {\n          handle\n        }\n      }\n    }\n  }\n': {
    return: InventoryItemProductQuery;
    variables: InventoryItemProductQueryVariables;
  };
}

interface GeneratedMutationTypes {
  '#graphql\n  mutation NewsletterCustomerCreate($input: CustomerInput!) {\n    customerCreate(input: $input) {\n      customer {\n        id\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n': {
    return: NewsletterCustomerCreateMutation;
    variables: NewsletterCustomerCreateMutationVariables;
  };
  '#graphql\n  mutation NewsletterConsentUpdate($input: CustomerEmailMarketingConsentUpdateInput!) {\n    customerEmailMarketingConsentUpdate(input: $input) {\n      customer {\n        id\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n': {
    return: NewsletterConsentUpdateMutation;
    variables: NewsletterConsentUpdateMutationVariables;
  };
  '#graphql\n  mutation NewsletterCustomerLocale($input: CustomerInput!) {\n    customerUpdate(input: $input) {\n      customer {\n        id\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n': {
    return: NewsletterCustomerLocaleMutation;
    variables: NewsletterCustomerLocaleMutationVariables;
  };
  '#graphql\n  mutation KlarnaDraftOrder($input: DraftOrderInput!) {\n    draftOrderCreate(input: $input) {\n      draftOrder {\n        id\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n': {
    return: KlarnaDraftOrderMutation;
    variables: KlarnaDraftOrderMutationVariables;
  };
  '#graphql\n  mutation KlarnaDraftOrderComplete($id: ID!) {\n    draftOrderComplete(id: $id) {\n      draftOrder {\n        id\n        order {\n          id\n          name\n        }\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n': {
    return: KlarnaDraftOrderCompleteMutation;
    variables: KlarnaDraftOrderCompleteMutationVariables;
  };
}

declare module './app/lib/shopify/admin.server' {
  interface AdminQueries extends GeneratedQueryTypes {}
  interface AdminMutations extends GeneratedMutationTypes {}
}
