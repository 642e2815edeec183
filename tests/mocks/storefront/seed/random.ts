// A small deterministic random source for the generated catalogue (mulberry32). Every generated
// record draws from its own stream, seeded by the catalogue's seed number and the record's place,
// so record n is the same whatever the catalogue size: 500 products are the first 500 of 5,000.

/** A float, integer, choice or sample at a time, from a mulberry32 stream. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Where the stream is: `new Random(r.position)` draws what `r` will draw next. */
  get position() {
    return this.state;
  }

  /** A float in [0, 1). */
  next() {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number) {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)]!;
  }

  chance(probability: number) {
    return this.next() < probability;
  }

  /** `count` distinct items of `list`, in the list's order. */
  some<T>(list: readonly T[], count: number): T[] {
    const chosen = new Set<number>();
    while (chosen.size < Math.min(count, list.length)) chosen.add(Math.floor(this.next() * list.length));
    return [...chosen].sort((a, b) => a - b).map((i) => list[i]!);
  }
}

/** FNV-1a over the parts: one 32-bit seed per (catalogue seed, stream name, index). */
function mix(parts: readonly (string | number)[]) {
  let h = 0x811c9dc5;
  for (const part of parts) {
    const text = String(part);
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    h = Math.imul(h ^ 0xff, 0x01000193) >>> 0;
  }
  return h;
}

export function random(...parts: (string | number)[]): Random {
  return new Random(mix(parts));
}

/** Shopify's handle rule: lower case, runs of anything but letters and digits become one dash. */
export function handleize(text: string) {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
