// The hand-written products in French, by product id. Deliberately untranslated
// (docs/decisions/mock-upstreams.md): Black Ghost's SEO description, which Shopify then answers in English.
import type { ProductText } from '../types';

export const products: Record<string, ProductText> = {
  '8000000000001': {
    title: 'Sharkblades',
    descriptionHtml: `<p>Les Sharkblades sont des lames en acier interchangeables pour les joueurs qui préfèrent être sur la glace plutôt qu’au comptoir d’affûtage. Basculez le levier de votre support Sharkblades, retirez la lame usée, clipsez-en une neuve. Pas de tournevis, pas de rivets, pas de détour par le magasin de sport – et c’est plus rapide que de refaire le tape de votre canne.</p>
<p>Chaque lame est taillée dans un acier inoxydable suédois trempé et quitte notre atelier de Rapperswil-Jona affûtée en usine avec un creux de 13&nbsp;mm (1/2") et un profil de 10&nbsp;ft : la première foulée ressemble exactement à la dernière sur votre ancienne paire. Avec une paire de rechange dans le sac, une carre ébréchée au deuxième tiers ne signifie plus la fin de votre match.</p>
<p>Quand une lame a été affûtée jusqu’au repère d’usure, renvoyez-la-nous. Nous recyclons l’acier et vous recevez CHF&nbsp;20 de rabais sur votre prochaine paire.</p>
<ul>
<li>Matériau : acier inoxydable trempé, 58–60 HRC</li>
<li>Affûtage d’usine : creux de 13&nbsp;mm (1/2"), rayon de 10&nbsp;ft</li>
<li>Hauteur de lame : 31&nbsp;mm neuve, repère d’usure à 24&nbsp;mm</li>
<li>Compatible avec : supports Sharkblades Quick-Lock, tailles 246–288&nbsp;mm</li>
<li>Temps de changement : moins de 10 secondes par patin, sans outil</li>
</ul>`,
    seo: {
      title: 'Sharkblades – lames de patin interchangeables, changées sans outil',
      description:
        'Des lames en acier inoxydable trempé qui se clipsent en quelques secondes dans votre support. Affûtées en usine, fabriquées en Suisse, recyclées grâce à notre programme de reprise.',
    },
    alt: {
      '30000000000001': 'Une paire de lames Sharkblades en acier inoxydable posées côte à côte sur fond blanc',
      '30000000000002': 'Une lame Sharkblades enclenchée dans son support Quick-Lock, vue de trois quarts',
      '30000000000003': 'Lot de deux Sharkblades : deux paires de lames dans un étui en carton recyclé',
      '30000000000004': 'Gros plan d’un patin équipé de Sharkblades dans un virage serré, projection de glace',
    },
  },
  '8000000000002': {
    title: 'Sharkblades pour gardiens',
    descriptionHtml: `<p>Un gardien vit de ses carres. Chaque poussée en papillon, chaque glissade d’un poteau à l’autre et chaque relevé dépendent d’un acier qui mord la glace au moment précis où vous le lui demandez. Les Sharkblades pour gardiens sont plus longues et plus plates que nos lames de joueur : elles vous offrent une assise plus large et plus stable dans la zone de but et davantage de carre en contact avec la glace lors des poussées latérales.</p>
<p>La lame de gardien utilise le même système Quick-Lock sans outil que toutes les Sharkblades. Gardez une paire neuve dans votre sac : une carre abîmée entre deux tiers se règle en trente secondes, au lieu d’un match passé à glisser au-delà du poteau.</p>
<p>Chaque lame mesure 1,5&nbsp;mm de plus qu’une lame de joueur pour dégager la coque quand vous descendez en papillon, et arrive affûtée en usine avec un creux de 16&nbsp;mm (5/8") sur un profil plat de 28&nbsp;ft.</p>
<ul>
<li>Matériau : acier inoxydable trempé, 58–60 HRC</li>
<li>Affûtage d’usine : creux de 16&nbsp;mm (5/8"), profil plat de 28&nbsp;ft</li>
<li>Hauteur de lame : 32,5&nbsp;mm neuve, repère d’usure à 25&nbsp;mm</li>
<li>Compatible avec : supports de gardien Sharkblades Quick-Lock, tailles 272–304&nbsp;mm</li>
</ul>`,
    seo: {
      title: 'Sharkblades pour gardiens – lames de gardien interchangeables, plus longues et plus plates',
      description:
        'Des lames de gardien au profil plat de 28 ft, avec une hauteur supplémentaire pour le papillon. Changées entre deux tiers, sans outil.',
    },
    alt: {
      '30000000000005': 'Une paire de longues lames de gardien Sharkblades, plates, sur fond blanc',
      '30000000000006': 'Comparaison des profils d’une lame de gardien et d’une lame de joueur, côte à côte',
      '30000000000007': 'Un gardien descend en papillon dans la zone de but, les carres des patins bien visibles',
    },
  },
  '8000000000003': {
    title: 'Black Ghost',
    descriptionHtml: `<p>Black Ghost est la Sharkblade que nous fabriquons pour les joueurs qui remarquent tout. Chaque lame reçoit un revêtement de carbone de type diamant de deux microns à peine : assez dur pour garder un tranchant vif bien plus longtemps entre deux affûtages, assez lisse pour réduire la friction à chaque glisse, et assez sombre pour que les regards du banc ne vous échappent pas.</p>
<p>Sous le revêtement, on retrouve le même acier inoxydable trempé et le même ajustement Quick-Lock sans outil que sur notre lame standard : Black Ghost se glisse directement dans le support sur lequel vous patinez déjà. Choisissez un rayon de 9&nbsp;ft pour des virages serrés et des départs vifs, ou de 11&nbsp;ft pour une foulée plus longue et plus stable.</p>
<p>L’affûtage retire le revêtement du creux, mais pas des flancs : la lame garde sa couleur et sa protection contre la corrosion toute sa vie. Arrivée au repère d’usure, elle rejoint notre programme de reprise comme toutes les autres Sharkblades.</p>
<ul>
<li>Revêtement : 2&nbsp;µm de carbone de type diamant (DLC), appliqué en Suisse</li>
<li>Affûtage d’usine : creux de 13&nbsp;mm (1/2"), rayon de 9&nbsp;ft ou 11&nbsp;ft</li>
<li>Hauteur de lame : 31&nbsp;mm neuve, repère d’usure à 24&nbsp;mm</li>
<li>Compatible avec : supports Sharkblades Quick-Lock, tailles 254–288&nbsp;mm</li>
</ul>`,
    // seo.description is deliberately left untranslated: Shopify answers it in English.
    seo: { title: 'Black Ghost – lames interchangeables premium à revêtement DLC' },
    alt: {
      '30000000000008': 'Une paire de lames Black Ghost au revêtement noir profond sur fond d’ardoise sombre',
      '30000000000009': 'Une lame Black Ghost dans son support, vue de trois quarts sur fond d’ardoise sombre',
      '30000000000010': 'Macro du tranchant Black Ghost : le creux en acier poli sous le revêtement noir',
      '30000000000011': 'Un patin à lames Black Ghost trace une courbe sur la glace, projection de glace',
    },
  },
  '8000000000004': {
    title: 'OceanIce Pro',
    descriptionHtml: `<p>OceanIce Pro transforme un garage, une cave ou un coin vide de la halle du club en patinoire d’entraînement praticable toute l’année. Chaque panneau de 1&nbsp;×&nbsp;1&nbsp;m est pressé dans un polyéthylène haute densité composé à 70&nbsp;% de plastique récupéré avant d’atteindre la mer : filets de pêche, caisses et bouteilles collectés le long des côtes.</p>
<p>Les panneaux s’assemblent par une queue d’aronde usinée au dixième de millimètre : les joints restent affleurants même lors des arrêts brusques, et vous n’accrochez jamais une carre. Un additif de glisse autolubrifiant est intégré à la matière elle-même : ni spray, ni cire, ni résidu collant sur votre équipement. De vrais patins, de vraies carres, la vraie vitesse du puck.</p>
<p>Commencez par une zone de tir de quatre panneaux et agrandissez-la jusqu’à une patinoire complète : chaque panneau OceanIce Pro s’assemble avec tous les autres, quel que soit le lot. Quand vos panneaux auront fait leur temps, nous les reprenons, les broyons et en pressons de nouveaux.</p>
<ul>
<li>Dimensions du panneau : 1000&nbsp;×&nbsp;1000&nbsp;×&nbsp;13&nbsp;mm, 12,5&nbsp;kg</li>
<li>Matériau : PEHD avec 70&nbsp;% de plastique récupéré avant d’atteindre la mer</li>
<li>Glisse : additif autolubrifiant intégré, aucun spray nécessaire</li>
<li>Assemblage : queue d’aronde sans outil, panneaux réversibles pour une double durée de vie</li>
<li>Utilisation : à l’intérieur et à l’extérieur sous abri, de −20&nbsp;°C à +45&nbsp;°C</li>
</ul>`,
    seo: {
      title: 'OceanIce Pro – panneaux de glace synthétique en plastique océanique',
      description:
        'Panneaux de glace synthétique emboîtables de 1 × 1 m, pressés à partir de plastique récupéré avant d’atteindre la mer. Patinez sur de vraies carres à la maison ou au club, toute l’année.',
    },
    alt: {
      '30000000000012':
        'Une surface d’entraînement OceanIce Pro blanc arctique installée dans un garage, avec un but de hockey',
      '30000000000013': 'Des panneaux OceanIce Pro bleu profond dans un garage, un joueur y manie la canne',
      '30000000000014': 'Gros plan de la queue d’aronde qui assemble deux panneaux OceanIce Pro à fleur',
      '30000000000015': 'Une patinoire OceanIce Pro de seize panneaux avec des bandes, dans un jardin',
      '30000000000016':
        'Une poignée de granulés de plastique recyclé à côté de filets de pêche déchiquetés, la matière première d’OceanIce',
      '60000000000001':
        'Deux personnes installent une surface OceanIce Pro de huit panneaux en moins de quinze minutes',
      '30000000000021':
        'Image de la vidéo : deux personnes à genoux sur des panneaux OceanIce Pro dans un garage posent la rangée suivante',
    },
  },
  '8000000000005': {
    title: 'Kit de glace découverte Greenly',
    descriptionHtml: `<p>Greenly est notre gamme découverte écologique : des dalles de glace synthétique légères qui s’emboîtent, entièrement en plastique recyclé, juste à la bonne taille pour un couloir, un balcon ou un coin de chambre d’enfant. C’est la façon la plus simple de commencer à patiner, à manier la canne et à tirer à la maison, sans s’engager tout de suite pour une patinoire complète.</p>
<p>Chaque dalle de 50&nbsp;×&nbsp;50&nbsp;cm est pressée à 100&nbsp;% dans du polyéthylène recyclé post-consommation, dont du plastique récupéré par nos partenaires de collecte avant d’atteindre la mer, avec un additif de glisse à base d’huiles végétales plutôt que de pétrole. Chaque dalle pèse moins de 2,5&nbsp;kg : un enfant de dix ans peut installer et ranger tout le kit seul.</p>
<p>Les dalles Greenly se prêtent parfaitement aux patins, mais tout aussi bien aux baskets et aux exercices de maniement hors glace. Et quand votre joueur les aura dépassées, échangez-les contre des panneaux OceanIce Pro : nous leur offrirons une seconde vie.</p>
<ul>
<li>Dimensions de la dalle : 500&nbsp;×&nbsp;500&nbsp;×&nbsp;10&nbsp;mm, 2,4&nbsp;kg</li>
<li>Matériau : PEHD 100&nbsp;% recyclé post-consommation</li>
<li>Glisse : additif d’origine végétale, aucun spray nécessaire</li>
<li>Assemblage : emboîtement type puzzle sans outil, posé en quelques minutes</li>
<li>Inclus : rampes de bordure et sac de transport (kits de 12 et 24 dalles)</li>
</ul>`,
    seo: {
      title: 'Kit de glace découverte Greenly – dalles de glace synthétique recyclées pour la maison',
      description:
        'Des dalles de glace synthétique de 50 × 50 cm qui s’emboîtent, en plastique 100 % recyclé avec une glisse d’origine végétale. La façon la plus simple de patiner à la maison.',
    },
    alt: {
      '30000000000017': 'Un kit Greenly blanc glacier de dalles disposées sur fond blanc',
      '30000000000018': 'Des dalles Greenly vert mousse disposées sur fond blanc',
      '30000000000019': 'Gros plan du bord en puzzle où deux dalles Greenly vert mousse s’emboîtent',
      '30000000000020': 'Deux enfants patinent sur une surface Greenly de quarante-huit dalles dans un garage',
    },
  },
};
