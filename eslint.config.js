import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every Storefront call goes through storefrontQuery (app/lib/shopify/storefront.server.ts): the
// visitor's language, the deadline and the answer check (docs/decisions/upstream-discipline.md).
const storefrontCalls = {
  selector:
    "CallExpression[callee.property.name=/^(query|mutate)$/][callee.object.property.name='storefront'], CallExpression[callee.property.name=/^(query|mutate)$/][callee.object.name='storefront']",
  message:
    'Storefront calls go through storefrontQuery(context.storefrontCalls, …), which adds the language, deadline and answer check.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.wrangler',
      '.react-router',
      'node_modules',
      'test-results',
      'playwright-report',
      'bench-results',
      '.bench',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/lib/shopify/storefront.server*.ts'],
    rules: { 'no-restricted-syntax': ['error', storefrontCalls] },
  },
  {
    // docs/decisions/platform.md: with future.v8_passThroughRequests, a handler's `request` is the raw request
    // (a data request's address ends in `.data` and carries `_routes`), so the page's own address
    // is React Router's `url` argument.
    files: ['app/routes/**/*.{ts,tsx}', 'app/root.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        storefrontCalls,
        {
          selector:
            "MemberExpression[property.name='url'][object.name='request'], MemberExpression[property.name='url'][object.property.name='request']",
          message:
            "Route modules read the page's address from React Router's `url` argument, not `request.url` (a data request's raw address ends in .data; see docs/decisions/platform.md).",
        },
      ],
    },
  },
  { files: ['**/*.js', '**/*.mjs'], languageOptions: { globals: { ...globals.node } } },
  {
    // npm run codegen's output, linted like our code, except that declaration merging into the
    // clients' query interfaces needs empty `interface X extends Generated {}` declarations.
    files: ['*.generated.d.ts'],
    rules: { '@typescript-eslint/no-empty-object-type': 'off' },
  },
);
