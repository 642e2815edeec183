// The shop's translations by language code (the primary language, English, is the seed itself).
import { de } from './de';
import { fr } from './fr';
import type { LanguageTexts } from './types';

export const TRANSLATIONS: Record<'DE' | 'FR', LanguageTexts> = { DE: de, FR: fr };
