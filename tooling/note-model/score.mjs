#!/usr/bin/env node
// Scores one labelled file (JSONL: {"text","categories"} per line; [] for an ordinary note) with the
// note reading: recall and precision per category and source (rule / model / combined), and false alarms.
//   node tooling/note-model/score.mjs FILE.jsonl [--misses]
// Needs the model (node tooling/note-model/setup.mjs) and `pnpm install`. docs/decisions/105-note-model.md.
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const file = process.argv[2];
if (!file) {
  console.error('usage: node tooling/note-model/score.mjs FILE.jsonl [--misses]');
  process.exit(2);
}
const api = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'api');
const res = spawnSync(process.execPath, ['--import', 'tsx', 'bench/notes.bench.ts', '--file', resolve(file), ...process.argv.slice(3)], {
  cwd: api,
  stdio: 'inherit',
});
process.exit(res.status ?? 1);
