import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/** Files of the build that are never precached. */
const SKIP = [/^sw\.js$/, /^\.vite\//, /\.map$/, /(^|\/)\./];

function listFiles(dir: string, root = dir): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...listFiles(full, root));
    else out.push(relative(root, full).split(sep).join('/'));
  }
  return out;
}

/** The precache list and version for a built `outDir` (exported for tests and the bench). */
export function precacheManifest(outDir: string): { urls: string[]; version: string } {
  const files = listFiles(outDir)
    .filter((f) => !SKIP.some((re) => re.test(f)))
    .sort();
  const hash = createHash('sha256');
  for (const f of files) hash.update(f).update(readFileSync(join(outDir, f)));
  return { urls: files.map((f) => `/${f}`), version: hash.digest('hex').slice(0, 12) };
}

/**
 * Rewrites the `PRECACHE`/`VERSION` declarations of a service worker source: the lines that start with them, so
 * the comment above them that shows their form is never taken for them (it was, and the built worker precached
 * nothing but index.html; decision 122).
 */
export function injectPrecache(source: string, urls: readonly string[], version: string): string {
  const withList = source.replace(/^const PRECACHE = \[[^\]]*\];/m, `const PRECACHE = ${JSON.stringify(urls)};`);
  const withVersion = withList.replace(/^const VERSION = '[^']*';/m, `const VERSION = '${version}';`);
  if (withList === source || withVersion === withList) throw new Error('sw-precache: PRECACHE/VERSION placeholders not found in sw.js');
  return withVersion;
}

/**
 * Vite plugin: after the build (public/ copied, assets written), writes the list of every built
 * file (index.html + hashed chunks + icons + manifest) and a content hash into dist/sw.js.
 */
export function swPrecachePlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'cadence-sw-precache',
    apply: 'build',
    configResolved(c) {
      config = c;
    },
    closeBundle() {
      const outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
      const swPath = join(outDir, 'sw.js');
      if (!existsSync(swPath) || !existsSync(join(outDir, 'index.html'))) return;
      const { urls, version } = precacheManifest(outDir);
      writeFileSync(swPath, injectPrecache(readFileSync(swPath, 'utf8'), urls, version));
      config.logger.info(`sw.js: ${urls.length} files precached (version ${version})`);
    },
  };
}
