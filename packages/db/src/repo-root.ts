import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

function findUp(start: string): string | undefined {
  let dir = resolve(start);
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/**
 * The monorepo root: the nearest directory containing `pnpm-workspace.yaml`,
 * searched upwards from this package (then from the current directory).
 */
export function repoRoot(): string {
  cached ??=
    findUp(dirname(fileURLToPath(import.meta.url))) ??
    findUp(process.cwd()) ??
    (() => {
      throw new Error('repoRoot(): no pnpm-workspace.yaml found above packages/db or the current directory');
    })();
  return cached;
}

/** Default data root for local database servers: `<repoRoot>/.data`. */
export function defaultDataDir(): string {
  return join(repoRoot(), '.data');
}
