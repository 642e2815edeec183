// The chat's German words (server only, not part of the page's catalogue): the words that carry no
// meaning for a search of the shop's German pages. Swiss spelling and common Swiss German forms.
import type { Concepts } from '../chat-concepts';
export const chatVocabulary = {
  /** What a question is about (see the English file): word starts and the parts of compounds. */
  concepts: {
    size: { starts: 'grösse|groesse|grössen|länge', parts: 'grösse|groesse|grössen' },
    skate: { starts: 'schlittschuh' },
    blade: { starts: 'kufe|klinge|stahl', parts: 'kufe' },
    goalie: { starts: 'torhüter|torhueter|torwart' },
    player: { starts: 'spieler|feldspieler' },
    ice: { starts: 'kunsteis|eisfläche|paneel|platte|fliese', parts: 'eisfläche|kunsteis' },
    home: { starts: 'zu hause|zuhause|daheim|keller|garten' },
    beginner: { starts: 'anfänger|einsteiger|einstieg|kinder' },
    quickTurns: { starts: 'agil|wendig|kurve' },
    ship: { starts: 'versand|versend|verschick|liefer|zustell', parts: 'versand|liefer' },
    howLong: { starts: 'lange|wie lang|dauer|dauert|wie lange|wie schnell|wann', parts: 'dauer|zeit' },
    cost: { starts: 'kost|preis|gebühr|wie viel|wieviel|gratis', parts: 'kosten|preis|gebühr' },
    duties: { starts: 'zoll|zöll|einfuhr|mwst|mehrwertsteuer', parts: 'zoll|zöll' },
    returns: {
      starts: 'nicht passt|passt nicht|rückgab|rückgeb|zurück|umtausch|rücksend|erstatt',
      parts: 'rückgab|erstatt',
    },
    contact: { starts: 'kontakt|erreich|anruf|anrufen|telefon|schreib|büro|buero|hauptsitz' },
    klarna: { starts: 'klarna' },
    stock: { starts: 'verfügbar|lieferbar|auf lager|an lager|vorrätig|ausverkauft|habt ihr' },
    price: { starts: 'kostet|kosten|preis|teuer|günstig' },
    recommend: { starts: 'welche|welcher|empfehl|passt|passend|geeignet' },
    order: { starts: 'wo ist mein|wo bleibt|bestellstatus|sendungsverfolgung|stornier|wann kommt mein' },
    hours: { starts: 'öffnungszeit|bürozeit|offen!|geöffnet' },
    pickup: { starts: 'abhol' },
    visit: { starts: 'showroom|besuch|vorbeikommen|vorbeigehen|vorbeischauen' },
  } as Concepts,
  /** German word starts → the shop's own (English) words, for its English pages. */
  englishFor: {
    'schleif|schärf': 'sharpen sharpening',
    werkzeug: 'tools',
    'wechsel|tausch|austausch': 'change swap',
    'draussen|aussen|im freien|freien': 'outdoors',
    'garantie|gewährleist': 'warranty',
    'datenschutz|daten': 'privacy data',
    rechnung: 'invoice',
    'zahlungsmittel|zahlungsart|bezahl': 'payment pay',
    'wachs|sprüh': 'wax spray',
    'kunststoff|plastik|meeresplastik': 'plastic ocean',
    nachhaltig: 'sustainability',
    turnier: 'tournament cup',
    anmeld: 'registration register',
    'gutschrift|guthaben': 'credit',
    'abgenutzt|alte kufen': 'worn old',
    'gründer|gegründet': 'founder founded',
    'beschädigt|kaputt|defekt': 'damaged defective',
    'geschenkkarte|gutschein': 'gift card',
    'gesetz|recht': 'law',
    verhaltenskodex: 'code conduct',
    kosten: 'cost',
  } as Record<string, string>,
  /** Words of a question that ask rather than say (see the English file). */
  asking:
    'der die das und ist ich ein eine einen wie was wo wer kann können mit mein meine meinen zu auf für den dem des ' +
    'es sie wir ihr habe hat gibt man nach bei von im am welche welcher welches brauche brauchen euch mir mich auch ' +
    'noch selber selbst wenn falls andere anderen also' +
    ' besser beste bessere',
  /** Words that name the subject of most questions without narrowing it. */
  generic:
    'produkt produkte artikel ware waren zahlen bezahlen muss bestelle bestellen bestellung paket richtlinie ' +
    'bedingungen möglich normalerweise allgemein er',
  stopWords:
    'der die das den dem des ein eine einen einem einer eines und oder aber ist sind war bin bist seid ich du er sie es ' +
    'wir ihr mir mich dir dich uns euch euer eure euren eurem mein meine meinen meinem meiner dein deine sein seine ' +
    'wie was wo wer wann warum welche welcher welches welchen kann kannst können könnt muss musst müssen soll sollte ' +
    'habe hast hat habt haben gibt gebt man nach bei von vom im am an in zu zum zur auf für mit ohne über unter aus ' +
    'auch noch schon selber selbst wenn falls ob dass nicht kein keine so da dort hier mal denn doch bitte danke hallo ' +
    'steckt steht geht gehen tun macht machen brauche brauchst braucht brauchen sagen sag erzähl erzähle ' +
    'chan cha isch het hend händ mer mir öppis gaht goht z d s de id uf vo mit bi wie viel viele',
  /** The shop's products by the words a question names them with (see the English file). */
  productNames: [['torhüter|torwart', 'sharkblades-for-goalies']] as [string, string][],
  /** The words of a price, stock or shipping question that are not a product's name. */
  productQuestionWords:
    'wie viel was kostet kosten preis teuer ist sind der die das ein eine den dem von im für mit ' +
    'verfügbar lieferbar auf lager vorrätig ausverkauft versand schweiz zoll noch welche grösse grössen gibt es',
  /** Contacts the contact page names besides the offices. */
  otherContacts: 'presse|grosshandel|datenschutz',
  /** A shipping policy's table (see the English file). */
  shippingTable: {
    free: 'gratis|kostenlos',
    duties: 'zoll|zöll|abgabe',
    cost: 'kosten|preis',
    days: 'lieferzeit|lieferung|dauer',
    destination: 'land|ziel',
    rest: 'übrige|andere|welt',
    eu: 'europäische union',
    none: 'kein|keine|inbegriffen',
  },
  /** A refund policy's words for "unused" and "full refund". */
  refundWords: {
    days: 'tag|tage|tagen',
    unused: 'unbenutzt',
    full: 'vollen betrag|vollen kaufpreis|voller betrag|voller kaufpreis',
  },
  /** Words that point back to what the conversation was about ("what does it cost?"). */
  referents: 'die der das den dem sie es er ihn ihr diese dieser dieses davon dafür damit',
  /** A word of a question, with a word the shop's pages use for it. */
  synonyms: {
    // What a thing is made of: the pages name its materials.
    gemacht: 'material stahl plastik polyethylen beschichtung',
    woraus: 'material stahl plastik polyethylen beschichtung',
    besteht: 'material stahl plastik polyethylen beschichtung',
    // Whether a thing fits: the pages say it fits, passt, s'adapte.
    kompatibel: 'passen',
    // A Verein is a club (the pages say either).
    verein: 'club',
    vereine: 'clubs',
    // Other makers' holders: the pages speak of holders.
    tuuk: 'halter',
    lightspeed: 'halter',
    passt: 'passen',
  } as Record<string, string>,
};
