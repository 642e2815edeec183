import type { Messages } from '../types';

export const consent = {
  pageTitle: 'Paramètres des cookies',
  title: 'Les cookies chez Sharkblades',
  text: 'Nous utilisons les cookies nécessaires à la boutique et, avec votre accord, des statistiques et des cartes.',
  more: 'Vous pouvez changer d’avis à tout moment via «\u00a0Paramètres des cookies\u00a0» en bas de page\u202f; la politique de confidentialité vous en dit plus.',
  acceptAll: 'Tout accepter',
  decline: 'Refuser',
  manage: 'Gérer les cookies',
  legend: 'Choisissez les cookies que nous pouvons utiliser',
  locked: 'Les cookies nécessaires sont toujours actifs.',
  save: 'Enregistrer mes choix',
  invalid: 'Choix de cookies invalide.',
  notSaved: 'Votre choix n’a pas pu être enregistré. Veuillez réessayer.',
  groups: {
    necessary: {
      label: 'Nécessaires',
      purpose:
        'Votre panier, votre session, votre pays et votre devise, ce choix et la vérification anti-robots du formulaire de newsletter.',
    },
    analytics: {
      label: 'Statistiques',
      purpose: 'Comptent les pages vues et l’activité du panier (RudderStack) et retiennent l’origine de votre visite.',
    },
    map: {
      label: 'Cartes',
      purpose: 'Affichent nos bureaux sur une carte OpenStreetMap intégrée, qui se connecte à openstreetmap.org.',
    },
    reviews: {
      label: 'Avis',
      purpose:
        'Affichent les avis clients et vous permettent d’en rédiger un avec notre service d’avis (Fera), qui peut déposer ses propres cookies.',
    },
  },
} as const satisfies Messages['consent'];
