// The benches' arithmetic, kept pure so it is unit-tested (tests/scripts/bench-stats.test.ts).

/** The q-quantile (0..1) of sorted values, nearest rank; NaN for none. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** The median; the mean of the two middle values for an even count. */
export function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Interleaved rounds (A B A B …): the ratio A ÷ B within each round, then the median of those.
 * Load from other processes on the machine drifts over minutes; a round's two runs are seconds apart,
 * so each round's ratio is fair and the median drops the rounds a burst of other load hit.
 */
export function medianRatio(rounds: { ours: number; theirs: number }[]): number {
  return median(rounds.filter((r) => r.theirs > 0).map((r) => r.ours / r.theirs));
}

/** CPU ms per request from a CPU-time delta; NaN when nothing was served. */
export function cpuMsPerRequest(cpuMsDelta: number, requests: number): number {
  return requests > 0 ? cpuMsDelta / requests : NaN;
}

/** A target: the figure must be at most (`max`) or at least (`min`) the limit. */
export interface Target {
  max?: number;
  min?: number;
}

export function verdict(value: number, target: Target | undefined): '' | 'ok' | 'OVER' | 'UNDER' {
  if (!target || Number.isNaN(value)) return '';
  if (target.max !== undefined && value > target.max) return 'OVER';
  if (target.min !== undefined && value < target.min) return 'UNDER';
  return 'ok';
}

export function describeTarget(target: Target | undefined, unit = ''): string {
  if (!target) return '';
  if (target.max !== undefined && target.min !== undefined) return `${target.min}–${target.max}${unit}`;
  return target.max !== undefined ? `≤ ${target.max}${unit}` : `≥ ${target.min}${unit}`;
}

/** Columns padded to their widest cell. */
export function formatTable(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
