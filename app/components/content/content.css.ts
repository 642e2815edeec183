import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

// Merchant HTML (pages, articles, policies) at a readable measure (~70 characters), images at the
// column's full width, and tables and code that wrap instead of scrolling the page sideways.
export const richText = style({ maxWidth: vars.width.measure, fontSize: vars.text.md, lineHeight: 1.7 });
globalStyle(`${richText} h2`, { fontSize: vars.text.xl, marginTop: vars.space.lg });
globalStyle(`${richText} h3`, { fontSize: vars.text.lg, marginTop: vars.space.ml });
globalStyle(`${richText} img, ${richText} video, ${richText} iframe`, {
  width: '100%',
  borderRadius: vars.radius.md,
  marginBlock: vars.space.ml,
});
globalStyle(`${richText} :is(ul, ol)`, { paddingLeft: vars.space.ml });
globalStyle(`${richText} li + li`, { marginTop: vars.space.xs });
globalStyle(`${richText} blockquote`, {
  margin: `${vars.space.ml} 0`,
  padding: `${vars.space.sm} ${vars.space.ml}`,
  borderLeft: `4px solid ${vars.color.accent}`,
  background: vars.color.subtle,
  fontSize: vars.text.lg,
});
globalStyle(`${richText} table`, {
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: vars.text.sm,
  overflowWrap: 'anywhere',
  marginBlock: vars.space.ml,
});
globalStyle(`${richText} th, ${richText} td`, {
  borderBottom: `1px solid ${vars.color.line}`,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} 0`,
  textAlign: 'left',
  verticalAlign: 'top',
});
globalStyle(`${richText} th`, { fontWeight: 700 });
globalStyle(`${richText} pre`, {
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  background: vars.color.ink,
  color: vars.color.onInk,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
});
globalStyle(`${richText} code`, { overflowWrap: 'anywhere' });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(17rem, 100%), 1fr))',
  gap: `${vars.space.xl} ${vars.space.ml}`,
  listStyle: 'none',
  padding: 0,
  margin: `0 0 ${vars.space.xl}`,
});

export const card = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });
globalStyle(`${card} img`, {
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.subtle,
});
globalStyle(`${card} > *`, { margin: 0 });
globalStyle(`${card} h3 a`, { color: vars.color.ink, textDecoration: 'none' });
globalStyle(`${card} h3 a:hover`, { textDecoration: 'underline' });

export const muted = style({ color: vars.color.muted, fontSize: vars.text.sm });

// A row of pill links (the shop's collections, the contact page's offices); the current one filled.
export const pills = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  padding: 0,
  margin: `0 0 ${vars.space.lg}`,
});
globalStyle(`${pills} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.control.height,
  padding: `0 ${vars.space.md}`,
  border: '1px solid #7b8e96',
  borderRadius: vars.radius.pill,
  color: vars.color.ink,
  fontWeight: 600,
  fontSize: vars.text.sm,
  textDecoration: 'none',
});
globalStyle(`${pills} a:hover`, { borderColor: vars.color.ink, background: vars.color.subtle, color: vars.color.ink });
globalStyle(`${pills} a[aria-current]`, {
  background: vars.color.ink,
  borderColor: vars.color.ink,
  color: vars.color.surface,
});

// An article: one reading column, its image at the column's full width.
export const article = style({ maxWidth: vars.width.measure, marginInline: 'auto' });
globalStyle(`${article} > img`, { width: '100%', borderRadius: vars.radius.lg, marginBlock: vars.space.lg });
globalStyle(`${article} > p:first-child`, {
  margin: 0,
  fontSize: vars.text.xs,
  fontWeight: 700,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
});

// The FAQ: groups of disclosures at the reading measure, each question a 44 px+ row with + and −.
export const faq = style({ maxWidth: vars.width.measure, display: 'grid', gap: vars.space.lg });
export const faqGroup = style({ display: 'grid' });
globalStyle(`${faqGroup} > h2`, { fontSize: vars.text.lg, margin: `${vars.space.md} 0 ${vars.space.sm}` });
export const faqItem = style({ borderBottom: `1px solid ${vars.color.line}` });
globalStyle(`${faqItem} > summary`, {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.control.height,
  padding: `${vars.space.sm} 0`,
  fontSize: vars.text.md,
  fontWeight: 600,
  cursor: 'pointer',
  listStyle: 'none',
});
globalStyle(`${faqItem} > summary::-webkit-details-marker`, { display: 'none' });
globalStyle(`${faqItem} > summary::after`, {
  content: '"+"',
  flex: 'none',
  fontSize: vars.text.lg,
  lineHeight: 1,
  color: vars.color.accent,
});
globalStyle(`${faqItem}[open] > summary::after`, { content: '"−"' });
globalStyle(`${faqItem} > summary:hover`, { color: vars.color.accent });
globalStyle(`${faqItem} > div`, { paddingBottom: vars.space.md, fontSize: vars.text.base });
globalStyle(`${faqItem} > div > :first-child`, { marginTop: 0 });

// The contact page: the offices as cards, the map beside them from 768 px (it stays in view while
// the cards scroll), under them on phones.
export const contact = style({
  display: 'grid',
  gap: vars.space.lg,
  marginTop: vars.space.lg,
  '@media': {
    'screen and (min-width: 768px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' },
  },
});
export const offices = style({ display: 'grid', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });
export const officeCard = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.ml,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  selectors: {
    '&:has(a[aria-current])': { borderColor: vars.color.accent, boxShadow: `inset 4px 0 0 ${vars.color.accent}` },
  },
});
globalStyle(`${officeCard} section > h2`, { fontSize: vars.text.lg, marginTop: 0 });
globalStyle(`${officeCard} section > p`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${officeCard} > div`, { fontSize: vars.text.base, lineHeight: 1.6 });
export const officeLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifySelf: 'start',
  minHeight: vars.control.height,
  fontWeight: 600,
  color: vars.color.accent,
  selectors: { '&[aria-current]': { color: vars.color.ink, textDecoration: 'none' } },
});
globalStyle(`${officeLink}::after`, { content: '"→"', marginLeft: vars.space.xs });
globalStyle(`${officeLink}[aria-current]::after`, { content: '"✓"' });
export const officeMap = style({
  '@media': { 'screen and (min-width: 768px)': { position: 'sticky', top: '6rem' } },
});
globalStyle(`${officeMap} > *`, { marginTop: 0 });

// An article's picture keeps its frame (cover, never letterboxed), and the stories it ends with.
globalStyle(`${article} > img`, { aspectRatio: '16 / 9', objectFit: 'cover', background: vars.color.subtle });
export const related = style({
  marginTop: vars.space.xl,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.line}`,
});
globalStyle(`${related} > h2`, { marginTop: 0 });
