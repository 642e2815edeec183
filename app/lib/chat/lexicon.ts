// What a question is about, in German, French or English (Swiss spellings: "Grösse", no "ß"): each
// concept is a list of word starts, plus word parts that may sit inside a German compound
// ("Schuhgrösse", "Versandkosten"). The same lists give the full-text index the English words of
// the shop's content for a German or French question.

/** Lower case, "ß" as "ss", typographic apostrophes and spaces plain. */
export function normalize(question: string): string {
  return question
    .normalize('NFC')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

// Words that carry no meaning for the shop's content; kept out of both index and queries.
export const STOP_WORDS = new Set(
  (
    'a an and are as at be but by can could do does did for from have has how i if in into is it its me my ' +
    'of on or our so that the their then there these this to was we what when where which who why will ' +
    'with would you your yours am any get got need want know tell please about there here us work works now ' +
    'long like good happen happens some much many make use also still just really thing things way best ' +
    'hi hello thanks thank ok recommend ' +
    'der die das und ist ich ein eine einen wie was wo wer kann können mit mein meine meinen zu auf für den dem ' +
    'des es sie wir ihr habe hat gibt man nach bei von im am welche welcher welches brauche brauchen euch mir mich ' +
    'le la les un une des du de et est je il elle nous vous ils on que qui quoi quel quelle quels quelles comment ' +
    'ou pour avec mon ma mes votre vos ce cette ces au aux en dans sur pas ne puis peut pouvez faut sont ' +
    'auch noch selber selbst wenn falls aussi si also too another other andere anderen autre'
  ).split(' '),
);

interface Concept {
  /** Word starts, `|` between them (after a space, an apostrophe or the start of the question). */
  starts: string;
  /** Parts found anywhere in a word (the tails of German compounds), `|` between them. */
  parts?: string;
  /** The English words of the shop's content this concept stands for (the full-text index). */
  english: string;
}

const CONCEPTS = {
  size: {
    starts: 'size|sizing|grösse|groesse|grössen|taille|pointure|length|länge',
    parts: 'grösse|groesse|grössen',
    english: 'size sizing',
  },
  skate: { starts: 'skate|schlittschuh|patin', english: 'skate skates' },
  blade: {
    starts: 'blade|runner|kufe|klinge|lame|steel|stahl',
    parts: 'kufe',
    english: 'runner blade',
  },
  goalie: {
    starts: 'goalie|goaltender|keeper|torhüter|torhueter|torwart|gardien',
    english: 'goalie',
  },
  player: { starts: 'player|spieler|feldspieler|joueur', english: 'player' },
  ice: {
    starts: 'synthetic ice|kunsteis|glace|rink|eisfläche|patinoire|panel|paneel|platte|tile|fliese|dalle',
    parts: 'eisfläche|kunsteis',
    english: 'synthetic ice panels',
  },
  home: {
    starts:
      'home|garage|basement|backyard|zu hause|zuhause|daheim|keller|garten|chez moi|chez nous|maison|domicile|jardin|house',
    english: 'home garage',
  },
  beginner: {
    starts:
      'beginner|starter|novice|first time|learn|anfänger|einsteiger|einstieg|débutant|debutant|kid|child|kinder|enfant',
    english: 'starter start',
  },
  quickTurns: {
    starts: 'turns|turning|quick turn|tight turn|agil|wendig|kurve|virage|quick start|agility|maniab|pivot',
    english: 'turns quick',
  },
  ship: {
    starts: 'ship|deliver|send|frais de port|versand|versend|verschick|liefer|zustell|livr|expédi|expedi|envoi|envoy',
    parts: 'versand|liefer',
    english: 'shipping delivery ship',
  },
  howLong: {
    starts:
      'how long|lange|wie lang|how many days|prend|take|how fast|when will|dauer|dauert|wie lange|wie schnell|wann|délai|delai|combien de temps|quand|arrive',
    parts: 'dauer|zeit',
    english: 'long days',
  },
  cost: {
    starts:
      'cost|price|how much|fee|charge|kost|preis|gebühr|wie viel|wieviel|coût|cout|prix|frais|combien|tarif|free|gratis|gratuit',
    parts: 'kosten|preis|gebühr',
    english: 'cost price',
  },
  duties: {
    starts: 'duty|duties|customs|import|tax|vat|zoll|zöll|einfuhr|mwst|mehrwertsteuer|douane|droits|taxe',
    parts: 'zoll|zöll',
    english: 'duties taxes',
  },
  returns: {
    starts:
      "return|refund|send back|send it back|exchange|money back|not fit|doesn't fit|nicht passt|passt nicht|ne va pas|ne convient pas|" +
      'rückgab|rückgeb|zurück|umtausch|rücksend|erstatt|retour|rembours|renvoy|renvoi|échang|echang',
    parts: 'rückgab|erstatt|retour',
    english: 'return refund exchange',
  },
  contact: {
    starts:
      'contact|reach|call|phone|e-mail|email|write to|speak to|talk to|kontakt|erreich|anruf|anrufen|telefon|schreib|joindre|appeler|téléphon|telephon|courriel|écrire|ecrire|office!|offices!|büro|buero|bureau!|bureaux!|headquarter|hauptsitz|siège',
    english: 'contact office',
  },
  klarna: { starts: 'klarna', english: 'klarna' },
  stock: {
    starts:
      'in stock|available|availab|sold out|do you have|verfügbar|lieferbar|auf lager|an lager|vorrätig|ausverkauft|habt ihr|disponible|en stock|épuisé|rupture|avez-vous|avez vous',
    english: 'available stock',
  },
  price: {
    starts: 'price|cost|how much|expensive|cheap|kostet|kosten|preis|teuer|günstig|prix|coûte|coute|combien',
    english: 'price',
  },
  recommend: {
    starts:
      'which|what|recommend|best|suitable|should i|for a|for my|welche|welcher|empfehl|passt|passend|geeignet|quel|recommand|conseil|adapté|pour un|pour mon|pour ma',
    english: '',
  },
  order: {
    starts:
      'where is my|track|order status|status of my order|cancel my|cancel order|change my order|when will my order|' +
      'wo ist mein|wo bleibt|bestellstatus|sendungsverfolgung|stornier|wann kommt mein|' +
      'où est mon|où est ma|suivi|statut de ma commande|annuler ma',
    english: '',
  },
} satisfies Record<string, Concept>;

export type ConceptName = keyof typeof CONCEPTS;

/** Words the full-text index knows in English only: German and French word starts → English words. */
const INDEX_WORDS: [string, string][] = [
  ['schleif|schärf|affût|affut|aiguis', 'sharpen sharpening'],
  ['werkzeug|outil', 'tools'],
  ['wechsel|tausch|austausch|changer|remplacer', 'change swap'],
  ['draussen|aussen|im freien|freien|extérieur|exterieur|dehors', 'outdoors'],
  ['garantie|gewährleist', 'warranty'],
  ['datenschutz|daten|données|confidentialité', 'privacy data'],
  ['rechnung|facture', 'invoice'],
  ['zahlungsmittel|zahlungsart|bezahl|paiement|moyen de paiement', 'payment pay'],
  ['wachs|sprüh|cire|spray|vaporis', 'wax spray'],
  ['kunststoff|plastik|meeresplastik|plastique', 'plastic ocean'],
  ['nachhaltig|durable|durabilité', 'sustainability'],
  ['turnier|tournoi', 'tournament cup'],
  ['anmeld|inscri', 'registration register'],
  ['gutschrift|guthaben|avoir|crédit', 'credit'],
  ['abgenutzt|alte kufen|usé|usée', 'worn old'],
  ['gründer|fondateur|fondé|gegründet', 'founder founded'],
  ['beschädigt|kaputt|defekt|endommagé|abîmé|défectueux', 'damaged defective'],
  ['geschenkkarte|gutschein|carte cadeau|carte-cadeau|bon cadeau', 'gift card'],
  ['gesetz|recht|droit applicable|loi', 'law'],
  ['verhaltenskodex|code de conduite', 'code conduct'],
  ['kosten|coût', 'cost'],
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// "office!" is a whole word ("office", not "officer"); other entries are word starts.
const alternatives = (words: string) =>
  words
    .split('|')
    .map((w) => (w.endsWith('!') ? `${escape(w.slice(0, -1))}(?![\\p{L}\\p{N}])` : escape(w)))
    .join('|');

/** Word starts (after a space, an apostrophe or the start), or parts anywhere in a word. */
const pattern = (starts: string, parts?: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives(starts)})${parts ? `|(?:${alternatives(parts)})` : ''}`, 'u');

const PATTERNS = Object.fromEntries(
  Object.entries(CONCEPTS).map(([name, concept]: [string, Concept]) => [name, pattern(concept.starts, concept.parts)]),
) as Record<ConceptName, RegExp>;
const INDEX_PATTERNS = INDEX_WORDS.map(([starts, english]) => [pattern(starts), english] as const);

/** The concepts a (normalized) question names. */
export function conceptsOf(question: string): Set<ConceptName> {
  const text = normalize(question);
  return new Set((Object.keys(PATTERNS) as ConceptName[]).filter((name) => PATTERNS[name].test(text)));
}

/** The English words of the shop's content that a German or French word stands for (none if unknown). */
export function englishWords(word: string): string[] {
  const text = normalize(word);
  return [
    ...(Object.keys(PATTERNS) as ConceptName[])
      .filter((name) => CONCEPTS[name].english && PATTERNS[name].test(text))
      .flatMap((name) => CONCEPTS[name].english.split(' ')),
    ...INDEX_PATTERNS.filter(([pattern]) => pattern.test(text)).flatMap(([, english]) => english.split(' ')),
  ];
}

// Words that name the subject of most questions without narrowing it.
const GENERIC = new Set(
  (
    'policy policies product products item items thing stuff buy bought purchase order orders parcel package take ' +
    'takes get send sent pay paid need have come comes offered possible also anything something rules conditions info information general normally usually ' +
    'produkt produkte artikel ware waren zahlen bezahlen muss bestelle bestellen bestellung paket richtlinie bedingungen möglich normalerweise allgemein er ' +
    'produit produits article articles payer faut dois commande commander colis politique conditions possible normalement général il'
  ).split(' '),
);

/** The question's text with every word a concept names taken out (whole words, phrases too). */
function without(text: string, concepts: ConceptName[]): string {
  return concepts.reduce(
    (rest, name) => rest.replace(new RegExp(`[\\p{L}\\p{N}]*(?:${PATTERNS[name].source})[\\p{L}\\p{N}]*`, 'gu'), ' '),
    text,
  );
}

/**
 * The words of a question that none of `concepts`, the stop words, numbers or country names
 * account for: what a structured answer about those concepts would leave unanswered.
 */
export function residue(question: string, concepts: ConceptName[], isCountry: (word: string) => boolean): string[] {
  return (without(normalize(question), concepts).match(/[\p{L}\p{N}]+/gu) ?? []).filter(
    (word) => !STOP_WORDS.has(word) && !GENERIC.has(word) && !/^\d/.test(word) && word.length > 1 && !isCountry(word),
  );
}

/** Concepts whose words carry the subject: a passage that answers must speak of them too. */
const TOPICS: ConceptName[] = [
  'size',
  'skate',
  'blade',
  'goalie',
  'player',
  'ice',
  'ship',
  'duties',
  'returns',
  'klarna',
];

/** The words of a question that name its subject ("blades", "Kufen", "livraison"). */
export function topicWords(question: string): string[] {
  return (normalize(question).match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) =>
    TOPICS.some((name) => PATTERNS[name].test(word)),
  );
}

/** Words that ask rather than say ("which", "welche", "geeignet", "recommend"): no weight in a search. */
export function isAsking(word: string): boolean {
  const text = normalize(word);
  return STOP_WORDS.has(text) || GENERIC.has(text) || PATTERNS.recommend.test(text) || PATTERNS.order.test(text);
}
