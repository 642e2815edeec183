// A minimal client for Shopify's Admin GraphQL API (server-only: the token never reaches the browser).
import { ADMIN_DEADLINE_MS, fetchWithDeadline } from '~/lib/http/upstream.server';
import type { AppEnv } from '~/lib/context/env.server';
import { originOf } from '~/lib/http/origin';

export const ADMIN_API_VERSION = '2026-04';

export class AdminApiError extends Error {}

export function adminConfigured(env: AppEnv) {
  return Boolean(env.PRIVATE_ADMIN_API_DOMAIN && env.PRIVATE_ADMIN_API_TOKEN);
}

/**
 * Every Admin operation in app/graphql/admin/, by its text: `{ return, variables }`. Filled in by
 * adminapi.generated.d.ts (npm run codegen), so an operation's result and variables are checked.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmented by codegen
export interface AdminQueries {}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmented by codegen
export interface AdminMutations {}
type AdminOperations = AdminQueries & AdminMutations;

export async function adminQuery<const Operation extends keyof AdminOperations>(
  env: AppEnv,
  query: Operation,
  variables: AdminOperations[Operation]['variables'],
): Promise<AdminOperations[Operation]['return']> {
  if (!env.PRIVATE_ADMIN_API_DOMAIN || !env.PRIVATE_ADMIN_API_TOKEN) {
    throw new AdminApiError('Admin API is not configured.');
  }
  const origin = originOf(env.PRIVATE_ADMIN_API_DOMAIN);
  const response = await fetchWithDeadline(
    `${origin}/admin/api/${ADMIN_API_VERSION}/graphql.json`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Shopify-Access-Token': env.PRIVATE_ADMIN_API_TOKEN },
      body: JSON.stringify({ query, variables }),
    },
    ADMIN_DEADLINE_MS,
  );
  if (!response.ok) throw new AdminApiError(`Admin API HTTP error! status: ${response.status}`);
  const body = (await response.json()) as { data?: AdminOperations[Operation]['return']; errors?: unknown };
  if (body.errors || !body.data) throw new AdminApiError(`Admin API error: ${JSON.stringify(body.errors)}`);
  return body.data;
}
