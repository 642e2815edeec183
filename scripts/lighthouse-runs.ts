// `node --import tsx scripts/lighthouse-runs.ts [runs] [page…]`: Lighthouse mobile (the bench's
// `lighthouse()`, one run at a time) against a running `npm run preview` on $PORT (8787), printing
// each run's scores, FCP/LCP/TBT/CLS and how busy the CPUs were just before it, so bimodal results show
// (docs/decisions/bench.md).
// Pages: home, listing, product, cart (the cart with one line, added through the no-JS form).
import { addToCart, lighthouse } from './bench/measure.ts';

const origin = `http://localhost:${process.env.PORT ?? 8787}`;
const runs = Number(process.argv[2] ?? 5);
const PAGES = { home: '/', listing: '/shop', product: '/shop/sharkblades', cart: '/cart' } as const;
const chosen = (process.argv.slice(3).length ? process.argv.slice(3) : Object.keys(PAGES)) as (keyof typeof PAGES)[];

const cartForm = new URLSearchParams({
  intent: 'add',
  merchandiseId: 'gid://shopify/ProductVariant/40000000000001',
  quantity: '1',
  redirectTo: '/cart',
});

console.log('page     run perf a11y bp  seo  FCP   LCP   TBT  CLS    busy');
for (const page of chosen) {
  const headers: Record<string, string> = page === 'cart' ? { Cookie: await addToCart(origin, cartForm) } : {};
  for (let run = 1; run <= runs; run++) {
    const r = await lighthouse(origin + PAGES[page], headers, 1);
    const cells = [r.performance, r.accessibility, r.bestPractices, r.seo].map((n) => String(n).padEnd(4));
    const times = [r.fcpMs, r.lcpMs, r.tbtMs].map((n) => String(n).padEnd(5));
    console.log(
      `${page.padEnd(8)} ${String(run).padEnd(3)} ${cells.join(' ')} ${times.join(' ')} ${r.cls.toFixed(3)}  ${r.each[0]!.machineBusy.toFixed(2)}${r.missed.length ? `  missed: ${r.missed.join(' ')}` : ''}`,
    );
  }
}
