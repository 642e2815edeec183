import type { Messages } from '../types';

export const language = {
  label: 'Sprache',
  choose: 'Sprache wählen',
  suggestion: 'Diese Seite gibt es auch auf Deutsch.',
  accept: 'Auf Deutsch anzeigen',
  dismiss: 'Nein, danke',
  invalidChoice: 'Bitte wähle eine der angebotenen Sprachen.',
} as const satisfies Messages['language'];
