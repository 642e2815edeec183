// A country's English name from its ISO code ("CH" → "Switzerland"), for the cart's shipping
// address. One Intl.DisplayNames, made on first use: building one costs more than the render
// that shows the name.
let names: Intl.DisplayNames | undefined;

/** The code itself when Intl does not know it. */
export function countryName(code: string): string {
  try {
    names ??= new Intl.DisplayNames(['en'], { type: 'region' });
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
