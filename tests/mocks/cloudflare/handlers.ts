// Cloudflare's zone API, the part the shop uses: purge by tag (docs/decisions/purges.md).
// `POST /cloudflare/client/v4/zones/:zone/purge_cache {"tags": [...]}` with
// `Authorization: Bearer <token>`. Contract, as Cloudflare's docs describe it: a bearer token
// (MOCK_CLOUDFLARE_API_TOKEN) for one zone (MOCK_CLOUDFLARE_ZONE_ID), at most 100 tags per call
// ("Max operations per request"), tags of at least one byte without spaces; every answer in
// Cloudflare's envelope `{success, errors: [{code, message}], messages, result}`. Error codes
// 10000 (authentication) and 7003 (a malformed id) are Cloudflare's; 1xxxx for the body are the
// mock's own. Each call is recorded (upstream `cloudflare`, body `{tags}`); faults as every mock
// (`POST /__mock/fault {"upstream":"cloudflare",…}`), status faults answered in the envelope.
import { randomBytes } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { MOCK_CLOUDFLARE_API_TOKEN, MOCK_CLOUDFLARE_ZONE_ID } from '../config';
import { injectFault } from '../faults';
import { record } from '../state';

export const MAX_TAGS_PER_CALL = 100;

const envelope = (status: number, errors: { code: number; message: string }[], result: unknown = null) =>
  HttpResponse.json({ success: errors.length === 0, errors, messages: [], result }, { status });
const refuse = (status: number, code: number, message: string) => envelope(status, [{ code, message }]);

function checkTags(body: unknown): string | null {
  const tags = (body as { tags?: unknown } | null)?.tags;
  if (!Array.isArray(tags) || tags.length === 0) return 'tags must be a non-empty array of strings';
  if (tags.length > MAX_TAGS_PER_CALL) return `at most ${MAX_TAGS_PER_CALL} tags per request, got ${tags.length}`;
  if (tags.some((tag) => typeof tag !== 'string' || tag.length === 0 || /\s/.test(tag))) {
    return 'each tag is a string of at least one byte without spaces';
  }
  return null;
}

export const cloudflareHandlers = [
  http.post('*/cloudflare/client/v4/zones/:zone/purge_cache', async ({ request, params }) => {
    const zone = String(params.zone);
    const text = await request.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    const authorization = request.headers.get('authorization') ?? '';
    record({
      upstream: 'cloudflare',
      method: 'POST',
      path: new URL(request.url).pathname,
      // The token itself is not kept: whether it was the mock's.
      headers: {
        authorization:
          authorization === `Bearer ${MOCK_CLOUDFLARE_API_TOKEN}` ? 'mock token' : authorization ? 'other' : 'none',
      },
      body,
    });
    const fault = await injectFault('cloudflare', request);
    if (fault) {
      const json = fault.headers.get('content-type')?.includes('json');
      return json && fault.status >= 400 ? refuse(fault.status, 10001, `HTTP ${fault.status}`) : fault;
    }
    if (!/^[0-9a-f]{32}$/.test(zone)) {
      return refuse(
        400,
        7003,
        `Could not route to /zones/${zone}/purge_cache, perhaps your object identifier is invalid?`,
      );
    }
    if (authorization !== `Bearer ${MOCK_CLOUDFLARE_API_TOKEN}` || zone !== MOCK_CLOUDFLARE_ZONE_ID) {
      return refuse(403, 10000, 'Authentication error');
    }
    if (body === null) return refuse(400, 10100, 'The request body is not JSON');
    const problem = checkTags(body);
    if (problem) return refuse(400, 10101, problem);
    return envelope(200, [], { id: randomBytes(16).toString('hex') });
  }),
];
