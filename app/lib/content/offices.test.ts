import { describe, expect, it } from 'vitest';
import { selectOffice } from './offices';

describe('selectOffice', () => {
  it('cuts the body into its intro and office sections, whatever the attributes or nesting', () => {
    const inc = `<section class="card" data-office='inc'><section><h3>Mailing</h3></section><p>Vermont</p></section>`;
    const europe = '<section data-office="europe"><p>Rapperswil</p></section>';
    const { intro, offices, selected } = selectOffice(`<p>Write to us.</p>${europe}${inc}`, 'inc');
    expect({ intro, selected }).toEqual({ intro: '<p>Write to us.</p>', selected: 'inc' });
    expect(offices).toEqual({ europe, inc, 'mena-asia': '' });
  });

  it('shows the headquarters when the requested office is not one', () => {
    expect(selectOffice('<p>Intro only</p>', 'mars')).toMatchObject({ selected: 'europe', intro: '<p>Intro only</p>' });
  });
});
