// A cart fetcher's answer, shown once: it stays until another cart change starts, then goes (a
// stock message must not stick through every later action).
import { useEffect, useState } from 'react';
import { useFetchers } from 'react-router';

export interface CartResult {
  ok?: boolean;
  notice?: string;
  errors?: string[];
  messages?: string[];
}

export function useCartResult(key: string, result: unknown): CartResult | undefined {
  const data = result as CartResult | undefined;
  const othersBusy = useFetchers().some(
    (f) => f.key !== key && f.state !== 'idle' && f.formAction?.startsWith('/cart') === true,
  );
  const [stale, setStale] = useState<unknown>(undefined);
  useEffect(() => {
    if (othersBusy && data) setStale(data);
  }, [othersBusy, data]);
  return data === stale ? undefined : data;
}
