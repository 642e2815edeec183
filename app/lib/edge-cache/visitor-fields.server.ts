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

/**
 * A stored page cut at its form token values, encoded once: serving it joins the parts around a
 * fresh token without decoding, scanning or re-encoding the document (docs/decisions/100).
 */
export interface PreparedPage {
  html: string;
  parts: Uint8Array<ArrayBuffer>[];
  // The bytes last served, with their token: the same token (one per second) gives the same bytes.
  served?: { token: string; body: Uint8Array<ArrayBuffer> };
}

const encoder = new TextEncoder();

export function preparePage(html: string): PreparedPage {
  const parts: string[] = [];
  let from = 0;
  for (const match of html.matchAll(FORM_TOKEN)) {
    const valueStart = match.index + match[1]!.length;
    parts.push(html.slice(from, valueStart));
    from = match.index + match[0].length - match[2]!.length;
  }
  parts.push(html.slice(from));
  return { html, parts: parts.map((part) => encoder.encode(part)) };
}

/** The page's bytes with this response's own token: the same result as `visitorFields` without a visitor URL. */
export async function preparedBody(page: PreparedPage, secret: string): Promise<Uint8Array<ArrayBuffer>> {
  const { parts } = page;
  if (parts.length === 1) return parts[0]!;
  const value = escapeAttribute(await pageFormToken(secret));
  if (page.served?.token === value) return page.served.body;
  const token = encoder.encode(value);
  const body = new Uint8Array(parts.reduce((n, part) => n + part.length, token.length * (parts.length - 1)));
  let at = 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      body.set(token, at);
      at += token.length;
    }
    body.set(part, at);
    at += part.length;
  });
  page.served = { token: value, body };
  return body;
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
