// The worker's log lines (app/lib/ops/log.server.ts: one JSON object each) as `npm run dev` and
// `npm run preview` show them: readable in a terminal, JSON (as production writes them) when the
// output is piped. Lines that are not the worker's pass through as they are.
import { Transform } from 'node:stream';

const COLOURS = { red: 31, yellow: 33, green: 32, dim: 2 } as const;
type Colour = keyof typeof COLOURS;

function paint(text: string, colour: Colour, on: boolean) {
  return on ? `\u001b[${COLOURS[colour]}m${text}\u001b[0m` : text;
}

interface Line {
  level: 'info' | 'warn' | 'error';
  msg: string;
  requestId?: string;
  type?: string;
  route?: string;
  cache?: string;
  status?: number;
  ms?: number;
  detail?: string;
  upstream?: Record<string, { calls: number; ms: number; failed: number }>;
  error?: { name?: string; message?: string; stack?: string };
}

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/** The worker's JSON line inside `text` (wrangler may frame and colour it), or null. */
export function parseLine(text: string): Line | null {
  const plain = text.replace(ANSI, '');
  const start = plain.indexOf('{"level":');
  if (start < 0) return null;
  try {
    const line = JSON.parse(plain.slice(start, plain.lastIndexOf('}') + 1)) as Line;
    return typeof line.msg === 'string' ? line : null;
  } catch {
    return null;
  }
}

/** One worker line for a person: time, status or level, message, the request's facts, its id. */
export function pretty(line: Line, colour = true, now = new Date()): string {
  const time = paint(now.toTimeString().slice(0, 8), 'dim', colour);
  const id = line.requestId ? paint(` ${line.requestId.slice(0, 12)}`, 'dim', colour) : '';
  if (line.type === 'request') {
    const status = line.status ?? 0;
    const tint: Colour = status >= 500 ? 'red' : status >= 400 ? 'yellow' : 'green';
    const calls = Object.entries(line.upstream ?? {}).map(
      ([api, { calls, ms, failed }]) =>
        `${api} ${calls}× ${ms} ms${failed ? paint(` ${failed} failed`, 'red', colour) : ''}`,
    );
    const facts = [line.route, line.cache && line.cache !== 'none' ? line.cache : null, `${line.ms ?? 0} ms`, ...calls];
    return `${time} ${paint(line.msg, tint, colour)}  ${facts.filter(Boolean).join(' · ')}${id}`;
  }
  const label = paint(line.level.toUpperCase(), line.level === 'error' ? 'red' : 'yellow', colour);
  const detail = line.detail ? ` (${line.detail})` : '';
  const stack = line.error?.stack ? `\n${line.error.stack.replace(/^/gm, '    ')}` : '';
  const error = !stack && line.error?.message ? ` ${line.error.message}` : '';
  return `${time} ${label} ${line.msg}${detail}${error}${id}${stack}`;
}

/**
 * A stream of the worker's output with its lines rewritten: `pretty` for a terminal (`colour`: ANSI
 * colours), `json` as production writes them (wrangler frames a warning as `▲ [WARNING] {…}`: the
 * JSON is taken out of the frame).
 */
export function workerLines(as: 'pretty' | 'json', colour = false): Transform {
  let rest = '';
  const rewrite = (text: string) => {
    const line = parseLine(text);
    if (!line) return text;
    return as === 'pretty' ? pretty(line, colour) : JSON.stringify(line);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const lines = (rest + chunk.toString('utf8')).split('\n');
      rest = lines.pop() ?? '';
      done(null, lines.map((text) => `${rewrite(text)}\n`).join(''));
    },
    flush(done) {
      done(null, rest ? rewrite(rest) : '');
    },
  });
}
