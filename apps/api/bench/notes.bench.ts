// The note reading's bench (docs/decisions/105-note-model.md): `pnpm --filter @cadence/api bench:notes`
// (part of `pnpm bench`). Prints recall and precision per category and source (rule / model / combined)
// on the corpus's test split and on every held-out set in tooling/note-model/heldout/*.jsonl, then the
// budgets: model load (≤ 3 s), resident memory increase (≤ 200 MB), reading one note p99 warm (≤ 60 ms).
// `--file X.jsonl` (or tooling/note-model/score.mjs X.jsonl) prints the table for that one file only.
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readNoteSafety } from '@cadence/domain';
import { loadNoteModel } from '../src/ai/note-model';
import { formatTable, loadJsonl, readAll, score, splitCorpus, type LabelledNote, type Score, type Source } from '../src/ai/note-model/evaluation';

const here = dirname(fileURLToPath(import.meta.url));
const tooling = resolve(here, '..', '..', '..', 'tooling', 'note-model');
const BUDGET = { loadMs: 3000, rssMb: 200, p99Ms: 60 };

const status = await loadNoteModel();
if (!status.model) {
  console.error(`the note model did not load (${status.reason}); run node tooling/note-model/setup.mjs`);
  process.exit(1);
}
const model = status.model;

async function table(title: string, notes: readonly LabelledNote[]): Promise<Record<Source, Score>> {
  const scores = {
    rule: score(notes, await readAll(notes, 'rule', null)),
    model: score(notes, await readAll(notes, 'model', model)),
    combined: score(notes, await readAll(notes, 'combined', model)),
    unguarded: score(notes, await readAll(notes, 'unguarded', model)),
  };
  console.log(`\n${formatTable(title, scores)}`);
  return scores;
}

const fileArg = process.argv.indexOf('--file');
if (fileArg > 0) {
  const file = resolve(process.argv[fileArg + 1] as string);
  const notes = loadJsonl(dirname(file), (f) => f === basename(file));
  const s = await table(`${basename(file)} (${notes.length} notes)`, notes);
  if (process.argv.includes('--misses')) {
    for (const m of s.combined.misses) console.log(`  miss [${m.categories.join(',')}] fired [${m.fired.join(',')}]: ${m.text}`);
    for (const f of s.combined.falseAlarms) console.log(`  false alarm [${f.fired.join(',')}]: ${f.text}`);
  }
  process.exit(0);
}

const split = splitCorpus(loadJsonl(join(tooling, 'corpus')));
await table(`test split (${split.test.length} notes; the model never trained or tuned on them)`, split.test);
const heldout = loadJsonl(join(tooling, 'heldout'));
if (heldout.length === 0) console.log('\nheld-out sets: none in tooling/note-model/heldout/ (drop *.jsonl files there)');
for (const file of [...new Set(heldout.map((n) => n.file))]) {
  const notes = heldout.filter((n) => n.file === file);
  await table(`held-out ${file} (${notes.length} notes)`, notes);
}

// Budgets. Reading one note, warm: the combined reading (rules + model) of every test note, timed one by one.
// Wall time is what she waits; on a machine shared with other busy processes it mostly measures the
// queue for a core, so the CPU time the reading itself used is printed too (docs/decisions/140).
const times: number[] = [];
const cpuTimes: number[] = [];
const loadBefore = loadavg()[0] as number;
for (const n of split.test) {
  // Every note is timed as a new one: nothing kept from the tables above (decision 164).
  (model as { forgetRecent?: () => void }).forgetRecent?.();
  const t = performance.now();
  const c = process.cpuUsage();
  await readNoteSafety(n.text, model);
  const used = process.cpuUsage(c);
  times.push(performance.now() - t);
  cpuTimes.push((used.user + used.system) / 1000);
}
times.sort((a, b) => a - b);
cpuTimes.sort((a, b) => a - b);
const at = (list: readonly number[], q: number): number => list[Math.min(list.length - 1, Math.floor(q * list.length))] as number;
const p = (q: number): number => at(times, q);
const row = (name: string, value: string, budget: string, ok: boolean): string => `${name.padEnd(34)} ${value.padStart(10)}   budget ${budget.padEnd(9)} ${ok ? 'ok' : 'OVER'}`;
console.log('\nbudgets');
console.log(row('model load (files checked, session)', `${status.loadMs} ms`, `${BUDGET.loadMs} ms`, status.loadMs <= BUDGET.loadMs));
// Memory: what the model adds to a process that reads notes, measured in a fresh child that lives like the API
// (this process holds every scored table, which is the bench's memory, not the app's; decision 158).
const memory = memoryOfReading([...split.test, ...heldout].map((n) => n.text));
if ('error' in memory) console.log(`resident memory: the measuring process failed (${memory.error})`);
else {
  console.log(row('resident memory the model adds, loaded', `${memory.loadMb.toFixed(0)} MB`, `${BUDGET.rssMb} MB`, memory.loadMb <= BUDGET.rssMb));
  console.log(row(`  ... reading ${memory.notes} notes twice (peak)`, `${memory.peakMb.toFixed(0)} MB`, `${BUDGET.rssMb} MB`, memory.peakMb <= BUDGET.rssMb));
  console.log(row('  ... kept after a collection', `${memory.keptMb.toFixed(0)} MB`, `${BUDGET.rssMb} MB`, memory.keptMb <= BUDGET.rssMb));
  console.log(`  (before the model, the rules' own patterns, compiled on first use, took ${memory.rulesMb.toFixed(0)} MB)`);
}
console.log(row(`reading one note, warm (p50 ${p(0.5).toFixed(1)} ms)`, `p99 ${p(0.99).toFixed(1)} ms`, `${BUDGET.p99Ms} ms`, p(0.99) <= BUDGET.p99Ms));
console.log(row(`  ... CPU time it used (p50 ${at(cpuTimes, 0.5).toFixed(1)} ms)`, `p99 ${at(cpuTimes, 0.99).toFixed(1)} ms`, `${BUDGET.p99Ms} ms`, at(cpuTimes, 0.99) <= BUDGET.p99Ms));
console.log(`  (machine load average ${loadBefore.toFixed(1)} → ${(loadavg()[0] as number).toFixed(1)} on ${cpus().length} cores while timing)`);

type Memory = { notes: number; rulesMb: number; loadMb: number; peakMb: number; keptMb: number } | { error: string };
function memoryOfReading(texts: readonly string[]): Memory {
  const child = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', join(here, 'notes-memory.ts')], {
    input: JSON.stringify(texts),
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  });
  const line = child.stdout.trim().split('\n').pop() ?? '';
  try {
    return JSON.parse(line) as Memory;
  } catch {
    return { error: `exit ${child.status}: ${child.stderr.trim().split('\n').pop() ?? ''}` };
  }
}
