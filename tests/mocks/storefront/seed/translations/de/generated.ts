// The generated catalogue's templates in Swiss Standard German: what seed/families.ts and
// seed/generate-content.ts write in English, word for word where the draws decide something.
import type { GeneratedTexts, KindText, TextContext } from '../types';

const RUNNER_VIEWS = [
  'ein Paar Kufen nebeneinander auf weissem Hintergrund',
  'eine Kufe, eingeklickt in einen Quick-Lock-Halter',
  'die Kante der Kufe in Nahaufnahme nach dem Werksschliff',
];
const GEAR_VIEWS = ['auf weissem Hintergrund', 'im Einsatz auf dem Eis', 'verpackt in der recycelten Schachtel'];

const SWAP =
  'Hebel umlegen, die abgenutzte Kufe herausziehen und eine frische einklicken – in weniger als zehn Sekunden und ohne Werkzeug.';

/** A runner's lead: what it is, from which series, (for whom,) and how it is swapped. */
const runner = (noun: string, start: (c: TextContext) => string, purpose = ''): KindText => ({
  noun,
  views: RUNNER_VIEWS,
  lead: (c) => `${start(c)} aus der Serie ${c.series}${purpose && `, ${purpose}`}: ${SWAP}`,
});

const gear = (noun: string, lead: (title: string) => string): KindText => ({
  noun,
  views: GEAR_VIEWS,
  lead: (c) => lead(c.title),
});

export const generated: GeneratedTexts = {
  title: (series, noun) => `${series} ${noun}`,
  seoTitle: (title, productType, vendor) => `${title} – ${productType} von ${vendor}`,
  imageAlt: (title, view) => `${title}: ${view}`,
  stories: {
    runners: () =>
      'Jede Kufe verlässt unsere Werkstatt in Rapperswil-Jona ab Werk geschliffen: Der erste Schritt fühlt sich an wie der letzte auf deinem alten Paar. Ist sie bis zur Verschleissmarke heruntergeschliffen, schick sie uns zurück – wir recyceln den Stahl, und du erhältst CHF 20 Rabatt auf dein nächstes Paar.',
    ice: () =>
      'Unser Kunsteis wird aus recyceltem Kunststoff und aus Plastik gepresst, das sonst im Meer landen würde. Es gleitet ohne Spray und verträgt echte Schlittschuhe mit echten Kanten – drinnen wie draussen, das ganze Jahr.',
    care: (c) =>
      `${c.vendor} entwickelt sein Pflegesortiment zusammen mit den Spielerinnen und Spielern, die unsere Kufen testen – damit die kleinen Dinge in der Tasche so lange halten wie der Stahl.`,
    training: () =>
      'Trainingsmaterial für neben dem Eis, das wir selbst zwischen den Einheiten auf Kunsteis brauchen: einfach, robust und schnell verstaut.',
  },
  kinds: {
    Runners: runner('Kufen', (c) => `${c.title} sind austauschbare Stahlkufen`),
    'Junior Runners': runner(
      'Junior-Kufen',
      (c) => `${c.title} sind austauschbare Stahlkufen`,
      'gemacht für junge Spielerinnen und Spieler',
    ),
    'Goalie Runners': runner(
      'Goalie-Kufen',
      (c) => `${c.title} sind austauschbare Stahlkufen`,
      'gemacht für Torhüterinnen und Torhüter',
    ),
    'Black Edition Runners': runner(
      'Black-Edition-Kufen',
      (c) => `${c.title} sind austauschbare, schwarz beschichtete Stahlkufen`,
    ),
    'Speed Runners': runner(
      'Speed-Kufen',
      (c) => `${c.title} sind austauschbare Stahlkufen`,
      'gemacht für schnelle Antritte',
    ),
    'Spare Runner Set': runner(
      'Ersatzkufen-Set',
      (c) => `Das ${c.title} besteht aus drei Paar austauschbaren Stahlkufen`,
    ),
    'Quick-Lock Holder': gear(
      'Quick-Lock-Kufenhalter',
      (t) =>
        `Der ${t} ist der Halter, in den jede Sharkblades-Kufe einklickt: eine Schale aus Glasfaser mit dem Quick-Lock-Hebel an der Ferse, einmal an den Schuh genietet und nie wieder.`,
    ),
    'Blade Guards': gear(
      'Kufenschoner',
      (t) =>
        `${t} halten deine Kanten scharf zwischen Spielerbank und Garderobe – mit einem Ablaufkanal, damit die Kufe darin trocknet.`,
    ),
    'Ice Panels': gear(
      'Kunsteis-Paneele',
      (t) =>
        `${t} sind ineinandergreifende Paneele für die Eisfläche zu Hause oder die Trainingszone im Club: auf einen ebenen Boden legen, die Schwalbenschwänze zusammenklicken und losfahren.`,
    ),
    'Starter Tiles': gear(
      'Einsteiger-Platten',
      (t) =>
        `${t} bringen das erste Stück Eis ins Wohnzimmer: leichte Platten, die ein Kind allein auslegen kann – für Kantenarbeit und Stickhandling zu Hause.`,
    ),
    'Club Panels': gear(
      'Club-Paneele',
      (t) =>
        `${t} sind die dicken Paneele, aus denen Clubs und Schulen ganze Trainingsfelder bauen – mit einem verdeckten Verbinder, der auch unter Goalies flach bleibt.`,
    ),
    'Edge Ramps': gear(
      'Randrampen',
      (t) => `${t} schliessen den Rand einer Kunsteisfläche ab, damit niemand beim Betreten oder Verlassen stolpert.`,
    ),
    'Dasher Boards': gear(
      'Banden',
      (t) =>
        `${t} stehen rund um die Kunsteisfläche wie im Stadion: Pucks kommen zurück, und Pässe über die Bande werden zur Übung.`,
    ),
    'Glide Care Kit': gear(
      'Gleitpflege-Set',
      (t) =>
        `Das ${t} reinigt Kunsteis-Paneele, ohne einen Film zu hinterlassen: eine weiche Bürste, ein Abzieher und eine Flasche unseres pflanzlichen Reinigers.`,
    ),
    'Panel Connectors': gear(
      'Paneel-Verbinder',
      (t) => `${t} sind Ersatz-Schwalbenschwanzverbinder für unsere Paneele, aus demselben recycelten Kunststoff.`,
    ),
    'Sharpening Stone': gear(
      'Schleifstein',
      (t) =>
        `Der ${t} entfernt den Grat zwischen zwei Schliffen und macht eine angeschlagene Kufe wieder fit für den nächsten Einsatz.`,
    ),
    'Skate Towel': gear(
      'Kufentuch',
      (t) =>
        `Das ${t} ist ein schnell trocknendes Mikrofasertuch, gerade gross genug, um ein Paar Kufen in einem Zug trocken zu wischen.`,
    ),
    'Waxed Laces': gear(
      'Wachsschnürsenkel',
      (t) => `${t} halten ihre Spannung das ganze Spiel über und saugen sich nicht mit Wasser voll.`,
    ),
    'Skate Bag': gear(
      'Schlittschuhtasche',
      (t) =>
        `Die ${t} fasst ein Paar Schlittschuhe, zwei Paar Ersatzkufen und deine Schoner – mit einem belüfteten Fach, in dem auf dem Heimweg alles trocknet.`,
    ),
    Soakers: gear(
      'Frotteeschoner',
      (t) => `${t} sind Kufenüberzüge aus Frottee, die deinen Kufen in der Tasche die Feuchtigkeit entziehen.`,
    ),
    'Quick-Lock Tool Kit': gear(
      'Quick-Lock-Werkzeugset',
      (t) =>
        `Das ${t} enthält alles, was ein Teammanager an der Bande braucht: einen Ersatzhebel, Fersenschrauben, eine Schlitzbürste und einen Inbusschlüssel.`,
    ),
    'Edge Checker': gear(
      'Kantenprüfer',
      (t) =>
        `Der ${t} zeigt in einer Sekunde, ob beide Kanten einer Kufe auf gleicher Höhe sind – damit dich ein ungleichmässiger Schliff nie einen Schritt kostet.`,
    ),
    'Drying Pods': gear(
      'Trocknungseinsätze',
      (t) => `${t} kommen nach dem Spiel in deine Schlittschuhe und ziehen über Nacht die Feuchtigkeit heraus.`,
    ),
    'Stickhandling Balls': gear(
      'Stickhandling-Bälle',
      (t) => `${t} rollen und springen wie ein Puck auf dem Eis – für Stickhandling auf jedem Boden.`,
    ),
    'Passing Rebounder': gear(
      'Pass-Rebounder',
      (t) => `Der ${t} spielt jeden Pass direkt zurück: So übt ein einzelner Spieler hundert Pässe in zehn Minuten.`,
    ),
    'Shooting Tarp': gear(
      'Schussplane',
      (t) => `Die ${t} hängt in einem regulären Tor und zeigt die fünf Stellen, die Goalies offen lassen.`,
    ),
    'Training Pucks': gear(
      'Trainingspucks',
      (t) => `${t} haben das offizielle Gewicht und gleiten auf Kunsteis wie auf echtem Eis.`,
    ),
    'Agility Cones': gear(
      'Koordinationshütchen',
      (t) => `${t} markieren Kantenübungen auf und neben dem Eis und lassen sich flach in der Tasche stapeln.`,
    ),
    'Balance Board': gear(
      'Balanceboard',
      (t) =>
        `Das ${t} baut die Kraft in Fussgelenken und Rumpf auf, die jedes Übersetzen braucht – in fünf Minuten am Tag.`,
    ),
    'Slide Board': gear(
      'Slideboard',
      (t) =>
        `Das ${t} trainiert den ganzen Schlittschuhschritt zu Hause – mit Überziehschuhen, die über Turnschuhe passen.`,
    ),
  },
  runnerSpecs: (hrc, hollow, radius) => [
    `Material: gehärteter rostfreier Stahl, ${hrc}`,
    `Werksschliff: ${hollow} mm Hohlschliff, ${radius} ft Radius`,
    'Passt in: Sharkblades Quick-Lock-Halter',
  ],
  gearSpecs: (c) => [
    `Entwickelt für: ${c.vendor}, vom Team der Serie ${c.series}`,
    'Pflege: mit kaltem Wasser abspülen, fern von Hitze trocknen',
  ],
  collections: {
    themes: {
      'full-range': {
        title: 'Das ganze Sortiment',
        description:
          'Alles, was wir verkaufen – von Kufen und Haltern bis zu Kunsteis und den kleinen Dingen in der Tasche.',
      },
      'new-arrivals': {
        title: 'Neuheiten',
        description: 'Die neusten Kufen, Eisflächen und Ausrüstung, direkt aus der Werkstatt.',
      },
      'best-sellers': {
        title: 'Bestseller',
        description: 'Was Spielerinnen, Spieler, Eltern und Clubs am häufigsten kaufen.',
      },
      sale: {
        title: 'Sale',
        description: 'Farben und Serien der letzten Saison, reduziert, solange der Vorrat reicht.',
      },
      'every-runner': {
        title: 'Alle Kufen',
        description:
          'Alle unsere austauschbaren Kufen: für Feldspieler, Junioren, Goalies und die beschichteten Editionen.',
      },
      holders: {
        title: 'Kufenhalter',
        description: 'Quick-Lock-Halter: einmal genietet, passend für jede Sharkblades-Kufe.',
      },
      accessories: {
        title: 'Zubehör',
        description:
          'Schoner, Steine, Tücher, Schnürsenkel und Taschen: die kleinen Dinge, die deine Kanten scharf halten.',
      },
      'rink-building': {
        title: 'Eisfläche bauen',
        description: 'Paneele, Platten, Rampen und Banden für die Eisfläche zu Hause oder im Club.',
      },
      'training-gear': {
        title: 'Trainingsmaterial',
        description: 'Trainingsmaterial für neben dem Eis: Stickhandling, Passspiel, Schuss und Kraft im Schritt.',
      },
      junior: { title: 'Junioren', description: 'Kufen und Einsteiger-Eis für junge Spielerinnen und Spieler.' },
      'goalie-gear': {
        title: 'Goalie-Ausrüstung',
        description: 'Längere, flachere Kufen und das Material, mit dem Goalies trainieren.',
      },
    },
    seriesTitle: (series) => `Serie ${series}`,
    seriesDescription: (series, vendor, nouns) => `Die Serie ${series} von ${vendor}: ${nouns.join(', ')}.`,
    imageAlt: (title) => `${title}: eine Auswahl, ausgelegt auf Kunsteis`,
  },
  articles: {
    blogTitles: [
      (t) => `Neu im Sortiment: ${t}`,
      (t) => `${t}: so triffst du die richtige Wahl`,
      (t) => `${t}: fünf Übungen für dein Training`,
      (t) => `${t}: Tipps für die richtige Pflege`,
      (t) => `${t}: ein Blick in die Werkstatt`,
    ],
    successTitle: (club, t) => `${t}: ${club} trainiert das ganze Jahr`,
    testimonialTitle: (t) => `«Seit ${t} trainiere ich anders»`,
    excerpt: (t, club) =>
      club
        ? `${t} im Praxistest: was ${club} nach einer Saison damit gelernt hat.`
        : `${t} im Praxistest: was unsere Testerinnen und Tester nach einer Saison damit gelernt haben.`,
    content: (excerpt, what, sessions, t, club) => `<p>${excerpt}</p>
<h2>Worum es geht</h2>
<p>${what}</p>
<h2>Was uns aufgefallen ist</h2>
<p>Auch nach ${sessions} Einheiten ist bei ${t} alles wie am ersten Tag. ${club} hat jetzt in jeder Tasche Ersatz dabei.</p>`,
    imageAlt: (t, club) => `${t} bei ${club}`,
  },
};
