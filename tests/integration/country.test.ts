// The visitor's country through the built worker: default rules, POST /country, the JSON API.
import { describe, expect, it, vi } from 'vitest';
import { state } from '../mocks/state';
import { request } from '../support/worker';

const EUR_PRICE = /\d,\d{1,2}[\s\u00a0]€/;
const CHF_PRICE = /CHF[\s\u00a0]\d/;

function countrySent() {
  const sent = state.requests.filter((r) => r.upstream === 'storefront').at(-1)!;
  return (sent.body as { variables: { country?: string } }).variables.country;
}

describe('default country on the first visit', () => {
  it('prices in EUR for cf-ipcountry DE, without a redirect', async () => {
    const response = await request('/shop/sharkblades', { headers: { 'cf-ipcountry': 'DE' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(EUR_PRICE);
    expect(countrySent()).toBe('DE');
  });

  it("uses Oxygen's oxygen-buyer-country header too", async () => {
    const response = await request('/shop/sharkblades', { headers: { 'oxygen-buyer-country': 'GB' } });
    expect(await response.text()).toMatch(/£\d/);
  });

  it('falls back to CH for an unsupported geo country, with a warning and no error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error');
    const response = await request('/shop/sharkblades', { headers: { 'cf-ipcountry': 'BR' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(CHF_PRICE);
    expect(warn.mock.calls.map((c) => String(c[0])).join('\n')).toContain('BR');
    expect(error).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('falls back to US on the US host', async () => {
    const response = await request('http://127.0.0.1:8787/shop/sharkblades');
    expect(await response.text()).toMatch(/\$\d/);
    expect(countrySent()).toBe('US');
  });

  it('lets the shopify_country cookie win over geo', async () => {
    const response = await request('/shop/sharkblades', {
      headers: { 'cf-ipcountry': 'DE', Cookie: 'shopify_country=GB' },
    });
    expect(await response.text()).toMatch(/£\d/);
  });

  it('ignores a cookie naming an unsupported country', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const response = await request('/shop/sharkblades', {
      headers: { 'cf-ipcountry': 'DE', Cookie: 'shopify_country=ZZ' },
    });
    expect(await response.text()).toMatch(EUR_PRICE);
    vi.restoreAllMocks();
  });
});
