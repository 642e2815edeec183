import { useEffect } from 'react';

// After hydration, one lazily loaded chunk brings the build watch, the chunk-error guard, intent
// preloads, anchor scrolling and the review widget loader (~/lib/build/boot, docs/decisions/091).
export function LazyBoot() {
  useEffect(() => void import('~/lib/build/boot').catch(() => undefined), []);
  return null;
}
