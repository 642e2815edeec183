// The option names each product page last rendered with, in this isolate (docs/decisions/261): the
// product page reads exactly the parameters named like its product's options (`?Size=…&Pack=…`, in
// the page's language), and those names are only known from the product's answer. The page cache
// keeps every parameter of a page it knows no names for (a first render), and afterwards only the
// option names: `?ref=x` then shares the plain page's entry. Settled values only (a set of names
// per path), never a promise; each render of the page writes its names again.
const MAX_PAGES = 20_000;
const namesAt = new Map<string, ReadonlySet<string>>();

/** Called by the product loader with the names of the product it rendered at `pathname`. */
export function rememberOptionNames(pathname: string, names: readonly string[]): void {
  if (namesAt.size >= MAX_PAGES && !namesAt.has(pathname)) namesAt.clear();
  namesAt.set(pathname, new Set(names.map((name) => name.toLowerCase())));
}

/** Whether `name` may be an option of the product at `pathname` (any name while none are known). */
export function mayBeOption(pathname: string, name: string): boolean {
  const names = namesAt.get(pathname);
  return names === undefined || names.has(name.toLowerCase());
}
