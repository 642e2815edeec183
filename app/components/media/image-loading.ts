// Spec §2: lazy loading is off on the home page, in every language (`/`, `/fr`, `/en`). The parts
// every page shares (the header's menus, the payment marks, the cart's lines) ask here, so the
// server's page is already right: without JavaScript too.
import { useLocation } from 'react-router';
import { splitLanguage } from '~/lib/i18n/languages';

/** `eager` on the home page, else `lazy`. */
export function useImageLoading(): 'eager' | 'lazy' {
  return splitLanguage(useLocation().pathname).path === '/' ? 'eager' : 'lazy';
}
