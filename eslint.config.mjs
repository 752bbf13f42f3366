import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/',
      '**/dist-test/',
      'node_modules/',
      'coverage/',
      '.data/',
      'bench/results/',
      'packages/client/src/generated/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { parserOptions: { sourceType: 'module' } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
    languageOptions: {
      globals: { module: 'writable', require: 'readonly', __dirname: 'readonly', process: 'readonly' },
    },
  },
  {
    files: ['packages/client/scripts/**'],
    languageOptions: {
      globals: {
        URL: 'readonly',
        fetch: 'readonly',
        AbortSignal: 'readonly',
        process: 'readonly',
        console: 'readonly',
      },
    },
  },
  {
    files: ['bench/**', 'test/**', 'packages/client/examples/**', 'packages/client/scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
