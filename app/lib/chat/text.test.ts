import { describe, expect, it } from 'vitest';
import { htmlToText, inlineText, splitSections, tables } from './text';

describe('rich text as the chat reads it', () => {
  it('ends a sentence at each block and reads a table as one sentence a row', () => {
    const html =
      '<p>Sizes below.</p><table><tr><th>Skate size</th><th>Runner</th></tr><tr><td>Senior 8</td><td>272 mm</td></tr></table>' +
      '<ul><li>Write to hello@sharkblades.ch</li><li>Or call</li></ul><script>var x = "<p>";</script>';
    expect(htmlToText(html)).toBe(
      'Sizes below. Skate size: Senior 8; Runner: 272 mm. Write to hello@sharkblades.ch. Or call.',
    );
  });

  it('decodes every named entity, not only a handful', () => {
    expect(inlineText('Caf&eacute; &ndash; l&rsquo;&eacute;t&eacute;&nbsp;2025 &amp; <b>more</b>')).toBe(
      'Café – l’été 2025 & more',
    );
  });

  it('reads cells whatever their attributes hold, with their paragraphs apart', () => {
    expect(
      tables(
        '<table class=t data-x=">"><tr title="<td>"><td><p>Senior</p><p>8</p></td><td>Heel<br>272</td></tr></table>',
      ),
    ).toEqual([[['Senior 8', 'Heel 272']]]);
  });

  it('splits at each h2/h3, the heading without its full stop', () => {
    expect(splitSections('<p>Intro</p><h3 data-q="a>b">Size?</h3><p>263 mm.</p><h2>Ice</h2><p>Yes</p>')).toEqual([
      { heading: '', text: 'Intro.' },
      { heading: 'Size?', text: '263 mm.' },
      { heading: 'Ice', text: 'Yes.' },
    ]);
  });
});
