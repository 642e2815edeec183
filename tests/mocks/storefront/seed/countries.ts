// Markets the mock shop sells to. Rates are fixed units of the local currency per 1 CHF.
import type { SeedCountry } from './types';

const CHF = { isoCode: 'CHF', name: 'Swiss Franc', symbol: 'CHF' };
const EUR = { isoCode: 'EUR', name: 'Euro', symbol: '€' };
const EUR_RATE = 1.06;

const GERMAN = { isoCode: 'DE', endonymName: 'Deutsch', name: 'German' };
const ENGLISH = { isoCode: 'EN', endonymName: 'English', name: 'English' };

export const countries: SeedCountry[] = [
  { isoCode: 'CH', name: 'Switzerland', currency: CHF, rateFromChf: 1, language: GERMAN },
  {
    isoCode: 'US',
    name: 'United States',
    currency: { isoCode: 'USD', name: 'US Dollar', symbol: '$' },
    rateFromChf: 1.13,
    language: ENGLISH,
  },
  { isoCode: 'DE', name: 'Germany', currency: EUR, rateFromChf: EUR_RATE, language: GERMAN },
  { isoCode: 'AT', name: 'Austria', currency: EUR, rateFromChf: EUR_RATE, language: GERMAN },
  {
    isoCode: 'FR',
    name: 'France',
    currency: EUR,
    rateFromChf: EUR_RATE,
    language: { isoCode: 'FR', endonymName: 'français', name: 'French' },
  },
  {
    isoCode: 'IT',
    name: 'Italy',
    currency: EUR,
    rateFromChf: EUR_RATE,
    language: { isoCode: 'IT', endonymName: 'italiano', name: 'Italian' },
  },
  {
    isoCode: 'NL',
    name: 'Netherlands',
    currency: EUR,
    rateFromChf: EUR_RATE,
    language: { isoCode: 'NL', endonymName: 'Nederlands', name: 'Dutch' },
  },
  {
    isoCode: 'ES',
    name: 'Spain',
    currency: EUR,
    rateFromChf: EUR_RATE,
    language: { isoCode: 'ES', endonymName: 'español', name: 'Spanish' },
  },
  {
    isoCode: 'BE',
    name: 'Belgium',
    currency: EUR,
    rateFromChf: EUR_RATE,
    language: { isoCode: 'NL', endonymName: 'Nederlands', name: 'Dutch' },
  },
  {
    isoCode: 'FI',
    name: 'Finland',
    currency: EUR,
    rateFromChf: EUR_RATE,
    language: { isoCode: 'FI', endonymName: 'suomi', name: 'Finnish' },
  },
  { isoCode: 'IE', name: 'Ireland', currency: EUR, rateFromChf: EUR_RATE, language: ENGLISH },
  {
    isoCode: 'PT',
    name: 'Portugal',
    currency: EUR,
    rateFromChf: EUR_RATE,
    language: { isoCode: 'PT', endonymName: 'português', name: 'Portuguese' },
  },
  {
    isoCode: 'GB',
    name: 'United Kingdom',
    currency: { isoCode: 'GBP', name: 'British Pound', symbol: '£' },
    rateFromChf: 0.89,
    language: ENGLISH,
  },
  {
    isoCode: 'SE',
    name: 'Sweden',
    currency: { isoCode: 'SEK', name: 'Swedish Krona', symbol: 'kr' },
    rateFromChf: 11.9,
    language: { isoCode: 'SV', endonymName: 'svenska', name: 'Swedish' },
  },
  {
    isoCode: 'NO',
    name: 'Norway',
    currency: { isoCode: 'NOK', name: 'Norwegian Krone', symbol: 'kr' },
    rateFromChf: 12.1,
    language: { isoCode: 'NB', endonymName: 'norsk bokmål', name: 'Norwegian Bokmål' },
  },
  {
    isoCode: 'DK',
    name: 'Denmark',
    currency: { isoCode: 'DKK', name: 'Danish Krone', symbol: 'kr' },
    rateFromChf: 7.9,
    language: { isoCode: 'DA', endonymName: 'dansk', name: 'Danish' },
  },
  {
    isoCode: 'AE',
    name: 'United Arab Emirates',
    currency: { isoCode: 'AED', name: 'United Arab Emirates Dirham', symbol: 'د.إ' },
    rateFromChf: 4.15,
    language: { isoCode: 'AR', endonymName: 'العربية', name: 'Arabic' },
  },
  {
    isoCode: 'SG',
    name: 'Singapore',
    currency: { isoCode: 'SGD', name: 'Singapore Dollar', symbol: '$' },
    rateFromChf: 1.47,
    language: ENGLISH,
  },
  {
    isoCode: 'JP',
    name: 'Japan',
    currency: { isoCode: 'JPY', name: 'Japanese Yen', symbol: '¥' },
    rateFromChf: 170,
    language: { isoCode: 'JA', endonymName: '日本語', name: 'Japanese' },
  },
  {
    isoCode: 'CA',
    name: 'Canada',
    currency: { isoCode: 'CAD', name: 'Canadian Dollar', symbol: '$' },
    rateFromChf: 1.57,
    language: ENGLISH,
  },
  {
    isoCode: 'AU',
    name: 'Australia',
    currency: { isoCode: 'AUD', name: 'Australian Dollar', symbol: '$' },
    rateFromChf: 1.72,
    language: ENGLISH,
  },
];

/**
 * Products the shop does not sell in a market (by country code): Shopify refuses to move a cart
 * holding them there (MERCHANDISE_NOT_APPLICABLE). Lets tests exercise a refused country change.
 */
export const notSoldIn: Record<string, readonly string[]> = { JP: ['greenly'] };
