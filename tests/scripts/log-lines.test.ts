// `npm run dev` / `npm run preview` show the worker's log lines readable in a terminal and as
// production's JSON when piped, wrangler's frame around a warning taken off (scripts/log-lines.ts).
import { describe, expect, it } from 'vitest';
import { workerLines } from '../../scripts/log-lines';

const warning = { level: 'warn', msg: 'Product not loaded · API response error: 503', requestId: 'r-1', type: 'warn' };
const request = { level: 'info', msg: '200 GET /', requestId: 'r-1', type: 'request', status: 200, ms: 12 };
// What wrangler writes for a console.warn of the worker, even into a file: colours, a frame, blank lines.
const framed = `\u001b[33m▲ \u001b[43;33m[\u001b[43;30mWARNING\u001b[43;33m]\u001b[0m \u001b[1m${JSON.stringify(warning)}\u001b[0m\n\n\n`;

async function through(as: 'pretty' | 'json', input: string) {
  const stream = workerLines(as);
  let out = '';
  stream.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const ended = new Promise((resolve) => stream.on('end', resolve));
  // In two pieces, cut inside a line, as a pipe delivers it.
  stream.write(input.slice(0, 17));
  stream.end(input.slice(17));
  await ended;
  return out.split('\n').filter(Boolean);
}

describe('the worker’s log lines', () => {
  it('are JSON when piped: a framed warning is its JSON line, other lines pass as they are', async () => {
    const lines = await through('json', `${framed}${JSON.stringify(request)}\n[wrangler:info] Ready\n`);
    expect(lines).toEqual([JSON.stringify(warning), JSON.stringify(request), '[wrangler:info] Ready']);
    expect(JSON.parse(lines[0]!)).toEqual(warning);
  });

  it('are readable in a terminal: level, message and the start of the id', async () => {
    const [line] = await through('pretty', framed);
    expect(line).toMatch(/^\d\d:\d\d:\d\d WARN Product not loaded · API response error: 503 r-1$/);
  });
});
