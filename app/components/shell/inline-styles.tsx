// The document's stylesheets, written into its head by the server (docs/decisions/275). The browser
// hydrates the element empty and keeps the rules: an element with dangerouslySetInnerHTML is not
// hydrated into, and an unchanged value is never written again (as for islands, decision 170).
import { createContext, useContext } from 'react';
import { Links } from 'react-router';
import { useHydrated } from '~/hooks/use-hydrated';

// Pure: only entry.server provides it, so the browser's bundle drops the context's value.
export const InlineStylesContext = /* @__PURE__ */ createContext('');

export function InlineStyles() {
  return <style suppressHydrationWarning dangerouslySetInnerHTML={{ __html: useContext(InlineStylesContext) }} />;
}

// React Router's stylesheet links, from hydration on (docs/decisions/276): the document already
// holds its rules, so in its HTML the files would only be downloaded a second time while the page's
// pictures load. The routes a client navigation renders need them: React Router loads their
// stylesheets before it shows them. No route exports `links`: what one did would be in the page
// only once hydrated, so a link the server's HTML needs is written in the root's head.
export function StylesheetLinks() {
  return useHydrated() ? <Links /> : null;
}
