// Bundle guard (JS budget, docs/decisions/022): the @cadence/domain rules, engine, classifiers, validation,
// catalogues and coach that the web app imports must not pull zod (~24 KiB gzip) into its route chunks. Only the
// schema modules may import zod; every other module's *value* imports (type-only imports are
// erased) must never reach one, directly or through a barrel. package.json `"sideEffects": false`
// then lets the web bundler drop every schema module the UI does not use.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../packages/domain/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name): string[] => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Specifiers of the value imports/re-exports of a module (`import type` and `type`-only lists skipped). */
function valueImports(code: string): string[] {
  const out: string[] = [];
  const re = /^(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s*'([^']+)'|^import\s+'([^']+)'/gm;
  for (const m of code.matchAll(re)) {
    if (m[4]) {
      out.push(m[4]);
      continue;
    }
    if (m[1]) continue;
    const clause = m[2] ?? '';
    const braces = /\{([^}]*)\}/.exec(clause);
    const hasDefaultOrStar = clause.replace(/\{[^}]*\}/, '').replace(/,/g, '').trim() !== '';
    const named = braces?.[1] ? braces[1].split(',').map((s) => s.trim()).filter(Boolean) : [];
    if (m[3] && (hasDefaultOrStar || named.some((n) => !n.startsWith('type ')))) out.push(m[3]);
  }
  return out;
}

function resolveLocal(from: string, spec: string): string {
  const base = resolve(dirname(from), spec);
  for (const candidate of [`${base}.ts`, join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // try the next candidate
    }
  }
  throw new Error(`cannot resolve '${spec}' from ${relative(SRC, from)}`);
}

const files = sourceFiles(SRC);
const graph = new Map(files.map((f) => [f, valueImports(readFileSync(f, 'utf8'))]));

/** The chain of value imports from `file` to 'zod', or null when zod is unreachable. */
function pathToZod(file: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  for (const spec of graph.get(file) ?? []) {
    if (spec === 'zod') return [relative(SRC, file), 'zod'];
    if (!spec.startsWith('.')) continue;
    const chain = pathToZod(resolveLocal(file, spec), seen);
    if (chain) return [relative(SRC, file), ...chain];
  }
  return null;
}

// Modules that are zod schemas by design (the API validates with them; the web never imports them).
const SCHEMA_MODULE = /^(schemas\/(?!limits|predicates)|catalogues\/catalogue-schemas\.ts$|(.*\/)?index\.ts$)/;

describe('@cadence/domain rule modules are zod-free', () => {
  const ruleModules = files.map((f) => relative(SRC, f)).filter((f) => !SCHEMA_MODULE.test(f));

  it('finds the rule modules', () => {
    expect(ruleModules.length).toBeGreaterThan(30);
    expect(ruleModules).toContain('engine/dates.ts');
  });

  it.each(ruleModules)('%s never reaches zod through value imports', (file) => {
    expect(pathToZod(join(SRC, file))).toBeNull();
  });

  it('the schema modules do reach zod (the guard can see it)', () => {
    expect(pathToZod(join(SRC, 'schemas/primitives.ts'))).toEqual(['schemas/primitives.ts', 'zod']);
    expect(pathToZod(join(SRC, 'schemas/routine.ts'))?.at(-1)).toBe('zod');
  });

  it('reads import and export forms', () => {
    expect(valueImports("import type { A } from './a';\nimport { type B } from './b';\nimport { C, type D } from './c';")).toEqual(['./c']);
    expect(valueImports("export * from './e';\nexport type { F } from './f';\nimport './g';\nimport H from './h';")).toEqual(['./e', './g', './h']);
  });

  it('reports an unresolvable import', () => {
    expect(() => resolveLocal(join(SRC, 'index.ts'), './no-such-module')).toThrow(/cannot resolve/);
  });
});
