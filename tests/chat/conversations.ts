// The chat's second evaluation set (issue 48): conversations a new shopper has, 20 or more per
// language, asked through the built worker on a page in that language from one country. Typos,
// Swiss German, follow-ups (the judged answer is the last one's), questions the shop's pages answer
// only in their own words, and questions the shop cannot answer. Each has the facts a right answer
// must show (in its text or its links) and those that would make it wrong. The facts are the mock
// shop's (tests/mocks/storefront/seed): contact page, FAQ, policies, product pages, stock.
import type { Language } from '../../app/lib/i18n/languages';

/** Stands for the chat's honest "I don't have a reliable answer" in the page's language. */
export const UNKNOWN = Symbol('unknown');
export type Fact = string | RegExp | typeof UNKNOWN;

export interface Conversation {
  language: Language;
  country: string;
  /** The questions in order; the last one's answer is judged. */
  asked: string[];
  facts: Fact[];
  wrong: (string | RegExp)[];
}

const c =
  (language: Language) =>
  (country: string, asked: string | string[], facts: Fact[], wrong: (string | RegExp)[] = []): Conversation => ({
    language,
    country,
    asked: typeof asked === 'string' ? [asked] : asked,
    facts,
    wrong,
  });
const en = c('en');
const de = c('de');
const fr = c('fr');

/** A stock or restock date the shop never gave. */
const INVENTED_DATE =
  /\b\d{1,2}\.? ?(January|February|March|April|June|Januar|Februar|März|Juni|janvier|février|mars|avril|juin)\b/i;
/** A discount code the shop never gave. */
const INVENTED_CODE = /\b[A-Z]{3,}\d{2,}\b/;

export const CONVERSATIONS: Conversation[] = [
  // English
  en('CH', 'Can I pick up my order at your Zurich showroom?', ['Hardturmstrasse 130'], [/^Yes/, /we ship to/i]),
  en('CH', 'Can our club pay by invoice?', [/invoice/, /30 days/]),
  en('CH', 'blak gost 9ft or 11ft, whats the difference?', [/tight turns|quick starts/, /stable/]),
  en('CH', 'shiping to austira?', ['Austria', '3–6', 'CHF 14.90'], ['CHF 7.90', /no (import )?duties/i]),
  en('CH', 'Do you have the goalie blades in 272 mm?', ['272 mm', /sold out/i]),
  en('CH', 'Can I return blades I have already sharpened?', [/sharpened/], [/^Yes/]),
  en('CH', 'How much recycled ocean plastic goes into one OceanIce Pro panel?', ['8.75 kg'], [/CHF/]),
  en('CH', 'What are your opening hours?', ['08:30–17:30']),
  en('CH', 'Do Sharkblades fit my Tuuk holder?', ['Quick-Lock'], [/^Yes/]),
  en('CH', ['How much is Black Ghost?', 'And what is it made of?'], [/steel|carbon coating/], [/code of conduct/i]),
  en('CH', ['Tell me about the goalie blades', 'how much do they cost?'], ['229.00']),
  en('CH', ['I want to buy Black Ghost', 'and if it does not fit?'], [/30 days|return the pair/]),
  en('CH', 'Do you have a discount code?', [UNKNOWN, '/en/about/contact'], [INVENTED_CODE]),
  en('CH', 'When will the 272 mm goalie blades be back in stock?', [/sold out|reliable answer/i], [INVENTED_DATE]),
  en('US', 'What is your phone number?', ['+1 617 555 0142'], ['+41 55 210 48 00']),
  en('US', 'How long does delivery take?', ['5–10']),
  en('US', 'How much does shipping cost?', [/\$|USD/], ['CHF 24.90']),
  en('CH', 'Is there a warranty on the blades?', [/two-year|two years/]),
  en('CH', 'my skates are size 9, which blade length?', ['280 mm'], ['272 mm']),
  en('CH', 'Do I have to wax the OceanIce surface?', [/glide additive/]),
  en('CH', 'Who is your CEO?', ['Reto Ammann']),
  en('CH', 'Do you sell hockey sticks?', [UNKNOWN, '/en/about/contact']),
  // The contact of the visitor's market: the US office for a visitor in the United States.
  en('US', 'Do you sell helmets?', [UNKNOWN, '/en/about/contact?office=inc', 'us@sharkblades.ch'], ['hello@']),
  // German (the spec's paths), Swiss German and typos included
  de('CH', 'Kann ich Kufen zurückgeben?', ['30 Tagen'], [/Schutzausrüstung|Cup/]),
  de('CH', 'versand nach östereich', ['Österreich', '3–6', 'CHF 14.90'], ['CHF 7.90', /keine Zölle/]),
  de('CH', 'Habt ihr die Goalie-Kufen in 272 mm an Lager?', ['272 mm', /ausverkauft/i]),
  de('CH', 'Können Vereine auf Rechnung bezahlen?', ['Rechnung', '30 Tagen']),
  de('CH', 'Wie viel Meeresplastik steckt in einem OceanIce-Pro-Paneel?', ['8,75'], [/CHF/]),
  de('CH', 'Was ist der Unterschied zwischen Black Ghost und Sharkblades?', [/beschichtung/i]),
  de('CH', 'Black Ghost mit 9 ft oder 11 ft, was ist besser für enge Kurven?', ['9 ft']),
  de('CH', 'Passen eure Kufen auf meinen Tuuk-Halter?', ['Quick-Lock'], [/^Ja/]),
  de('CH', 'Wann habt ihr offen?', ['08.30']),
  de('CH', 'Chan ich im Showroom z Züri öppis abhole?', ['Hardturmstrasse 130'], [/^Ja/, /liefern/]),
  de('CH', 'Was choschtet de Versand id Schwiiz?', ['CHF 7.90'], ['CHF 14.90']),
  de('CH', 'Wie lang gaht d Lieferig uf Dütschland?', ['3–6'], ['1–3']),
  de('CH', ['Was kostet der Black Ghost?', 'Und wenn sie nicht passt?'], [/30 Tage|neue Bestellung/]),
  de('CH', ['Ich interessiere mich für die Goalie-Kufen', 'Was kostet die?'], ['229.00']),
  de('CH', ['Erzähl mir von OceanIce Pro', 'Woraus ist das gemacht?'], [/Polyethylen|Plastik/], [/Verhaltenskodex/]),
  de('CH', 'Gibt es einen Rabattcode?', [UNKNOWN, '/about/contact'], [INVENTED_CODE]),
  de('CH', 'Verkauft ihr Hockeystöcke?', [UNKNOWN, '/about/contact']),
  de('CH', 'Kann ich geschliffene Kufen zurückgeben?', [/geschliffen/], [/^Ja/]),
  de('CH', 'Wer ist die CTO?', ['Nadia Keller']),
  de('CH', 'Schlittschuhgrösse 9, welche Kufenlänge?', ['280 mm'], ['272 mm']),
  de('CH', 'Liefert ihr Paneele auf einer Palette?', [/Palette/]),
  de('US', 'Wie erreiche ich euer Büro?', ['+1 617 555 0142'], ['+41 55 210 48 00']),
  // French (/fr)
  fr('CH', 'Je peux retourner des lames déjà aiguisées ?', [/aiguis|affût/], [/^Oui/]),
  fr('CH', 'Combien de plastique océanique dans un panneau OceanIce Pro ?', ['8,75'], [/CHF/]),
  fr('CH', 'Les clubs peuvent-ils payer sur facture ?', ['facture', '30 jours']),
  fr('CH', 'Quelle est la différence entre Black Ghost et Sharkblades ?', [/revêtement/]),
  fr('CH', 'Black Ghost 9 ft ou 11 ft, lequel pour des virages serrés ?', ['9 ft']),
  fr('CH', 'Vos lames vont-elles sur un support Tuuk ?', ['Quick-Lock'], [/^Oui/]),
  fr('CH', 'Quels sont vos horaires d’ouverture ?', [/0?8\s?[.:h]\s?30/]),
  fr('CH', 'Puis-je retirer ma commande au showroom de Zurich ?', ['Hardturmstrasse 130'], [/^Oui/]),
  fr('CH', 'livraison en autriche combien ?', ['Autriche', 'CHF 14.90'], ['CHF 7.90']),
  fr('CH', 'livraison en alemagne ça prend combien de temps', ['Allemagne', '3–6']),
  fr('CH', 'Avez-vous les lames pour gardien en 272 mm ?', ['272 mm', /épuisé/i]),
  fr('CH', ['Combien coûte Black Ghost ?', 'C’est fait en quoi ?'], [/acier|carbone/], [/éthique|conduite/i]),
  fr('CH', ['Je regarde les lames pour gardien', 'Combien ça coûte ?'], ['229.00']),
  fr('CH', ['Je veux acheter Black Ghost', 'Et si elle ne va pas ?'], [/30 jours|nouvelle commande/]),
  fr('CH', 'Avez-vous un code promo ?', [UNKNOWN, '/fr/about/contact'], [INVENTED_CODE]),
  fr('CH', 'Vendez-vous des crosses de hockey ?', [UNKNOWN, '/fr/about/contact']),
  fr('CH', 'Qui est le directeur général ?', ['Reto Ammann']),
  fr('CH', 'Puis-je payer avec Klarna en Allemagne ?', [/^Oui/, 'Allemagne']),
  fr('CH', 'Pointure 8, quelle longueur de lame ?', ['272 mm'], ['280 mm']),
  fr('CH', 'Faut-il cirer la surface OceanIce ?', [/additif/]),
  fr('CH', 'blak gost prix', ['259.00']),
  fr('AE', 'Comment joindre votre bureau ?', ['+971 4 555 0178'], ['+41 55 210 48 00']),
];
