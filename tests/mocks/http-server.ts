// Serves the mock upstreams over real HTTP on 127.0.0.1, for the worker running in workerd
// (dev, preview, e2e, bench), where in-process interception cannot reach.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { getResponse } from 'msw';
import { handlers } from './handlers';

async function toRequest(req: IncomingMessage, origin: string, signal: AbortSignal): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && chunks.length > 0;
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
    signal,
  });
}

export function startMockServer(port: number, host = '127.0.0.1'): Promise<Server> {
  const origin = `http://${host}:${port}`;
  const server = createServer((req, res) => {
    void (async () => {
      try {
        // A client that gives up ends a `hang` fault's wait.
        const gone = new AbortController();
        res.once('close', () => gone.abort());
        const request = await toRequest(req, origin, gone.signal);
        const response = (await getResponse(handlers, request)) ?? new Response('Not found', { status: 404 });
        // The `reset` fault (a network error): close the connection without an answer.
        if (response.type === 'error') {
          req.socket.destroy();
          return;
        }
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
      } catch (error) {
        console.error('[mock] handler failed', error);
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end('Mock server error');
      }
    })();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
