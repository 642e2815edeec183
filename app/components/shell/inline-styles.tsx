// The document's stylesheets, written into its head by the server (docs/decisions/275). The browser
// hydrates the element empty and keeps the rules: an element with dangerouslySetInnerHTML is not
// hydrated into, and an unchanged value is never written again (as for islands, decision 170).
import { createContext, useContext } from 'react';

// Pure: only entry.server provides it, so the browser's bundle drops the context's value.
export const InlineStylesContext = /* @__PURE__ */ createContext('');

export function InlineStyles() {
  return <style suppressHydrationWarning dangerouslySetInnerHTML={{ __html: useContext(InlineStylesContext) }} />;
}
