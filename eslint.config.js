import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
  { files: ['**/*.js', '**/*.mjs'], languageOptions: { globals: { ...globals.node } } },
  {
    // npm run codegen's output, linted like our code, except that declaration merging into the
    // clients' query interfaces needs empty `interface X extends Generated {}` declarations.
    files: ['*.generated.d.ts'],
    rules: { '@typescript-eslint/no-empty-object-type': 'off' },
  },
);
