import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';

// What runs or builds outside the bundle: it may import devDependencies. Everything else (src/)
// ships to the browser and imports only dependencies.
const TOOLING = ['tests/**', 'bench/**', 'scripts/**', 'build/**', 'deploy/**', '*.config.{js,ts}'];

export default tseslint.config(
  { ignores: ['dist*/**', 'node_modules'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  // What ships (src/) is linted with its types too: typescript-eslint's type-checked rules, so
  // that a value that may be missing, a promise left floating or an object printed as text is
  // caught where it is written. Only src/: the tests and tools would double the time for little.
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-unnecessary-condition': 'error',
      // Nothing but text in a template: a number goes through a format of common/format.ts (or
      // String() where a machine reads it: a key, a URL, a CSS length), and a value that may be
      // missing is left out with its separator (joinPresent), never printed as 'null'.
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowAny: false, allowBoolean: false, allowNullish: false, allowNumber: false, allowRegExp: false, allowNever: false, allowArray: false },
      ],
      // react-admin's providers are promise-returning interfaces: an async method without an
      // await is the plain way to answer one at once, a throw becoming the rejection.
      '@typescript-eslint/require-await': 'off',
      // MSW's way of answering from deep inside a handler is to throw the Response (the demo's refusals).
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
    },
  },
  // The demo stands in for the server: the numbers it writes into texts are the data it makes up
  // (ids, codes, invoice numbers, a PDF's drawing operators), not figures the console shows.
  {
    files: ['src/demo/**/*.ts'],
    rules: {
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowAny: false, allowBoolean: false, allowNullish: false, allowNumber: true, allowRegExp: false, allowNever: false, allowArray: false },
      ],
    },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
  // The bench drives Chromium: some of its functions run inside the page.
  { files: ['bench/browser.mjs', 'bench/phases.mjs'], languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  // Every package imported is declared in package.json, not merely installed because another
  // package brought it. Type-only imports are checked too: a type's package can change under
  // us as much as a value's.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-extraneous-dependencies': ['error', { devDependencies: TOOLING, includeTypes: true }],
    },
  },
);
