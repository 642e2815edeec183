// The catalogue's shape is the English one with every string widened: a key missing from German or
// French fails `npm run typecheck` (docs/decisions/words-and-translations.md).
import type { en } from './en';

type Widen<T> = T extends string ? string : { readonly [K in keyof T]: Widen<T[K]> };

export type Messages = Widen<typeof en>;
