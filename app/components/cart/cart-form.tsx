// One cart change as a real <form method="post" action="/cart">: without JavaScript the browser
// navigates and the action answers 303 to redirectTo; with it the same form goes through a fetcher
// and the action answers with data (it tells the two apart by Sec-Fetch-Dest).
import type { ReactNode } from 'react';
import type { FetcherWithComponents } from 'react-router';

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
  return (
    <fetcher.Form method="post" action="/cart" className={className}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {children}
    </fetcher.Form>
  );
}
