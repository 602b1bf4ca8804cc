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
