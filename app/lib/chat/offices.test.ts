import { describe, expect, it } from 'vitest';
import { parseOffices } from './offices';

describe('parseOffices', () => {
  it('reads an office section as markup, whatever its quoting, attributes or line breaks', () => {
    const html = `<p>Write to <a href="mailto:hello@sharkblades.ch">us</a>.</p>
<section class='card' data-office='inc'><h2>United States</h2>
<p><strong>Sharkblades&nbsp;Inc.</strong><br/>88 Black Falcon Avenue<BR>Boston, MA 02210<br>United States</p>
<p>Phone: <a class="tel" href='tel:+16175550142'>+1 617 555 0142</a><br>Email: <a href="mailto:us@sharkblades.ch" rel="nofollow">us@sharkblades.ch</a></p>
<p>Monday to Friday, 9:00 am–5:00 pm ET.</p>
</section>
<section data-office="mars"><p><strong>Nobody</strong></p></section>`;
    expect(parseOffices(html)).toEqual([
      {
        office: 'inc',
        company: 'Sharkblades Inc.',
        address: ['88 Black Falcon Avenue', 'Boston, MA 02210', 'United States'],
        phone: '+1 617 555 0142',
        email: 'us@sharkblades.ch',
        hours: '9:00 am–5:00 pm ET',
        lines: ['Monday to Friday, 9:00 am–5:00 pm ET.'],
        hoursLine: 'Monday to Friday, 9:00 am–5:00 pm ET.',
        places: ['boston'],
      },
    ]);
  });
});
