// GraphQL config for `npm run codegen` (graphql-codegen, one run per project) and editor plugins.
// Every `#graphql` operation in app/ is validated against its API's schema and typed by its text:
// the generated .d.ts files extend the clients' query interfaces, so `storefront.query(QUERY)` and
// `adminQuery(env, QUERY, …)` return the selected fields and nothing else. See docs/decisions/upstream-discipline.md.
import type { IGraphQLConfig } from 'graphql-config';
import { getSchema, pluckConfig, preset } from '@shopify/hydrogen-codegen';
import { format, resolveConfig } from 'prettier';

const ADMIN_DOCUMENTS = './app/graphql/admin/**/*.ts';

/**
 * The output as we commit it: formatted by Prettier, and without the preset's eslint-disable
 * header (it names a plugin we do not load): ESLint checks the generated files like our code.
 */
async function tidy(path: string, content: string) {
  const code = content.replace(/^\/\* eslint-disable[^\n]*\*\/\n/gm, '');
  return format(code, { ...(await resolveConfig(path)), filepath: path });
}

const hooks = { beforeOneFileWrite: [tidy] };

export default {
  projects: {
    // Shopify's Storefront API (the schema @shopify/hydrogen ships, API 2026-04).
    default: {
      schema: getSchema('storefront'),
      documents: ['./app/**/*.{ts,tsx}', `!${ADMIN_DOCUMENTS}`],
      extensions: {
        codegen: {
          overwrite: true,
          pluckConfig,
          hooks,
          generates: { 'storefrontapi.generated.d.ts': { preset } },
        },
      },
    },
    // The Admin API, as far as the shop uses it: Shopify ships no Admin schema, so this is the
    // subset the Admin mock serves and validates against (tests/mocks/admin/schema.ts).
    admin: {
      schema: './tests/mocks/admin/schema.ts',
      documents: [ADMIN_DOCUMENTS],
      extensions: {
        codegen: {
          overwrite: true,
          pluckConfig,
          hooks,
          generates: {
            'adminapi.generated.d.ts': {
              preset,
              presetConfig: {
                // No Admin type package ships with Hydrogen: the schema's types go into the same file.
                importTypes: false,
                interfaceExtension: ({ queryType, mutationType }: { queryType: string; mutationType: string }) => `
declare module './app/lib/shopify/admin.server' {
  interface AdminQueries extends ${queryType} {}
  interface AdminMutations extends ${mutationType} {}
}`,
              },
            },
          },
        },
      },
    },
  },
} satisfies IGraphQLConfig;
