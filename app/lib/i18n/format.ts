// Fills a message's `{name}` placeholders (docs/decisions/words-and-translations.md). Messages are plain strings so a
// route can hand its words to the browser in its loader data; numbers are written in the page's
// locale by the caller (Intl), not here.
export function format(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
