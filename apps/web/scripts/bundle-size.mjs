// Prints the gzip size of the initial JS (entry + modulepreloads of dist/index.html) and of
// the given route chunks: `node scripts/bundle-size.mjs splash-page dashboard-page`.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const files = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
const gz = (f) => gzipSync(readFileSync(join(dist, 'assets', f)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1).padStart(7)} kB`;
let total = 0;
for (const f of files) {
  const size = gz(f);
  total += size;
  console.log(`${kb(size)} gz  ${f}`);
}
console.log(`${kb(total)} gz  initial JS (entry + modulepreload)`);
for (const prefix of process.argv.slice(2)) {
  const f = readdirSync(join(dist, 'assets')).find((x) => x.startsWith(`${prefix}-`) && x.endsWith('.js'));
  console.log(f ? `${kb(gz(f))} gz  + ${f} (lazy)` : `   (no chunk named ${prefix}-*)`);
}
