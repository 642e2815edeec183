// The 'Need help?' chat through the built worker: ask and restart (303 without JavaScript, data
// with it), bad and oversized input, the rate limit, the page, and prices in the visitor's market.
import { describe, expect, it } from 'vitest';
import { request } from '../support/worker';

function form(fields: Record<string, string>) {
  return { method: 'POST', body: new URLSearchParams(fields) };
}

// The worker's rate-limit buckets live in its isolate for the whole run: each visitor has its own IP.
let visitors = 0;

/** A visitor: keeps the session cookie between requests. */
function visitor(origin = 'http://localhost:8787') {
  let cookie = '';
  const ip = `203.0.113.${++visitors}`;
  return async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('cf-connecting-ip', ip);
    if (cookie) headers.set('Cookie', cookie);
    const response = await request(origin + path, { ...init, headers });
    const set = response.headers.getSetCookie().find((c) => c.startsWith('session='));
    if (set) cookie = set.split(';')[0]!;
    return response;
  };
}

describe('POST /help', () => {
  it('answers a question with a source link, kept in the session (303 back without JavaScript)', async () => {
    const go = visitor();
    const posted = await go(
      '/help',
      form({ intent: 'ask', question: 'How long does delivery take?', redirectTo: '/help' }),
    );
    expect(posted.status).toBe(303);
    expect(posted.headers.get('Location')).toBe('/help');
    const page = await (await go('/help')).text();
    expect(page).toContain('How long does delivery take?');
    expect(page).toContain('two to four working days');
    expect(page).toContain('href="/faq"');
  });

  it('restart clears the conversation', async () => {
    const go = visitor();
    await go('/help', form({ intent: 'ask', question: 'What is your refund policy?', redirectTo: '/help' }));
    const restarted = await go('/help', form({ intent: 'restart', redirectTo: '/help' }));
    expect(restarted.status).toBe(303);
    expect(await (await go('/help')).text()).not.toContain('What is your refund policy?');
  });

  it('refuses empty, oversized and malformed input with a 400 and a message', async () => {
    const go = visitor();
    const empty = await go('/help', form({ intent: 'ask', question: '   ' }));
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('Please type a question.');
    const long = await go('/help', form({ intent: 'ask', question: 'x'.repeat(501) }));
    expect(long.status).toBe(400);
    expect(await long.text()).toContain('Please keep your question under 500 characters.');
    const unknown = await go('/help', form({ intent: 'shout' }));
    expect(unknown.status).toBe(400);
    const json = await go('/help', {
      method: 'POST',
      body: '{"question": 1}',
      headers: { 'content-type': 'application/json' },
    });
    expect(json.status).toBe(400);
  });

  it('rate-limits a client with a 429 and a message', async () => {
    const go = visitor();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await go('/help', form({ intent: 'ask', question: `Question ${i}` }))).status);
    expect(statuses.slice(0, 8).every((s) => s === 200)).toBe(true);
    const limited = await go('/help', form({ intent: 'ask', question: 'One more' }));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await limited.text()).toContain('You are asking faster than we can answer');
  });

  it('answers a form post over the limit (no JavaScript) with the page, a 429 and Retry-After', async () => {
    const go = visitor();
    const ask = (question: string) => go('/help', form({ intent: 'ask', question, redirectTo: '/help' }));
    for (let i = 0; i < 8; i++) expect((await ask(`Question ${i}`)).status).toBe(303);
    const limited = await ask('One more');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(limited.headers.get('Cache-Control')).toBe('no-store');
    expect(limited.headers.get('Content-Type')).toContain('text/html');
    const page = await limited.text();
    expect(page).toContain('<h1 id="help-title">Need help?</h1>');
    expect(page).toMatch(/role="alert"[^>]*>You are asking faster than we can answer/);
  });
});

describe('GET /help', () => {
  it('is the chat without JavaScript: a form that posts to /help', async () => {
    const page = await (await request('/help')).text();
    expect(page).toContain('<h1 id="help-title">Need help?</h1>');
    expect(page).toMatch(/<form method="post" action="\/help"/);
    expect(page).toContain('name="redirectTo" value="/help"');
  });

  it('links the orb to the chat page on every page', async () => {
    expect(await (await request('/shop')).text()).toMatch(/<a href="\/help"[^>]*>Need help\?<\/a>/);
  });
});

describe('structured answers in the visitor market', () => {
  const question = 'How much does Black Ghost 272 mm 11 ft cost?';

  it('prices in CHF on the main site', async () => {
    const go = visitor();
    await go('/help', form({ intent: 'ask', question, redirectTo: '/help' }));
    expect(await (await go('/help')).text()).toMatch(/Black Ghost, 272 mm \/ 11 ft radius: CHF[\s\u00a0]\d/);
  });

  it('prices in USD on the US site', async () => {
    const go = visitor('http://127.0.0.1:8787');
    await go('/help', form({ intent: 'ask', question, redirectTo: '/help' }));
    expect(await (await go('/help')).text()).toMatch(/Black Ghost, 272 mm \/ 11 ft radius: \$\d/);
  });

  it('says whether Klarna is offered in the visitor country', async () => {
    const go = visitor();
    const headers = { 'cf-ipcountry': 'DE' };
    await go('/help', { ...form({ intent: 'ask', question: 'Can I pay with Klarna?', redirectTo: '/help' }), headers });
    expect(await (await go('/help', { headers })).text()).toContain('Yes: Klarna is offered for orders to Germany.');
  });
});
