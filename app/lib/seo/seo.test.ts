import { describe, expect, it } from 'vitest';
import { faqJsonLd, textSummary } from './seo';

describe('rich text in structured data', () => {
  it('reads each <h3> question and its answer, up to the next heading, as text', () => {
    const body = '<p>Intro</p><h2>Blades</h2><h3 id="s">Size&nbsp;?</h3><p>263&nbsp;mm &ndash; or 272.</p><h2>Ice</h2>';
    expect(faqJsonLd(body, 'fr-CH').mainEntity).toEqual([
      { '@type': 'Question', name: 'Size ?', acceptedAnswer: { '@type': 'Answer', text: '263 mm – or 272.' } },
    ]);
  });

  it('summarises a body in whole words, entities decoded', () => {
    expect(textSummary('<p>L&rsquo;&eacute;t&eacute; on ice</p>', 10)).toBe('L’été on…');
  });
});
