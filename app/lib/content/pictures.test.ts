import { describe, expect, it } from 'vitest';
import { picturesOf, sectionsWithPictures } from './pictures';

const picture = (n: number) => ({ url: `https://cdn.example/p${n}.jpg`, altText: `P${n}`, width: 900, height: 1125 });

describe('page pictures', () => {
  it('reads the custom.pictures references, skipping what is not an image', () => {
    const field = { references: { nodes: [{ image: picture(1) }, {}, { image: picture(2) }] } };
    expect(picturesOf(field)).toEqual([picture(1), picture(2)]);
    expect(picturesOf(null)).toEqual([]);
    expect(picturesOf({ references: { nodes: [{ image: { url: 'not a url' } }] } })).toEqual([]);
  });

  it('gives the i-th picture to the body’s i-th top-level section, keeping what is around them', () => {
    const body =
      '<p>Intro</p><section data-office="inc"><h2>A</h2><section><p>inner</p></section></section>' +
      '<section><h2>B</h2></section><h2>After</h2>';
    const { intro, sections, outro } = sectionsWithPictures(body, [picture(1)]);
    expect(intro).toBe('<p>Intro</p>');
    expect(sections).toEqual([
      { html: '<h2>A</h2><section><p>inner</p></section>', office: 'inc', picture: picture(1) },
      { html: '<h2>B</h2>', office: null, picture: null },
    ]);
    expect(outro).toBe('<h2>After</h2>');
    expect(sectionsWithPictures('<p>No sections</p>', [])).toEqual({
      intro: '<p>No sections</p>',
      sections: [],
      outro: '',
    });
  });
});
