import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

const desktop = 'screen and (min-width: 768px)';

// Phones: a compact gallery, then the buy box (title, price, options, quantity, add) above the fold.
// Desktop: gallery left, buy box right and sticky, the description and specs under both.
export const layout = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [desktop]: {
      paddingTop: vars.space.md,
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      columnGap: vars.space.lg,
      rowGap: vars.space.xl,
      alignItems: 'start',
    },
    'screen and (min-width: 1024px)': {
      gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)',
      columnGap: vars.space.xl,
    },
  },
});

// The layout's children: the gallery, the buy box, the description.
const media = `${layout} > :first-child`;
globalStyle(media, { minWidth: 0 });

// The gallery's images (app/components/product/product-gallery.tsx) on a quiet surface; on phones
// the gallery is short (product-gallery.css.ts) so the buy box starts near the top of the screen.
globalStyle(`${media} img, ${media} video`, { background: vars.color.subtle, borderRadius: vars.radius.md });
const compact = 'screen and (max-width: 767px)';

export const details = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.md,
  minWidth: 0,
  '@media': {
    [compact]: { gap: vars.space.sm },
    // Below the sticky header (about 4 rem; the gallery's slides keep the same margin).
    [desktop]: { position: 'sticky', top: '5rem', gridRow: 'span 2' },
  },
});

// The buy box's parts by position and attribute (class names would ship in the page's JavaScript).
// The heading (./heading.tsx): brand, title, rating summary, price.
globalStyle(`${details} > div:first-child`, { display: 'grid', gap: vars.space.sm });
globalStyle(`${details} > div:first-child > p:first-child`, {
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.text.xs,
  fontWeight: 700,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  // On phones the title names the brand already; the line would push "Add to cart" down.
  '@media': { [compact]: { display: 'none' } },
});
globalStyle(`${details} h1`, {
  fontSize: vars.text.xl,
  margin: 0,
  '@media': { [desktop]: { fontSize: vars.text.xxl } },
});
export const price = style({
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.text.lg,
  fontWeight: 700,
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
});
globalStyle(`${price} s`, { color: vars.color.muted, fontWeight: 400, fontSize: vars.text.base });

globalStyle(`${details} > p[data-available]`, {
  margin: `calc(-1 * ${vars.space.sm}) 0 0`,
  fontSize: vars.text.sm,
  fontWeight: 600,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});
globalStyle(`${details} > p[data-available]::before`, {
  content: '""',
  width: '8px',
  height: '8px',
  borderRadius: '50%',
  background: '#1e7a3c',
});
globalStyle(`${details} > p[data-available="false"]::before`, { background: vars.color.sale });

export const option = style({ border: 0, padding: 0, margin: 0 });

export const values = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

// Options as pills: links (variant switching works without JavaScript), 44 px tall.
const chip = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.control.height,
  padding: `0 ${vars.space.md}`,
  border: `1px solid #7b8e96`,
  borderRadius: vars.radius.pill,
  textDecoration: 'none',
  color: vars.color.ink,
  fontWeight: 600,
  fontSize: vars.text.sm,
  transition: `border-color ${vars.motion.fast} ease-out, background-color ${vars.motion.fast} ease-out`,
} as const;

export const value = style({
  ...chip,
  selectors: { '&:hover': { borderColor: vars.color.ink, background: vars.color.subtle, color: vars.color.ink } },
});

export const valueSelected = style({
  ...chip,
  borderColor: vars.color.ink,
  background: vars.color.ink,
  color: vars.color.surface,
  selectors: { '&:hover': { color: vars.color.surface } },
});

globalStyle(`${details} > p[role="note"]`, {
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.glacier,
  fontSize: vars.text.sm,
});

// The server-written notes: payment marks, then the shipping and returns sentences. Found by
// their marks, not as the box's last child: the browser matches `:last-child` only once the box's
// HTML has all arrived, and a slow load would show the notes restyled (moved) late.
const notes = `${details} > div:has(> ul[data-payment-marks])`;
globalStyle(notes, { display: 'grid', gap: vars.space.sm });
// The payment marks in one row (their list has no class of its own here).
globalStyle(`${notes} > ul`, {
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

// After the gallery and the buy box, in their own <div>s: the description and its spec table
// (./product-details.css.ts) at a readable measure; then across the page "Complete the kit"
// (./kit.tsx) and the reviews. An empty one (no kit, reviews off) takes no room.
const about = `${layout} > div:nth-child(3)`;
globalStyle(about, { minWidth: 0, maxWidth: vars.width.measure, fontSize: vars.text.md });
const wide = `${layout} > div:nth-child(n + 4)`;
globalStyle(wide, { minWidth: 0, '@media': { [desktop]: { gridColumn: '1 / -1' } } });
globalStyle(`${layout} > div:empty`, { display: 'none' });

// The options (links to #options without JavaScript, docs/decisions/product-page.md): the browser focuses the target
// after the new page loads; it is no control, so no ring.
globalStyle(`${details} #options`, {
  display: 'grid',
  gap: vars.space.md,
  outline: 'none',
  scrollMarginTop: vars.space.xl,
});

// Beside the title: the rating summary, a link down to the reviews (./heading.tsx).
export const rating = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.control.height,
  justifySelf: 'start',
  margin: `calc(-1 * ${vars.space.sm}) 0`,
  color: vars.color.ink,
  textDecoration: 'none',
  fontSize: vars.text.sm,
  selectors: { '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' } },
});
globalStyle(`${rating} > p`, { fontSize: vars.text.sm });

// Complete the kit: the listing's cards (./product-grid.tsx, rendered on the server), styled here
// because the grid's own stylesheet would bring its class-name module into the first load; four
// in a row from 768 px, two on phones (no orphan).
export const kit = style({ display: 'grid', gap: vars.space.md, paddingTop: vars.space.lg });
globalStyle(`${kit} h2`, { margin: 0, fontSize: vars.text.xl });
globalStyle(`${kit} ul`, {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.lg} ${vars.space.md}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', columnGap: vars.space.ml } },
});
globalStyle(`${kit} li`, { display: 'grid', gap: vars.space.xs, alignContent: 'start', position: 'relative' });
globalStyle(`${kit} li > a`, { display: 'grid', gap: vars.space.sm, color: vars.color.ink, textDecoration: 'none' });
globalStyle(`${kit} img`, {
  width: '100%',
  height: 'auto',
  aspectRatio: '1',
  objectFit: 'cover',
  background: vars.color.subtle,
  borderRadius: vars.radius.md,
});
globalStyle(`${kit} h3`, { margin: 0, fontSize: vars.text.base });
globalStyle(`${kit} li > a:hover h3`, { textDecoration: 'underline', textUnderlineOffset: '0.2em' });
globalStyle(`${kit} li > p`, { margin: 0, color: vars.color.muted, fontVariantNumeric: 'tabular-nums' });
// A card's rating (docs/decisions/reviews.md), as on the listings: the star chip, the average, the count; its
// words for screen readers only (ui.css's class is not on this page).
globalStyle(`${kit} li > p:has(> [aria-hidden])`, { display: 'flex', color: vars.color.ink, fontSize: vars.text.sm });
globalStyle(`${kit} li > p > [aria-hidden] > span:first-child`, {
  background: vars.color.ink,
  color: '#02f900',
  borderRadius: vars.radius.sm,
  padding: '0 6px',
  letterSpacing: '1px',
});
globalStyle(`${kit} li > p > [aria-hidden] > span:last-child`, { color: vars.color.muted });
globalStyle(`${kit} li > p > span:nth-child(2)`, {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
