// The two values of a shared page's server HTML that belong to one response, set as it is served
// (docs/decisions/100): the newsletter's time-stamped form token (a stored token would be as old
// as the entry, and the "sent too fast" check could not tell a bot from a person), and, when the
// visitor's URL carries tracking parameters, the no-JavaScript forms' `redirectTo`, so a 303
// brings them back to the URL they came in with (the shared render saw it without them).
// Only HTML attributes are touched: inside the inline scripts (hashed in the CSP) the same markup
// is JSON-escaped (`name=\"formToken\"`), so these patterns do not match there.
import { pageFormToken } from '~/lib/newsletter/form-token.server';

const FORM_TOKEN = /(<input type="hidden" name="formToken" value=")[^"]*(")/g;
const REDIRECT_TO = /(<input type="hidden" name="redirectTo" value=")([^"]*)(")/g;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const unescapeAttribute = (text: string) =>
  text
    .replace(/&quot;|&#34;|&#x22;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

// `redirectTo` values naming the shared render's URL name the visitor's own (fragment kept).
function visitorRedirects(html: string, rendered: string, visitor: string): string {
  return html.replace(REDIRECT_TO, (whole, start: string, value: string, end: string) => {
    const target = unescapeAttribute(value);
    if (target !== rendered && !target.startsWith(`${rendered}#`)) return whole;
    return `${start}${escapeAttribute(visitor + target.slice(rendered.length))}${end}`;
  });
}

export async function visitorFields(
  html: string,
  { secret, rendered, visitor }: { secret: string; rendered?: string; visitor?: string },
): Promise<string> {
  let result = html;
  if (result.includes('name="formToken"')) {
    const token = escapeAttribute(await pageFormToken(secret));
    result = result.replace(FORM_TOKEN, (_, start: string, end: string) => `${start}${token}${end}`);
  }
  if (rendered && visitor && rendered !== visitor) result = visitorRedirects(result, rendered, visitor);
  return result;
}

const encoder = new TextEncoder();

/**
 * Where a document's form token values start and how long they are, in its UTF-8 bytes, as
 * `start:length,…` (stored with a shared page, so serving it can write each response's token into
 * a copy of the bytes without decoding, scanning and encoding the document again).
 */
export function tokenPlaces(html: string): string {
  const places: string[] = [];
  let bytes = 0;
  let from = 0;
  for (const match of html.matchAll(FORM_TOKEN)) {
    const start = match.index + match[1]!.length;
    bytes += encoder.encode(html.slice(from, start)).length;
    const length = match[0].length - match[1]!.length - match[2]!.length;
    places.push(`${bytes}:${length}`);
    from = start;
  }
  return places.join(',');
}

/**
 * `bytes` (a document stored with `tokenPlaces`) with this response's form token in every place, or
 * null when a place does not fit it (a token of another length): then `visitorFields` does it.
 */
export async function withFormToken(
  bytes: ArrayBuffer,
  places: string,
  secret: string,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const body = new Uint8Array(bytes.slice(0));
  if (!places) return body;
  const token = encoder.encode(escapeAttribute(await pageFormToken(secret)));
  for (const place of places.split(',')) {
    const [start, length] = place.split(':').map(Number) as [number, number];
    if (length !== token.length || start + length > body.length) return null;
    body.set(token, start);
  }
  return body;
}
