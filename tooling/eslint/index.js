// Shared ESLint flat config for Cadence.
// - typescript-eslint recommended rules
// - kebab-case file names
// - layering: packages/domain is pure (no mongoose, tRPC, React, node I/O)
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import path from 'node:path';

const KEBAB = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/;

const PRIVATE_TO_MODULE = /\.(repository|model|mapper)(\.ts)?$/;

/**
 * apps/api layering: a module's repository, model and mapper are private to it (other modules call its
 * service), and nothing in http/ or lib/ imports the composition root (services.ts) or a module's internals.
 */
function apiBoundaryProblem(filename, specifier) {
  if (!specifier.startsWith('.')) return null;
  const file = filename.split(path.sep).join('/');
  const src = file.lastIndexOf('/src/');
  if (src < 0) return null;
  const from = file.slice(src + 5); // e.g. modules/weekly/weekly.service.ts
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  const fromModule = /^modules\/([^/]+)\//.exec(from)?.[1];
  const targetModule = /^modules\/([^/]+)\//.exec(target)?.[1];
  if (fromModule && targetModule && targetModule !== fromModule && PRIVATE_TO_MODULE.test(target))
    return `'${specifier}' is private to the ${targetModule} module: call its service instead.`;
  if (/^(http|lib|db)\//.test(from) && (target === 'services' || target === 'services.ts'))
    return `'${specifier}': ${from.split('/')[0]}/ is a lower layer and must not import the composition root (services.ts).`;
  if (/^(lib|db)\//.test(from) && targetModule) return `'${specifier}': ${from.split('/')[0]}/ must not import a module.`;
  return null;
}

/** Local plugin: file names must be kebab-case (dots allowed for .test/.integration-test/.lazy); api module boundaries. */
const cadencePlugin = {
  rules: {
    'module-boundaries': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const check = (node) => {
          if (!node.source || typeof node.source.value !== 'string') return;
          const problem = apiBoundaryProblem(context.filename, node.source.value);
          if (problem) context.report({ node, message: problem });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
      },
    },
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

/** apps/api: the base rules plus module boundaries (docs/decisions/023-operations-declared-once.md). */
export const api = [...base, { files: ['**/src/**/*.ts'], rules: { 'cadence/module-boundaries': 'error' } }];

export const react = [
  ...base,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
];

export default base;
