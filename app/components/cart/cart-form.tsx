// One cart change as a real <form method="post" action="/cart"> (in the page's language: /fr/cart).
// Before hydration (no JavaScript, or a click before it arrives) the form carries redirectTo and
// the action answers 303 there; after it the same form goes through a fetcher without redirectTo
// and the action answers with data.
import type { ReactNode } from 'react';
import type { FetcherWithComponents } from 'react-router';
import { useHydrated } from '~/hooks/use-hydrated';
import { cartChangeStarted } from './use-cart-result';
import { useCartPath } from './cart-words';

export function CartForm({
  fetcher,
  intent,
  fields = {},
  className,
  children,
}: {
  fetcher: FetcherWithComponents<unknown>;
  intent: string;
  fields?: Record<string, string>;
  className?: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const cartPath = useCartPath();
  return (
    <fetcher.Form method="post" action={cartPath} className={className} onSubmit={cartChangeStarted}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {/* Before hydration these forms are only on /cart, so that is where the 303 goes. */}
      {hydrated ? null : <input type="hidden" name="redirectTo" value={cartPath} />}
      {children}
    </fetcher.Form>
  );
}
