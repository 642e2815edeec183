// About, Team and Contact as brand pages (issue 49, item 2), as the server writes them, without
// JavaScript: each section of the page's body with its picture from the page's `custom.pictures`
// metafield, alt texts in the page's language, sized by srcset and lazy below the first.
import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { request } from '../support/worker';

/** The pictures in the page's <article>: alt, src, srcset, loading, and the element around each. */
async function pictures(path: string) {
  const response = await request(path);
  expect(response.status).toBe(200);
  const found: { alt: string; src: string; srcset: string; loading: string; parent: string }[] = [];
  const stack: string[] = [];
  let inArticle = 0;
  new Parser({
    onopentag(name, attributes) {
      if (name === 'article') inArticle++;
      if (inArticle && name === 'img')
        found.push({
          alt: attributes.alt ?? '',
          src: attributes.src ?? '',
          srcset: attributes.srcset ?? '',
          loading: attributes.loading ?? '',
          parent: stack.at(-1) ?? '',
        });
      stack.push(name);
    },
    onclosetag(name) {
      stack.pop();
      if (name === 'article') inArticle--;
    },
  }).end(await response.text());
  return found;
}

describe('brand pages', () => {
  it('About: each of its three chapters with a picture, the first one eager', async () => {
    const shown = await pictures('/about');
    expect(shown.map((p) => [p.alt, p.parent])).toEqual([
      [expect.stringContaining('Werkstatt in Rapperswil-Jona'), 'section'],
      [expect.stringContaining('zugefrorenen See beim Lido'), 'section'],
      [expect.stringContaining('Trainingshalle'), 'section'],
    ]);
    expect(shown.map((p) => p.loading)).toEqual(['eager', 'lazy', 'lazy']);
    for (const picture of shown) {
      expect(picture.src).toMatch(/\/cdn\/shop\/files\/about-[a-z-]+\.jpg\?width=640&height=427$/);
      expect(picture.srcset.split(', ')).toHaveLength(4);
    }
    expect((await pictures('/fr/about'))[1]!.alt).toContain('lac gelé au Lido');
  });

  it('Team: six people, each a card with a portrait named in the page’s language', async () => {
    const shown = await pictures('/en/about/team');
    expect(shown).toHaveLength(6);
    expect(shown.every((p) => p.parent === 'li' && p.loading === 'lazy')).toBe(true);
    expect(shown[0]!.alt).toBe('Portrait of Reto Ammann');
    expect(shown[0]!.src).toMatch(/team-reto-ammann\.jpg\?width=240&height=300$/);
    expect((await pictures('/about/team'))[5]!.alt).toBe('Porträt von Aisha Rahman');
  });

  it('Contact: every office card shows its city', async () => {
    const shown = await pictures('/fr/about/contact?office=inc');
    expect(shown.map((p) => /files\/(office-[a-z-]+)\.jpg/.exec(p.src)?.[1])).toEqual([
      'office-rapperswil-jona',
      'office-boston',
      'office-dubai',
    ]);
    expect(shown[2]!.alt).toContain('Dubaï');
  });
});
