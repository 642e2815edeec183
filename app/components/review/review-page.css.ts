import { style } from '@vanilla-extract/css';

// /review's widget mount. Its own file: a stylesheet shared with the product page would become a
// shared chunk that the product page's first load pays for.
export const widget = style({ display: 'grid', gap: '1rem', minHeight: '44px', maxWidth: '40rem' });
