import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/eslint/boundaries.js';
import noModuleIntl from './scripts/eslint/no-module-intl.js';

const bizu = { rules: { ...boundaries.rules, 'no-module-intl': noModuleIntl } };

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', '.tmp/**', 'node_modules/**', 'src/server/db/migrations/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { bizu },
    rules: {
      // DESIGN.md: shared imports neither side; web imports server only as types; features stay apart.
      'bizu/boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // The browser's code and what it shares with the server: no Intl built when a module loads.
    files: ['src/web/**/*.{ts,tsx}', 'src/shared/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'bizu/no-module-intl': 'error' },
  },
  {
    files: ['src/shared/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        // zod/mini: the schemas on the first download of /login (docs/decisions/0018).
        { patterns: [{ regex: '^(?!zod(/mini)?$|\\.)', message: 'shared imports nothing but zod (or zod/mini).' }] },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
