// Bundles the API (and the workspace packages it imports) into dist/main.js.
import { build } from 'esbuild';
import { copyFileSync, readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((d) => !d.startsWith('@cadence/'));
// @cadence/db pulls mongodb-memory-server-core lazily; keep it external too.
external.push('mongodb-memory-server-core', 'mongodb');

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});
// The note model's thread is loaded from a file beside main.js (src/ai/note-model/embed-worker.mjs, decision 170).
copyFileSync(new URL('./src/ai/note-model/embed-worker.mjs', import.meta.url), new URL('./dist/embed-worker.mjs', import.meta.url));
console.log('apps/api: built dist/main.js and dist/embed-worker.mjs');
