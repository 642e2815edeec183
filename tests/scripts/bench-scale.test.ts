// The scale bench's pure parts (`npm run bench:scale` itself takes minutes): the largest page a
// Storefront request asked for, and the budgets read against the figures.
import { describe, expect, it } from 'vitest';
import {
  budgetRows,
  figureRows,
  largestPageSize,
  markdownTable,
  productsShown,
  type Sample,
} from '../../scripts/bench/scale-report';

describe('largestPageSize', () => {
  it('reads literals, variables and a variable’s default, whichever is largest', () => {
    const query = `query Listing($first: Int, $last: Int, $count: Int = 12) @inContext(country: CH) {
      collection(handle: "x") { products(first: $first, last: $last) { nodes { images(first: 1) { nodes { url } } } } }
      more: products(first: $count) { nodes { id } }
    }`;
    expect(largestPageSize({ query, variables: { first: 24, last: null } })).toBe(24);
    expect(largestPageSize({ query, variables: { first: 250 } })).toBe(250);
    expect(largestPageSize({ query, variables: {} })).toBe(12);
    expect(largestPageSize({ query, variables: { count: 300 } })).toBe(300);
  });

  it('ignores variable declarations and fields whose names start with first', () => {
    const query = 'query($first: Int!) { firstVariant: product(handle: "a") { variants(first: 3) { nodes { id } } } }';
    expect(largestPageSize({ query, variables: { first: 7 } })).toBe(3);
    expect(largestPageSize({})).toBe(0);
  });

  it('counts a page of sitemap resources as the 250 items Shopify puts in one', () => {
    const query =
      'query($type: SitemapType!, $page: Int!) { sitemap(type: $type) { resources(page: $page) { items { handle } } } }';
    expect(largestPageSize({ query, variables: { type: 'PRODUCT', page: 3 } })).toBe(250);
  });
});

describe('productsShown', () => {
  it('counts the distinct products linked inside <main>, not the menus around it', () => {
    const html =
      '<header><a href="/shop/menu-pick">x</a></header><main><a href="/shop/a">A</a><a href="/shop/a?variant=1">A</a>' +
      '<a href="/shop/b">B</a><a href="/collections/c">C</a></main><footer><a href="/shop/d">D</a></footer>';
    expect(productsShown(html)).toBe(2);
  });
});

const sample = (size: number, endpoint: string, cpu: number[], gzipBytes = 10_000, largestFirst = 24): Sample => ({
  size,
  endpoint,
  cpuMsPerRound: cpu,
  latenciesMs: [30, 10, 20],
  rawBytes: gzipBytes * 5,
  gzipBytes,
  largestFirst,
  storefrontRequests: largestFirst ? 2 : 0,
});

describe('the scale table', () => {
  const endpoints = [
    { name: 'shop', path: '/shop', kind: 'listing' as const },
    { name: 'home', path: '/', kind: 'other' as const },
  ];

  it('holds listing pages to 1.2× the CPU (round by round) and 40 KB gzip; every query to 250 nodes', () => {
    const samples = [
      sample(5, 'shop', [10, 20, 10]),
      sample(5000, 'shop', [13, 21, 13], 41 * 1024),
      sample(5, 'home', [10, 10, 10]),
      sample(5000, 'home', [20, 20, 20], 10_000, 251),
    ];
    const rows = budgetRows(samples, endpoints, [5, 5000]);
    expect(rows).toContainEqual(['/shop', 'CPU 5,000 ÷ 5', '1.30×', '≤ 1.2×', 'OVER']);
    expect(rows.filter((row) => row[1] === 'CPU 5,000 ÷ 500')).toEqual([]);
    expect(rows).toContainEqual(['/shop', 'HTML gzip at 5,000', '41,984 B', '≤ 40,960 B', 'OVER']);
    // Home is measured, not held to the listing budget.
    expect(rows).toContainEqual(['/', 'CPU 5,000 ÷ 5', '2.00×', '', '']);
    expect(rows.at(-1)).toEqual([
      'every endpoint, every size',
      'largest first/last of any query',
      '251',
      '≤ 250',
      'OVER',
    ]);
  });

  it('shows CPU at the largest size ÷ the next smaller one beside the budget, unjudged', () => {
    const samples = [
      sample(5, 'shop', [10, 10, 10]),
      sample(500, 'shop', [20, 20, 20]),
      sample(5000, 'shop', [21, 22, 20]),
    ];
    const rows = budgetRows(samples, endpoints, [5, 500, 5000]);
    expect(rows).toContainEqual(['/shop', 'CPU 5,000 ÷ 5', '2.10×', '≤ 1.2×', 'OVER']);
    expect(rows).toContainEqual(['/shop', 'CPU 5,000 ÷ 500', '1.05×', '', '']);
  });

  it('shows the median CPU, its range, p50 and a render that sent nothing', () => {
    const rows = figureRows([sample(5, 'home', [12, 10, 11], 8_000, 0)], endpoints, [5]);
    expect(rows[1]).toEqual(['/', '5', '', '11.00 ms', '10.0–12.0', '20.00 ms', '40,000 B', '8,000 B', 'none sent']);
    expect(
      markdownTable([
        ['a', 'b|c'],
        ['1', '2'],
      ]),
    ).toBe('| a | b\\|c |\n| --- | --- |\n| 1 | 2 |');
  });
});
