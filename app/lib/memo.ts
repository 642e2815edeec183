// Answers worth remembering per isolate (or page) that are asked for again and again with the same
// key: an Intl formatter per currency, an image URL per size, the header's HTML per menu answer.
// Bounded: when `max` are held, all are forgotten and the memo starts over (no LRU bookkeeping).

/** `memo`'s answer for `key`, made with `make` the first time. */
export function remember<V>(memo: Map<string, V>, key: string, max: number, make: () => V): V {
  if (memo.has(key)) return memo.get(key) as V;
  const value = make();
  if (memo.size >= max) memo.clear();
  memo.set(key, value);
  return value;
}
