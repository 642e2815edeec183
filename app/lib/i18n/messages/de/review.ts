import type { Messages } from '../types';

export const review = {
  title: 'Bewertungen',
  rated: 'Bewertet mit {average} von 5',
  countOne: '({count} Bewertung)',
  countOther: '({count} Bewertungen)',
  loadHere: 'Die Bewertungen werden hier geladen.',
  write: 'Bewertung schreiben',
  consent: 'Die Bewertungen stammen von unserem Bewertungsdienst und werden nur mit deiner Einwilligung angezeigt.',
  allow: 'Bewertungs-Cookies erlauben und Bewertungen zeigen',
  pageTitle: 'Bewertung schreiben',
  thanks:
    'Vielen Dank, dass du dir die Zeit nimmst, anderen Spielerinnen und Spielern von deiner Ausrüstung zu erzählen.',
  thanksFor:
    'Vielen Dank, dass du dir die Zeit nimmst, anderen Spielerinnen und Spielern von deiner Ausrüstung ({product}) zu erzählen.',
  widgetFallback: 'Das Bewertungsformular wird hier geladen. Falls es nicht erscheint, schreib uns an',
  byEmail: 'Schick uns deine Bewertung per E-Mail an',
  published: 'und wir veröffentlichen sie.',
  emailSubject: 'Bewertung',
} as const satisfies Messages['review'];
