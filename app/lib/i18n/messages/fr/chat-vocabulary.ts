// The chat's French words (server only, not part of the page's catalogue): the words that carry no
// meaning for a search of the shop's French pages (elisions are split off before: l'acier → acier).
import type { Concepts } from '../chat-concepts';
export const chatVocabulary = {
  /** What a question is about (see the English file): word starts and the parts of compounds. */
  concepts: {
    size: { starts: 'taille|pointure' },
    skate: { starts: 'patin' },
    blade: { starts: 'lame' },
    goalie: { starts: 'gardien' },
    player: { starts: 'joueur' },
    ice: { starts: 'glace|patinoire|dalle|panneau' },
    home: { starts: 'chez moi|chez nous|maison|domicile|jardin' },
    beginner: { starts: 'débutant|debutant|enfant' },
    quickTurns: { starts: 'virage|maniab' },
    ship: { starts: 'frais de port|livr|expédi|expedi|envoi|envoy' },
    howLong: { starts: 'prend|délai|delai|combien de temps|quand|arrive' },
    cost: { starts: 'coût|cout|prix|frais|combien|tarif|gratuit' },
    duties: { starts: 'douane|droits|taxe' },
    returns: {
      starts: 'ne va pas|ne convient pas|retour|rembours|renvoy|renvoi|échang|echang',
      parts: 'retour',
    },
    contact: { starts: 'joindre|appeler|téléphon|telephon|courriel|écrire|ecrire|bureau!|bureaux!|siège' },
    klarna: { starts: 'klarna' },
    stock: { starts: 'disponible|en stock|épuisé|rupture|avez-vous|avez vous' },
    price: { starts: 'prix|coûte|coute|combien' },
    recommend: { starts: 'quel|recommand|conseil|adapté|pour un|pour mon|pour ma' },
    order: { starts: 'où est mon|où est ma|suivi|statut de ma commande|annuler ma' },
    hours: { starts: "horaire|ouvert!|ouverts!|ouvrez|ouverture|heures d'ouverture" },
    pickup: { starts: 'retirer ma|retirer mon|retirer une|retirer la commande|retrait|récupérer|recuperer' },
    visit: { starts: 'showroom|visiter|visite|passer vous voir' },
  } as Concepts,
  /** French word starts → the shop's own (English) words, for its English pages. */
  englishFor: {
    'affût|affut|aiguis': 'sharpen sharpening',
    outil: 'tools',
    'changer|remplacer': 'change swap',
    'extérieur|exterieur|dehors': 'outdoors',
    garantie: 'warranty',
    'données|confidentialité': 'privacy data',
    facture: 'invoice',
    'paiement|moyen de paiement': 'payment pay',
    'cire|spray|vaporis': 'wax spray',
    plastique: 'plastic ocean',
    'durable|durabilité': 'sustainability',
    tournoi: 'tournament cup',
    inscri: 'registration register',
    'avoir|crédit': 'credit',
    'usé|usée': 'worn old',
    'fondateur|fondé': 'founder founded',
    'endommagé|abîmé|défectueux': 'damaged defective',
    'carte cadeau|carte-cadeau|bon cadeau': 'gift card',
    'droit applicable|loi': 'law',
    'code de conduite': 'code conduct',
    coût: 'cost',
  } as Record<string, string>,
  /** Words of a question that ask rather than say (see the English file). */
  asking:
    'le la les un une des du de et est je il elle nous vous ils on que qui quoi quel quelle quels quelles comment ou ' +
    'pour avec mon ma mes votre vos ce cette ces au aux en dans sur pas ne puis peut pouvez faut sont aussi si autre' +
    ' mieux meilleur meilleure',
  /** Words that name the subject of most questions without narrowing it. */
  generic:
    'produit produits article articles payer faut dois commande commander colis politique conditions possible ' +
    'normalement général il',
  stopWords:
    'le la les l un une des du de d et ou est sont être je j il elle nous vous ils elles on que qu qui quoi quel quelle ' +
    'quels quelles comment combien pourquoi quand où pour avec sans mon ma mes ton ta tes votre vos notre nos ce c cet ' +
    'cette ces ça cela au aux en dans sur sous par pas ne n plus puis peux peut pouvez pouvons faut sont ai as a avez ' +
    'avons ont fait faire dois doit devez y se s si aussi très bien merci bonjour svp est-ce déjà va vont vais lequel ' +
    'laquelle lesquels entre dites-moi',
  /** The shop's products by the words a question names them with (see the English file). */
  productNames: [['gardien', 'sharkblades-for-goalies']] as [string, string][],
  /** The words of a price, stock or shipping question that are not a product's name. */
  productQuestionWords:
    'combien coûte coute prix est le la les un une des du de en stock disponible épuisé livraison suisse quel quelle',
  /** Contacts the contact page names besides the offices. */
  otherContacts: 'presse|journaliste|partenaire|grossiste|confidentialité|éthique',
  /** A shipping policy's table (see the English file). */
  shippingTable: {
    free: 'offert|gratuit',
    duties: 'douane',
    cost: 'frais|coût|cout|tarif',
    days: 'délai|delai|livraison',
    destination: 'pays',
    rest: 'autres|reste|ailleurs|monde',
    eu: 'union européenne|ue!',
    none: 'aucun|aucune|non|inclus',
  },
  /** A refund policy's words for "unused" and "full refund". */
  refundWords: {
    days: 'jour|jours',
    unused: 'non utilisé|inutilisé',
    full: 'remboursement complet|remboursement intégral|intégralement remboursé',
  },
  /** Words that point back to what the conversation was about ("what does it cost?"). */
  referents: 'ça ce c cela ceci il elle ils elles le la les en lui leur celui celle ceux',
  /** A word of a question, with a word the shop's pages use for it. */
  synonyms: {
    // What a thing is made of: the pages name its materials.
    fait: 'matériau acier plastique polyéthylène revêtement',
    composé: 'matériau acier plastique polyéthylène revêtement',
    // Whether a thing fits: the pages say it fits, passt, s'adapte.
    vont: 'adaptent',
    va: 'adapte',
    compatible: 'adaptent',
    // Other makers' holders: the pages speak of holders.
    tuuk: 'support',
    lightspeed: 'support',
  } as Record<string, string>,
};
