import type { Messages } from '../types';

export const newsletter = {
  label: 'News vom Eis: neue Kufen, Geschichten und Events',
  placeholder: 'Ihre E-Mail-Adresse',
  subscribe: 'Abonnieren',
  subscribing: 'Wird angemeldet …',
  honeypot: 'Dieses Feld bitte leer lassen',
  invalidEmail: 'Bitte gib eine gültige E-Mail-Adresse ein.',
  recaptchaFailed: 'Die reCAPTCHA-Prüfung ist fehlgeschlagen. Bitte versuch es noch einmal.',
  signupFailed: 'Die Anmeldung ist fehlgeschlagen. Bitte versuch es noch einmal.',
  network: 'Bei der Anmeldung ist ein Fehler aufgetreten. Bitte versuch es später noch einmal.',
  subscribed: 'Vielen Dank für deine Anmeldung!',
  alreadySubscribed: 'Du bist bereits angemeldet. Vielen Dank!',
  tooMany: 'Die Anmeldung ist fehlgeschlagen: zu viele Versuche. Bitte versuch es in einer Minute noch einmal.',
  tooFast: 'Die Anmeldung ist fehlgeschlagen: Das Formular wurde zu schnell gesendet. Bitte versuch es noch einmal.',
  expired: 'Die Anmeldung ist fehlgeschlagen: Das Formular ist abgelaufen. Bitte versuch es noch einmal.',
  recaptchaExpired: 'Die reCAPTCHA-Prüfung ist fehlgeschlagen: Das Token ist abgelaufen.',
  recaptchaAction: 'Ungültige reCAPTCHA-Aktion. Bitte versuch es noch einmal.',
  recaptchaHostname: 'Ungültiger reCAPTCHA-Hostname. Bitte versuch es noch einmal.',
  recaptchaScore: 'Die reCAPTCHA-Prüfung ist fehlgeschlagen. Bitte versuch es später noch einmal.',
  recaptcha: {
    unavailable: 'reCAPTCHA ist nicht verfügbar',
    browserOnly: 'reCAPTCHA kann nur im Browser geladen werden',
    loadFailed: 'Das reCAPTCHA-Skript konnte nicht geladen werden',
    noSiteKey: 'Für reCAPTCHA ist kein Website-Schlüssel eingerichtet',
    executeFailed: 'Die reCAPTCHA-Prüfung konnte nicht abgeschlossen werden',
  },
} as const satisfies Messages['newsletter'];
