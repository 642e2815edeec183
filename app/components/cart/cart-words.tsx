// The cart's words and paths for every part of the cart view: the /cart loader sends the words
// (its page and the header's panel, which loads that loader through a fetcher), so the browser
// never imports a catalogue (docs/decisions/words-and-translations.md). The cart view provides them once.
import { createContext, useContext } from 'react';
import type { Messages } from '~/lib/i18n/messages/types';
import { useLocalePath } from '~/lib/i18n/use-messages';

export type CartWords = Messages['cart'];

const Words = createContext<CartWords | null>(null);

export const CartWordsProvider = Words.Provider;

/** The words the cart view was given (inside CartView only). */
export function useCartWords(): CartWords {
  const words = useContext(Words);
  if (!words) throw new Error('useCartWords outside a CartView');
  return words;
}

/** /cart in the page's language: every cart form's action and its 303 target. */
export const useCartPath = () => useLocalePath()('/cart');
