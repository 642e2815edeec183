// The description's spec table and the buy box's shipping and returns disclosures
// (./product-details.tsx).
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

// Specifications: a titled list of rows on a quiet surface, names muted, values in tabular figures.
export const specs = style({
  width: '100%',
  marginTop: vars.space.lg,
  borderCollapse: 'collapse',
  // Fixed columns: a long German compound wraps inside its cell instead of widening the page.
  tableLayout: 'fixed',
  fontSize: vars.text.base,
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${specs} caption`, {
  captionSide: 'top',
  textAlign: 'start',
  fontWeight: 700,
  fontSize: vars.text.lg,
  padding: `0 0 ${vars.space.sm}`,
});
globalStyle(`${specs} th, ${specs} td`, {
  padding: `0.75rem ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.line}`,
  textAlign: 'start',
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
  hyphens: 'auto',
});
globalStyle(`${specs} tr:first-child > *`, { borderTop: `2px solid ${vars.color.ink}` });
globalStyle(`${specs} tbody tr:nth-child(odd)`, { background: vars.color.subtle });
globalStyle(`${specs} th`, { width: '40%', fontWeight: 600, color: vars.color.muted });
globalStyle(`${specs} td`, { fontWeight: 500 });

// Shipping and returns: closed disclosures that open without JavaScript, 44 px summaries.
export const disclosure = style({ borderTop: `1px solid ${vars.color.line}` });
globalStyle(`${disclosure}:last-child`, { borderBottom: `1px solid ${vars.color.line}` });
globalStyle(`${disclosure} > summary`, {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: vars.control.height,
  cursor: 'pointer',
  fontWeight: 600,
  listStyle: 'none',
});
globalStyle(`${disclosure} > summary::-webkit-details-marker`, { display: 'none' });
globalStyle(`${disclosure} > summary::after`, {
  content: '"+"',
  fontSize: vars.text.lg,
  lineHeight: 1,
  color: vars.color.muted,
});
globalStyle(`${disclosure}[open] > summary::after`, { content: '"−"' });
globalStyle(`${disclosure} > p`, { margin: `0 0 ${vars.space.md}`, fontSize: vars.text.sm, color: vars.color.muted });
globalStyle(`${disclosure} a`, { display: 'inline-block', paddingBlock: '0.75rem', color: vars.color.accent });
// The notes' grid puts a gap between its parts; the disclosures sit flush, one rule between them.
globalStyle(`${disclosure} + ${disclosure}`, { marginTop: `calc(-1 * ${vars.space.sm})` });

// The merchant's description, laid out as if written in place.
export const description = style({ display: 'contents' });
