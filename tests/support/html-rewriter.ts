// Workers' HTMLRewriter for code that runs under Node (Vitest), which has none: lol-html's
// WebAssembly build, the same parser workerd's HTMLRewriter is made of.
import { HTMLRewriter } from 'htmlrewriter';

if (!('HTMLRewriter' in globalThis)) Object.assign(globalThis, { HTMLRewriter });
