import { describe, expect, it } from 'vitest';
import { mockEnv } from '../support/env';
import { MOCK_CLOUDFLARE_API_TOKEN, MOCK_CLOUDFLARE_ZONE_ID } from './config';
import { MAX_TAGS_PER_CALL } from './cloudflare/handlers';
import { setFault } from './faults';
import { state } from './state';

interface Envelope {
  success: boolean;
  errors: { code: number; message: string }[];
  messages: unknown[];
  result: { id: string } | null;
}

async function purge(body: unknown, { zone = MOCK_CLOUDFLARE_ZONE_ID, token = MOCK_CLOUDFLARE_API_TOKEN } = {}) {
  const response = await fetch(`${mockEnv.CLOUDFLARE_API_BASE}/zones/${zone}/purge_cache`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Envelope };
}

const tags = (count: number) => Array.from({ length: count }, (_, i) => `product:p${i}`);

describe('mock Cloudflare zone API: purge by tag', () => {
  it('.env.example points the app at the mock with the mock’s zone and token', () => {
    expect(mockEnv.CLOUDFLARE_API_BASE).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/cloudflare\/client\/v4$/);
    expect(mockEnv.CLOUDFLARE_ZONE_ID).toBe(MOCK_CLOUDFLARE_ZONE_ID);
    expect(mockEnv.CLOUDFLARE_API_TOKEN).toBe(MOCK_CLOUDFLARE_API_TOKEN);
  });

  it('purges up to 100 tags per call, answers in Cloudflare’s envelope, and records the call', async () => {
    const answer = await purge({ tags: tags(MAX_TAGS_PER_CALL) });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ success: true, errors: [], messages: [] });
    expect(answer.json.result?.id).toMatch(/^[0-9a-f]{32}$/);
    const [call] = state.requests.filter((r) => r.upstream === 'cloudflare');
    expect(call).toMatchObject({
      path: `/cloudflare/client/v4/zones/${MOCK_CLOUDFLARE_ZONE_ID}/purge_cache`,
      headers: { authorization: 'mock token' },
      body: { tags: tags(MAX_TAGS_PER_CALL) },
    });
  });

  it('refuses more than 100 tags, no tags, spaces and a body that is not JSON with 400', async () => {
    for (const body of [{ tags: tags(MAX_TAGS_PER_CALL + 1) }, { tags: [] }, { tags: ['a b'] }, { files: [] }, '{']) {
      const answer = await purge(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json.success).toBe(false);
      expect(answer.json.errors[0]).toEqual({ code: expect.any(Number), message: expect.any(String) });
    }
  });

  it('refuses another token or zone with 403 (10000), a malformed zone id with 400 (7003)', async () => {
    expect(await purge({ tags: ['listing'] }, { token: 'not-the-token' })).toMatchObject({
      status: 403,
      json: { success: false, errors: [{ code: 10000, message: 'Authentication error' }] },
    });
    expect((await purge({ tags: ['listing'] }, { zone: 'f'.repeat(32) })).status).toBe(403);
    expect(await purge({ tags: ['listing'] }, { zone: 'nope' })).toMatchObject({
      status: 400,
      json: { errors: [{ code: 7003 }] },
    });
  });

  it('fails as it is told to (fault injection), status faults in the envelope', async () => {
    setFault({ upstream: 'cloudflare', mode: 'status', status: 502 });
    expect(await purge({ tags: ['listing'] })).toMatchObject({ status: 502, json: { success: false } });
    setFault({ upstream: 'cloudflare', mode: 'html' });
    const html = await fetch(`${mockEnv.CLOUDFLARE_API_BASE}/zones/${MOCK_CLOUDFLARE_ZONE_ID}/purge_cache`, {
      method: 'POST',
      body: '{"tags":["listing"]}',
    });
    expect(html.headers.get('content-type')).toContain('text/html');
    setFault({ upstream: 'cloudflare', mode: 'none' });
    expect((await purge({ tags: ['listing'] })).status).toBe(200);
  });
});
