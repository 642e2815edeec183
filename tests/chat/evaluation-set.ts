// The chat's evaluation set (issue 34): questions shoppers ask, in German, French and English, each
// asked on a page in one language by a visitor in one country, with the facts a right answer must
// state and the facts that would make it wrong. A fact is a string or pattern found in the answer's
// text, its source link or its further links; `kind:unknown` asks for the honest "don't know".
// Facts are the shop's (the mock's seed): the sizing guide's table, the shipping and refund
// policies, the contact page, the catalogue. Translated content may change a passage's words, not
// these facts; where a fact is words, each language's are accepted.
import type { Language } from '../../app/lib/i18n/languages';

export interface EvaluationCase {
  language: Language;
  country: string;
  question: string;
  facts: (string | RegExp)[];
  wrong?: (string | RegExp)[];
}

const q = (
  language: Language,
  country: string,
  question: string,
  facts: (string | RegExp)[],
  wrong: (string | RegExp)[] = [],
): EvaluationCase => ({ language, country, question, facts, wrong });

/** Any runner length in millimetres: wrong where the table has none to give. */
const ANY_MM = /\b\d{3} mm\b/;

export const EVALUATION_SET: EvaluationCase[] = [
  // English
  q(
    'en',
    'CH',
    'Which size do I need, my skates are a size 8?',
    ['272 mm', 'blade-sizing-guide'],
    ['263 mm', '280 mm'],
  ),
  q('en', 'CH', "I'm a goalie with size 9 skates, which runner length?", ['296 mm'], ['280 mm', '288 mm', '304 mm']),
  q(
    'en',
    'CH',
    'Which blade for a goalie?',
    ['Sharkblades for Goalies', '/shop/sharkblades-for-goalies'],
    ['Black Ghost'],
  ),
  q('en', 'CH', 'How can I contact you?', ['hello@sharkblades.ch', '+41 55 210 48 00'], ['us@sharkblades.ch']),
  q(
    'en',
    'DE',
    'Do you ship to Germany, how long?',
    // A visitor in Germany hears the amount in euros (the policy gives it; issue 48).
    [/^Yes/, 'Germany', '3–6 working days', 'EUR 15.95', /duties/],
    ['1–3', '5–10', 'CHF 14.90'],
  ),
  q('en', 'CH', 'Can I return something?', ['30 days', 'unused', 'full refund', '/legal/refund-policy']),
  q('en', 'CH', 'Is Black Ghost 272 mm 9 ft in stock?', ['272 mm / 9 ft radius', /available|sold out/], ['11 ft']),
  q('en', 'CH', 'What do you recommend for a beginner?', ['Greenly', '/shop/greenly']),
  q('en', 'CH', 'Which blade is best for quick turns?', ['Black Ghost', '9 ft', '/shop/black-ghost']),
  q('en', 'CH', 'I want a rink at home, what should I buy?', ['OceanIce Pro', '/shop/oceanice-pro']),
  q('en', 'CH', 'Are gift cards refundable?', [/non-refundable/], [/within 30 days of delivery for a full refund/]),
  q('en', 'US', 'Can I pay with Klarna?', ['not offered', 'United States'], [/^Yes/]),
  q('en', 'CH', 'Can I pay with Klarna in the Netherlands?', [/^Yes/, 'Netherlands']),
  q('en', 'CH', 'Do you ship to Brazil?', ['Brazil', "don't ship"], [/^Yes/]),
  q('en', 'CH', 'Where is my order?', ['https://shop.example/account']),
  q('en', 'CH', 'Do you sell helmets?', ['kind:unknown', 'mailto:hello@sharkblades.ch']),
  q('en', 'AE', 'How do I reach your office?', ['+971 4 555 0178', 'mena@sharkblades.ch'], ['+41 55 210 48 00']),
  q('en', 'CH', 'Do I need tools to change a Sharkblade?', [/ten seconds|zehn Sekunden|dix secondes/]),
  q('en', 'CH', "What is the Boston office's phone number?", ['+1 617 555 0142']),
  q(
    'en',
    'GB',
    'How much is shipping to the UK and do I pay customs duties?',
    ['CHF 24.90', '5–10', /duties/],
    ['CHF 14.90'],
  ),
  q('en', 'CH', 'What will the weather be like in Zurich tomorrow?', ['kind:unknown']),
  // German (the main site at the spec's paths)
  q(
    'de',
    'CH',
    'Welche Kufe brauche ich bei Schlittschuhgrösse 8?',
    ['272 mm', 'Schlittschuhgrösse'],
    ['263 mm', '280 mm'],
  ),
  q('de', 'CH', 'Ich bin Torhüter, Schuhgrösse 10, welche Kufen?', ['304 mm', 'Goalie'], ['288 mm', '296 mm']),
  q('de', 'CH', 'Welche Grösse brauche ich bei Schuhgrösse 44?', ['Schlittschuhgrössen', 'Halter'], [ANY_MM]),
  q(
    'de',
    'CH',
    'Welche Kufen empfehlt ihr für Goalies?',
    ['/shop/sharkblades-for-goalies', 'Goalies'],
    ['black-ghost'],
  ),
  q('de', 'DE', 'Liefert ihr nach Deutschland und wie lange dauert es?', [/^Ja/, 'Deutschland', '3–6 Werktage']),
  q('de', 'CH', 'Was kostet der Versand in der Schweiz?', ['CHF 7.90', 'CHF 100', 'Zölle'], ['CHF 14.90']),
  q('de', 'CH', 'Kann ich ein Produkt zurückgeben?', ['30 Tagen', 'Unbenutzte', 'refund-policy']),
  q('de', 'CH', 'Kann ich mit Klarna bezahlen?', ['gibt es Klarna nicht', 'Schweiz'], [/^Ja/]),
  q('de', 'AT', 'Kann ich in Österreich mit Klarna zahlen?', [/^Ja/, 'Österreich']),
  q('de', 'CH', 'Wie erreiche ich euch?', ['+41 55 210 48 00', 'hello@sharkblades.ch', 'Telefon']),
  q('de', 'CH', 'Ist der Black Ghost in 280 mm mit 11 ft lieferbar?', [
    '280 mm / 11 ft Radius',
    /verfügbar|ausverkauft/,
  ]),
  q('de', 'CH', 'Wo ist meine Bestellung?', ['https://shop.example/account', 'Meine Bestellungen']),
  q('de', 'CH', 'Verkauft ihr Helme?', ['kind:unknown', 'Kontakt']),
  // The office as the German contact page writes it: its country and hours in German.
  q(
    'de',
    'CH',
    'Wie kann ich euch erreichen?',
    ['hello@sharkblades.ch', '+41 55 210 48 00', 'Schweiz'],
    ['Switzerland'],
  ),
  q('de', 'CH', 'Welches Kunsteis für zu Hause?', ['OceanIce Pro', '/shop/oceanice-pro']),
  q('de', 'CH', 'Welche Kufe für Anfänger?', ['/shop/sharkblades'], ['black-ghost']),
  q('de', 'US', 'Liefert ihr in die USA?', [/^Ja/, 'Vereinigte Staaten', '5–10 Werktage']),
  // French (/fr)
  q('fr', 'CH', 'Quelle taille de lame pour des patins taille 9 ?', ['280 mm', 'patins'], ['272 mm', '288 mm']),
  q('fr', 'CH', 'Je suis gardien, patins taille 7, quelle lame ?', ['272 mm', 'gardien'], ['263 mm']),
  q('fr', 'CH', 'Quelle lame pour un gardien ?', ['/fr/shop/sharkblades-for-goalies']),
  q(
    'fr',
    'FR',
    'Livrez-vous en France ? Combien coûte la livraison ?',
    [/^Oui/, 'France', 'EUR 15.95', '3–6'],
    ['CHF'],
  ),
  q('fr', 'CH', 'Puis-je retourner un produit ?', ['30 jours', 'remboursement', '/fr/legal/refund-policy']),
  q('fr', 'CH', 'Puis-je payer avec Klarna ?', ['n’est pas proposé', 'Suisse'], [/^Oui/]),
  q('fr', 'CH', 'Comment vous contacter ?', ['hello@sharkblades.ch', '+41 55 210 48 00']),
  q(
    'fr',
    'CH',
    'Le Black Ghost 263 mm 9 ft est-il disponible ?',
    ['263 mm / Rayon 9 ft', /disponible|épuisé/],
    ['11 ft'],
  ),
  q('fr', 'CH', 'Quelle lame pour des virages rapides ?', ['Black Ghost', '9 ft']),
  q('fr', 'CH', 'Vendez-vous des casques ?', ['kind:unknown']),
  q('fr', 'CH', 'Où est ma commande ?', ['https://shop.example/account', 'Mes commandes']),
  q('fr', 'AE', 'Quel bureau contacter depuis Dubaï ?', ['mena@sharkblades.ch', '+971 4 555 0178']),
  q('fr', 'CH', 'Faut-il payer des droits de douane pour une livraison au Japon ?', [
    '5–10',
    'CHF 24.90',
    'droits de douane',
  ]),
  q('fr', 'CH', 'Quelle lame pour des patins taille 12 ?', ['12', '4 à 11'], [ANY_MM]),
  // Questions the shop's pages answer (a passage, focused on the sentence that answers).
  q('en', 'CH', 'Can I exchange my blades for another size?', [/return the pair and place a new order/]),
  q('en', 'CH', 'My order arrived damaged, what now?', [/replacement/]),
  q('en', 'CH', 'How long is the warranty?', [/two-year|zweijährig|zwei Jahre|deux ans/]),
  q('en', 'CH', 'Which payment methods do you accept?', ['TWINT']),
  q(
    'en',
    'CH',
    'What sizes does Black Ghost come in?',
    ['254 mm', '288 mm', '9 ft radius', '11 ft radius'],
    ['246 mm'],
  ),
  q('de', 'CH', 'In welchen Grössen gibt es Black Ghost?', ['Ausführungen', '254 mm', '288 mm'], ['246 mm']),
  q('en', 'CH', 'How much ocean plastic is in an OceanIce Pro panel?', ['8.75 kg'], [/CHF/]),
  q('en', 'CH', 'What is the entry fee for the cup tournament?', ['CHF 240']),
  q('en', 'CH', 'Do you ship panels on a pallet?', [/pallet|Palette/]),
  q('en', 'CH', 'Which law applies to my purchase?', [/Swiss law|Schweizer Recht|droit suisse/]),
  q('en', 'CH', 'Who is the chief technology officer?', ['Nadia']),
  q('en', 'CH', 'How do I change the blades?', [/lever|Hebel|levier/]),
  q('en', 'CH', 'What is OceanIce made of?', [/ocean-bound plastic|polyethylene|HDPE/]),
  q('en', 'CH', 'Is there a student discount?', ['kind:unknown']),
  q('de', 'CH', 'Kann ich die Kufen selber schleifen?', [/sharpening machine|Schleifmaschine|affûteuse/]),
  q('de', 'CH', 'Ist OceanIce für draussen geeignet?', ['−20']),
  q('de', 'CH', 'Muss ich Zoll bezahlen, wenn ich nach Deutschland bestelle?', ['Zölle', 'Deutschland']),
  q('fr', 'CH', 'Faut-il des outils pour changer les lames ?', [/ten seconds|zehn Sekunden|dix secondes/]),
  q('fr', 'CH', 'Livrez-vous aux États-Unis ?', [/^Oui/, '5–10']),
  q('fr', 'CH', 'Quels sont les frais de port pour la Suisse ?', ['CHF 7.90']),
  q('fr', 'CH', 'De quoi est fait OceanIce ?', [/ocean-bound plastic|polyethylene|HDPE|plastique/]),
  // A question in one language on a page in another: answered in the page's.
  q('en', 'CH', 'Welche Kufe brauche ich bei Grösse 9?', ['280 mm', 'skate size'], ['272 mm']),
  q('fr', 'DE', 'Do you ship to Germany?', [/^Oui/, 'Allemagne', 'jours ouvrables']),
];

/** Wrong in any answer: an e-mail address or a phone number cut apart (issue 34: "+41 55 210 48 00.ch"). */
export const ALWAYS_WRONG: RegExp[] = [/@sharkblades(?!\.ch)/, /\d\.ch\b/, /\+41 55(?! 210 48 0[09])/];
