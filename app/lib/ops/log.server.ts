// The worker's one logger (docs/operations.md): every line is one JSON object on the console, which
// is what Workers Logs (`[observability]`) and Oxygen's log drains index by field. A request's lines
// carry its id (`requestLog`, ./request.server); a line written outside one (an isolate's env
// warning) has none. No personal data: emails, IP addresses and cart ids are cut out of every line,
// messages and stacks included, before it is written. `npm run dev` and `npm run preview` show the
// same lines, readable in a terminal (scripts/log-lines.ts).

export type Level = 'info' | 'warn' | 'error';
export type Fields = Record<string, unknown>;

const EMAIL = /[\w.+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/gi;
const IPV4 = /(?<![\w.])(?:\d{1,3}\.){3}\d{1,3}(?![\w.])/g;
// Hex groups and colons: an IPv6 address has "::" or seven colons (a time or a line:column has not).
const IPV6_CANDIDATE = /(?<![\w:.])[0-9a-f]{0,4}(?::[0-9a-f]{0,4}){2,7}(?:%\w+)?(?![\w:])/gi;
// A cart's id with its key (`gid://shopify/Cart/<token>?key=<secret>`), and its checkout URL's token.
const CART_ID = /(gid:(?:\/|%2F){2}shopify(?:\/|%2F)Cart(?:\/|%2F)|\/cart\/c\/)[^\s"'&#\\]+/gi;
// Fields that hold personal data by name are never written, whatever their value.
const PERSONAL_KEYS = /^(email|e-?mail|ip|clientIp|buyerIp|cartId|cart_id|cookie|authorization)$/i;

/** `text` without emails, IP addresses or cart ids (each replaced by what it was). */
export function redact(text: string): string {
  return text
    .replace(EMAIL, '[email]')
    .replace(CART_ID, '$1[cart]')
    .replace(IPV4, '[ip]')
    .replace(IPV6_CANDIDATE, (match) => (match.includes('::') || match.split(':').length === 8 ? '[ip]' : match));
}

/** An error as fields: its name, message and stack (a thrown non-Error as its text). */
export function errorFields(error: unknown): Fields {
  if (!(error instanceof Error)) return { error: { message: String(error) } };
  const cause = error.cause instanceof Error ? `${error.cause.name}: ${error.cause.message}` : undefined;
  return { error: { name: error.name, message: error.message, stack: error.stack, cause } };
}

function withoutPersonalKeys(fields: Fields): Fields {
  return JSON.parse(
    JSON.stringify(fields, (key, value: unknown) => (PERSONAL_KEYS.test(key) ? undefined : value)),
  ) as Fields;
}

const SINK: Record<Level, (line: string) => void> = {
  info: (line) => console.log(line),
  warn: (line) => console.warn(line),
  error: (line) => console.error(line),
};

/** Writes one line: the level, the message, the fields, all redacted. */
export function write(level: Level, message: string, fields: Fields = {}): void {
  const line = JSON.stringify({ level, msg: message.slice(0, 500), ...withoutPersonalKeys(fields) });
  SINK[level](redact(line));
}

/** A logger whose lines carry `requestId` when it has one. */
export class Log {
  constructor(readonly requestId?: string) {}

  #fields(fields: Fields): Fields {
    return this.requestId ? { requestId: this.requestId, ...fields } : fields;
  }

  info(message: string, fields: Fields = {}): void {
    write('info', message, this.#fields(fields));
  }

  /** An expected failure the page went on without: one line, no stack. */
  warn(message: string, detail?: unknown): void {
    const extra = detail === undefined ? {} : { detail: oneLineOf(detail) };
    write('warn', message, this.#fields({ type: 'warn', ...extra }));
  }

  /** An unexpected failure: one line with the error's stack. */
  error(message: string, error?: unknown): void {
    write('error', message, this.#fields({ type: 'error', ...(error === undefined ? {} : errorFields(error)) }));
  }
}

function oneLineOf(detail: unknown): string {
  const text =
    detail instanceof Error
      ? `${detail.name}: ${detail.message}`
      : typeof detail === 'string'
        ? detail
        : JSON.stringify(detail);
  return (text ?? String(detail)).split('\n')[0]!.slice(0, 300);
}

/** For lines outside any request (an isolate's configuration warning). */
export const log = new Log();

/** What a helper needs of a log to report a failure it goes on without: the request's, with its id. */
export type Warn = Pick<Log, 'warn'>;
