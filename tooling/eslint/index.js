// Shared ESLint flat config for Cadence.
// - typescript-eslint recommended rules
// - kebab-case file names
// - layering: packages/domain is pure (no mongoose, tRPC, React, node I/O)
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import path from 'node:path';

const KEBAB = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/;

/** Local plugin: file names must be kebab-case (dots allowed for .test/.integration-test/.lazy). */
const cadencePlugin = {
  rules: {
    'kebab-case-filename': {
      meta: { type: 'suggestion', schema: [] },
      create(context) {
        return {
          Program(node) {
            const base = path.basename(context.filename).replace(/\.(tsx?|mjs|cjs|js)$/, '');
            if (!KEBAB.test(base)) {
              context.report({ node, message: `File name '${base}' must be kebab-case.` });
            }
          },
        };
      },
    },
  },
};

/** Imports forbidden inside packages/domain (it must stay pure). */
export const domainForbiddenImports = [
  { group: ['mongoose', 'mongoose/*', 'mongodb', 'mongodb/*'], message: 'packages/domain is pure: no database access.' },
  { group: ['@trpc/*'], message: 'packages/domain is pure: no tRPC.' },
  { group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@chakra-ui/*'], message: 'packages/domain is pure: no React.' },
  {
    group: ['fs', 'node:fs', 'fs/*', 'node:fs/*', 'http', 'node:http', 'https', 'node:https', 'net', 'node:net', 'child_process', 'node:child_process', 'fastify', 'ai', '@ai-sdk/*'],
    message: 'packages/domain is pure: no I/O.',
  },
];

export const base = tseslint.config(
  { ignores: ['**/dist/**', '**/coverage/**', '**/node_modules/**', '**/.turbo/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { cadence: cadencePlugin },
    rules: {
      'cadence/kebab-case-filename': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
);

export const domain = [
  ...base,
  { rules: { 'no-restricted-imports': ['error', { patterns: domainForbiddenImports }] } },
];

export const react = [
  ...base,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
];

export default base;
