// German questions on the main site (de-CH), handled by keyword: each German word known here adds
// the English words the shop's content uses. Matching is on lower-case word starts.
const GERMAN: [RegExp, string][] = [
  [/^versand|^verschick|^liefer|^zustell/, 'delivery shipping ship'],
  [/^dauer|^lange$|^wie lange/, 'long take'],
  [/^rückgab|^zurückgeb|^zurücksend|^retour|^umtausch/, 'return refund exchange'],
  [/^rückerstatt|^erstatt|^geld zurück/, 'refund'],
  [/^kufe|^klinge/, 'runner blade'],
  [/^grösse|^größe|^groesse/, 'size sizing'],
  [/^bezahl|^zahl|^ratenzahl/, 'pay payment'],
  [/^rechnung/, 'invoice'],
  [/^bestell/, 'order'],
  [/^preis|^kostet|^kosten|^teuer/, 'price cost'],
  [/^kontakt|^erreich/, 'contact'],
  [/^büro|^buero|^niederlass|^standort/, 'office'],
  [/^garantie|^gewährleist/, 'warranty'],
  [/^datenschutz|^daten/, 'privacy data'],
  [/^draussen|^draußen|^aussen|^außen|^freien/, 'outdoors'],
  [/^schleif|^schärf/, 'sharpen sharpening'],
  [/^werkzeug/, 'tools'],
  [/^wechsel|^tausch|^austausch/, 'change swap'],
  [/^eis$|^eisfläche|^kunsteis/, 'ice synthetic'],
  [/^kunststoff|^plastik|^meeresplastik/, 'plastic ocean'],
  [/^nachhaltig/, 'sustainability'],
  [/^turnier/, 'tournament cup'],
  [/^anmeld/, 'registration register'],
  [/^zoll|^gebühr/, 'duties'],
  [/^schweiz/, 'switzerland swiss'],
  [/^torhüter|^torwart|^goalie/, 'goalie'],
  [/^passt|^passen/, 'fit fits'],
  [/^schlittschuh/, 'skates skate'],
  [/^lager|^verfügbar|^lieferbar|^vorrätig/, 'available stock'],
  [/^wachs|^sprüh/, 'wax spray'],
  [/^platte|^paneel/, 'panels'],
  [/^gutschrift|^guthaben/, 'credit'],
  [/^alt$|^alte$|^abgenutzt/, 'worn old'],
  [/^team$|^gründer/, 'team founder'],
];

/** The English words a German word stands for (none for words not known here). */
export function germanSynonyms(word: string): string[] {
  const lower = word.toLowerCase();
  return GERMAN.filter(([pattern]) => pattern.test(lower)).flatMap(([, english]) => english.split(' '));
}
