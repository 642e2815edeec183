// No memory in front of the Cache API (issue 46 item 4): this is the named cache itself. Kept only
// for app/lib/context/context.server.ts's import, which can call `caches.open('hydrogen')` instead.
export async function memoryCache(name: string, _maxBytes?: number): Promise<Cache | null> {
  const storage = (globalThis as { caches?: CacheStorage }).caches;
  return storage ? storage.open(name).catch(() => null) : null;
}
