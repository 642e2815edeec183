// The generated catalogue's templates in French: what seed/families.ts and seed/generate-content.ts
// write in English. Product names put the noun first, as French does: « Lames Glacier X1 ».
import type { GeneratedTexts, KindText, TextContext } from '../types';

const RUNNER_VIEWS = [
  'une paire de lames posées côte à côte sur fond blanc',
  'une lame clipsée dans un support Quick-Lock',
  'le tranchant de la lame en gros plan après l’affûtage d’usine',
];
const GEAR_VIEWS = ['sur fond blanc', 'en action à la patinoire', 'dans sa boîte recyclée'];

const SWAP =
  'basculez le levier, retirez la lame usée et clipsez-en une neuve, en moins de dix secondes et sans outil.';

/** A runner's lead: what it is, from which series, (for whom,) and how it is swapped. */
const runner = (noun: string, start: (c: TextContext) => string, purpose = ''): KindText => ({
  noun,
  views: RUNNER_VIEWS,
  lead: (c) => `${start(c)} de la série ${c.series}${purpose && `, ${purpose}`} : ${SWAP}`,
});

const gear = (noun: string, lead: (title: string) => string): KindText => ({
  noun,
  views: GEAR_VIEWS,
  lead: (c) => lead(c.title),
});

/** A noun inside a sentence: lower case, except the names in it (« support Quick-Lock »). */
const inSentence = (noun: string) => noun.charAt(0).toLowerCase() + noun.slice(1);

export const generated: GeneratedTexts = {
  title: (series, noun) => `${noun} ${series}`,
  seoTitle: (title, productType, vendor) => `${title} – ${productType.toLowerCase()} par ${vendor}`,
  imageAlt: (title, view) => `${title} : ${view}`,
  stories: {
    runners: () =>
      'Chaque lame quitte notre atelier de Rapperswil-Jona affûtée en usine : la première foulée ressemble à la dernière sur votre ancienne paire. Une fois affûtée jusqu’au repère d’usure, renvoyez-la-nous : nous recyclons l’acier et vous recevez CHF 20 de rabais sur votre prochaine paire.',
    ice: () =>
      'Notre glace synthétique est pressée à partir de plastique recyclé et de plastique qui aurait fini dans la mer. Elle glisse sans spray et accepte de vrais patins aux carres bien affûtées, à l’intérieur comme à l’extérieur, toute l’année.',
    care: (c) =>
      `${c.vendor} conçoit sa gamme d’entretien avec les joueuses et les joueurs qui testent nos lames, pour que les petites choses du sac durent aussi longtemps que l’acier.`,
    training: () =>
      'Du matériel d’entraînement hors glace que nous utilisons nous-mêmes entre deux séances sur glace synthétique : simple, robuste et facile à ranger.',
  },
  kinds: {
    Runners: runner('Lames', (c) => `Les ${c.title} sont des lames en acier interchangeables`),
    'Junior Runners': runner(
      'Lames junior',
      (c) => `Les ${c.title} sont des lames en acier interchangeables`,
      'conçues pour les jeunes joueuses et joueurs',
    ),
    'Goalie Runners': runner(
      'Lames de gardien',
      (c) => `Les ${c.title} sont des lames en acier interchangeables`,
      'conçues pour les gardiens',
    ),
    'Black Edition Runners': runner(
      'Lames Black Edition',
      (c) => `Les ${c.title} sont des lames en acier interchangeables à revêtement noir`,
    ),
    'Speed Runners': runner(
      'Lames Speed',
      (c) => `Les ${c.title} sont des lames en acier interchangeables`,
      'conçues pour des départs explosifs',
    ),
    'Spare Runner Set': runner(
      'Set de lames de rechange',
      (c) => `Le ${c.title} réunit trois paires de lames en acier interchangeables`,
    ),
    'Quick-Lock Holder': gear(
      'Support Quick-Lock',
      (t) =>
        `Le ${t} est le support dans lequel se clipse chaque lame Sharkblades : une coque en fibre de verre avec le levier Quick-Lock au talon, rivetée une fois pour toutes à votre chaussure.`,
    ),
    'Blade Guards': gear(
      'Protège-lames',
      (t) =>
        `Les ${t} protègent vos carres entre le banc et le vestiaire, avec une rigole d’évacuation pour que la lame sèche à l’intérieur.`,
    ),
    'Ice Panels': gear(
      'Panneaux de glace',
      (t) =>
        `Les ${t} sont des panneaux de glace synthétique emboîtables pour une patinoire à la maison ou une zone d’entraînement au club : posez-les sur un sol plat, emboîtez les queues d’aronde et patinez.`,
    ),
    'Starter Tiles': gear(
      'Dalles découverte',
      (t) =>
        `Les ${t} apportent un premier carré de glace dans le salon : des dalles légères qu’un enfant peut poser seul, pour travailler les carres et le maniement de la canne à la maison.`,
    ),
    'Club Panels': gear(
      'Panneaux Club',
      (t) =>
        `Les ${t} sont les panneaux épais avec lesquels clubs et écoles construisent des patinoires d’entraînement entières, avec un raccord invisible qui reste plat même sous les gardiens.`,
    ),
    'Edge Ramps': gear(
      'Rampes de bordure',
      (t) =>
        `Les ${t} finissent le bord d’une surface synthétique pour que personne ne trébuche en y montant ou en en descendant.`,
    ),
    'Dasher Boards': gear(
      'Bandes',
      (t) =>
        `Les ${t} entourent la surface synthétique comme à la patinoire : les pucks reviennent et les passes par la bande deviennent un exercice.`,
    ),
    'Glide Care Kit': gear(
      'Kit d’entretien glisse',
      (t) =>
        `Le ${t} nettoie les panneaux de glace synthétique sans laisser de film : une brosse douce, une raclette et un flacon de notre nettoyant d’origine végétale.`,
    ),
    'Panel Connectors': gear(
      'Raccords de panneaux',
      (t) =>
        `Les ${t} sont des raccords en queue d’aronde de rechange pour nos panneaux, dans le même plastique recyclé.`,
    ),
    'Sharpening Stone': gear(
      'Pierre d’affûtage',
      (t) =>
        `La ${t} enlève le morfil entre deux affûtages et remet en état une lame ébréchée pour la présence suivante.`,
    ),
    'Skate Towel': gear(
      'Serviette à lames',
      (t) =>
        `La ${t} est une serviette en microfibre à séchage rapide, juste assez grande pour essuyer une paire de lames d’un seul geste.`,
    ),
    'Waxed Laces': gear('Lacets cirés', (t) => `Les ${t} gardent leur tension tout le match et n’absorbent pas l’eau.`),
    'Skate Bag': gear(
      'Sac à patins',
      (t) =>
        `Le ${t} accueille une paire de patins, deux paires de lames de rechange et vos protège-lames, avec une poche aérée qui laisse tout sécher sur le chemin du retour.`,
    ),
    Soakers: gear(
      'Housses absorbantes',
      (t) => `Les ${t} sont des housses de lame en éponge qui absorbent l’humidité de vos lames dans le sac.`,
    ),
    'Quick-Lock Tool Kit': gear(
      'Kit d’outils Quick-Lock',
      (t) =>
        `Le ${t} contient tout ce dont un responsable d’équipe a besoin au banc : un levier de rechange, des vis de talon, une brosse pour la rainure et une clé six pans.`,
    ),
    'Edge Checker': gear(
      'Contrôleur de carres',
      (t) =>
        `Le ${t} montre en une seconde si les deux carres d’une lame sont à niveau, pour qu’un affûtage inégal ne vous coûte jamais une foulée.`,
    ),
    'Drying Pods': gear(
      'Capsules de séchage',
      (t) => `Les ${t} se glissent dans vos patins après le match et chassent l’humidité pendant la nuit.`,
    ),
    'Stickhandling Balls': gear(
      'Balles de maniement',
      (t) =>
        `Les ${t} roulent et rebondissent comme un puck sur la glace, pour travailler le maniement de la canne sur n’importe quel sol.`,
    ),
    'Passing Rebounder': gear(
      'Rebondisseur de passes',
      (t) =>
        `Le ${t} renvoie chaque passe directement : un joueur seul peut ainsi enchaîner cent passes en dix minutes.`,
    ),
    'Shooting Tarp': gear(
      'Bâche de tir',
      (t) =>
        `La ${t} se suspend dans un but réglementaire et montre les cinq zones que les gardiens laissent ouvertes.`,
    ),
    'Training Pucks': gear(
      'Pucks d’entraînement',
      (t) => `Les ${t} ont le poids réglementaire et glissent sur la glace synthétique comme sur la vraie.`,
    ),
    'Agility Cones': gear(
      'Cônes d’agilité',
      (t) =>
        `Les ${t} balisent les exercices de carres sur la glace comme hors glace, et s’empilent à plat dans le sac.`,
    ),
    'Balance Board': gear(
      'Planche d’équilibre',
      (t) =>
        `La ${t} développe la force des chevilles et du tronc dont chaque croisé a besoin, en cinq minutes par jour.`,
    ),
    'Slide Board': gear(
      'Planche de glisse',
      (t) =>
        `La ${t} entraîne toute la foulée de patinage à la maison, avec des chaussons qui s’enfilent par-dessus les baskets.`,
    ),
  },
  runnerSpecs: (hrc, hollow, radius) => [
    `Matériau : acier inoxydable trempé, ${hrc}`,
    `Affûtage d’usine : creux de ${hollow} mm, rayon de ${radius} ft`,
    'Compatible avec : supports Sharkblades Quick-Lock',
  ],
  gearSpecs: (c) => [
    `Conçu pour : ${c.vendor}, par l’équipe de la série ${c.series}`,
    'Entretien : rincer à l’eau froide, sécher à l’abri de la chaleur',
  ],
  collections: {
    themes: {
      'full-range': {
        title: 'Toute la gamme',
        description:
          'Tout ce que nous vendons, des lames et supports à la glace synthétique, sans oublier les petites choses du sac.',
      },
      'new-arrivals': {
        title: 'Nouveautés',
        description: 'Nos dernières lames, surfaces de glace et équipements, tout droit sortis de l’atelier.',
      },
      'best-sellers': { title: 'Meilleures ventes', description: 'Ce que joueurs, parents et clubs achètent le plus.' },
      sale: {
        title: 'Soldes',
        description: 'Les couleurs et les séries de la saison passée, à prix réduit jusqu’à épuisement du stock.',
      },
      'every-runner': {
        title: 'Toutes les lames',
        description: 'Toutes nos lames interchangeables : joueur, junior, gardien et les éditions à revêtement.',
      },
      holders: {
        title: 'Supports',
        description: 'Les supports Quick-Lock, rivetés une fois et compatibles avec toutes les lames Sharkblades.',
      },
      accessories: {
        title: 'Accessoires',
        description:
          'Protège-lames, pierres, serviettes, lacets et sacs : les petites choses qui gardent vos carres affûtées.',
      },
      'rink-building': {
        title: 'Construire sa patinoire',
        description: 'Panneaux, dalles, rampes et bandes pour une patinoire à la maison ou au club.',
      },
      'training-gear': {
        title: 'Matériel d’entraînement',
        description:
          'Du matériel d’entraînement hors glace pour le maniement de la canne, les passes, le tir et la puissance de patinage.',
      },
      junior: { title: 'Junior', description: 'Des lames et de la glace découverte pour les jeunes joueurs.' },
      'goalie-gear': {
        title: 'Équipement de gardien',
        description: 'Des lames plus longues et plus plates, et le matériel avec lequel les gardiens s’entraînent.',
      },
    },
    seriesTitle: (series) => `Série ${series}`,
    seriesDescription: (series, vendor, nouns) =>
      `La série ${series} de ${vendor} : ${nouns.map(inSentence).join(', ')}.`,
    imageAlt: (title) => `${title} : une sélection disposée sur de la glace synthétique`,
  },
  articles: {
    blogTitles: [
      (t) => `Nouveauté : ${t}`,
      (t) => `${t} : comment bien choisir`,
      (t) => `${t} : cinq exercices pour votre entraînement`,
      (t) => `${t} : nos conseils d’entretien`,
      (t) => `${t} : dans les coulisses de l’atelier`,
    ],
    successTitle: (club, t) => `${t} : ${club} s’entraîne toute l’année`,
    testimonialTitle: (t) => `« Avec ${t}, je m’entraîne autrement »`,
    excerpt: (t, club) =>
      club
        ? `${t} en pratique : ce que ${club} a appris après une saison d’utilisation.`
        : `${t} en pratique : ce que nos testeurs ont appris après une saison d’utilisation.`,
    content: (excerpt, what, sessions, t, club) => `<p>${excerpt}</p>
<h2>De quoi s’agit-il ?</h2>
<p>${what}</p>
<h2>Ce que nous avons remarqué</h2>
<p>Après ${sessions} séances : ${t}, toujours comme au premier jour. ${club} en garde désormais en réserve dans chaque sac.</p>`,
    imageAlt: (t, club) => `${t} avec ${club}`,
  },
};
