// Shipping to a country: whether (the countries the shop sells to), how long, what it costs and
// whether duties are due, from the shop's shipping policy: its table of destinations (a country, the
// European Union, or "all other countries") and its same-day cut-off time.
import { format } from '~/lib/i18n/format';
import type { Language } from '~/lib/i18n/languages';
import type { Messages } from '~/lib/i18n/messages/types';
import type { Country } from '~/lib/country/country';
import { countryName, EU, EU_MEMBERS } from './countries';
import { normalize } from './lexicon';
import { alternatives, joined, partPattern, wordPattern, type Vocabulary } from './vocabulary';
import { inlineText, tables } from './text';
import type { ChatAnswer, ChatLink } from './types';

export interface ShippingZone {
  /** Country codes the row names; `EU` for the European Union; empty for "all other countries". */
  codes: string[];
  rest: boolean;
  days: string | null;
  cost: string | null;
  free: string | null;
  duties: boolean | null;
}

export interface ShippingFacts {
  zones: ShippingZone[];
  /** "14:00 CET": orders before it leave the same working day. */
  cutoff: string | null;
}

// Column headers and cells, in the languages a policy may be written in (the vocabulary files).
const table = (key: keyof Vocabulary['shippingTable']) => joined((v) => v.shippingTable[key]);
const HEADERS: [keyof Omit<ShippingZone, 'codes' | 'rest'> | 'destination', RegExp][] = (
  ['free', 'duties', 'cost', 'days', 'destination'] as const
).map((key) => [key, partPattern(table(key))]);
const REST = wordPattern(table('rest'));
const EU_LABEL = wordPattern(table('eu'));
const NONE = new RegExp(`^(?:${alternatives(table('none'))})(?!\\p{L})|^[–—-]$|^0$`, 'u');

/** The zones of the first table in the policy whose header names a destination and a delivery time. */
export function parseShipping(policyHtml: string, countryNames: (text: string) => string[]): ShippingFacts | null {
  for (const [head, ...body] of tables(policyHtml)) {
    if (!head) continue;
    const columns = new Map<string, number>();
    head.forEach((cell, i) => {
      const name = HEADERS.find(([key, pattern]) => !columns.has(key) && pattern.test(normalize(cell)))?.[0];
      if (name) columns.set(name, i);
    });
    if (!columns.has('destination') || !columns.has('days')) continue;
    const at = (row: string[], key: string) => {
      const i = columns.get(key);
      return i === undefined ? null : (row[i] ?? null);
    };
    const zones = body.map((row): ShippingZone => {
      const label = normalize(at(row, 'destination') ?? '');
      const rest = REST.test(label) && !EU_LABEL.test(label);
      const codes = EU_LABEL.test(label) ? [EU] : rest ? [] : countryNames(label);
      const free = at(row, 'free');
      const duties = at(row, 'duties');
      return {
        codes,
        rest,
        days: /\d+(?:\s*[–-]\s*\d+)?/.exec(at(row, 'days') ?? '')?.[0]?.replace(/\s*[–-]\s*/, '–') ?? null,
        cost: at(row, 'cost'),
        free: free && /\d/.test(free) ? free : null,
        duties: duties === null ? null : !NONE.test(normalize(duties)),
      };
    });
    const cutoff = /(?:before|vor|avant)\s+(\d{1,2}[:.]\d{2}(?:\s*[A-Z]{2,4})?)/.exec(inlineText(policyHtml))?.[1];
    return { zones, cutoff: cutoff ?? null };
  }
  return null;
}

/** The zone a country (or `EU`) falls in: the row naming it, the EU's for a member, else the rest. */
export function zoneFor(facts: ShippingFacts, code: string): ShippingZone | null {
  const named = facts.zones.find((z) => z.codes.includes(code));
  if (named) return named;
  if (EU_MEMBERS.has(code)) {
    const eu = facts.zones.find((z) => z.codes.includes(EU));
    if (eu) return eu;
  }
  return code === EU ? null : (facts.zones.find((z) => z.rest) ?? null);
}

/** "14:00 CET" as the page's language writes it ("14.00 Uhr (MEZ)", "14 h 00 (HEC)", "14:00 CET"). */
export function localTime(cutoff: string, words: Messages['chat']['answers']): string {
  const match = /^(\d{1,2})[:.](\d{2})(?:\s*([A-Z]{2,4}))?$/.exec(cutoff.trim());
  if (!match) return cutoff;
  const [, hour, minute, zone] = match;
  if (!zone) return format(words.clock, { hour: hour!, minute: minute! });
  const local = /^(CET|MEZ|HEC)$/.test(zone) ? words.centralEuropeanTime : zone;
  return format(words.clockZone, { hour: hour!, minute: minute!, zone: local });
}

/** An amount a cell gives ("CHF 7.90", "€ 8.95", "8.95 USD"): its currency code, else null. */
const AMOUNT = /(?:([A-Z]{3})\s?(\d[\d'’.,]*))|(?:(\d[\d'’.,]*)\s?([A-Z]{3}))/g;

/**
 * The cell's amount in the visitor's currency when the policy gives one ("CHF 7.90 · EUR 8.95 · USD
 * 8.95" → "USD 8.95"), else its first amount and that it is in another currency.
 */
export function amountIn(cell: string, currency: string): { amount: string; other: boolean } {
  const amounts = [...cell.matchAll(AMOUNT)].map((m) => ({ code: m[1] ?? m[4]!, text: m[0] }));
  const own = amounts.find((a) => a.code === currency);
  if (own) return { amount: own.text, other: false };
  const [first] = amounts;
  return first ? { amount: first.text, other: Boolean(currency) } : { amount: cell, other: false };
}

interface ShippingInput {
  code: string;
  facts: ShippingFacts;
  countries: Country[] | null;
  words: Messages['chat']['answers'];
  language: Language;
  email: string | null;
  source: ChatLink;
  /** The visitor's market currency: amounts are quoted in it where the policy gives them. */
  currency: string;
}

/** Whether, how long, how much and duties, for a country or the EU; null when the policy has no row. */
export function shippingAnswer({
  code,
  facts,
  countries,
  words,
  language,
  email,
  source,
  currency,
}: ShippingInput): ChatAnswer | null {
  const name = code === EU ? words.euZone : countryName(code, language);
  const sold = code === EU || !countries || countries.some((c) => c.code === code);
  if (!sold) {
    return { kind: 'shipping', text: format(words.shipNo, { country: name, email: email ?? '' }), source, links: [] };
  }
  const zone = zoneFor(facts, code);
  if (!zone) return null;
  const parts = [code === EU ? format(words.shipZone, { zone: name }) : format(words.shipYes, { country: name })];
  if (zone.days) parts.push(format(words.shipTime, { days: zone.days }));
  if (facts.cutoff) parts.push(format(words.shipCutoff, { time: localTime(facts.cutoff, words) }));
  if (zone.cost) {
    const cost = amountIn(zone.cost, currency);
    const free = zone.free ? amountIn(zone.free, currency).amount : '';
    parts.push(format(zone.free ? words.shipCostFree : words.shipCost, { cost: cost.amount, free }));
    if (cost.other) parts.push(format(words.shipCurrency, { currency }));
  }
  if (zone.duties !== null) parts.push(zone.duties ? words.dutiesMay : words.dutiesNone);
  return { kind: 'shipping', text: parts.join(' '), source, links: [] };
}
