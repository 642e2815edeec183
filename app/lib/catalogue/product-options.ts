// Variant choice through URL search params (?Size=254+mm&Pack=Single+pair), so option switches
// are plain links that work without JavaScript. Worded on the server: a value no variant has in
// stock is labelled with the page's "(sold out)".
import { format } from '~/lib/i18n/format';

export interface SelectedOption {
  name: string;
  value: string;
}

export interface VariantLike {
  id: string;
  availableForSale: boolean;
  selectedOptions: SelectedOption[];
}

export interface OptionValueLink {
  value: string;
  /** What the link says: the value, or "{value} (sold out)" in the page's language. */
  label: string;
  search: string;
  selected: boolean;
  /** Some variant has this value together with the other current choices. */
  exists: boolean;
  available: boolean;
}

function sameChoice(a: SelectedOption[], b: SelectedOption[]) {
  return a.every((option) => b.some((o) => o.name === option.name && o.value === option.value));
}

export function optionValueLinks(
  options: { name: string; values: string[] }[],
  variants: VariantLike[],
  current: SelectedOption[],
  /** The page's words for a value that exists but is sold out: "{value} (sold out)". */
  soldOut: string,
): { name: string; values: OptionValueLink[] }[] {
  return options.map((option) => ({
    name: option.name,
    values: option.values.map((value) => {
      const choice = current.map((o) => (o.name === option.name ? { name: o.name, value } : o));
      const match = variants.find((variant) => sameChoice(choice, variant.selectedOptions));
      const params = new URLSearchParams(choice.map((o) => [o.name, o.value]));
      const available = Boolean(match?.availableForSale);
      return {
        value,
        label: match && !available ? format(soldOut, { value }) : value,
        search: `?${params.toString()}`,
        selected: current.some((o) => o.name === option.name && o.value === value),
        exists: Boolean(match),
        available,
      };
    }),
  }));
}

/**
 * Shopify's own way to name a variant in a product URL, `?variant=<number>` (its emails and apps
 * link so): the same in every language, so the page's other-language versions carry it where
 * option names and values would have to be translated (docs/decisions/seo.md).
 */
export const VARIANT_PARAM = 'variant';

/** A variant's number in `?variant=`: the last part of its gid (`gid://shopify/ProductVariant/42` → `42`). */
export const variantNumber = (id: string) => id.slice(id.lastIndexOf('/') + 1);

/**
 * What the product query is asked to select: the options of the variant `?variant=` names, else
 * the URL's parameters that name one of the product's options (case-blind, as Shopify matches
 * them), in the URL's order. Any other parameter (a campaign tag, a stray one) would be ignored by
 * Shopify but still make a query of its own, so a cached answer could not serve the page.
 */
export function chosenOptions(
  search: URLSearchParams,
  optionNames: readonly string[],
  variants: readonly VariantLike[] = [],
): SelectedOption[] {
  const names = new Set(optionNames.map((name) => name.toLowerCase()));
  const number = names.has(VARIANT_PARAM) ? null : search.get(VARIANT_PARAM);
  const named = number ? variants.find((variant) => variantNumber(variant.id) === number) : undefined;
  if (named) return named.selectedOptions;
  return [...search].flatMap(([name, value]) => (names.has(name.toLowerCase()) ? [{ name, value }] : []));
}
