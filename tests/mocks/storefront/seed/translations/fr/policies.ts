// The shop's policies, description and menus in French, by id.
import type { PolicyText } from '../types';

const privacyPolicyHtml = `<p>Dernière mise à jour : 12 janvier 2026</p>
<p>Sharkblades AG (« Sharkblades », « nous ») accorde une grande importance à la protection de vos données personnelles. La présente politique de confidentialité explique quelles données personnelles nous collectons lorsque vous visitez sharkblades.ch, achetez dans notre boutique, nous contactez ou participez à nos événements, pourquoi nous les traitons et quels sont vos droits. Nous traitons les données personnelles conformément à la loi fédérale suisse sur la protection des données (LPD) et, lorsqu’il vous est applicable, au règlement général sur la protection des données de l’UE (RGPD).</p>

<h2>1. Responsable du traitement et contact</h2>
<p>Le responsable du traitement de vos données personnelles est Sharkblades AG, Neue Jonastrasse 60, 8640 Rapperswil-Jona, Suisse. Vous pouvez joindre notre interlocuteur pour la protection des données à <a href="mailto:privacy@sharkblades.ch">privacy@sharkblades.ch</a> ou par courrier à l’adresse ci-dessus, avec la mention « Protection des données ».</p>

<h2>2. Données que nous collectons</h2>
<p>Nous ne collectons que les données nécessaires pour exploiter la boutique et bien vous servir :</p>
<ul>
<li><strong>Données de commande :</strong> nom, adresses de facturation et de livraison, adresse e-mail, numéro de téléphone, produits commandés, statut du paiement et historique des commandes.</li>
<li><strong>Données de compte :</strong> si vous créez un compte client, votre adresse e-mail de connexion, un mot de passe haché de manière sécurisée et vos adresses enregistrées.</li>
<li><strong>Données de paiement :</strong> les paiements sont traités par des prestataires de paiement certifiés. Nous ne voyons ni ne conservons jamais votre numéro de carte complet.</li>
<li><strong>Données de communication :</strong> le contenu des messages que vous nous envoyez par e-mail, formulaire de contact ou chat, avec la date et l’heure.</li>
<li><strong>Données techniques :</strong> adresse IP, type de navigateur, appareil, langue, pages consultées ainsi que date et heure d’accès, enregistrés dans les journaux du serveur et au moyen de cookies.</li>
</ul>

<h2>3. Finalités et bases juridiques</h2>
<p>Nous traitons vos données pour conclure et exécuter notre contrat avec vous (expédition de votre commande, gestion des retours et des cas de garantie), pour respecter nos obligations légales, comme les règles suisses en matière de comptabilité et de TVA, et sur la base de notre intérêt légitime à exploiter une boutique sûre, fonctionnelle et en constante amélioration. Lorsque nous nous fondons sur votre consentement, par exemple pour notre newsletter ou pour les cookies d’analyse, vous pouvez le retirer à tout moment avec effet pour l’avenir.</p>

<h2>4. Cookies et analyse</h2>
<p>Les cookies strictement nécessaires font fonctionner votre panier et votre session et ne peuvent pas être désactivés. Les cookies d’analyse et de marketing ne sont déposés qu’après votre accord dans notre bandeau cookies. Vous pouvez modifier votre choix à tout moment via le lien « Paramètres des cookies » en bas de chaque page.</p>

<h2>5. Destinataires et transferts à l’étranger</h2>
<p>Nous ne communiquons des données personnelles qu’aux prestataires qui nous aident à exploiter la boutique : notre plateforme de commerce en ligne, nos prestataires de paiement, nos partenaires logistiques, notre service d’e-mailing et nos hébergeurs informatiques. Ils traitent les données pour notre compte et sur une base contractuelle. Certains de ces prestataires sont établis hors de Suisse et de l’Espace économique européen, notamment aux États-Unis. Lorsqu’un pays n’offre pas un niveau de protection adéquat, nous nous appuyons sur le Swiss-U.S. et l’EU-U.S. Data Privacy Framework ou sur les clauses contractuelles types de la Commission européenne, adaptées au droit suisse.</p>
<p>Nos propres bureaux de Boston (Sharkblades Inc.) et de Dubaï (Sharkblades Mena/Asia) n’ont accès aux données clients que lorsque c’est nécessaire pour servir la clientèle de leur région, dans le cadre d’un accord intragroupe de transfert de données.</p>

<h2>6. Conservation</h2>
<p>Nous conservons les documents de commande et de comptabilité pendant dix ans, comme l’exige le droit commercial suisse. Les données de compte sont conservées jusqu’à la suppression de votre compte. Les données de communication sont effacées deux ans après le traitement de votre demande, sauf si nous en avons besoin pour nous défendre contre des prétentions juridiques. Les journaux du serveur sont effacés après 30 jours.</p>

<h2>7. Vos droits</h2>
<p>Vous avez le droit d’accéder à vos données personnelles, de faire rectifier des données inexactes, de faire effacer des données ou d’en faire limiter le traitement, de vous opposer au traitement et de recevoir les données que vous nous avez fournies dans un format courant lisible par machine. Pour exercer ces droits, écrivez à <a href="mailto:privacy@sharkblades.ch">privacy@sharkblades.ch</a>. Nous répondons dans un délai de 30 jours.</p>
<p>Vous avez également le droit de déposer une plainte auprès d’une autorité de surveillance. En Suisse, il s’agit du Préposé fédéral à la protection des données et à la transparence (PFPDT) ; dans l’UE, de l’autorité de protection des données de votre pays de résidence.</p>

<h2>8. Sécurité</h2>
<p>Nous protégeons vos données par des mesures techniques et organisationnelles appropriées, notamment des connexions chiffrées (TLS), des droits d’accès limités au strict nécessaire et des contrôles réguliers de nos prestataires.</p>

<h2>9. Modifications de cette politique</h2>
<p>Nous pouvons mettre à jour la présente politique de confidentialité lorsque nos services ou la loi évoluent. La version publiée sur cette page est toujours celle qui fait foi.</p>`;

const termsOfServiceHtml = `<p>Dernière mise à jour : 12 janvier 2026</p>
<p>Les présentes conditions générales de vente (« CGV ») s’appliquent à toutes les commandes passées sur la boutique en ligne sharkblades.ch, exploitée par Sharkblades AG, Neue Jonastrasse 60, 8640 Rapperswil-Jona, Suisse, inscrite au registre du commerce du canton de Saint-Gall. En passant commande, vous acceptez les présentes CGV.</p>

<h2>1. Champ d’application</h2>
<p>Notre boutique s’adresse aux consommateurs ainsi qu’aux clubs, écoles et entreprises. Lorsqu’une disposition ne s’applique qu’aux consommateurs, cela est indiqué expressément. Des conditions différentes proposées par un client ne s’appliquent que si nous les avons acceptées par écrit. Les partenaires grossistes sont en outre liés par leur contrat de partenariat individuel.</p>

<h2>2. Conclusion du contrat</h2>
<p>Les présentations de produits dans notre boutique ne constituent pas des offres fermes. En envoyant une commande, vous faites une offre ferme d’acheter les produits de votre panier. Nous confirmons la réception de votre commande par e-mail ; le contrat est conclu lorsque nous vous envoyons un second e-mail confirmant l’expédition de votre commande.</p>

<h2>3. Prix et paiement</h2>
<p>Tous les prix sont indiqués en francs suisses (CHF), TVA suisse au taux applicable comprise. Si vous choisissez une autre monnaie, les prix sont convertis à titre indicatif et le montant débité est fixé lors du paiement. Les frais d’envoi sont affichés avant que vous finalisiez votre commande. Pour les livraisons hors de Suisse, des droits d’importation et des taxes peuvent être perçus par le pays de destination, sauf si le paiement indique qu’ils sont inclus.</p>
<p>Nous acceptons les moyens de paiement indiqués lors du paiement, notamment les cartes de crédit et de débit, TWINT, PayPal et, pour les clubs enregistrés, le paiement sur facture à 30 jours.</p>

<h2>4. Livraison</h2>
<p>Nous expédions les lames depuis notre entrepôt de Rapperswil-Jona et par l’intermédiaire de nos partenaires logistiques dans l’UE et aux États-Unis. Les lames en stock quittent généralement nos locaux dans un délai d’un jour ouvrable. Les panneaux OceanIce et Greenly sont livrés sur palette par un transporteur ; nous vous contactons pour convenir d’un créneau de livraison. Les délais indiqués dans la boutique sont des estimations et non des dates garanties.</p>

<h2>5. Retours et remboursements</h2>
<p>Vous pouvez retourner les produits non utilisés dans les 30 jours suivant la livraison. Les modalités figurent dans notre <a href="/policies/refund-policy">politique de retour</a>, qui fait partie intégrante des présentes CGV.</p>

<h2>6. Garantie</h2>
<p>Nous accordons une garantie de deux ans sur tous les produits, à compter de la date de livraison. L’usure normale des lames due au patinage et à l’affûtage, ainsi que l’usure des surfaces de glace synthétique due à l’utilisation, ne constituent pas un défaut. Si un produit est défectueux, nous le réparons ou le remplaçons à notre choix ; si ce n’est pas possible, vous pouvez résilier le contrat ou demander une réduction de prix. Les droits légaux impératifs demeurent réservés.</p>

<h2>7. Sécurité</h2>
<p>Le hockey sur glace et le patinage comportent un risque inhérent de blessure. Portez toujours un équipement de protection adapté, vérifiez avant de patiner que les lames sont correctement verrouillées dans leur support et suivez la notice de pose des surfaces OceanIce et Greenly. Nous déclinons toute responsabilité pour les dommages résultant d’une pose incorrecte, d’une modification de nos produits ou d’une utilisation contraire aux instructions.</p>

<h2>8. Responsabilité</h2>
<p>Nous répondons sans limitation des dommages causés intentionnellement ou par négligence grave ainsi que des dommages corporels. Notre responsabilité pour négligence légère est exclue dans la mesure permise par la loi.</p>

<h2>9. Droit applicable et for juridique</h2>
<p>Les présentes CGV et tous les contrats conclus sur leur base sont soumis au droit suisse, à l’exclusion de la Convention des Nations Unies sur les contrats de vente internationale de marchandises (CVIM). Le for juridique est Rapperswil-Jona, Suisse. Les consommateurs peuvent également agir à leur domicile, et les dispositions impératives de protection des consommateurs de leur pays de résidence restent applicables.</p>`;

const refundPolicyHtml = `<p>Dernière mise à jour : 12 janvier 2026</p>
<p>Nous voulons que vous patiniez avec un équipement que vous aimez. Si quelque chose ne va pas, vous avez 30 jours pour nous le renvoyer.</p>

<h2>Retours sous 30 jours</h2>
<p>Vous pouvez retourner tout produit non utilisé dans les 30 jours suivant la livraison et être intégralement remboursé du prix d’achat. Non utilisé signifie que les lames n’ont été ni patinées ni affûtées, et que les panneaux et dalles de glace synthétique n’ont pas été posés à l’extérieur ni utilisés avec des patins. Conservez si possible l’emballage d’origine : il protège les carres de nos lames pendant le transport.</p>

<h2>Comment lancer un retour</h2>
<p>Connectez-vous à votre compte et choisissez « Lancer un retour » à côté de votre commande, ou écrivez à <a href="mailto:hello@sharkblades.ch">hello@sharkblades.ch</a> en indiquant votre numéro de commande. Pour les colis envoyés de Suisse et de l’UE, nous vous envoyons une étiquette de retour prépayée. Pour les palettes OceanIce Pro et Greenly, nous organisons un enlèvement avec notre transporteur et déduisons de votre remboursement les frais d’enlèvement réels (à partir de CHF 79 en Suisse).</p>

<h2>Remboursements</h2>
<p>Dès que votre retour est arrivé et a été contrôlé, généralement dans un délai de cinq jours ouvrables, nous remboursons le prix d’achat sur votre moyen de paiement d’origine. Les frais d’envoi initiaux sont remboursés si vous retournez l’intégralité de votre commande. Selon votre banque, le remboursement peut mettre quelques jours de plus à apparaître sur votre relevé. Les achats payés avec une carte cadeau sont remboursés sur une nouvelle carte cadeau.</p>

<h2>Échanges</h2>
<p>Vous avez commandé la mauvaise taille de lame ? Le plus rapide est de retourner la paire et de passer une nouvelle commande : la taille qu’il vous faut est ainsi réservée immédiatement. Les échanges entre couleurs OceanIce sont possibles dans les 30 jours, tant que les panneaux n’ont pas été utilisés.</p>

<h2>Articles endommagés ou défectueux</h2>
<p>Si votre commande arrive endommagée, ou si un produit tombe en panne pendant la période de garantie de deux ans, contactez-nous avec une photo et votre numéro de commande. Nous vous envoyons gratuitement un produit de remplacement et organisons l’enlèvement de l’article défectueux. Les lames usées ne sont pas défectueuses : confiez-les plutôt à notre programme de reprise et recevez un avoir de CHF 20 sur une nouvelle paire.</p>

<h2>Exceptions</h2>
<p>Les cartes cadeaux, les panneaux OceanIce découpés sur mesure et les inscriptions à la Summer OceanIce Cup ne sont pas remboursables, sauf si la loi l’exige. Les articles soldés portant la mention « vente finale » ne peuvent être retournés que s’ils sont défectueux.</p>`;

export const policies: Record<string, PolicyText> = {
  '20000000001': { title: 'Politique de confidentialité', bodyHtml: privacyPolicyHtml },
  '20000000002': { title: 'Conditions générales de vente', bodyHtml: termsOfServiceHtml },
  '20000000003': { title: 'Politique de retour', bodyHtml: refundPolicyHtml },
  '20000000004': {
    title: 'Politique d’expédition',
    bodyHtml: `<p>Nous expédions depuis Rapperswil-Jona, en Suisse, et depuis nos entrepôts dans l’UE et aux États-Unis.</p>
<p>Les commandes passées avant 14 h HEC un jour ouvrable partent le jour même. La livraison prend 1 à 3 jours ouvrables en Suisse, 3 à 6 dans l’UE et 5 à 10 ailleurs. La livraison est gratuite en Suisse dès CHF 100.</p>
<p>Les commandes expédiées de Suisse vers d’autres pays peuvent être soumises à des droits d’importation et à des taxes perçus par le pays de destination.</p>
<table>
<thead><tr><th>Destination</th><th>Délai de livraison</th><th>Frais de port</th><th>Gratuit dès</th><th>Droits d’importation et taxes</th></tr></thead>
<tbody>
<tr><td>Suisse</td><td>1 à 3 jours ouvrables</td><td>CHF 7.90 · EUR 8.95 · USD 8.95</td><td>CHF 100 · EUR 110 · USD 115</td><td>Aucun</td></tr>
<tr><td>Union européenne</td><td>3 à 6 jours ouvrables</td><td>CHF 14.90 · EUR 15.95 · USD 16.95</td><td>CHF 150 · EUR 160 · USD 170</td><td>Peuvent être perçus par le pays de destination</td></tr>
<tr><td>Tous les autres pays</td><td>5 à 10 jours ouvrables</td><td>CHF 24.90 · EUR 26.95 · USD 28.95</td><td>–</td><td>Peuvent être perçus par le pays de destination</td></tr>
</tbody>
</table>
<p>Les montants sont débités dans la devise de la boutique de votre pays ; s’il s’agit d’une autre devise, le checkout affiche le montant dans celle-ci.</p>`,
  },
  '20000000005': {
    title: 'Coordonnées',
    bodyHtml: `<p>Sharkblades AG, Neue Jonastrasse 60, 8640 Rapperswil-Jona, Suisse. E-mail : <a href="mailto:hello@sharkblades.ch">hello@sharkblades.ch</a>. TVA : CHE-123.456.789 TVA.</p>`,
  },
};

export const shop = {
  description:
    'Des lames de patin interchangeables et de la glace synthétique en plastique océanique recyclé. Un équipement de hockey durable, conçu à Rapperswil-Jona, en Suisse.',
};

export const menus: Record<string, string> = {
  '80000000001': 'Menu principal',
  '80000000002': 'Menu du pied de page',
};

export const menuItems: Record<string, string> = {
  '81000000001': 'Boutique',
  '81000000002': 'Histoires',
  '81000000003': 'Journal',
  '81000000004': 'Réussites',
  '81000000005': 'Témoignages',
  '81000000006': 'À propos',
  '81000000011': 'Boutique',
  '81000000012': 'Témoignages',
  '81000000013': 'Confidentialité',
  '81000000014': 'Retours',
  '81000000015': 'FAQ',
};
