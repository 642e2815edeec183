// What the mock analytics data plane received (tests/mocks/analytics), for e2e tests: every
// message of every batch, after checking that each payload passed the collector's contract.
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
