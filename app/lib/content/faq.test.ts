import { describe, expect, it } from 'vitest';
import { faqOf } from './faq';

describe('faqOf', () => {
  it('groups the questions under their <h2>, each with its answer', () => {
    const faq = faqOf(
      '<p>Intro</p><h2>Blades</h2><h3>Size?</h3><p>263 mm.</p><p>Or 272.</p><h3 id="x">Tools?</h3><p>No.</p>' +
        '<h2>Ice</h2><h3>Outdoors?</h3><p>Yes.</p><h2>Empty</h2>',
    );
    expect(faq).toEqual({
      introHtml: '<p>Intro</p>',
      groups: [
        {
          title: 'Blades',
          items: [
            { question: 'Size?', answerHtml: '<p>263 mm.</p><p>Or 272.</p>' },
            { question: 'Tools?', answerHtml: '<p>No.</p>' },
          ],
        },
        { title: 'Ice', items: [{ question: 'Outdoors?', answerHtml: '<p>Yes.</p>' }] },
      ],
    });
  });

  it('makes one untitled group of a body without groups', () => {
    expect(faqOf('<h3>A?</h3><p>B.</p>').groups).toEqual([
      { title: null, items: [{ question: 'A?', answerHtml: '<p>B.</p>' }] },
    ]);
  });

  it('reads questions whose attributes hold ">" and answers with nested headings-like text', () => {
    expect(faqOf('<h3 data-q="a>b">Size?</h3><p>See <code>&lt;h3&gt;</code>.</p><!-- <h3>No?</h3> -->').groups).toEqual(
      [
        {
          title: null,
          items: [{ question: 'Size?', answerHtml: '<p>See <code>&lt;h3&gt;</code>.</p><!-- <h3>No?</h3> -->' }],
        },
      ],
    );
  });
});
