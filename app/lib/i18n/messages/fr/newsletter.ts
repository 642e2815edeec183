import type { Messages } from '../types';

export const newsletter = {
  label: 'Des nouvelles de la glace\u00a0: nouvelles lames, histoires et événements',
  placeholder: 'Votre adresse e-mail',
  subscribe: 'S’abonner',
  subscribing: 'Inscription…',
  honeypot: 'Laissez ce champ vide',
  invalidEmail: 'Veuillez saisir une adresse e-mail valide.',
  recaptchaFailed: 'La vérification reCAPTCHA a échoué. Veuillez réessayer.',
  signupFailed: 'L’inscription a échoué. Veuillez réessayer.',
  network: 'Une erreur est survenue lors de l’inscription. Veuillez réessayer plus tard.',
  subscribed: 'Merci pour votre inscription\u202f!',
  alreadySubscribed: 'Cette adresse est déjà inscrite. Merci\u202f!',
  tooMany: 'L’inscription a échoué\u00a0: trop de tentatives. Veuillez réessayer dans une minute.',
  tooFast: 'L’inscription a échoué\u00a0: le formulaire a été envoyé trop vite. Veuillez réessayer.',
  expired: 'L’inscription a échoué\u00a0: le formulaire a expiré. Veuillez réessayer.',
  recaptchaExpired: 'La vérification reCAPTCHA a échoué\u00a0: le jeton a expiré.',
  recaptchaAction: 'Action reCAPTCHA invalide. Veuillez réessayer.',
  recaptchaHostname: 'Nom d’hôte reCAPTCHA invalide. Veuillez réessayer.',
  recaptchaScore: 'La vérification reCAPTCHA a échoué. Veuillez réessayer plus tard.',
  recaptcha: {
    unavailable: 'reCAPTCHA n’est pas disponible',
    browserOnly: 'reCAPTCHA ne peut être chargé que dans le navigateur',
    loadFailed: 'Le script reCAPTCHA n’a pas pu être chargé',
    noSiteKey: 'Aucune clé de site reCAPTCHA n’est configurée',
    executeFailed: 'La vérification reCAPTCHA n’a pas pu aboutir',
  },
} as const satisfies Messages['newsletter'];
