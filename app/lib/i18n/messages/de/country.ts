import type { Messages } from '../types';

export const country = {
  section: 'Land und Währung',
  label: 'Land/Region',
  change: 'Ändern',
  loading: 'Regionen werden geladen …',
  loadFailed: 'Die Regionen konnten nicht geladen werden.',
  tryAgain: 'Erneut versuchen',
} as const satisfies Messages['country'];

// Country names take an article in German ("die Schweiz"): the messages name the country apart.
export const countryChange = {
  unsupported: 'Bitte wähle ein Land, in das wir liefern.',
  notMoved:
    'Diese Artikel sind im gewählten Land ({country}) nicht erhältlich und konnten nicht in deinen neuen Warenkorb übernommen werden: {items}.',
  notUpdated:
    'Gewähltes Land: {country}. Dein Warenkorb konnte jedoch nicht angepasst werden; wähle das Land später noch einmal, um die Preise zu aktualisieren.',
} as const satisfies Messages['countryChange'];
