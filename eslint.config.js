// ESLint (flat config): JavaScript's and typescript-eslint's recommended rules, React's hook rules
// for the islands. Formatting is prettier's (.prettierrc.json); import boundaries are
// dependency-cruiser's (npm run lint:deps).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'node_modules/**', '.astro/**', 'bench/results/**', 'playwright-report/**', 'test-results/**', '**/*.astro'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Control characters in patterns are deliberate here: the code refuses them in typed text.
      'no-control-regex': 'off',
      // A variable declared before a callback that reads it and assigned once later (a shutdown hook) stays `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  // Tests read JSON answers of every shape: their callers type a body `any` by default.
  { files: ['tests/**/*.ts', 'e2e/**/*.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  {
    files: ['src/islands/**/*.tsx', 'src/islands/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
