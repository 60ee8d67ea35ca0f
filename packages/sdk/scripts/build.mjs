#!/usr/bin/env node
// Builds dist/: ESM JavaScript + declarations from src/ with the TypeScript compiler (tsconfig.build.json: DOM lib
// and no Node types, so nothing Node-only can slip into the browser-safe build). Runs on `prepack` too.
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const sdkDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(sdkDir, 'dist');
rmSync(dist, { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: sdkDir, stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);
const files = readdirSync(dist).sort();
console.log(`@cadence/sdk: built dist/ (${files.map((f) => `${f} ${statSync(path.join(dist, f)).size} B`).join(', ')})`);
