import { describe, expect, it } from 'vitest';
import { chosenOptions, optionValueLinks } from './product-options';

const options = [
  { name: 'Size', values: ['254 mm', '263 mm'] },
  { name: 'Pack', values: ['Single pair', 'Double pack'] },
];
const variant = (id: string, size: string, pack: string, availableForSale = true) => ({
  id,
  availableForSale,
  selectedOptions: [
    { name: 'Size', value: size },
    { name: 'Pack', value: pack },
  ],
});
const variants = [
  variant('1', '254 mm', 'Single pair'),
  variant('2', '254 mm', 'Double pack', false),
  variant('3', '263 mm', 'Single pair'),
];

describe('optionValueLinks', () => {
  const current = variants[0]!.selectedOptions;
  const links = optionValueLinks(options, variants, current, '{value} (sold out)');

  it('links each value with the other choices kept', () => {
    expect(links[0]!.values[1]!.search).toBe('?Size=263+mm&Pack=Single+pair');
    expect(links[1]!.values[1]!.search).toBe('?Size=254+mm&Pack=Double+pack');
  });

  it('marks the current choice, sold-out and missing combinations', () => {
    expect(links[0]!.values[0]).toMatchObject({ selected: true, exists: true, available: true });
    expect(links[1]!.values[1]).toMatchObject({ selected: false, exists: true, available: false });
    const from263 = optionValueLinks(options, variants, variants[2]!.selectedOptions, '{value} (sold out)');
    expect(from263[1]!.values[1]).toMatchObject({ exists: false, available: false });
  });

  it('labels a sold-out value in the page’s words, a missing combination plainly', () => {
    expect(links[1]!.values[1]!.label).toBe('Double pack (sold out)');
    expect(links[0]!.values[0]!.label).toBe('254 mm');
    const french = optionValueLinks(options, variants, current, '{value} (épuisé)');
    expect(french[1]!.values[1]!.label).toBe('Double pack (épuisé)');
    const from263 = optionValueLinks(options, variants, variants[2]!.selectedOptions, '{value} (épuisé)');
    expect(from263[1]!.values[1]!.label).toBe('Double pack');
  });
});

describe('chosenOptions', () => {
  it("keeps the parameters that name an option, case-blind, in the URL's order", () => {
    const search = new URLSearchParams('utm_source=x&pack=Double+pack&ref=a&Size=263+mm');
    expect(chosenOptions(search, ['Size', 'Pack'])).toEqual([
      { name: 'pack', value: 'Double pack' },
      { name: 'Size', value: '263 mm' },
    ]);
    expect(chosenOptions(new URLSearchParams('ref=a'), ['Size'])).toEqual([]);
  });

  it('takes the options of the variant ?variant= names, on any language’s page, whatever else is there', () => {
    const named = variants.map((v) => ({ ...v, id: `gid://shopify/ProductVariant/4000${v.id}` }));
    const search = new URLSearchParams('variant=40003&Size=254+mm');
    expect(chosenOptions(search, ['Size', 'Pack'], named)).toEqual(variants[2]!.selectedOptions);
    // A number no variant has: the option parameters, as without it.
    expect(chosenOptions(new URLSearchParams('variant=9&Size=254+mm'), ['Size'], named)).toEqual([
      { name: 'Size', value: '254 mm' },
    ]);
  });
});
