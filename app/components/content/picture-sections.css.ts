import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

// A brand page's sections with their pictures. Story (About): each chapter a picture beside its
// text from 768 px, sides alternating; on a phone the picture above. People (Team): cards with a
// portrait, a small portrait beside the words on a phone, two columns from 768 px, three from 1280.
const wide = 'screen and (min-width: 768px)';
const widest = 'screen and (min-width: 1280px)';

export const story = style({ display: 'grid', gap: vars.space.xl, marginBlock: vars.space.lg });
export const chapter = style({
  display: 'grid',
  gap: vars.space.ml,
  alignItems: 'center',
  '@media': {
    [wide]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gap: vars.space.lg,
    },
  },
});
export const chapterPicture = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.subtle,
  '@media': { [wide]: { selectors: { [`${chapter}:nth-child(even) > &`]: { order: 2 } } } },
});
globalStyle(`${chapter} h2`, { marginTop: 0 });

export const people = style({
  display: 'grid',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: `${vars.space.lg} 0 0`,
  padding: 0,
  '@media': {
    [wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [widest]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});
export const person = style({
  display: 'grid',
  gridTemplateColumns: '6rem minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 1fr)', alignContent: 'start' } },
});
export const portrait = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.subtle,
});
globalStyle(`${person} h2`, { fontSize: vars.text.lg, marginTop: 0 });
globalStyle(`${person} p`, { marginBlock: `0 ${vars.space.sm}` });
globalStyle(`${person} > div`, { fontSize: vars.text.base, lineHeight: 1.6 });

export const officePicture = style({
  width: `calc(100% + 2 * ${vars.space.ml})`,
  maxWidth: 'none',
  height: 'auto',
  aspectRatio: '5 / 2',
  objectFit: 'cover',
  margin: `calc(-1 * ${vars.space.ml}) calc(-1 * ${vars.space.ml}) 0`,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  background: vars.color.subtle,
});
