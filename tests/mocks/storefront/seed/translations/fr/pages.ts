// The hand-written pages in French, by page id. Deliberately untranslated (docs/decisions/mock-upstreams.md): the
// Devcenter's body (developer documentation, English only) and the internal "Zeitplan" page.
import type { PageText } from '../types';

const aboutHtml = `<section>
<h2>Nés au bord du lac de Zurich, faits pour la glace</h2>
<p>Sharkblades a démarré en 2022 dans un atelier prêté à Rapperswil-Jona, à quelques centaines de mètres du lac. Reto Ammann venait de terminer une longue carrière amateur à la ligne bleue, et un chiffre ne le quittait plus : au fil de ses années de joueur, il avait jeté plus de vingt supports de lame complets, la plupart avec un plastique en parfait état et seulement l’acier usé. L’acier s’usait ; tout l’ensemble finissait à la poubelle.</p>
<p>Son ancienne coéquipière Nadia Keller, devenue entre-temps ingénieure en matériaux et chercheuse sur les polymères recyclés, avait son propre problème. En laboratoire, elle savait transformer du plastique océanique récupéré en plaques solides et lisses, mais personne ne voulait en faire un objet que l’on utilise vraiment tous les jours. Au cours d’une longue soirée au Lido, les deux problèmes sont devenus une seule entreprise.</p>
</section>
<section>
<h2>Deux idées, une mission</h2>
<p>La première idée était une lame que l’on change en quelques secondes, sans outil, pour que seul l’acier ait besoin d’être remplacé. Après plus d’un an de prototypes, des dizaines de patineurs testeurs et un support cassé mémorable lors d’une finale de ligue loisir, le système Quick-Lock était prêt. Sharkblades a été mis en vente en 2024, suivi par l’édition Black Ghost en 2025.</p>
<p>La seconde idée était une glace qui se passe d’installation frigorifique, faite d’un plastique qui finirait sinon dans la mer. Aujourd’hui, les panneaux OceanIce Pro recouvrent des halles d’entraînement de clubs, des garages et des jardins de la Scandinavie au Golfe, et nos kits découverte Greenly apportent les premiers mètres carrés de glace dans les salons des familles.</p>
</section>
<section>
<h2>Où nous en sommes aujourd’hui</h2>
<p>Nous sommes une équipe de 34 personnes réparties dans trois bureaux : notre siège et l’équipe Europe en Suisse, Sharkblades Inc. à Boston et notre bureau Mena/Asia à Dubaï. Nos lames sont rectifiées, affûtées et revêtues en Suisse, et chacune d’elles peut nous revenir en fin de vie.</p>
<p>Nous restons d’abord des joueuses et des joueurs de hockey. Nous testons tout nous-mêmes, le plus souvent le mardi soir, et nous sommes toujours convaincus que l’équipement le plus durable est celui qu’on n’a jamais besoin de jeter.</p>
</section>`;

const teamHtml = `<p>Nous sommes des joueurs, des ingénieures, des entraîneurs et des logisticiennes qui partagent une conviction : le hockey peut se jouer au plus haut niveau sans épuiser la planète. Découvrez quelques-unes des personnes qui font Sharkblades.</p>
<section>
<h2>Reto Ammann</h2>
<p><strong>Cofondateur &amp; directeur général</strong>, Rapperswil-Jona</p>
<p>Reto a joué quinze saisons de hockey amateur et semi-professionnel en défense avant d’échanger le banc contre l’établi. Il dirige l’entreprise, teste encore lui-même chaque nouveau profil de lame et veille à ce que chaque réunion Sharkblades se termine à l’heure : la glace est réservée.</p>
</section>
<section>
<h2>Dr Nadia Keller</h2>
<p><strong>Cofondatrice &amp; directrice technique</strong>, Rapperswil-Jona</p>
<p>Nadia est docteure en génie des polymères et a passé six ans à étudier les plastiques recyclés avant de cofonder Sharkblades. Elle est responsable du mécanisme Quick-Lock, du procédé de revêtement Black Ghost et de chaque recette OceanIce depuis la toute première.</p>
</section>
<section>
<h2>Jan Oberholzer</h2>
<p><strong>Responsable produit &amp; patinage</strong>, Rapperswil-Jona</p>
<p>Ancien gardien et entraîneur des gardiens, Jan traduit ce que les joueurs ressentent sur la glace en dessins exploitables par nos ingénieurs. Il a mis au point le profil plat pour gardiens et dirige notre programme de patineurs testeurs, qui réunit plus de soixante joueurs de tous niveaux.</p>
</section>
<section>
<h2>Elena Rossi</h2>
<p><strong>Responsable durabilité &amp; chaîne d’approvisionnement</strong>, Zurich</p>
<p>Elena gère nos relations avec les partenaires de collecte du plastique et les fournisseurs d’acier, et rédige notre rapport d’impact annuel. Avant de rejoindre Sharkblades, elle auditait les chaînes d’approvisionnement d’un groupe international de vêtements outdoor.</p>
</section>
<section>
<h2>Tom Gallagher</h2>
<p><strong>Président, Sharkblades Inc.</strong>, Boston</p>
<p>Tom a grandi sur les patinoires extérieures du Massachusetts et a passé dix ans dans le commerce d’articles de sport avant d’ouvrir notre bureau américain en 2025. Il s’occupe de nos partenaires, clubs et coachs d’habiletés en Amérique du Nord et organise chaque mois des journées de service pour les lames.</p>
</section>
<section>
<h2>Aisha Rahman</h2>
<p><strong>Directrice générale Mena/Asia</strong>, Dubaï</p>
<p>Aisha pilote notre croissance dans le Golfe et en Asie, où les patinoires des centres commerciaux, les nouvelles académies et les climats chauds rendent la glace synthétique particulièrement intéressante. Auparavant, elle a développé l’activité régionale d’une marque européenne d’équipement sportif.</p>
</section>`;

const contactHtml = `<p>Une question sur les tailles, une commande, un projet de club ou un partenariat ? Écrivez-nous à <a href="mailto:hello@sharkblades.ch">hello@sharkblades.ch</a>, nous répondons dans un délai d’un jour ouvrable. Pour toute question régionale, vous pouvez aussi contacter directement le bureau le plus proche de chez vous.</p>

<section data-office="europe">
<h2>Siège &amp; Europe</h2>
<p><strong>Sharkblades AG</strong><br>
Neue Jonastrasse 60<br>
8640 Rapperswil-Jona<br>
Suisse</p>
<p>Showroom et bureau de vente : Hardturmstrasse 130, 8005 Zurich, Suisse</p>
<p>Téléphone : <a href="tel:+41552104800">+41 55 210 48 00</a><br>
E-mail : <a href="mailto:hello@sharkblades.ch">hello@sharkblades.ch</a></p>
<p>Du lundi au vendredi, de 8 h 30 à 17 h 30 HEC. Visites du showroom sur rendez-vous.</p>
</section>

<section data-office="inc">
<h2>Sharkblades Inc. – États-Unis</h2>
<p><strong>Sharkblades Inc.</strong><br>
88 Black Falcon Avenue, Suite 240<br>
Boston, MA 02210<br>
États-Unis</p>
<p>Téléphone : <a href="tel:+16175550142">+1 617 555 0142</a><br>
E-mail : <a href="mailto:us@sharkblades.ch">us@sharkblades.ch</a></p>
<p>Du lundi au vendredi, de 9 h à 17 h ET. Pour la clientèle et les partenaires aux États-Unis et au Canada.</p>
</section>

<section data-office="mena-asia">
<h2>Mena/Asia</h2>
<p><strong>Sharkblades Mena/Asia FZ-LLC</strong><br>
Building 5, Office 304, Dubai Design District<br>
Dubaï<br>
Émirats arabes unis</p>
<p>Téléphone : <a href="tel:+97145550178">+971 4 555 0178</a><br>
E-mail : <a href="mailto:mena@sharkblades.ch">mena@sharkblades.ch</a></p>
<p>Du lundi au vendredi, de 9 h à 18 h GST. Pour le Moyen-Orient, l’Afrique du Nord et l’Asie-Pacifique.</p>
</section>

<h2>Presse et partenariats</h2>
<p>Les journalistes peuvent nous joindre à <a href="mailto:press@sharkblades.ch">press@sharkblades.ch</a>. Les clubs, exploitants de patinoires et revendeurs intéressés par des projets OceanIce ou par nos conditions de gros peuvent écrire à <a href="mailto:partners@sharkblades.ch">partners@sharkblades.ch</a>.</p>`;

const ethicsHtml = `<p>La manière dont nous fabriquons nos produits compte autant que ce que nous fabriquons. Ce code de conduite s’applique à toutes les personnes qui travaillent pour Sharkblades et, par nos contrats fournisseurs, à chaque entreprise qui contribue à la fabrication de nos produits.</p>
<h2>Un travail équitable, partout</h2>
<p>Nous ne tolérons ni travail forcé, ni travail des enfants, ni aucune forme de discrimination, que ce soit dans nos propres bureaux ou ailleurs dans notre chaîne d’approvisionnement. Chaque fournisseur signe notre code de conduite fournisseurs, fondé sur les normes fondamentales du travail de l’OIT et sur les Principes directeurs des Nations Unies relatifs aux entreprises et aux droits de l’homme, et accepte des audits annoncés et inopinés.</p>
<p>Dans notre propre entreprise, nous versons à chaque collaboratrice et collaborateur au moins un salaire décent pour son lieu de travail, publions nos fourchettes salariales en interne et vérifions chaque année l’égalité salariale entre femmes et hommes.</p>
<h2>Partenaires de collecte du plastique</h2>
<p>Les personnes qui collectent le plastique destiné à OceanIce travaillent souvent dans l’économie informelle. Nous ne travaillons qu’avec des partenaires de collecte qui paient aux collecteurs un prix équitable et fixe au kilogramme, fournissent un équipement de protection et une assurance maladie, et n’emploient pas d’enfants. Nous payons une prime au-dessus du prix du marché pour le plastique récupéré, et un organisme indépendant vérifie la traçabilité de la plage jusqu’à nos granulés.</p>
<h2>Acier et revêtements</h2>
<p>L’acier de nos lames provient d’aciéries européennes dotées de systèmes de management environnemental certifiés et utilisant une part élevée de ferraille recyclée. Le revêtement Black Ghost est appliqué en Suisse par un partenaire soumis au droit suisse de l’environnement et de la sécurité au travail.</p>
<h2>Intégrité dans les affaires</h2>
<p>Nous n’offrons ni n’acceptons de pots-de-vin, de rétrocommissions ou de cadeaux inappropriés. Le sponsoring de clubs et d’athlètes fait l’objet de contrats écrits et est publié dans notre rapport annuel. Nous agissons de manière loyale et honnête face à la concurrence et ne formulons des affirmations environnementales que si des données les étayent.</p>
<h2>Signaler un problème</h2>
<p>Toute personne, à l’intérieur comme à l’extérieur de l’entreprise, peut signaler une violation présumée de ce code, anonymement si elle le souhaite, à <a href="mailto:ethics@sharkblades.ch">ethics@sharkblades.ch</a> ou via notre canal de signalement externe. Les signalements parviennent directement à notre comité d’éthique, dont fait partie un membre du conseil d’administration indépendant de la direction. Nous protégeons les lanceurs d’alerte contre toute forme de représailles.</p>`;

const faqHtml = `<h2>Lames et tailles</h2>
<h3>Comment savoir quelle taille de lame il me faut ?</h3>
<p>La taille de votre lame est imprimée en millimètres sur votre support, par exemple 263 ou 272. Inutile de mesurer votre pied. Notre <a href="/blogs/blog/blade-sizing-guide">guide des tailles de lames</a> contient un tableau des tailles courantes pour chaque pointure de patin.</p>

<h3>Faut-il des outils pour changer une Sharkblade ?</h3>
<p>Non. Ouvrez le levier Quick-Lock au talon, retirez l’ancienne lame, clipsez la nouvelle et refermez le levier. Avec un peu d’habitude, cela prend moins de dix secondes par patin.</p>

<h3>Les Sharkblades vont-elles sur mes patins actuels ?</h3>
<p>Les lames Sharkblades s’adaptent aux supports Sharkblades Quick-Lock. Si vos patins ont un autre support, un magasin de sport peut le remplacer par un support Quick-Lock en une quinzaine de minutes ; ensuite, vous ne changerez plus que l’acier.</p>

<h3>Puis-je affûter les Sharkblades comme des lames normales ?</h3>
<p>Oui. N’importe quelle affûteuse de patins convient. Chaque lame porte un repère d’usure gravé au laser ; quand la carre l’atteint, renvoyez-nous la lame via le programme de reprise.</p>

<h3>Quelle est la différence entre Sharkblades et Black Ghost ?</h3>
<p>Les lames Black Ghost sont faites du même acier et s’adaptent aux mêmes supports, mais elles portent un revêtement noir de carbone de type diamant qui réduit la friction, protège de la corrosion et garde la carre affûtée plus longtemps. Elles existent aussi au choix avec un rayon de 9&nbsp;ft ou de 11&nbsp;ft.</p>

<h2>Glace synthétique OceanIce</h2>
<h3>Puis-je patiner sur OceanIce avec des patins de hockey normaux ?</h3>
<p>Oui, OceanIce est conçue pour des patins ordinaires à lames d’acier. Attendez-vous à un peu plus de résistance que sur une glace réfrigérée, et faites affûter vos lames un peu plus souvent si vous patinez régulièrement sur de la glace synthétique.</p>

<h3>Faut-il vaporiser ou cirer la surface OceanIce ?</h3>
<p>Non. L’additif de glisse est intégré à la matière. Il suffit de balayer ou d’aspirer la surface et de passer de temps en temps une serpillière humide.</p>

<h3>Peut-on utiliser les panneaux OceanIce à l’extérieur ?</h3>
<p>OceanIce Pro peut s’utiliser à l’extérieur sous un toit ou une bâche, entre −20&nbsp;°C et +45&nbsp;°C. Un soleil direct toute l’année vieillit la surface plus vite ; nous vous conseillons donc de la couvrir quand vous ne l’utilisez pas.</p>

<h2>Livraison, retours et reprise</h2>
<h3>Combien de temps prend la livraison ?</h3>
<p>Les lames en stock partent généralement dans un délai d’un jour ouvrable et arrivent en deux à quatre jours ouvrables en Suisse et dans la plupart des pays d’Europe. Les panneaux et kits de dalles sont livrés sur palette ; nous vous contactons pour convenir d’une date de livraison, en général dans la semaine.</p>

<h3>Que deviennent mes lames usées et mes anciens panneaux ?</h3>
<p>Renvoyez-les-nous. Pour chaque paire de lames usées, vous recevez un avoir de CHF&nbsp;20 sur une nouvelle paire, et nous rachetons les panneaux OceanIce en fin de vie pour les broyer et en faire de nouveaux.</p>

<h3>Puis-je retourner un produit ?</h3>
<p>Oui, les produits non utilisés peuvent être retournés dans les 30 jours suivant la livraison contre un remboursement intégral. Consultez notre <a href="/policies/refund-policy">politique de retour</a> pour tous les détails.</p>`;

const sustainabilityHtml = `<p>Chez Sharkblades, la durabilité n’est pas une ligne de produits : c’est la raison d’être de l’entreprise. Voici ce que nous faisons et ce que cela représente. Sauf mention contraire, tous les chiffres portent sur l’année civile 2025 et sont vérifiés par un auditeur indépendant pour notre rapport d’impact annuel.</p>
<h2>Du plastique océanique, récupéré</h2>
<p>Chaque panneau OceanIce Pro contient 8,75&nbsp;kg de plastique récupéré avant d’atteindre la mer par nos partenaires de collecte en Asie du Sud-Est et en Méditerranée. Les dalles Greenly sont faites à 100&nbsp;% de plastique recyclé post-consommation.</p>
<ul>
<li><strong>214 tonnes</strong> de plastique récupéré avant d’atteindre la mer et transformé en glace synthétique depuis 2023</li>
<li><strong>86 tonnes</strong> rien qu’en 2025, soit à peu près le poids de quatre millions de bouteilles en plastique</li>
<li><strong>1150 collecteurs</strong> rémunérés avec une prime fixe grâce à notre programme de partenariat</li>
</ul>
<h2>Seul l’acier est remplacé</h2>
<p>Avec un système de lame classique, une lame usée implique souvent de remplacer tout le support. Avec Sharkblades, seule la lame en acier est remplacée. Sur la durée de vie d’une paire de patins, cela évite environ 1,6&nbsp;kg de déchets de plastique et d’acier et près de 9&nbsp;kg de CO<sub>2</sub>e par patineur.</p>
<h2>Climat</h2>
<ul>
<li>Nos activités en Suisse fonctionnent à 100&nbsp;% à l’électricité renouvelable certifiée, y compris la rectification et le revêtement de chaque lame.</li>
<li>Les panneaux OceanIce voyagent par bateau et par train, jamais par avion. Les lames sont regroupées en envois hebdomadaires vers nos partenaires logistiques.</li>
<li>Une surface OceanIce de 600&nbsp;m², comme celle du Lido à Rapperswil-Jona, économise environ 180&nbsp;MWh d’énergie de réfrigération par saison estivale par rapport à une patinoire classique.</li>
<li>Notre empreinte totale 2025 s’élevait à 1240 tonnes de CO<sub>2</sub>e, scopes 1 à 3 compris. Notre objectif : une réduction de 50&nbsp;% par unité vendue d’ici 2030, par rapport à l’année de référence 2024.</li>
</ul>
<h2>Programme de reprise</h2>
<p>Tout ce que nous vendons peut nous revenir. Envoyez vos lames usées dans n’importe quelle enveloppe Sharkblades ou déposez-les chez un magasin partenaire, et vous recevrez un avoir de CHF&nbsp;20 sur une nouvelle paire. L’acier est fondu et recyclé ; en 2025, nous avons récupéré plus de 21&nbsp;000 lames, dont 96&nbsp;% ont été recyclées en acier neuf.</p>
<p>Nous rachetons les panneaux OceanIce Pro et Greenly en fin de vie, les broyons en granulés et en pressons de nouveaux panneaux. Les panneaux étant réversibles, la plupart des surfaces offrent dix ans de patinage ou plus avant de nous revenir.</p>
<h2>Ce que nous n’avons pas encore résolu</h2>
<p>Le procédé de revêtement Black Ghost consomme beaucoup d’énergie, et le plastique récupéré nécessite encore une part de PEHD industriel recyclé pour atteindre la qualité qu’attendent nos clients. Nous publions chaque année nos progrès sur ces deux points, y compris là où nous n’avons pas atteint nos objectifs.</p>`;

const summerCupHtml = `<p>La première Summer OceanIce Cup amène le hockey junior et amateur au Lido de Rapperswil-Jona, en plein mois de juillet, pour un week-end de matches rapides à trois contre trois sur glace synthétique. Pas de réfrigération, pas d’excuses, rien que du hockey.</p>
<h2>Dates et lieu</h2>
<ul>
<li><strong>Samedi 10 et dimanche 11 juillet 2027</strong>, matches de 8 h 30 à 18 h</li>
<li>Patinoire du Lido, Rapperswil-Jona, sur 600&nbsp;m² d’OceanIce Pro</li>
<li>Trois terrains de 15&nbsp;×&nbsp;13&nbsp;m côte à côte, avec bandes et buts</li>
</ul>
<h2>Catégories</h2>
<table>
<thead><tr><th>Catégorie</th><th>Année de naissance</th><th>Format</th><th>Équipes</th></tr></thead>
<tbody>
<tr><td>U9 Fun Festival</td><td>2019 et après</td><td>3 contre 3, sans score</td><td>12</td></tr>
<tr><td>U11</td><td>2017–2018</td><td>3 contre 3 avec gardiens</td><td>12</td></tr>
<tr><td>U13</td><td>2015–2016</td><td>3 contre 3 avec gardiens</td><td>12</td></tr>
<tr><td>U15</td><td>2013–2014</td><td>3 contre 3 avec gardiens</td><td>8</td></tr>
<tr><td>Open Amateur</td><td>2012 et avant</td><td>3 contre 3 avec gardiens, équipes mixtes bienvenues</td><td>8</td></tr>
</tbody>
</table>
<p>Le dimanche après-midi, les gardiens de toutes les catégories peuvent participer au <strong>Goalie Challenge</strong> : une série de tirs au but face aux meilleurs tireurs du week-end.</p>
<h2>Inscription</h2>
<p>Les inscriptions ouvrent le <strong>lundi 1<sup>er</sup> mars 2027</strong> et ferment le <strong>lundi 31 mai 2027</strong>, ou plus tôt si une catégorie est complète. Les équipes s’inscrivent avec cinq à huit joueurs de champ et un ou deux gardiens.</p>
<ul>
<li>Frais d’inscription : CHF&nbsp;240 par équipe, avec trois matches garantis, un t-shirt du tournoi pour chaque joueur et le repas de midi les deux jours</li>
<li>Goalie Challenge : gratuit pour tous les gardiens inscrits</li>
<li>Inscription par e-mail à <a href="mailto:cup@sharkblades.ch">cup@sharkblades.ch</a> avec le nom de l’équipe, la catégorie et une personne de contact</li>
</ul>
<h2>Bon à savoir</h2>
<p>L’équipement de protection complet est obligatoire pour tous les matches. Un service d’affûtage et un stand d’échange de lames Sharkblades sont à disposition sur place tout le week-end. Le Lido se trouve à un quart d’heure à pied de la gare de Rapperswil ; les places de parc sont limitées, venez donc de préférence en train ou à vélo.</p>`;

export const pages: Record<string, PageText> = {
  '7200000000001': {
    title: 'À propos',
    bodyHtml: aboutHtml,
    bodySummary:
      'Sharkblades a été fondée à Rapperswil-Jona par un ancien défenseur et une ingénieure en matériaux qui voulaient un équipement de hockey qui ne finisse jamais à la poubelle.',
    pictureAlts: [
      'Reto Ammann à la meule dans l’atelier de Rapperswil-Jona, des lames sur l’établi',
      'Un match à trois contre trois sur le lac gelé au Lido, les Alpes en arrière-plan',
      'L’équipe Sharkblades teste de nouvelles lames un mardi soir dans la halle d’entraînement',
    ],
    seo: {
      title: 'À propos de Sharkblades – équipement de hockey durable venu de Suisse',
      description:
        'L’histoire de Sharkblades : des lames de patin interchangeables et de la glace synthétique en plastique océanique récupéré, fondée au bord du lac de Zurich en 2022.',
    },
  },
  '7200000000002': {
    title: 'Notre équipe',
    bodyHtml: teamHtml,
    bodySummary:
      'Découvrez les joueurs, ingénieures et entraîneurs qui font Sharkblades à Rapperswil-Jona, Zurich, Boston et Dubaï.',
    pictureAlts: [
      'Portrait de Reto Ammann',
      'Portrait de Nadia Keller',
      'Portrait de Jan Oberholzer',
      'Portrait d’Elena Rossi',
      'Portrait de Tom Gallagher',
      'Portrait d’Aisha Rahman',
    ],
    seo: {
      title: 'Équipe – les personnes derrière Sharkblades',
      description: 'Les fondateurs et la direction de Sharkblades en Suisse, aux États-Unis et à Dubaï.',
    },
  },
  '7200000000003': {
    title: 'Contact',
    bodyHtml: contactHtml,
    bodySummary:
      'Joignez notre siège en Suisse, Sharkblades Inc. à Boston ou notre bureau Mena/Asia à Dubaï, ou écrivez simplement à hello@sharkblades.ch.',
    pictureAlts: [
      'Rapperswil-Jona au bord du lac de Zurich : le château au-dessus de la vieille ville et la passerelle en bois',
      'Le front de mer de Boston au crépuscule, vu depuis le port',
      'Les tours de Dubaï dans la brume de l’après-midi, vues depuis la crique',
    ],
    seo: {
      title: 'Contacter Sharkblades – Suisse, États-Unis et Dubaï',
      description:
        'Adresses, numéros de téléphone et e-mails des bureaux Sharkblades à Rapperswil-Jona, Boston et Dubaï.',
    },
  },
  '7200000000004': {
    title: 'Éthique & code de conduite',
    bodyHtml: ethicsHtml,
    bodySummary:
      'Notre code de conduite pour un travail équitable, un approvisionnement responsable en plastique océanique et en acier et l’intégrité dans les affaires, avec un canal de signalement confidentiel.',
    seo: {
      title: 'Éthique et code de conduite de la chaîne d’approvisionnement – Sharkblades',
      description:
        'Comment Sharkblades garantit un travail équitable, une collecte de plastique responsable et des pratiques commerciales honnêtes tout au long de sa chaîne d’approvisionnement.',
    },
  },
  '7200000000005': {
    title: 'Questions fréquentes',
    bodyHtml: faqHtml,
    bodySummary:
      'Les réponses aux questions fréquentes sur les tailles de lames, le changement de lame, le patinage sur OceanIce, la livraison, les retours et notre programme de reprise.',
    seo: {
      title: 'FAQ – vos questions sur Sharkblades et OceanIce',
      description:
        'Tailles, changement de lame sans outil, entretien de la glace synthétique, délais de livraison, retours et recyclage : les questions les plus fréquentes sur Sharkblades.',
    },
  },
  '7200000000006': {
    title: 'Durabilité',
    bodyHtml: sustainabilityHtml,
    bodySummary:
      'Depuis 2023, nous avons transformé 214 tonnes de plastique récupéré avant d’atteindre la mer en glace synthétique, et chaque lame et chaque panneau que nous vendons peut nous revenir grâce à notre programme de reprise.',
    seo: {
      title: 'La durabilité chez Sharkblades – plastique océanique, CO2 et reprise',
      description:
        'Nos chiffres sur le plastique océanique récupéré, les émissions de CO2 et le programme de reprise des lames usées et des panneaux de glace synthétique.',
    },
  },
  '7200000000007': {
    title: 'Summer OceanIce Cup 2027',
    bodyHtml: summerCupHtml,
    bodySummary:
      'Un week-end de hockey à trois contre trois sur OceanIce au Lido de Rapperswil-Jona, les 10 et 11 juillet 2027. Inscriptions du 1er mars au 31 mai 2027.',
    seo: {
      title: 'Summer OceanIce Cup 2027 – hockey à 3 contre 3 à Rapperswil-Jona',
      description:
        'Tournoi junior et amateur à 3 contre 3 sur glace synthétique au Lido, Rapperswil-Jona, les 10 et 11 juillet 2027. Catégories, dates et inscription.',
    },
  },
  // The body stays English (developer documentation); title, summary and SEO are translated.
  '7200000000008': {
    title: 'Devcenter',
    bodySummary:
      'Notes d’intégration pour les développeurs et les partenaires grossistes : accès à la Storefront API, schéma des SKU, sites de stock, commandes en gros et webhooks.',
    seo: {
      title: 'Devcenter – intégration API et commerce de gros pour les partenaires Sharkblades',
      description:
        'Comment les partenaires intègrent les données produit, la disponibilité et les commandes en gros de Sharkblades via la Storefront API, CSV et EDI.',
    },
  },
};
