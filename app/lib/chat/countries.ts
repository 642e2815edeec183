// Countries by name in any of the site's languages ("Germany", "Deutschland", "Allemagne", "USA"),
// from the ISO list and Intl's names, so a question may name a country the shop does not sell to
// (and hear so). Names are written in the page's language by Intl too.
import { SWISS_LOCALE, type Language } from '~/lib/i18n/languages';
import { normalize } from './lexicon';

const REGIONS = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO ' +
  'FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JM ' +
  'JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP ' +
  'MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY ' +
  'QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN ' +
  'TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');
// Jersey (JE) is left out: a hockey jersey is not a country.

/** The member states of the European Union (a zone of the shipping table). */
export const EU_MEMBERS = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' '),
);
/** What a question says for the EU as a whole. */
export const EU = 'EU';

const ALIASES: [string, string][] = [
  ['usa', 'US'],
  ['america', 'US'],
  ['the us', 'US'],
  ['amerika', 'US'],
  ['amérique', 'US'],
  ['etats-unis', 'US'],
  ['uk', 'GB'],
  ['england', 'GB'],
  ['angleterre', 'GB'],
  ['great britain', 'GB'],
  ['britain', 'GB'],
  ['grossbritannien', 'GB'],
  ['grande-bretagne', 'GB'],
  ['holland', 'NL'],
  ['hollande', 'NL'],
  ['emirates', 'AE'],
  ['uae', 'AE'],
  ['vae', 'AE'],
  ['emirate', 'AE'],
  ['dubai', 'AE'],
  ['eu', EU],
  ['ue', EU],
  ['european union', EU],
  ['europäische union', EU],
  ['union européenne', EU],
  ['europe', EU],
  ['europa', EU],
];

/** Lower case without accents, for matching names in a question. */
const plain = (text: string) => normalize(text).normalize('NFD').replace(/\p{M}/gu, '');

let known: { name: string; code: string }[] | undefined;

/** Every region's names in German, French and English, and the aliases; longest first. */
function allNames() {
  if (known) return known;
  const displays = Object.values(SWISS_LOCALE).map((locale) => new Intl.DisplayNames([locale], { type: 'region' }));
  const found = new Map<string, string>(ALIASES.map(([name, code]) => [plain(name), code]));
  for (const code of REGIONS) for (const display of displays) found.set(plain(display.of(code) ?? code), code);
  known = [...found].map(([name, code]) => ({ name, code })).sort((a, b) => b.name.length - a.name.length);
  return known;
}

const padded = (text: string) => ` ${plain(text).replace(/[^\p{L}\p{N}'-]+/gu, ' ')} `;
// "l'Allemagne", "d'Italie": a name after an elided article counts too.
const names = (text: string, name: string) => text.includes(` ${name} `) || text.includes(`'${name} `);

/** Whether two words are one edit apart (a letter added, dropped, changed, or two swapped). */
function oneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const swapped = a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  return swapped || a.slice(i + 1) === b.slice(i + 1) || a.slice(i) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i);
}

/** A one-word country name misspelt by one letter ("östereich", "austira", "alemagne"), words of 5 letters or more. */
function misspelt(text: string): { name: string; code: string } | null {
  const words = text.split(/[\s']+/).filter((w) => w.length >= 5);
  for (const word of words) {
    const found = allNames().find(({ name }) => name.length >= 5 && !/[\s-]/.test(name) && oneEdit(word, name));
    if (found) return { name: word, code: found.code };
  }
  return null;
}

/** The country (ISO code) or the EU (`EU`) a question names, if any (the longest name wins; a typo if none). */
export function countryInQuestion(question: string): string | null {
  const text = padded(question);
  return allNames().find(({ name }) => names(text, name))?.code ?? misspelt(text)?.code ?? null;
}

/** The words of every country name a text holds ("etats", "unis"), to tell them from other words. */
export function countryWords(text: string): Set<string> {
  const within = padded(text);
  const exact = allNames().flatMap(({ name }) => (names(within, name) ? name.split(/[\s'-]+/) : []));
  return new Set(exact.length ? exact : [misspelt(within)?.name ?? '']);
}

/** Lower case without accents (as country names are compared). */
export const plainWord = (word: string) => plain(word);

/** Every country a text names ("United Kingdom and Norway"), in no particular order. */
export function countriesIn(text: string): string[] {
  const within = padded(text);
  return [...new Set(allNames().flatMap(({ name, code }) => (names(within, name) ? [code] : [])))];
}

/** A country's name in the page's language ("Deutschland", "Allemagne", "Germany"). */
export function countryName(code: string, language: Language): string {
  return new Intl.DisplayNames([SWISS_LOCALE[language]], { type: 'region' }).of(code) ?? code;
}

/** "A, B and C" in the page's language. */
export function listOf(items: string[], language: Language): string {
  return new Intl.ListFormat(SWISS_LOCALE[language], { type: 'conjunction' }).format(items);
}
