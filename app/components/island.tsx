// Server-written HTML in one element (docs/decisions/170). In a document its markup is in the
// server render only (from IslandContext, provided by entry.server); the browser's hydration sees
// no HTML and leaves the element's children as the server wrote them (an element with
// dangerouslySetInnerHTML is not hydrated into, and an unchanged value is never written again).
// After a client navigation or revalidation the island's HTML comes with the data and is written.
import { createContext, useContext, type HTMLAttributes } from 'react';
import type { Island as IslandData } from '~/lib/http/island';

export type Island = IslandData;

export const IslandContext = createContext<ReadonlyMap<string, string> | undefined>(undefined);

export function Island({
  island,
  as: Tag = 'div',
  ...attributes
}: { island: Island; as?: 'div' | 'section' } & HTMLAttributes<HTMLElement>) {
  const islands = useContext(IslandContext);
  const html = island.html ?? islands?.get(island.id) ?? '';
  return <Tag {...attributes} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}
