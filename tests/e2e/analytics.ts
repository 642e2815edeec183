// What the mock analytics data plane received (tests/mocks/analytics), for e2e tests: every
// message of every batch, after checking that each payload passed the collector's contract.
import type { Page } from '@playwright/test';
import { expect, MOCK } from './fixtures';

export interface SentMessage {
  type: string;
  event?: string;
  anonymousId: string;
  userId?: string;
  traits?: Record<string, string>;
  properties?: Record<string, unknown>;
  context?: { campaign?: Record<string, string> };
}

interface AnalyticsRequest {
  at: string;
  path: string;
  headers: { valid: string };
  body: { batch: SentMessage[] };
}

/** Every request the mock data plane received, in the order they arrived, each with when. */
export async function analyticsRequests(): Promise<AnalyticsRequest[]> {
  const requests = (await (await fetch(`${MOCK}/__mock/requests?upstream=analytics`)).json()) as AnalyticsRequest[];
  expect(
    requests.every((r) => r.headers.valid === 'true'),
    'every payload passes the contract',
  ).toBe(true);
  return requests;
}

export async function sentMessages(): Promise<SentMessage[]> {
  return (await analyticsRequests()).flatMap((r) => r.body.batch);
}

/**
 * The messages of the batches that reached the mock before `time` (`Date.now()` in the test: the
 * mock runs on this machine's clock). Checked once a message sent after `time` has arrived, it
 * proves nothing went earlier: the sender sends its queue in order, and a batch started earlier
 * arrives earlier (the mock is local).
 */
export async function sentBefore(time: number): Promise<SentMessage[]> {
  return (await analyticsRequests()).filter((r) => Date.parse(r.at) < time).flatMap((r) => r.body.batch);
}

/**
 * The element the server renders, with the data plane's settings, only when the visitor consented
 * to analytics (the analytics loader, app/components/consent/consent-bar.server.tsx). The sender
 * starts from it, 3 s after load, and from nothing else but a consent answer in the page.
 */
export const analyticsLoader = (page: Page) => page.locator('[data-analytics][data-analytics-key]');

/**
 * No sender can run on this page: Playwright's clock runs the page's timers due within `ms` (the
 * sender's 3 s start among them, page time) before `fastForward` returns, and the page holds no
 * analytics loader for that start to read. Nothing reached the mock either. Proven by the page's
 * state after its timers ran, not by waiting: whatever the start did, it did in that timer.
 */
export async function noSenderAfter(page: Page, ms: number) {
  await page.clock.fastForward(ms);
  await expect(analyticsLoader(page)).toHaveCount(0);
  expect(await sentMessages()).toEqual([]);
}
