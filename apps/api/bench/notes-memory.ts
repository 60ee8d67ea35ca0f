// What the note model adds to the resident memory of a process that already reads notes with the rules, measured
// the way the API lives (decision 158): a fresh process reads the notes with the rules alone (the app without the
// model; V8 compiles the rules' patterns on first use), then loads the model, then reads every note again with
// it, keeping no result. Reads the notes as JSON on stdin; prints one JSON line for notes.bench.ts, which runs it as a child process.
import { readFileSync } from 'node:fs';
import { readNoteSafety } from '@cadence/domain';
import { loadNoteModel } from '../src/ai/note-model';

const texts = JSON.parse(readFileSync(0, 'utf8') || '[]') as string[];
const gc = (globalThis as { gc?: () => void }).gc;
const rss = (): number => process.memoryUsage().rss;

const start = rss();
for (const t of texts) await readNoteSafety(t, null);
gc?.();
const rulesWarm = rss();
const status = await loadNoteModel();
if (!status.model) {
  console.log(JSON.stringify({ error: status.reason }));
  process.exit(1);
}
const loaded = rss();
let peak = loaded;
for (let round = 0; round < 2; round++) {
  for (const t of texts) {
    await readNoteSafety(t, status.model);
    peak = Math.max(peak, rss());
  }
}
gc?.();
console.log(JSON.stringify({ notes: texts.length, rulesMb: (rulesWarm - start) / 1e6, loadMb: (loaded - rulesWarm) / 1e6, peakMb: (peak - rulesWarm) / 1e6, keptMb: (rss() - rulesWarm) / 1e6 }));
