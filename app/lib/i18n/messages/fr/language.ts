import type { Messages } from '../types';

export const language = {
  label: 'Langue',
  choose: 'Choisir la langue',
  suggestion: 'Cette page existe aussi en français.',
  accept: 'Afficher en français',
  dismiss: 'Non merci',
  invalidChoice: 'Veuillez choisir l’une des langues proposées.',
} as const satisfies Messages['language'];
