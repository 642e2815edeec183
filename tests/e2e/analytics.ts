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

export async function sentMessages(): Promise<SentMessage[]> {
  const requests = (await (await fetch(`${MOCK}/__mock/requests?upstream=analytics`)).json()) as {
    headers: { valid: string };
    body: { batch: SentMessage[] };
  }[];
  expect(
    requests.every((r) => r.headers.valid === 'true'),
    'every payload passes the contract',
  ).toBe(true);
  return requests.flatMap((r) => r.body.batch);
}

/**
 * Lets `ms` of the page's time pass at once instead of waiting it out (page.clock, installed before
 * the page loaded), then lets what those timers started reach the mock: the lazily loaded sender,
 * its page event, its 1 s flush. For the checks that nothing was sent by then.
 *
 * The two real-time waits stay on purpose: these checks prove an absence, and nothing in the page
 * or the mock marks "the sender had its chance and sent nothing" (with no consent no sender loads
 * at all). They are the time for a module request and for a batch to reach the local mock.
 */
export async function passTime(page: Page, ms: number) {
  await page.clock.fastForward(ms);
  await page.waitForTimeout(400); // the sender's module loads, starts and queues its page event
  await page.clock.fastForward(1_000); // its flush timer
  await page.waitForTimeout(200); // the batch reaches the mock
}
