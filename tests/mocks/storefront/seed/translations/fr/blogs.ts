// The hand-written blogs and articles in French, by id.
import type { ArticleText, BlogText } from '../types';

export const blogs: Record<string, BlogText> = {
  '7000000000001': {
    title: 'Journal',
    seo: {
      title: 'Le journal Sharkblades',
      description:
        'Guides, idées d’entraînement et histoires de l’atelier : comment entretenir vos lames, vous entraîner sur glace synthétique et patiner de manière plus durable.',
    },
  },
  '7000000000002': {
    title: 'Réussites',
    seo: {
      title: 'Réussites – des clubs et des écoles sur Sharkblades',
      description:
        'Comment des clubs, des centres d’entraînement et des coachs utilisent la glace synthétique OceanIce et les lames interchangeables Sharkblades pour patiner plus, toute l’année.',
    },
  },
  '7000000000003': {
    title: 'Témoignages',
    seo: {
      title: 'Témoignages – ce que disent joueurs, entraîneurs et gardiens',
      description:
        'Joueurs, entraîneurs, gardiens et familles racontent leur expérience avec Sharkblades et l’entraînement sur OceanIce.',
    },
  },
};

export const articles: Record<string, ArticleText> = {
  '7100000000001': {
    title: 'Changer vos Sharkblades en dix secondes',
    excerpt:
      'Pas de tournevis, pas de rivets, pas de détour par le magasin de sport. Voici comment fonctionne le système Quick-Lock, et les trois vérifications à faire à chaque changement.',
    contentHtml: `<p>La première fois qu’ils voient changer une Sharkblade, la plupart des joueurs demandent à revoir la scène. Tout l’intérêt d’une lame interchangeable, c’est que le changement soit plus rapide que de relacer ses patins – et avec un peu d’habitude, il l’est. Voici comment bien faire, et ce qu’il faut vérifier avant de retourner sur la glace.</p>
<h2>1. Ouvrir le Quick-Lock</h2>
<p>Retournez le patin et repérez le levier au talon du support. Poussez-le avec le pouce vers la pointe jusqu’à ce qu’il s’ouvre avec un clic. Aucun outil n’est nécessaire, mais si vous portez des gants ou avez les mains froides, le bout de votre canne fait aussi office de levier.</p>
<h2>2. Retirer la lame</h2>
<p>Levier ouvert, la lame est libre au talon. Soulevez l’arrière de la lame de quelques millimètres et faites-la glisser vers le talon ; le crochet avant se libère et la lame sort. Tenez toujours la lame par le haut, jamais par la carre, même quand elle est émoussée.</p>
<h2>3. Clipser la nouvelle lame</h2>
<p>Accrochez l’avant de la lame neuve dans la pointe du support, enfoncez le talon dans la fente et refermez le levier jusqu’au clic. Vous devez l’entendre et le sentir. Deux clics par patin, et c’est terminé.</p>
<h2>Les trois vérifications</h2>
<ul>
<li><strong>Test du jeu :</strong> saisissez la lame et essayez de la bouger sur les côtés, vers le haut et vers le bas. Elle ne doit pas bouger du tout. Si elle bouge, ouvrez le levier et remettez-la en place.</li>
<li><strong>Levier à fleur :</strong> le levier doit être à fleur du support. Un levier qui dépasse n’est pas verrouillé.</li>
<li><strong>Contrôle des carres :</strong> passez légèrement un ongle en travers des deux carres. Les <a href="/products/sharkblades">Sharkblades</a> neuves arrivent affûtées, mais un rapide contrôle évite les surprises après un choc dans le sac.</li>
</ul>
<p>Gardez vos lames de rechange au sec et dans leurs protège-lames, et nettoyez de temps en temps la fente du support. Un grain de sable dans la fente est la raison la plus fréquente pour laquelle une lame ne repose pas parfaitement à plat.</p>`,
    seo: {
      title: 'Changer vos Sharkblades – pas à pas',
      description:
        'Un guide pas à pas pour changer sans outil les lames interchangeables Sharkblades, avec trois vérifications de sécurité avant de patiner.',
    },
    imageAlt: 'Gros plan du talon d’une lame dans son support Quick-Lock, le levier bleu canard fermé',
  },
  '7100000000002': {
    title: 'Pourquoi nous faisons de la glace avec du plastique océanique',
    excerpt:
      'Chaque panneau OceanIce Pro contient près de neuf kilos de plastique qui était en route vers la mer. Voici pourquoi nous avons choisi le matériau le plus difficile à travailler.',
    contentHtml: `<p>Quand nous avons commencé à développer notre glace synthétique, le polyéthylène vierge aurait été le choix facile : homogène, bon marché et prévisible sous la presse. Le plastique récupéré avant d’atteindre la mer n’est rien de tout cela. Il arrive sous forme de filets de pêche emmêlés, de caisses blanchies par le soleil et de bouteilles mélangées, et chaque lot se comporte un peu différemment. Nous l’avons choisi malgré tout.</p>
<p>La raison est simple. Une patinoire synthétique, c’est beaucoup de plastique. Un seul panneau <a href="/products/oceanice-pro">OceanIce Pro</a> pèse 12,5 kilos, et une modeste zone d’entraînement de club en utilise plusieurs centaines. Tant qu’à mettre autant de matière dans le monde, nous voulions que ce soit une matière déjà présente – et qui cause déjà des dégâts.</p>
<h2>D’où il vient</h2>
<p>Nos partenaires de collecte travaillent le long des côtes d’Asie du Sud-Est et de Méditerranée, là où la gestion des déchets est faible et où le plastique risque le plus d’atteindre la mer. Des équipes locales ramassent filets, cordages et emballages rigides, les trient par polymère et les lavent avant que la matière soit broyée et transformée en granulés. Nous payons une prime fixe au-dessus du prix du marché par kilogramme, pour que la collecte reste un revenu fiable et non un petit boulot d’appoint.</p>
<h2>Ce qu’il faut pour que ça glisse</h2>
<p>Un plastique récupéré mélangé ne glisse pas naturellement bien. Il a fallu dix-huit mois et plus de quarante recettes d’essai à notre équipe matériaux pour trouver un mélange – 70 % de plastique récupéré avant d’atteindre la mer et 30 % de PEHD industriel recyclé – sur lequel on patine bien et qui garde le sillon d’une carre sans s’écailler. L’additif autolubrifiant est incorporé au granulé : rien ne se dépose sur votre équipement.</p>
<h2>Et à la fin</h2>
<p>Les panneaux s’usent lentement et sont réversibles : une surface offre donc de nombreuses années de patinage. Quand elle est vraiment arrivée au bout, nous la reprenons, la broyons et en pressons de nouveaux panneaux. Le plastique qui dérivait autrefois vers la mer reste dans la boucle, sous les patins de la prochaine génération de joueurs.</p>`,
    seo: {
      title: 'Pourquoi OceanIce est faite de plastique récupéré avant d’atteindre la mer',
      description:
        'Comment des filets de pêche et des caisses récupérés deviennent des panneaux de glace synthétique OceanIce Pro, et pourquoi nous avons choisi le matériau le plus difficile.',
    },
    imageAlt: 'Des granulés de plastique récupéré et un enchevêtrement de filet de pêche sur une plage à marée basse',
  },
  '7100000000003': {
    title: 'Cinq exercices pour s’entraîner à la maison sur glace synthétique',
    excerpt:
      'Quatre panneaux, un puck et quinze minutes par jour. Cinq exercices que nos coachs donnent pour travailler les carres, les mains et un tir plus rapide entre deux entraînements.',
    contentHtml: `<p>Le temps de glace coûte cher et il est toujours trop court. Quelques mètres carrés de glace synthétique à la maison ne remplacent pas l’entraînement d’équipe, mais quinze minutes de travail ciblé par jour sur votre propre surface représentent plus de quatre-vingt-dix heures de patinage supplémentaires par an. Voici les cinq exercices que nos partenaires coachs donnent aux joueurs qui viennent d’installer leur première surface <a href="/products/oceanice-pro">OceanIce</a> ou <a href="/products/greenly">Greenly</a>.</p>
<h2>1. Tenir la carre</h2>
<p>Tenez-vous sur un pied et gardez une carre intérieure pendant dix secondes, puis une carre extérieure. Changez de pied. La glace synthétique accroche un peu plus que la glace réfrigérée : l’endroit idéal pour développer la force des chevilles qui vous garde en équilibre sur des carres profondes.</p>
<h2>2. Poussées en C sur place</h2>
<p>Le poids sur une jambe, poussez l’autre vers l’extérieur en dessinant un C et ramenez-la sous vous. Dix par jambe, trois séries. Buste droit, genoux fléchis : la force vient de la hanche, pas des épaules.</p>
<h2>3. Maniement en huit</h2>
<p>Placez deux pucks ou deux cônes à un demi-mètre l’un de l’autre et faites décrire un huit au puck autour d’eux, les yeux levés. Commencez lentement et n’accélérez que lorsque le puck reste au milieu de la palette.</p>
<h2>4. Tir rapide</h2>
<p>Installez une bâche de tir ou un but et enchaînez vingt tirs depuis votre position, sans armer : tirer, accompagner, lâcher. Sur une surface lisse, le puck quitte la palette exactement comme sur la glace, et c’est pourquoi la glace synthétique rentabilise le plus vite l’entraînement au tir.</p>
<h2>5. Déplacements du gardien</h2>
<p>Gardiens : marquez deux poteaux avec du ruban adhésif et déplacez-vous en pas chassés de l’un à l’autre en position, puis ajoutez des poussées en T. Deux mètres d’<a href="/products/oceanice-pro">OceanIce</a> suffisent pour travailler la première poussée de chaque déplacement latéral d’un match.</p>
<p>Faites affûter vos lames un peu plus souvent que d’habitude lorsque vous vous entraînez sur glace synthétique. Avec des <a href="/products/sharkblades">lames interchangeables</a>, le plus simple est de garder une paire pour la maison et une pour la patinoire.</p>`,
    seo: {
      title: 'Cinq exercices à la maison sur glace synthétique',
      description:
        'Travail des carres, maniement de la canne, tir et déplacements du gardien : cinq exercices simples pour une surface de glace synthétique à la maison.',
    },
    imageAlt: 'Un adolescent manie la canne sur une petite surface de glace synthétique dans un garage',
  },
  '7100000000004': {
    title: 'Guide des tailles : trouvez votre taille de Sharkblades',
    excerpt:
      'La taille de votre lame dépend du support, pas de votre pointure. Comment la lire, comment elle correspond aux pointures de patins et que faire si vous êtes entre deux tailles.',
    contentHtml: `<p>La question qu’on nous pose le plus souvent : « Quelle taille me faut-il ? » Bonne nouvelle : inutile de mesurer votre pied. La longueur de la lame est déterminée par le support de votre patin, et la taille y est imprimée.</p>
<h2>Trouver le chiffre sur votre support</h2>
<p>Retirez votre lame actuelle et regardez l’intérieur du support, ou le dessous près du talon. Vous y trouverez un nombre à trois chiffres en millimètres, comme 263 ou 272. C’est votre taille. Si vos patins sont déjà équipés de lames Sharkblades, la taille est aussi gravée au laser sur la lame elle-même, juste derrière la pointe.</p>
<h2>Tailles courantes selon la pointure</h2>
<p>Si vous achetez patins et lames ensemble, ce tableau indique la taille de support habituelle pour chaque pointure senior ou junior. Les fabricants diffèrent légèrement : vérifiez toujours le chiffre inscrit sur le support.</p>
<table>
<thead><tr><th>Pointure du patin</th><th>Lame de joueur</th><th>Lame de gardien</th></tr></thead>
<tbody>
<tr><td>Junior 4–5</td><td>246 mm</td><td>–</td></tr>
<tr><td>Senior 6–6.5</td><td>254 mm</td><td>–</td></tr>
<tr><td>Senior 7–7.5</td><td>263 mm</td><td>272 mm</td></tr>
<tr><td>Senior 8–8.5</td><td>272 mm</td><td>288 mm</td></tr>
<tr><td>Senior 9–9.5</td><td>280 mm</td><td>296 mm</td></tr>
<tr><td>Senior 10–11</td><td>288 mm</td><td>304 mm</td></tr>
</tbody>
</table>
<h2>Choisir un profil</h2>
<p>Notre <a href="/products/sharkblades">lame standard</a> a un rayon de 10 ft, un bon choix polyvalent. <a href="/products/black-ghost">Black Ghost</a> vous laisse choisir entre 9 ft, qui met moins de lame sur la glace pour des virages et des départs plus vifs, et 11 ft pour plus de stabilité et de glisse, très apprécié des défenseurs. Les <a href="/products/sharkblades-for-goalies">lames de gardien</a> sont toujours plates, avec un profil de 28 ft.</p>
<p>Encore un doute ? Envoyez une photo de votre support à <a href="mailto:hello@sharkblades.ch">hello@sharkblades.ch</a> et nous vous indiquerons votre taille dans un délai d’un jour ouvrable.</p>`,
    seo: {
      title: 'Guide des tailles Sharkblades – lames de joueur et de gardien',
      description:
        'Comment trouver la taille de votre lame sur le support, un tableau des tailles pour lames de joueur et de gardien, et comment choisir un profil.',
    },
    imageAlt: 'Une longue lame de gardien plate au-dessus d’une lame de joueur plus courte, en comparaison',
  },
  '7100000000005': {
    title: 'De la glace en été au Lido de Rapperswil-Jona',
    excerpt:
      'Quand la glace quitte la patinoire du club au Lido chaque printemps, 600 mètres carrés d’OceanIce Pro prennent sa place. Une saison plus tard, la relève n’a pas manqué une seule semaine de patinage.',
    contentHtml: `<p>Pendant des années, le printemps signifiait la fin du patinage pour la relève du Lido, à Rapperswil-Jona. Dès que l’installation frigorifique était arrêtée en mars, la patinoire devenait une halle d’événements, et les jeunes joueurs devaient attendre août pour retrouver la glace. Les familles faisaient la route jusqu’à Zurich ou plus loin pour des camps d’été, et les entraîneurs voyaient les automatismes patiemment acquis s’effacer en quatre mois.</p>
<p>Au printemps 2025, le club et la commune ont décidé d’essayer autre chose. Notre équipe a posé en deux jours 600 mètres carrés d’<a href="/products/oceanice-pro">OceanIce Pro</a> sur le sol en béton de la patinoire, en conservant les bandes existantes. Au premier entraînement d’été, la surface était prête pour s’entraîner en équipement complet : passes, tirs, jeux en espace réduit et travail des gardiens.</p>
<h2>Ce qui a changé</h2>
<ul>
<li>Les équipes juniors se sont entraînées en patins deux fois par semaine tout l’été, au lieu de ne pas s’entraîner du tout.</li>
<li>Environ 140 enfants et adolescents ont utilisé la surface chaque semaine, sans compter les groupes d’adultes loisirs le soir.</li>
<li>Le club a économisé la location de glace d’été ailleurs, et les parents des centaines de kilomètres en voiture.</li>
<li>Sans réfrigération, aucune facture d’énergie pour la surface, seulement l’éclairage de la halle.</li>
</ul>
<p>« Les enfants sont revenus en août en patinant comme si on était encore en février », raconte le responsable de la relève du club. « Ça ne nous était jamais arrivé. Nous avons consacré les premières semaines de la saison aux systèmes de jeu, pas à refaire les jambes. »</p>
<h2>Conçue pour revenir</h2>
<p>Comme les panneaux s’assemblent sans colle ni vis, la surface retourne au dépôt en une seule journée quand la glace est refaite en août, et ressort au printemps suivant. Le club s’est déjà engagé pour les trois prochaines saisons, et la surface du Lido accueillera la première Summer OceanIce Cup en juillet 2027.</p>`,
    seo: {
      title: 'Réussite : de la glace en été au Lido, Rapperswil-Jona',
      description:
        'Comment la section junior du Lido à Rapperswil-Jona a patiné tout l’été sur 600 m² de glace synthétique OceanIce Pro.',
    },
    imageAlt:
      'Des jeunes joueurs sur une surface OceanIce Pro blanche au bord du lac, au Lido de Rapperswil-Jona, les Alpes en arrière-plan',
  },
  '7100000000006': {
    title: 'Campus Langnau : un centre d’entraînement dont la glace ne ferme jamais',
    excerpt:
      'Un campus sportif de Langnau im Emmental a associé une halle d’entraînement OceanIce permanente à des lames interchangeables pour chaque athlète. Résultat : plus de répétitions, moins de séances perdues.',
    contentHtml: `<p>Langnau im Emmental vit et respire le hockey, et le campus d’entraînement en bordure de la ville accueille toute l’année des équipes scolaires, des joueurs de l’académie élite et des camps de vacances. Son seul point faible, c’était le temps de glace. La patinoire principale est partagée entre de nombreux utilisateurs, et chaque heure doit y être planifiée des semaines à l’avance.</p>
<p>À l’automne 2025, le campus a transformé une ancienne salle de gymnastique en zone d’entraînement permanente de 420 mètres carrés d’<a href="/products/oceanice-pro">OceanIce Pro</a>. Elle sert aux séances d’habiletés, au tir, à l’entraînement des gardiens et au patinage de rééducation, de sept heures du matin jusque tard le soir, sans prendre un seul créneau à la patinoire principale.</p>
<h2>Un sac de lames par athlète</h2>
<p>Dans le même temps, le campus a équipé les joueurs de son académie de supports <a href="/products/sharkblades">Sharkblades</a> et de deux paires de lames chacun. Ils gardent une paire pour la surface synthétique et une pour la glace réfrigérée, et changent de lames dans le couloir en moins d’une minute. Selon le responsable du matériel, les files d’attente à l’affûtage ont diminué des deux tiers, et plus aucune séance n’a été perdue à cause d’une carre endommagée.</p>
<blockquote><p>« Avant, nous perdions cinq ou dix minutes au début de chaque entraînement à attendre les lames. Aujourd’hui, une carre abîmée, c’est un problème de dix secondes. »</p></blockquote>
<h2>Les chiffres après une saison</h2>
<ul>
<li>Plus de 1900 heures d’entraînement supplémentaires en patins, tous groupes confondus.</li>
<li>Des séances spécifiques pour gardiens passées d’une à trois par semaine.</li>
<li>Plus de 300 lames usées rendues à notre programme de reprise et recyclées.</li>
</ul>
<p>Le campus prévoit déjà une deuxième surface pour ses camps d’été et est devenu notre site de référence pour les clubs de la région bernoise qui veulent voir OceanIce au quotidien avant de se décider.</p>`,
    seo: {
      title: 'Réussite : le Campus Langnau s’entraîne toute l’année sur OceanIce',
      description:
        'Un campus d’entraînement de Langnau im Emmental s’est doté d’une halle OceanIce Pro permanente et de lames interchangeables pour les joueurs de son académie.',
    },
    imageAlt:
      'Une salle d’entraînement à Langnau sous sa charpente, des joueurs en exercice d’habiletés autour de cônes',
  },
  '7100000000007': {
    title: 'Boston : l’école d’habiletés qui n’attend plus l’hiver',
    excerpt:
      'Une coach d’habiletés près de Boston a installé son programme d’été sur OceanIce Pro. Ses joueurs touchent désormais plus de pucks par heure qu’ils ne l’ont jamais fait sur de la glace louée.',
    contentHtml: `<p>La glace à louer de la région de Boston est parmi les plus demandées au monde, et en été les meilleures heures vont aux plus gros programmes. Pour une coach d’habiletés indépendante qui travaille en petits groupes, cela voulait dire des matins très tôt, des soirées tardives et des prix toujours plus élevés.</p>
<p>En 2025, elle a loué un petit local industriel en banlieue et y a posé 160 mètres carrés d’<a href="/products/oceanice-pro?Colour=Deep+Blue">OceanIce Pro bleu profond</a>, livrés par notre partenaire logistique américain en moins d’une semaine. Des groupes de six joueurs travaillent désormais par blocs de 45 minutes le maniement de la canne, le tir et le contrôle des carres, avec une coach qui voit chaque répétition.</p>
<p>« Sur une patinoire entière, on perd la moitié du temps à patiner jusqu’à l’atelier suivant », explique-t-elle. « Ici, chaque minute est une touche de puck ou une poussée sur la carre. Mes joueurs sentent la différence dès qu’ils retrouvent la vraie glace. »</p>
<h2>Pourquoi ça a marché</h2>
<ul>
<li>Des coûts fixes au lieu d’une location de glace toujours plus chère, avec des séances à des heures qui conviennent aux familles.</li>
<li>Une surface qui encaisse les tirs à pleine vitesse et les arrêts brusques sans que les joints s’ouvrent.</li>
<li>Une histoire que les parents aiment entendre : le sol sur lequel s’entraînent leurs enfants a évité à plus d’une tonne de plastique de finir dans l’océan.</li>
</ul>
<p>L’école a depuis ajouté un couloir réservé aux gardiens et tient une liste d’attente pour son programme d’automne. Notre équipe de Boston la soutient une fois par mois avec des journées de service pour les lames.</p>`,
    seo: {
      title: 'Réussite : une école d’habiletés de Boston sur OceanIce Pro',
      description:
        'Comment une coach d’habiletés indépendante près de Boston a remplacé la glace d’été louée par sa propre surface d’entraînement OceanIce Pro.',
    },
    imageAlt: 'Deux jeunes joueurs manient la canne sur une glace synthétique bleu profond dans un entrepôt',
  },
  '7100000000008': {
    title: '« J’ai changé de lame entre deux tiers et j’ai marqué au troisième »',
    excerpt: 'Noah Baumann, attaquant U20, explique pourquoi une paire de lames de rechange ne quitte jamais son sac.',
    contentHtml: `<blockquote><p>« Deuxième tiers, je prends une ornière le long de la bande et j’arrache un morceau de ma carre intérieure. Avant, mon match aurait été terminé, ou du moins j’aurais passé vingt minutes à glisser partout. J’ai changé la lame au vestiaire pendant la pause, je suis retourné sur la glace et j’ai marqué au troisième tiers. Mes coéquipiers ne croient toujours pas que ça a pris dix secondes. »</p></blockquote>
<p>Noah patine sur Sharkblades depuis la saison 2024-2025 et garde une paire de <a href="/products/sharkblades">lames de rechange de 272&nbsp;mm</a> dans son sac à chaque match.</p>`,
    seo: {
      title: 'Témoignage : Noah Baumann, attaquant U20',
      description: 'Un attaquant U20 raconte comment il a changé une Sharkblade endommagée entre deux tiers.',
    },
    imageAlt: 'Portrait de Noah Baumann en maillot de match, en silhouette devant les lumières de la patinoire',
  },
  '7100000000009': {
    title: '« Chez nous, presque plus personne n’arrête pendant l’été »',
    excerpt: 'Sandra Frei, entraîneuse chez les juniors, raconte ce qu’un été de patinage a apporté à son équipe U13.',
    contentHtml: `<blockquote><p>« Chaque année, nous perdions quelques enfants pendant l’été. Ils trouvaient un autre sport, ou revenaient avec tellement de retard qu’ils abandonnaient. Depuis que nous avons OceanIce dans la halle, ils patinent tout l’été avec leurs copains. La saison dernière, tous les joueurs sans exception sont revenus en août. Pour une entraîneuse de juniors, il n’y a pas de meilleur résultat. »</p></blockquote>
<p>Sandra Frei entraîne l’équipe U13 d’un club junior de Suisse orientale, qui s’entraîne d’avril à août sur une surface OceanIce Pro.</p>
<p>« Et les parents adorent que le sol soit fait de filets de pêche », ajoute-t-elle. « Les enfants le racontent à tout le monde. »</p>`,
    seo: {
      title: 'Témoignage : l’entraîneuse Sandra Frei',
      description:
        'Une entraîneuse de juniors explique comment le patinage d’été sur OceanIce a gardé toute son équipe soudée.',
    },
    imageAlt: 'Portrait de l’entraîneuse Sandra Frei en silhouette, une lumière chaude derrière elle',
  },
  '7100000000010': {
    title: '« La première lame de gardien qui donne chaque fois les mêmes sensations »',
    excerpt:
      'Luca Meier, gardien, parle de profils plats, de carres neuves et d’entraînement dans sa zone de but à la maison.',
    contentHtml: `<blockquote><p>« En tant que gardien, je sens chaque millimètre d’un affûtage. Avec des lames normales, chaque nouvel affûtage donnait des sensations un peu différentes, et il me fallait tout un entraînement pour m’y habituer. Les <a href="/products/sharkblades-for-goalies">Sharkblades pour gardiens</a> arrivent chaque fois avec exactement le même profil. Avant les grands matches, je monte une paire neuve et mes poussées sont identiques. »</p></blockquote>
<p>Luca s’entraîne aussi sur quatre panneaux <a href="/products/oceanice-pro">OceanIce Pro</a> dans le garage de ses parents. « Dix minutes de déplacements d’un poteau à l’autre par jour. Dès ma première saison, mes déplacements latéraux sont devenus nettement plus rapides, et mon entraîneur l’a remarqué avant moi. »</p>`,
    seo: {
      title: 'Témoignage : le gardien Luca Meier',
      description:
        'Un gardien parle de lames au profil plat constant et de l’entraînement de la zone de but sur OceanIce à la maison.',
    },
    imageAlt: 'Portrait du gardien Luca Meier avec son casque, en silhouette',
  },
  '7100000000011': {
    title: '« Le salon est devenu une patinoire, et ça nous va très bien »',
    excerpt: 'La famille Widmer raconte comment un kit découverte Greenly a donné le virus du hockey à deux débutants.',
    contentHtml: `<blockquote><p>« Nous avons acheté le <a href="/products/greenly">kit Greenly de douze dalles</a> pour notre fille de huit ans après sa première école de hockey. Trois mois plus tard, son petit frère entrait lui aussi au club. Les dalles sont sorties tous les soirs après les devoirs, et il faut deux minutes pour les ranger. C’est le meilleur équipement de sport que nous ayons jamais acheté, et nous apprécions qu’il soit fait de plastique recyclé plutôt que d’encore plus de plastique neuf. »</p></blockquote>
<p>Cet hiver, les Widmer sont passés à un kit de 24 dalles pour que les deux enfants puissent manier la canne en même temps. « Il y a moins de disputes maintenant », dit leur père. « La plupart du temps. »</p>`,
    seo: {
      title: 'Témoignage : la famille Widmer',
      description:
        'Une famille raconte comment le kit de glace découverte Greenly a fait entrer le hockey dans son salon.',
    },
    imageAlt: 'La famille Widmer en silhouette : les parents et leur enfant casqué',
  },
};
