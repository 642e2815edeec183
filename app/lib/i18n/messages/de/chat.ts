import type { Messages } from '../types';

export const chat = {
  ui: {
    orb: 'Hilfe?',
    title: 'Brauchst du Hilfe?',
    description: 'Antworten zu Grössen, Lieferung, Rückgabe, Bezahlung und unseren Produkten.',
    restart: 'Neustart',
    minimize: 'Minimieren',
    question: 'Deine Frage',
    placeholder: 'z. B. Welche Kufengrösse passt?',
    send: 'Senden',
    /** An empty Send, said by the page before anything is posted (the browser's own words are in its language). */
    required: 'Bitte gib eine Frage ein.',
    empty:
      'Frag uns nach Grössen, Lieferung, Rückgabe, Bezahlung oder unseren Produkten. Die Antworten stammen aus unseren eigenen Seiten.',
    conversation: 'Unterhaltung',
    typing: 'Schreibt',
    source: 'Quelle:',
  },
  errors: {
    empty: 'Bitte gib eine Frage ein.',
    tooLong: 'Bitte halte deine Frage kürzer als {max} Zeichen.',
    bad: 'Diese Anfrage haben wir nicht verstanden. Bitte frag noch einmal.',
    rateLimited:
      'Du fragst schneller, als wir antworten können. Bitte warte einen Moment und versuch es dann noch einmal.',
    unavailable:
      'Das kann ich gerade nicht nachschlagen: Unser Shop-Katalog antwortet nicht. Bitte versuch es in ein paar Minuten wieder.',
    notKept: 'Wir konnten deine Frage gerade nicht speichern. Bitte versuch es gleich noch einmal.',
  },
  answers: {
    dontKnow:
      'Darauf habe ich keine verlässliche Antwort, und raten möchte ich nicht. Unser Team hilft dir gern: über die Kontaktseite oder per E-Mail.',
    contactTitle: 'Kontakt',
    orders: 'Deine Bestellungen und ihren Status findest du unter «Meine Bestellungen» in deinem Kundenkonto.',
    ordersTitle: 'Meine Bestellungen',
    player: 'Feldspieler',
    goalie: 'Goalie',
    sizeRow: 'Für Schlittschuhgrösse {size} ({row}) ist die übliche {kind}-Kufe {mm}.',
    sizeRowBoth:
      'Für Schlittschuhgrösse {size} ({row}) ist die übliche Kufe {player} für Feldspieler und {goalie} für Goalies.',
    sizeNoGoalie:
      'Unsere Grössentabelle hat für Schlittschuhgrösse {size} ({row}) keine Goalie-Kufe; die Feldspieler-Kufe ist dort {mm}.',
    sizeCheck:
      'Die Hersteller weichen leicht voneinander ab: Am sichersten ist die Grösse, die auf deinem Halter steht.',
    sizeOutside:
      'Unsere Grössentabelle umfasst die Schlittschuhgrössen {from} bis {to}; Grösse {size} ist nicht darin.',
    sizeShoe:
      'Unsere Grössentabelle verwendet Schlittschuhgrössen ({from} bis {to}), keine Schuhgrössen wie {size}. Am sichersten ist die Kufengrösse, die auf deinem Halter steht.',
    sizeHow:
      'Deine Kufengrösse ist die Zahl in Millimetern, die auf deinem Halter steht (zum Beispiel {example}). Nach Schlittschuhgrösse sind die üblichen {kind}-Kufen: {rows}.',
    sizePhoto: 'Unsicher? Schick ein Foto deines Halters an {email}.',
    needGoalie: 'Für Goalies: {product}.',
    needBeginner: 'Für den Einstieg: {product}.',
    needQuickTurns: 'Für schnelle Kurven und Starts: {product}, mit {option}.',
    needQuickTurnsNoOption: 'Für schnelle Kurven und Starts: {product}.',
    needHomeRink: 'Für eine Eisfläche zu Hause: {product}.',
    needFrom: 'ab {price}',
    shipYes: 'Ja, wir liefern in dieses Land ({country}).',
    shipZone: 'Ja, wir liefern in {zone}.',
    shipNo:
      'In dieses Land ({country}) liefern wir zurzeit nicht. Schreib uns an {email}, wir schauen, was sich machen lässt.',
    shipTime: 'Die Lieferung dauert {days} Werktage.',
    shipCutoff: 'Bestellungen, die an einem Werktag vor {time} eingehen, verlassen uns noch am selben Tag.',
    // The policy's same-day cut-off, as this language writes a time of day, and Central European Time.
    clock: '{hour}.{minute} Uhr',
    clockZone: '{hour}.{minute} Uhr ({zone})',
    centralEuropeanTime: 'MEZ',
    shipCost: 'Der Versand kostet {cost}.',
    shipCostFree: 'Der Versand kostet {cost} und ist ab {free} kostenlos.',
    shipCurrency: 'Der Checkout zeigt den Betrag in {currency}.',
    dutiesNone: 'Bei der Lieferung fallen keine Zölle oder Einfuhrabgaben an.',
    dutiesMay: 'Das Bestimmungsland kann bei der Lieferung Zölle und Einfuhrabgaben erheben.',
    euZone: 'die Europäische Union',
    returns:
      'Unbenutzte Produkte kannst du innert {days} Tagen nach der Lieferung zurückgeben und erhältst den vollen Betrag zurück.',
    returnsStart: 'Starte die Rückgabe in deinem Kundenkonto oder schreib uns mit deiner Bestellnummer an {email}.',
    klarnaYes:
      'Ja: Für Bestellungen mit Lieferland {country} gibt es Klarna. Wähle im Warenkorb Klarna statt des regulären Checkouts.',
    klarnaNo:
      'Für Bestellungen mit Lieferland {country} gibt es Klarna nicht. Klarna gibt es für diese Lieferländer: {countries}.',
    klarnaTitle: 'Warenkorb und Checkout',
    available: 'verfügbar',
    soldOut: 'ausverkauft',
    variantLine: '{name}: {price}, {state}.',
    priceRange: '{product} kostet {price}, je nach Ausführung.',
    priceFrom: '{low} bis {high}',
    soldOutSome: 'Zurzeit ausverkauft: {variants}; alles andere ist verfügbar.',
    soldOutNone: 'Alle Ausführungen sind verfügbar.',
    options: '{product} gibt es in diesen Ausführungen: {options}.',
    shipsFromSwitzerland: '{product} wird in {variants} aus der Schweiz versandt.',
    shipsFromSwitzerlandNone: 'Zurzeit wird keine Ausführung von {product} aus der Schweiz versandt.',
    office: 'Für dein Land ({country}) wende dich bitte an {office}: {address}.',
    officePhone: 'Telefon {phone}',
    officeEmail: 'E-Mail {email}',
    officeHours: 'Bürozeiten: {hours}',
    officeOpen: 'Öffnungszeiten von {office}: {hours}',
    pickupUnknown:
      'Ob du dort eine Bestellung abholen kannst, steht nicht auf unseren Seiten: Frag uns bitte, bevor du vorbeikommst.',
  },
} as const satisfies Messages['chat'];
