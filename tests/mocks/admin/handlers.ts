// MSW handler of the mock Admin GraphQL API (X-Shopify-Access-Token required), and for tests
// `GET /__mock/customers/:email`: a customer and their email-marketing consent as recorded.
import { http, HttpResponse } from 'msw';
import { MOCK_ADMIN_TOKEN } from '../config';
import { parseOperation, runOperation, type GraphQLBody } from '../graphql-server';
import { injectFault } from '../faults';
import { record, state } from '../state';
import { adminRoots } from './roots';
import { adminSchema } from './schema';

export const adminHandlers = [
  http.post('*/admin/api/:version/graphql.json', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as GraphQLBody;
    record({ upstream: 'admin', method: 'POST', path: new URL(request.url).pathname, headers: {}, body });
    const fault = await injectFault('admin', request);
    if (fault) return fault;
    if (request.headers.get('x-shopify-access-token') !== MOCK_ADMIN_TOKEN) {
      return HttpResponse.json(
        { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' },
        { status: 401 },
      );
    }
    const parsed = parseOperation(adminSchema, body);
    if (!parsed.ok) return HttpResponse.json({ errors: parsed.errors }, { status: parsed.status });
    return HttpResponse.json(await runOperation(adminSchema, parsed, adminRoots));
  }),
  http.get('*/__mock/customers/:email', ({ params }) => {
    const customer = state.customers.get(String(params.email).toLowerCase());
    return customer ? HttpResponse.json(customer) : HttpResponse.json({ error: 'No such customer' }, { status: 404 });
  }),
];
