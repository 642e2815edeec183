import type { Messages } from '../types';

export const shell = {
  skipToContent: 'Aller au contenu',
  loading: 'Chargement',
  cookieSettings: 'Paramètres des cookies',
} as const satisfies Messages['shell'];

export const footer = {
  headquarters: 'Siège',
  address: 'Neue Jonastrasse 60, 8640 Rapperswil-Jona, Suisse',
  offices: 'Nos bureaux',
  europe: 'Europe',
  unitedStates: 'États-Unis',
  menaAsia: 'Mena/Asie',
  quickLinks: 'Liens rapides',
  testimonials: 'Témoignages',
  privacyPolicy: 'Politique de confidentialité',
  refundPolicy: 'Politique de remboursement',
  shippingPolicy: 'Politique d’expédition',
  faq: 'FAQ',
  more: 'Plus',
  aboutUs: 'À propos',
  team: 'Équipe',
  sustainability: 'Durabilité',
  terms: 'Conditions générales',
  ethics: 'Éthique',
  followUs: 'Suivez-nous',
  recaptchaNotice: 'Ce site est protégé par reCAPTCHA\u202f; la {privacy} et les {terms} de Google s’appliquent.',
  googlePrivacy: 'Politique de confidentialité',
  googleTerms: 'Conditions d’utilisation',
} as const satisfies Messages['footer'];
