// The scale bench's arithmetic (`npm run bench:scale`, ./scale.ts), kept pure so it is unit-tested
// (tests/scripts/bench-scale.test.ts): the largest page a Storefront query asked for, and the
// table of figures per endpoint and catalogue size with issue 32's budgets.
import { describeTarget, median, medianRatio, quantile, verdict, type Target } from './stats.ts';

/** A Storefront request's body as the mock recorded it. */
export interface GraphqlBody {
  query?: string;
  variables?: Record<string, unknown> | null;
}

/** Items in a page of Shopify's `sitemap { resources(page:) }`: a fixed page, not a `first`. */
export const SITEMAP_RESOURCES_PAGE = 250;

/**
 * The largest `first`/`last` a GraphQL request asked for: literals (`images(first: 1)`), variables
 * (`first: $first`) and a variable's default (`$first: Int = 250`) when the request leaves it out;
 * a page of `sitemap` resources counts as the 250 items it holds.
 */
export function largestPageSize(body: GraphqlBody): number {
  const query = body.query ?? '';
  const defaults = new Map(
    [...query.matchAll(/\$(\w+)\s*:\s*Int!?\s*=\s*(\d+)/g)].map((m) => [m[1]!, Number(m[2])] as const),
  );
  let largest = /\bresources\s*\(\s*page\s*:/.test(query) ? SITEMAP_RESOURCES_PAGE : 0;
  for (const [, literal, variable] of query.matchAll(/\b(?:first|last)\s*:\s*(?:(\d+)|\$(\w+))/g)) {
    const value = literal ?? body.variables?.[variable!] ?? defaults.get(variable!);
    const size = Number(value ?? 0);
    if (Number.isFinite(size)) largest = Math.max(largest, size);
  }
  return largest;
}

/** Distinct products a page links inside its <main> (a listing's cards; the shell's menus are outside). */
export function productsShown(html: string): number {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  return new Set([...main.matchAll(/href="\/shop\/([^"?#/]+)"/g)].map((m) => m[1])).size;
}

/** What the budgets hold a page to: listing pages and the product page (issue 32), or none. */
export type EndpointKind = 'listing' | 'product' | 'other';

export interface Endpoint {
  name: string;
  path: string;
  kind: EndpointKind;
}

/** One endpoint at one catalogue size. */
export interface Sample {
  size: number;
  endpoint: string;
  /** Worker CPU per request, one figure per round (rounds in the same order at every size). */
  cpuMsPerRound: number[];
  /** Every request's time to the last byte, seen from the client. */
  latenciesMs: number[];
  rawBytes: number;
  gzipBytes: number;
  /** The largest `first`/`last` of the Storefront requests the page's first render sent. */
  largestFirst: number;
  /** How many Storefront requests that render sent (none: it read only cached answers). */
  storefrontRequests: number;
  /** Products a listing page shows (what it costs grows with these, not with the catalogue). */
  productsShown?: number;
}

export const KB = 1024;
export const BUDGETS = {
  /** Worker CPU at the largest catalogue ÷ at the smallest, listing and product pages. */
  cpuRatio: { max: 1.2 } satisfies Target,
  /** A listing page's HTML, gzip. */
  listingGzipBytes: { max: 40 * KB } satisfies Target,
  /** Nodes any one query reads. */
  nodesPerQuery: { max: 250 } satisfies Target,
};

const ms = (value: number) => (Number.isNaN(value) ? '–' : `${value.toFixed(2)} ms`);
const bytes = (value: number) => `${value.toLocaleString('en-US')} B`;
const sizeName = (size: number) => size.toLocaleString('en-US');

function lookup(samples: Sample[]) {
  return (size: number, endpoint: string) => samples.find((s) => s.size === size && s.endpoint === endpoint);
}

/** One row per endpoint and size: CPU (median of rounds, and their range), p50, bytes, largest first. */
export function figureRows(samples: Sample[], endpoints: Endpoint[], sizes: number[]): string[][] {
  const at = lookup(samples);
  const rows = [
    [
      'endpoint',
      'products',
      'shown',
      'worker CPU (median)',
      'CPU range',
      'p50',
      'raw',
      'gzip',
      'largest first (requests)',
    ],
  ];
  for (const endpoint of endpoints) {
    for (const size of sizes) {
      const sample = at(size, endpoint.name);
      if (!sample) continue;
      const sorted = [...sample.latenciesMs].sort((a, b) => a - b);
      rows.push([
        endpoint.path,
        sizeName(size),
        sample.productsShown === undefined ? '' : String(sample.productsShown),
        ms(median(sample.cpuMsPerRound)),
        `${Math.min(...sample.cpuMsPerRound).toFixed(1)}–${Math.max(...sample.cpuMsPerRound).toFixed(1)}`,
        ms(quantile(sorted, 0.5)),
        bytes(sample.rawBytes),
        bytes(sample.gzipBytes),
        sample.storefrontRequests ? `${sample.largestFirst} (${sample.storefrontRequests} sent)` : 'none sent',
      ]);
    }
  }
  return rows;
}

/** Worker CPU at one size ÷ at another: the median of each round's ratio (the rounds interleave the sizes). */
function cpuRatio(ours: Sample, theirs: Sample): number {
  return medianRatio(ours.cpuMsPerRound.map((cpu, i) => ({ ours: cpu, theirs: theirs.cpuMsPerRound[i] ?? 0 })));
}

/**
 * The budgets against the figures: CPU at the largest size ÷ the smallest for listing and
 * product pages, a listing's HTML gzip at the largest size, and the largest page any query asked
 * for. CPU at the largest size ÷ the next smaller one is shown beside it, unjudged: from 500
 * products on a listing page shows as many products as it ever will.
 */
export function budgetRows(samples: Sample[], endpoints: Endpoint[], sizes: number[]): string[][] {
  const at = lookup(samples);
  const sorted = [...sizes].sort((a, b) => a - b);
  const smallest = sorted[0]!;
  const largest = sorted.at(-1)!;
  const before = sorted.length > 2 ? sorted.at(-2)! : undefined;
  const rows = [['endpoint', 'figure', 'value', 'budget', '']];
  for (const endpoint of endpoints) {
    const small = at(smallest, endpoint.name);
    const big = at(largest, endpoint.name);
    if (!small || !big) continue;
    const ratio = cpuRatio(big, small);
    const held = endpoint.kind !== 'other';
    rows.push([
      endpoint.path,
      `CPU ${sizeName(largest)} ÷ ${sizeName(smallest)}`,
      `${ratio.toFixed(2)}×`,
      held ? describeTarget(BUDGETS.cpuRatio, '×') : '',
      held ? verdict(ratio, BUDGETS.cpuRatio) : '',
    ]);
    const middle = before === undefined ? undefined : at(before, endpoint.name);
    if (middle) {
      rows.push([
        endpoint.path,
        `CPU ${sizeName(largest)} ÷ ${sizeName(before!)}`,
        `${cpuRatio(big, middle).toFixed(2)}×`,
        '',
        '',
      ]);
    }
    if (endpoint.kind === 'listing') {
      rows.push([
        endpoint.path,
        `HTML gzip at ${sizeName(largest)}`,
        bytes(big.gzipBytes),
        `≤ ${bytes(BUDGETS.listingGzipBytes.max)}`,
        verdict(big.gzipBytes, BUDGETS.listingGzipBytes),
      ]);
    }
  }
  const first = Math.max(...samples.map((s) => s.largestFirst));
  rows.push([
    'every endpoint, every size',
    'largest first/last of any query',
    String(first),
    describeTarget(BUDGETS.nodesPerQuery),
    verdict(first, BUDGETS.nodesPerQuery),
  ]);
  return rows;
}

/** A Markdown table; `|` in a cell is escaped. */
export function markdownTable(rows: string[][]): string {
  const line = (row: string[]) => `| ${row.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`;
  const [head, ...body] = rows;
  return [line(head!), line(head!.map(() => '---')), ...body.map(line)].join('\n');
}
