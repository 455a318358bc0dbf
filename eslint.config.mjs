// ESLint flat config: TypeScript, React, hooks and accessibility rules over the code
// (src, tests, scripts and the config files). Formatting is Prettier's job, not ESLint's.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/**',
      '.docusaurus/**',
      'node_modules/**',
      'reports/**',
      'test-results/**',
      '.snippets*/**',
      'static/**',
      'tests/fixtures/media/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: {
      globals: {...globals.browser, ...globals.node},
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y},
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      ...jsxA11y.configs.recommended.rules,
      // Props are typed with TypeScript.
      'react/prop-types': 'off',
      // Labels wrap their text in <span>/<code>; look a few levels deep for it.
      'jsx-a11y/label-has-associated-control': ['error', {assert: 'either', depth: 3}],
    },
  },
  {
    files: ['tests/**/*.ts'],
    languageOptions: {
      globals: {...globals.node, describe: 'readonly', it: 'readonly', test: 'readonly', expect: 'readonly'},
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
);
