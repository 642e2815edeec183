// A country's name from its ISO code in a language ("CH" → "Switzerland", "Schweiz", "Suisse"), for
// the cart's shipping address. One Intl.DisplayNames per language, made on first use: building one
// costs more than the render that shows the name.
const names = new Map<string, Intl.DisplayNames>();

/** The code itself when Intl does not know it. */
export function countryName(code: string, language = 'en'): string {
  try {
    let display = names.get(language);
    if (!display) {
      display = new Intl.DisplayNames([language], { type: 'region' });
      names.set(language, display);
    }
    return display.of(code) ?? code;
  } catch {
    return code;
  }
}
