// Shopify's Storefront API schema, as shipped by @shopify/hydrogen (introspection JSON).
import { createRequire } from 'node:module';
import { buildClientSchema, type IntrospectionQuery } from 'graphql';

const require = createRequire(import.meta.url);
const introspection = require('@shopify/hydrogen/storefront.schema.json') as IntrospectionQuery;

export const storefrontSchema = buildClientSchema(introspection);
