import { describe, expect, it } from 'vitest';
import { splitSpecs } from './specs.server';

describe('splitSpecs', () => {
  it('takes a trailing list of "Name: value" items as the spec table', () => {
    const html = '<p>Steel.</p>\n<ul>\n<li>Material: steel, 58&nbsp;HRC</li>\n<li>Fits: 246–288 mm</li>\n</ul>';
    expect(splitSpecs(html)).toEqual({
      html: '<p>Steel.</p>',
      specs: [
        ['Material', 'steel, 58&nbsp;HRC'],
        ['Fits', '246–288 mm'],
      ],
    });
  });

  it('leaves a list that is not all specs in the prose', () => {
    const html = '<p>Why</p><ul><li>Material: steel</li><li>Swaps in seconds</li></ul>';
    expect(splitSpecs(html)).toEqual({ html, specs: [] });
  });

  it('leaves a list followed by more prose alone', () => {
    const html = '<ul><li>Material: steel</li></ul><p>More</p>';
    expect(splitSpecs(html)).toEqual({ html, specs: [] });
  });

  it('reads the list as markup: a closing tag written in capitals or with spaces is still the end', () => {
    const html = '<p>Steel.</p><ul>\n<li>Material: steel</li >\n<LI>Fits: 246 mm</LI></ul>\n';
    expect(splitSpecs(html)).toEqual({
      html: '<p>Steel.</p>',
      specs: [
        ['Material', 'steel'],
        ['Fits', '246 mm'],
      ],
    });
  });

  it('handles a description without a list', () => {
    expect(splitSpecs('<p>Only words.</p>')).toEqual({ html: '<p>Only words.</p>', specs: [] });
  });
});
