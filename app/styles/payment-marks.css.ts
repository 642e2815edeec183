// Payment marks (DESIGN.md): small hand-drawn SVG marks, not text chips. Any
// `<ul aria-label="Payment methods">` whose items carry their method's label as text (the accessible
// name) and as `data-pay` shows the marks: a CSS background and no class name, so they cost no
// JavaScript wherever they render (footer, product page, cart).
import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';

const marks = 'ul[aria-label="Payment methods"]';
globalStyle(marks, {
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

const svg = (body: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 50 32'>${body}</svg>`,
  )}")`;

const text = (x: number, size: number, fill: string, weight: number, content: string, style = '') =>
  `<text x='${x}' y='${16 + size * 0.35}' font-family='Arial,Helvetica,sans-serif' font-size='${size}' font-weight='${weight}' fill='${fill}' text-anchor='middle' ${style}>${content}</text>`;

// Simple marks drawn for this shop: a wordmark or a shape in the method's colours.
const MARKS: Record<string, string> = {
  Klarna: `<rect width='50' height='32' rx='5' fill='#ffb3c7'/>${text(25, 11, '#0b1f2a', 700, 'Klarna.')}`,
  Visa: `<rect width='50' height='32' rx='5' fill='#fff'/>${text(25, 14, '#1a1f71', 800, 'VISA', "font-style='italic'")}`,
  Mastercard: `<rect width='50' height='32' rx='5' fill='#fff'/><circle cx='20' cy='16' r='9' fill='#eb001b'/><circle cx='30' cy='16' r='9' fill='#f79e1b' fill-opacity='.9'/>`,
  'American Express': `<rect width='50' height='32' rx='5' fill='#1f72cd'/>${text(25, 9, '#fff', 800, 'AMEX')}`,
  'Apple Pay': `<rect width='50' height='32' rx='5' fill='#fff'/><path d='M13 12c1.2 0 2 .8 2.8.8s1.8-.9 3-.8c.7 0 2 .3 2.6 1.4-2.4 1.5-1.8 4.6.4 5.4-.5 1.4-1.5 3.2-2.8 3.2-1 0-1.3-.6-2.4-.6s-1.5.6-2.4.6c-1.5 0-3.3-3-3.3-6 0-2.4 1.5-4 2.1-4zm4.2-3.6c.1 1.2-1 2.6-2.3 2.6-.2-1.2 1-2.5 2.3-2.6z' fill='#000'/>${text(34, 10, '#000', 600, 'Pay')}`,
  'Google Pay': `<rect width='50' height='32' rx='5' fill='#fff'/>${text(15, 13, '#4285f4', 700, 'G')}${text(31, 10, '#3c4043', 600, 'Pay')}`,
  'Shop Pay': `<rect width='50' height='32' rx='5' fill='#5a31f4'/>${text(25, 10, '#fff', 800, 'shop', "font-style='italic'")}`,
};

globalStyle(`${marks} > li`, {
  width: '50px',
  height: '32px',
  borderRadius: '5px',
  boxShadow: `inset 0 0 0 1px ${vars.color.line}`,
  backgroundSize: '100% 100%',
  // The label stays as the accessible name, out of sight.
  overflow: 'hidden',
  color: 'transparent',
  fontSize: '1px',
  whiteSpace: 'nowrap',
});

for (const [label, body] of Object.entries(MARKS)) {
  globalStyle(`${marks} > li[data-pay="${label}"]`, { backgroundImage: svg(body) });
}
