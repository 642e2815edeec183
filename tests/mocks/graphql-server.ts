// Runs a GraphQL request against a mock's schema the way Shopify's APIs answer: parse and
// validate first (errors in Shopify's wording, HTTP 200), then execute over the mock's roots.
import {
  execute,
  getOperationAST,
  type GraphQLError,
  parse,
  validate,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

export interface GraphQLBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

/** graphql-js words some validation errors differently from Shopify; reword the common ones. */
function shopifyStyle(error: GraphQLError): GraphQLFormattedError {
  const formatted = error.toJSON();
  const undefinedField = /^Cannot query field "(\w+)" on type "(\w+)"/.exec(error.message);
  if (undefinedField) {
    const [, fieldName, typeName] = undefinedField;
    return {
      ...formatted,
      message: `Field '${fieldName}' doesn't exist on type '${typeName}'`,
      extensions: { code: 'undefinedField', typeName, fieldName },
    };
  }
  return formatted;
}

// Parsing and validating a document is the mock's main cost; the same query text always gives the
// same answer, so remember it per schema (bounded, like a server's query cache).
const documents = new WeakMap<
  GraphQLSchema,
  Map<string, { document: DocumentNode } | { errors: GraphQLFormattedError[] }>
>();
const MAX_DOCUMENTS = 500;

function checkDocument(schema: GraphQLSchema, query: string) {
  let bySchema = documents.get(schema);
  if (!bySchema) documents.set(schema, (bySchema = new Map()));
  const known = bySchema.get(query);
  if (known) return known;
  let result: { document: DocumentNode } | { errors: GraphQLFormattedError[] };
  try {
    const document = parse(query);
    const errors = validate(schema, document);
    result = errors.length > 0 ? { errors: errors.map(shopifyStyle) } : { document };
  } catch (error) {
    result = { errors: [shopifyStyle(error as GraphQLError)] };
  }
  if (bySchema.size >= MAX_DOCUMENTS) bySchema.clear();
  bySchema.set(query, result);
  return result;
}

export type ParsedOperation =
  | { ok: true; document: DocumentNode; operation: OperationDefinitionNode; variables: Record<string, unknown> }
  | { ok: false; status: number; errors: GraphQLFormattedError[] };

export function parseOperation(schema: GraphQLSchema, body: GraphQLBody): ParsedOperation {
  if (typeof body.query !== 'string' || body.query.trim() === '') {
    return { ok: false, status: 400, errors: [{ message: 'Parameter Missing or Invalid: query' }] };
  }
  const checked = checkDocument(schema, body.query);
  if ('errors' in checked) return { ok: false, status: 200, errors: checked.errors };
  const { document } = checked;
  const operationName = typeof body.operationName === 'string' ? body.operationName : undefined;
  const operation = getOperationAST(document, operationName);
  if (!operation) {
    return { ok: false, status: 200, errors: [{ message: 'An operation name is required' }] };
  }
  const variables =
    body.variables && typeof body.variables === 'object' ? (body.variables as Record<string, unknown>) : {};
  return { ok: true, document, operation, variables };
}

/** The value of a directive's argument, resolving `$variables`. */
export function directiveArgument(
  operation: OperationDefinitionNode,
  directive: string,
  argument: string,
  variables: Record<string, unknown>,
): unknown {
  const node = operation.directives?.find((d) => d.name.value === directive);
  const arg = node?.arguments?.find((a) => a.name.value === argument);
  if (!arg) return undefined;
  const { value } = arg;
  if (value.kind === 'Variable') return variables[value.name.value];
  if (value.kind === 'EnumValue' || value.kind === 'StringValue') return value.value;
  return undefined;
}

export async function runOperation(
  schema: GraphQLSchema,
  parsed: Extract<ParsedOperation, { ok: true }>,
  roots: { query: object; mutation: object },
) {
  const result = await execute({
    schema,
    document: parsed.document,
    rootValue: parsed.operation.operation === 'mutation' ? roots.mutation : roots.query,
    variableValues: parsed.variables,
    operationName: parsed.operation.name?.value,
  });
  return {
    ...(result.errors ? { errors: result.errors.map((e) => e.toJSON()) } : {}),
    data: result.data ?? null,
  };
}
