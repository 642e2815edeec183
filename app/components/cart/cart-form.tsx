// One cart change as a real <form method="post" action="/cart">: without JavaScript the action
// answers 303 to redirectTo; with it the same form goes through a fetcher (the `_js` marker, added
// after hydration, asks the action for data instead of a redirect).
import { useSyncExternalStore, type ReactNode } from 'react';
import type { FetcherWithComponents } from 'react-router';

const noop = () => () => {};

export function useHydrated() {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

export function CartForm({
  fetcher,
  intent,
  fields = {},
  redirectTo,
  className,
  children,
}: {
  fetcher: FetcherWithComponents<unknown>;
  intent: string;
  fields?: Record<string, string>;
  redirectTo?: string;
  className?: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <fetcher.Form method="post" action="/cart" className={className}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
      {children}
    </fetcher.Form>
  );
}
