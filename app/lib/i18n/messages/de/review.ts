import type { Messages } from '../types';

export const review = {
  title: 'Bewertungen',
  rated: 'Bewertet mit {average} von 5',
  countOne: '({count} Bewertung)',
  countOther: '({count} Bewertungen)',
  loadHere: 'Schon damit gespielt? Erzählen Sie anderen davon.',
  write: 'Bewertung schreiben',
  consent: 'Die Bewertungen stammen von unserem Bewertungsdienst und werden nur mit Ihrer Einwilligung angezeigt.',
  allow: 'Bewertungs-Cookies erlauben und Bewertungen zeigen',
  pageTitle: 'Bewertung schreiben',
  thanks:
    'Vielen Dank, dass Sie sich die Zeit nehmen, anderen Spielerinnen und Spielern von Ihrer Ausrüstung zu erzählen.',
  thanksFor:
    'Vielen Dank, dass Sie sich die Zeit nehmen, anderen Spielerinnen und Spielern von Ihrer Ausrüstung ({product}) zu erzählen.',
  widgetFallback: 'Das Bewertungsformular wird hier geladen. Falls es nicht erscheint, schreiben Sie an',
  byEmail: 'Senden Sie uns Ihre Bewertung per E-Mail an',
  published: 'und wir veröffentlichen sie.',
  emailSubject: 'Bewertung',
} as const satisfies Messages['review'];
