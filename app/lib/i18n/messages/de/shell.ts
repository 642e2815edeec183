import type { Messages } from '../types';

export const shell = {
  skipToContent: 'Zum Inhalt springen',
  loading: 'Wird geladen',
  cookieSettings: 'Cookie-Einstellungen',
} as const satisfies Messages['shell'];

export const footer = {
  headquarters: 'Hauptsitz',
  address: 'Neue Jonastrasse 60, 8640 Rapperswil-Jona, Schweiz',
  offices: 'Unsere Standorte',
  europe: 'Europa',
  unitedStates: 'USA',
  menaAsia: 'Mena/Asien',
  quickLinks: 'Schnellzugriff',
  testimonials: 'Erfahrungsberichte',
  privacyPolicy: 'Datenschutzerklärung',
  refundPolicy: 'Rückgabe und Erstattung',
  shippingPolicy: 'Versand und Lieferung',
  faq: 'FAQ',
  more: 'Mehr',
  aboutUs: 'Über uns',
  team: 'Team',
  sustainability: 'Nachhaltigkeit',
  terms: 'AGB',
  ethics: 'Ethik',
  followUs: 'Folge uns',
  recaptchaNotice: 'Diese Website ist durch reCAPTCHA geschützt; es gelten die {privacy} und die {terms} von Google.',
  googlePrivacy: 'Datenschutzerklärung',
  googleTerms: 'Nutzungsbedingungen',
} as const satisfies Messages['footer'];
