// The shop's own rules as passages and lookups: Klarna countries, shipping from Switzerland, the
// countries and currencies sold to, and which office serves which country.
import { KLARNA_COUNTRIES } from '~/lib/checkout/payments';
import { SWITZERLAND_NOTICE } from '~/lib/cart/limits';
import type { Office } from '~/lib/content/offices';
import type { Country } from '~/lib/country/country';
import type { Passage } from './passages';

export const KLARNA_SOURCE = { url: '/cart', title: 'Cart and checkout' };
export const SHOP_SOURCE = { url: '/shop', title: 'Shop' };

export function countryName(code: string, countries: Country[] | null): string {
  return countries?.find((c) => c.code === code)?.name ?? code;
}

function list(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
}

export function klarnaCountryNames(countries: Country[] | null): string {
  return list(KLARNA_COUNTRIES.map((code) => countryName(code, countries)));
}

export function rulePassages(countries: Country[] | null): Passage[] {
  const sold = countries ?? [];
  const currencies = [...new Set(sold.map((c) => c.currency).filter(Boolean))].sort();
  const passages: Passage[] = [
    {
      id: 'rule:klarna',
      ...KLARNA_SOURCE,
      heading: 'Paying with Klarna',
      text: `Klarna payment is offered for orders to ${klarnaCountryNames(countries)}.`,
    },
    {
      id: 'rule:switzerland',
      ...SHOP_SOURCE,
      heading: 'Shipping from Switzerland',
      text: `Some sizes ship from our warehouse in Switzerland, and the product page says so for each of them: ${SWITZERLAND_NOTICE}`,
    },
  ];
  if (sold.length) {
    passages.push({
      id: 'rule:countries',
      ...SHOP_SOURCE,
      heading: 'Countries and currencies',
      text: `We sell to ${sold.length} countries, including ${list(sold.slice(0, 12).map((c) => c.name))}. Prices are shown in the currency of your country (${list(currencies)}); choose your country at the foot of every page.`,
    });
  }
  return passages;
}

/** Served by the contact page's office sections ("Serving … the United States and Canada", …). */
const INC = new Set(['US', 'CA']);
const MENA_ASIA = new Set(
  (
    'AE SA QA KW BH OM JO LB IL EG MA TN DZ LY IQ IR TR IN PK BD LK NP CN HK MO TW JP KR SG MY TH VN PH ID ' +
    'AU NZ KZ UZ'
  ).split(' '),
);

export function officeForCountry(code: string): Office {
  if (INC.has(code)) return 'inc';
  if (MENA_ASIA.has(code)) return 'mena-asia';
  return 'europe';
}
