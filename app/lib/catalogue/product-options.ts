// Variant choice through URL search params (?Size=254+mm&Pack=Single+pair), so option switches
// are plain links that work without JavaScript.
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
): { name: string; values: OptionValueLink[] }[] {
  return options.map((option) => ({
    name: option.name,
    values: option.values.map((value) => {
      const choice = current.map((o) => (o.name === option.name ? { name: o.name, value } : o));
      const match = variants.find((variant) => sameChoice(choice, variant.selectedOptions));
      const params = new URLSearchParams(choice.map((o) => [o.name, o.value]));
      return {
        value,
        search: `?${params.toString()}`,
        selected: current.some((o) => o.name === option.name && o.value === value),
        exists: Boolean(match),
        available: Boolean(match?.availableForSale),
      };
    }),
  }));
}
