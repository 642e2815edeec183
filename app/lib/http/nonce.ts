// The CSP nonce of this document, from entry.server to the <Scripts> in root. A local context
// instead of Hydrogen's useNonce keeps Hydrogen's client code out of the browser bundle.
import { createContext, useContext } from 'react';

export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
