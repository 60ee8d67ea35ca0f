// Proves the layering rule: packages/domain may not import mongoose, tRPC, React or node I/O.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import { api, base, domain } from './index.js';

const lint = async (config, code, filePath) => {
  const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: config, cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.ruleId ?? m.message);
};

for (const specifier of ['mongoose', 'mongodb', '@trpc/server', 'react', 'react-dom/client', 'node:fs', 'fs', 'node:http', 'fastify']) {
  test(`domain may not import ${specifier}`, async () => {
    const rules = await lint(domain, `import x from '${specifier}';\nexport const y = x;\n`, 'src/pure-module.ts');
    assert.ok(rules.includes('no-restricted-imports'), `expected a layering error for ${specifier}, got ${rules.join(', ')}`);
  });
}

test('domain may import zod', async () => {
  const rules = await lint(domain, "import { z } from 'zod';\nexport const s = z.string();\n", 'src/pure-module.ts');
  assert.deepEqual(rules, []);
});

test('file names must be kebab-case', async () => {
  const rules = await lint(base, 'export const a = 1;\n', 'src/BadName.ts');
  assert.ok(rules.includes('cadence/kebab-case-filename'));
  assert.deepEqual(await lint(base, 'export const a = 1;\n', 'src/good-name.test.ts'), []);
});

test('api: a module may not import another module\'s repository, model or mapper', async () => {
  for (const internal of ['../routines/routine.repository', '../routines/routine.model', '../logs/log.mapper']) {
    const rules = await lint(api, `import { x } from '${internal}';\nexport const y = x;\n`, 'apps/api/src/modules/weekly/weekly.service.ts');
    assert.ok(rules.includes('cadence/module-boundaries'), `expected a boundary error for ${internal}, got ${rules.join(', ')}`);
  }
});

test('api: a module may import another module\'s service and its own repository', async () => {
  const code = "import type { RoutineService } from '../routines/routine.service';\nimport { WeeklyRepository } from './weekly.repository';\nexport type A = RoutineService;\nexport const b = WeeklyRepository;\n";
  assert.deepEqual(await lint(api, code, 'apps/api/src/modules/weekly/weekly.service.ts'), []);
});

test('api: http/ may not import the composition root', async () => {
  const rules = await lint(api, "import { createServices } from '../services';\nexport const c = createServices;\n", 'apps/api/src/http/request-context.ts');
  assert.ok(rules.includes('cadence/module-boundaries'));
});
