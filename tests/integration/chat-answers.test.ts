// Issue 34, item 1 and 2, through the built worker: the shopper's questions the chat used to answer
// with broken fragments ("…Goalie runner.5 280 mm…", "+41 55 210 48 00.ch", shipping for the wrong
// country), now answered from the shop's data as structured facts, in the page's language (German
// at the spec's paths) whatever language the question is in; and "don't know" with the contact.
import { describe, expect, it } from 'vitest';
import { client } from '../support/shopper';

/** The last answer on /help after asking `question` (its text, source link and further links). */
async function ask(question: string, headers: Record<string, string> = {}) {
  const shopper = client();
  const posted = await shopper.post('/help', { intent: 'ask', question, redirectTo: '/help' }, headers);
  expect(posted.status).toBe(303);
  const html = (await (await shopper.send('/help', { headers })).text()).replace(/<!-- -->/g, '');
  const turns = html.slice(html.indexOf('aria-label="Unterhaltung"'));
  const answer = /<div class="[^"]*"><p class="[^"]*">([^<]*)<\/p>([\s\S]*?)<\/div><\/li>/.exec(turns);
  expect(answer, `an answer to "${question}"`).not.toBeNull();
  return { text: answer![1]!.replace(/&#x27;/g, "'").replace(/&quot;/g, '"'), rest: answer![2]! };
}

describe('the chat answers from the shop’s data, in German at the spec’s paths', () => {
  it('gives the runner length for a skate size from the sizing table, not a fragment of it', async () => {
    const { text, rest } = await ask('Which size do I need, my skates are a size 8?');
    expect(text).toContain('Für Schlittschuhgrösse 8 (Senior 8–8.5)');
    expect(text).toContain('272 mm für Feldspieler');
    expect(text).not.toMatch(/runner\.5|Senior 10–11/);
    expect(rest).toContain('href="/stories/blog/blade-sizing-guide"');
  });

  it('names the product for a goalie, with its price and a link', async () => {
    const { text, rest } = await ask('Which blade for a goalie?');
    expect(text).toMatch(/^Für Goalies: Sharkblades für Goalies \(ab CHF[\s\u00a0]229\.00\)/);
    expect(rest).toContain('href="/shop/sharkblades-for-goalies"');
  });

  it('gives the contact for the visitor’s country with the e-mail address and phone number whole', async () => {
    const { text } = await ask('How can I contact you?');
    expect(text).toContain('Telefon +41 55 210 48 00, E-Mail hello@sharkblades.ch.');
    expect(text).not.toMatch(/\d\.ch|@sharkblades(?!\.ch)/);
    const us = await ask('How can I contact you?', { 'cf-ipcountry': 'US' });
    expect(us.text).toContain('+1 617 555 0142');
    expect(us.text).toContain('us@sharkblades.ch');
  });

  it('says whether, how long, what it costs and duties for shipping to a named country', async () => {
    const { text, rest } = await ask('Do you ship to Germany, how long?');
    expect(text).toMatch(/^Ja, wir liefern in dieses Land \(Deutschland\)\. Die Lieferung dauert 3–6 Werktage\./);
    expect(text).toContain('Der Versand kostet CHF 14.90 und ist ab CHF 150 kostenlos.');
    // The English policy's "14:00 CET", as German writes a time.
    expect(text).toContain('vor 14.00 Uhr (MEZ) eingehen');
    expect(text).toContain('Zölle');
    expect(text).not.toMatch(/1–3|most of Europe/);
    expect(rest).toContain('href="/legal/shipping-policy"');
  });

  it('answers a German question about shipping costs with the costs, not generic terms', async () => {
    const { text } = await ask('Was kostet der Versand in die Schweiz?');
    expect(text).toContain('Der Versand kostet CHF 7.90 und ist ab CHF 100 kostenlos.');
    expect(text).toContain('keine Zölle');
  });

  it('says when there is no good answer, with the contact page of the visitor’s market and e-mail', async () => {
    const { text, rest } = await ask('Verkauft ihr Helme?');
    expect(text).toMatch(/^Darauf habe ich keine verlässliche Antwort/);
    expect(rest).toContain('href="/about/contact?office=europe"');
    expect(rest).toContain('href="mailto:hello@sharkblades.ch"');
  });
});
