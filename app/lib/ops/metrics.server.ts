// Metrics in Workers Analytics Engine (docs/operations.md has the schema and a query for each): one
// data point per request (route, page-cache state, status, duration) and one per upstream call
// (API, outcome, duration). Only with the optional `METRICS` binding (wrangler.toml); without it,
// or when a write fails, nothing happens: metrics never cost a shopper an answer.

/** Cloudflare's Analytics Engine dataset binding (`[[analytics_engine_datasets]]`). */
interface AnalyticsEngineDataset {
  writeDataPoint(point: { indexes?: string[]; blobs?: string[]; doubles?: number[] }): void;
}

/** One upstream call: which API, how long, and how it went. */
export interface UpstreamCall {
  api: string;
  ms: number;
  outcome: 'ok' | 'error' | 'timeout';
}

export interface MetricsEnv {
  METRICS?: unknown;
}

/** The platform allows 250 data points per invocation; a request writes far fewer. */
const MAX_CALLS = 50;

function dataset(env: MetricsEnv): AnalyticsEngineDataset | null {
  const binding = env.METRICS as Partial<AnalyticsEngineDataset> | undefined;
  return typeof binding?.writeDataPoint === 'function' ? (binding as AnalyticsEngineDataset) : null;
}

export interface RequestMetrics {
  route: string;
  status: number;
  cache: string;
  ms: number;
  calls: UpstreamCall[];
}

/** Writes the request's data points, after the answer (the caller hands this to `waitUntil`). */
export async function recordRequest(env: MetricsEnv, metrics: RequestMetrics): Promise<void> {
  const target = dataset(env);
  if (!target) return;
  await Promise.resolve();
  try {
    const { route, status, cache, ms, calls } = metrics;
    target.writeDataPoint({ indexes: ['request'], blobs: [route, cache, String(status)], doubles: [status, ms] });
    for (const call of calls.slice(0, MAX_CALLS)) {
      target.writeDataPoint({
        indexes: ['upstream'],
        blobs: [call.api, call.outcome],
        doubles: [call.ms],
      });
    }
  } catch {
    // A metrics outage is not the shop's: the answer has gone out already.
  }
}
