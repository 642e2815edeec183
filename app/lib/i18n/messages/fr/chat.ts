import type { Messages } from '../types';

export const chat = {
  ui: {
    orb: 'Besoin d’aide\u202f?',
    title: 'Besoin d’aide\u202f?',
    description: 'Réponses sur les tailles, la livraison, les retours, le paiement et nos produits.',
    restart: 'Recommencer',
    minimize: 'Réduire',
    question: 'Votre question',
    placeholder: 'p. ex. Quelle taille de lame\u202f?',
    send: 'Envoyer',
    /** An empty Send, said by the page before anything is posted (the browser's own words are in its language). */
    required: 'Veuillez saisir une question.',
    empty:
      'Posez vos questions sur les tailles, la livraison, les retours, le paiement ou nos produits. Les réponses viennent de nos propres pages.',
    conversation: 'Conversation',
    typing: 'Rédaction en cours',
    source: 'Source :',
  },
  errors: {
    empty: 'Veuillez saisir une question.',
    tooLong: 'Veuillez formuler votre question en moins de {max} caractères.',
    bad: 'Nous n’avons pas compris cette demande. Veuillez reposer votre question.',
    rateLimited:
      'Vous posez vos questions plus vite que nous ne pouvons répondre. Patientez un instant, puis réessayez.',
    unavailable:
      'Je ne peux pas vérifier cela pour le moment : le catalogue de notre boutique ne répond pas. Réessayez dans quelques minutes.',
    notKept: 'Nous n’avons pas pu enregistrer votre question. Veuillez réessayer dans un instant.',
  },
  answers: {
    dontKnow:
      'Je n’ai pas de réponse fiable à cette question et je préfère ne pas deviner. Notre équipe vous aide volontiers : passez par la page de contact ou écrivez-nous.',
    contactTitle: 'Contact',
    orders: 'Vos commandes et leur statut se trouvent dans « Mes commandes », dans votre compte client.',
    ordersTitle: 'Mes commandes',
    player: 'joueur',
    goalie: 'gardien',
    sizeRow: 'Pour des patins taille {size} ({row}), la lame {kind} habituelle est {mm}.',
    sizeRowBoth:
      'Pour des patins taille {size} ({row}), la lame habituelle est {player} pour les joueurs et {goalie} pour les gardiens.',
    sizeNoGoalie:
      'Notre tableau des tailles n’a pas de lame de gardien pour la taille {size} ({row}) ; la lame de joueur y est de {mm}.',
    sizeCheck:
      'Les fabricants diffèrent légèrement : la taille imprimée sur votre support reste la référence la plus sûre.',
    sizeOutside:
      'Notre tableau des tailles couvre les patins de taille {from} à {to} ; la taille {size} n’y figure pas.',
    sizeShoe:
      'Notre tableau utilise les tailles de patins ({from} à {to}), pas les pointures de chaussures comme {size}. La taille de lame imprimée sur votre support reste la référence la plus sûre.',
    sizeHow:
      'La taille de votre lame est le nombre en millimètres imprimé sur votre support (par exemple {example}). Selon la taille des patins, les lames {kind} habituelles sont : {rows}.',
    sizePhoto: 'Un doute ? Envoyez une photo de votre support à {email}.',
    needGoalie: 'Pour les gardiens : {product}.',
    needBeginner: 'Pour débuter : {product}.',
    needQuickTurns: 'Pour des virages et des départs rapides : {product}, avec {option}.',
    needQuickTurnsNoOption: 'Pour des virages et des départs rapides : {product}.',
    needHomeRink: 'Pour une patinoire à la maison : {product}.',
    needFrom: 'dès {price}',
    shipYes: 'Oui, nous livrons dans ce pays ({country}).',
    shipZone: 'Oui, nous livrons dans {zone}.',
    shipNo:
      'Nous ne livrons pas dans ce pays ({country}) pour le moment. Écrivez-nous à {email} et nous verrons ce qui est possible.',
    shipTime: 'La livraison prend {days} jours ouvrables.',
    shipCutoff: 'Les commandes passées avant {time} un jour ouvrable partent le jour même.',
    // The policy's same-day cut-off, as this language writes a time of day, and Central European Time.
    clock: '{hour} h {minute}',
    clockZone: '{hour} h {minute} ({zone})',
    centralEuropeanTime: 'HEC',
    shipCost: 'La livraison coûte {cost}.',
    shipCostFree: 'La livraison coûte {cost} et elle est offerte dès {free}.',
    shipCurrency: 'Le checkout affiche le montant en {currency}.',
    dutiesNone: 'Aucun droit de douane ni taxe d’importation n’est à payer à la livraison.',
    dutiesMay: 'Le pays de destination peut percevoir des droits de douane et des taxes à la livraison.',
    euZone: 'l’Union européenne',
    returns:
      'Les produits non utilisés peuvent être retournés dans les {days} jours suivant la livraison, avec un remboursement complet.',
    returnsStart: 'Lancez le retour depuis votre compte ou écrivez à {email} en indiquant votre numéro de commande.',
    klarnaYes:
      'Oui : Klarna est proposé pour les commandes livrées dans ce pays ({country}). Choisissez Klarna dans le panier au lieu du paiement habituel.',
    klarnaNo:
      'Klarna n’est pas proposé pour les commandes livrées dans ce pays ({country}). Il l’est pour ces pays : {countries}.',
    klarnaTitle: 'Panier et paiement',
    available: 'disponible',
    soldOut: 'épuisé',
    variantLine: '{name} : {price}, {state}.',
    priceRange: '{product} coûte {price}, selon l’option.',
    priceFrom: 'de {low} à {high}',
    soldOutSome: 'Épuisé pour le moment : {variants} ; tout le reste est disponible.',
    soldOutNone: 'Toutes les options sont disponibles.',
    options: '{product} existe dans ces options : {options}.',
    shipsFromSwitzerland: '{product} est expédié depuis la Suisse en {variants}.',
    shipsFromSwitzerlandNone: 'Aucune option de {product} n’est expédiée depuis la Suisse pour le moment.',
    office: 'Pour votre pays ({country}), contactez {office} : {address}.',
    officePhone: 'téléphone {phone}',
    officeEmail: 'e-mail {email}',
    officeHours: 'Horaires : {hours}',
    officeOpen: 'Horaires de {office} : {hours}',
    pickupUnknown: 'Nos pages ne disent pas si une commande peut y être retirée : demandez-nous avant de passer.',
  },
} as const satisfies Messages['chat'];
