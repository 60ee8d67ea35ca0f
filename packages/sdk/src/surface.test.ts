import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ESM script (scripts/ is not part of the typed sources)
import { bumpVersion, checkSurface, compareSurfaces, generateSurface, indexSurface, UPDATE_COMMAND } from '../scripts/surface.mjs';

interface Surface {
  text: string;
  procedures: Map<string, string>;
}

describe("the API's public surface (CI check: a changed surface needs a version bump)", () => {
  it('matches the surface released with the current version (api-surface/<version>.d.ts) and src/router-types.ts', () => {
    const generated = generateSurface() as Surface;
    const result = checkSurface(generated) as { ok: boolean; version: string; problems: string[] };
    if (!result.ok) {
      throw new Error(`${result.problems.join('\n')}\nRun \`${UPDATE_COMMAND}\` (bumps the version per VERSIONING.md) and complete the CHANGELOG entry.`);
    }
    // Every procedure of the router is in the surface (nothing hand-listed), each with its kind; the generation
    // itself fails when an operation declared in apps/api/src/operations is missing from the router.
    expect(generated.procedures.size).toBeGreaterThan(30);
    expect([...generated.procedures.keys()]).toEqual(expect.arrayContaining(['users.create', 'routines.create', 'plan.today', 'plan.updateTask']));
    // The declarations need nothing from the workspace: only @trpc/server's router types.
    const imports = [...generated.text.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    expect(imports).toEqual(['@trpc/server']);
    expect(generated.text.replace(/^\/\/.*$/gm, '')).not.toMatch(/@cadence\/|mongoose|zod|import\(/);
    // The index read back from the text equals the one generated (what `update` diffs against).
    expect(indexSurface(generated.text)).toEqual(generated.procedures);
  });

  it('classifies changes by semver: removed or changed is major, only added is minor', () => {
    const before = new Map([
      ['a.get', 'Q1'],
      ['a.set', 'M1'],
    ]);
    expect(compareSurfaces(before, new Map([...before, ['b.new', 'Q2']]))).toMatchObject({ added: ['b.new'], bump: 'minor' });
    expect(compareSurfaces(before, new Map([['a.get', 'Q1']]))).toMatchObject({ removed: ['a.set'], bump: 'major' });
    expect(compareSurfaces(before, new Map([['a.get', 'Q1'], ['a.set', 'M2']]))).toMatchObject({ changed: ['a.set'], bump: 'major' });
    expect(compareSurfaces(before, new Map(before))).toMatchObject({ bump: 'patch' });
    expect([bumpVersion('1.4.2', 'major'), bumpVersion('1.4.2', 'minor'), bumpVersion('1.4.2', 'patch')]).toEqual(['2.0.0', '1.5.0', '1.4.3']);
  });
});
