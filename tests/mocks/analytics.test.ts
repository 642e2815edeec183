import { describe, expect, it } from 'vitest';
import { pageMessage } from '../../app/lib/analytics/payload';
import { mockEnv } from '../support/env';
import { state } from './state';

const PLANE = mockEnv.PUBLIC_RUDDERSTACK_DATA_PLANE_URL!;
const KEY = mockEnv.PUBLIC_RUDDERSTACK_WRITE_KEY!;
const page = () =>
  pageMessage('anon-123456789', { url: 'http://localhost/', referrer: '', title: 'Home' }, { campaign: {} });

describe('mock analytics data plane', () => {
  it('accepts a valid batch with the write key (basic auth or beacon query) and records it', async () => {
    const auth = { Authorization: `Basic ${btoa(`${KEY}:`)}`, 'Content-Type': 'application/json' };
    const ok = await fetch(`${PLANE}/v1/batch`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ batch: [page()] }),
    });
    expect(ok.status).toBe(200);
    const beacon = await fetch(`${PLANE}/beacon/v1/batch?writeKey=${KEY}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ batch: [page()] }),
    });
    expect(beacon.status).toBe(200);
    const recorded = state.requests.filter((r) => r.upstream === 'analytics');
    expect(recorded.map((r) => r.headers.valid)).toEqual(['true', 'true']);
    expect(recorded.map((r) => r.path)).toEqual(['/analytics/v1/batch', '/analytics/beacon/v1/batch']);
  });

  it('refuses a wrong write key (401) and a bad payload (400)', async () => {
    const wrong = await fetch(`${PLANE}/v1/batch`, {
      method: 'POST',
      headers: { Authorization: `Basic ${btoa('nope:')}` },
      body: JSON.stringify({ batch: [page()] }),
    });
    expect(wrong.status).toBe(401);
    const bad = await fetch(`${PLANE}/beacon/v1/batch?writeKey=${KEY}`, {
      method: 'POST',
      body: JSON.stringify({ batch: [{ type: 'page' }] }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/Invalid payload/);
  });
});
