import { describe, expect, it } from 'vitest';
import { headingsFrom } from './headings';

describe('headingsFrom', () => {
  it('moves a body that starts at h3 up to h2, keeping the levels apart', () => {
    expect(headingsFrom('<h3 id="q">Q?</h3><p>A</p><h4>Detail</h4>')).toBe('<h2 id="q">Q?</h2><p>A</p><h3>Detail</h3>');
  });

  it('leaves a body that already starts at h2', () => {
    const html = '<h2>One</h2><h3>Two</h3>';
    expect(headingsFrom(html)).toBe(html);
  });

  it('never moves headings down, and leaves text without headings alone', () => {
    expect(headingsFrom('<h1>Top</h1>')).toBe('<h1>Top</h1>');
    expect(headingsFrom('<p>h3 is a word here, <hr> too</p>')).toBe('<p>h3 is a word here, <hr> too</p>');
  });

  it('moves headings whatever their attributes hold, and not a heading written in an attribute or comment', () => {
    expect(headingsFrom('<p title="<h2>"></p><!-- <h1> --><H3 data-x=">">Q?</H3><h4\nid=d>Detail</h4 >')).toBe(
      '<p title="<h2>"></p><!-- <h1> --><H2 data-x=">">Q?</H2><h3\nid=d>Detail</h3 >',
    );
  });
});
