import type { Storefront } from '@shopify/hydrogen';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STOREFRONT_DEADLINE_MS } from '~/lib/http/upstream.server';
import { storefrontFor, storefrontQuery, type StorefrontCalls } from './storefront.server';

/** Calls whose client answers each call with the next of `answers` (a promise, or a value). */
function callsAnswering(...answers: unknown[]) {
  const sent: { document: string; options: Record<string, unknown> }[] = [];
  const send = async (document: string, options: Record<string, unknown>) => {
    sent.push({ document, options });
    return answers.shift();
  };
  const storefront = { query: send, mutate: send, i18n: { language: 'EN', country: 'CH' } } as unknown as Storefront;
  const calls: StorefrontCalls = { storefront, acceptLanguage: 'en-CH', outcome: { failed: false } };
  return { calls, sent };
}

const QUERY = '#graphql\n query Shop { shop { name } }';

afterEach(() => vi.useRealTimers());

describe('storefrontQuery', () => {
  it("sends the request's language with the caller's options, and answers with the data", async () => {
    const { calls, sent } = callsAnswering({ shop: { name: 'Hockey' } });
    expect(await storefrontQuery(calls, QUERY, { variables: {} })).toEqual({ shop: { name: 'Hockey' } });
    expect(sent[0]!.options).toEqual({ variables: {}, headers: { 'accept-language': 'en-CH' } });
  });

  it('an answer without data is an outage, and the later calls of the request fail at once', async () => {
    const { calls, sent } = callsAnswering({}, { shop: { name: 'Hockey' } });
    await expect(storefrontQuery(calls, QUERY)).rejects.toThrow('an answer without data');
    await expect(storefrontQuery(calls, QUERY)).rejects.toThrow('failed earlier in this request');
    expect(sent).toHaveLength(1);
  });

  it('stops waiting at the deadline', async () => {
    vi.useFakeTimers();
    const { calls } = callsAnswering(new Promise(() => undefined));
    const answer = storefrontQuery(calls, QUERY);
    const settled = expect(answer).rejects.toThrow(`No answer within ${STOREFRONT_DEADLINE_MS} ms`);
    await vi.advanceTimersByTimeAsync(STOREFRONT_DEADLINE_MS);
    await settled;
    expect(calls.outcome.failed).toBe(true);
  });

  it("shares the request's deadline among calls made one after another (issue 47, item 16)", async () => {
    vi.useFakeTimers();
    const slowly = (value: unknown) => new Promise((resolve) => setTimeout(() => resolve(value), 3_000));
    const { calls, sent } = callsAnswering(slowly({ shop: { name: 'Hockey' } }), new Promise(() => undefined), {});
    const shared: StorefrontCalls = {
      ...calls,
      outcome: { failed: false, deadline: Date.now() + STOREFRONT_DEADLINE_MS },
    };
    const first = storefrontQuery(shared, QUERY);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await first).toEqual({ shop: { name: 'Hockey' } });
    // The second call has what is left of the 4 s, not 4 s of its own.
    const second = storefrontQuery(shared, QUERY);
    const settled = expect(second).rejects.toThrow('No answer within 1000 ms');
    await vi.advanceTimersByTimeAsync(1_000);
    await settled;
    // Past the deadline a call is not even sent.
    await expect(
      storefrontQuery({ ...shared, outcome: { failed: false, deadline: Date.now() } }, QUERY),
    ).rejects.toThrow("no answer within the request's");
    expect(sent).toHaveLength(2);
  });
});

describe('storefrontFor', () => {
  it("gives Hydrogen's helpers the request's language; a mutation's payload is the cart code's to read", async () => {
    const { calls, sent } = callsAnswering({}, {});
    const client = { ...calls.storefront };
    const storefront = storefrontFor(calls);
    expect(await storefront.mutate('mutation { cartCreate { cart { id } } }', { variables: {} })).toEqual({});
    expect(sent[0]!.options.headers).toEqual({ 'accept-language': 'en-CH' });
    // A query without data would be "no cart" to the cart handler: an outage.
    await expect(storefront.query('#graphql\n query Cart { cart(id: "x") { id } }')).rejects.toThrow('without data');
    expect(storefront.i18n).toBe(calls.storefront.i18n);
    // Made for the request; the client itself is as Hydrogen made it.
    expect(calls.storefront).toEqual(client);
  });
});
