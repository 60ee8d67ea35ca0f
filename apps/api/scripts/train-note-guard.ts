// Trains the sign guard: `pnpm --filter @cadence/api train:note-guard` (docs/decisions/162-learned-sign-guard.md).
//  1. Reads tooling/note-model/corpus/*.jsonl and the head's split (evaluation.ts); the test split is not used.
//  2. Every clause where a rule's sign is said, with none of the rules' guards (findSignCandidates), is one example:
//     a sign clause in a note labelled with its category is a red flag; in any other note, 'none'. An ordinary note's
//     sign clause is the hard negative the hand-written guards were written for: denied, over, someone else's, meant
//     otherwise.
//  3. Fits the same MLP + wide head as the note model (head-trainer.ts) on those clauses' embeddings.
//  4. Vetoes by cross-validation on writers it never saw: the pool is cut into FOLDS by file (one writer each); each
//     fold's clauses are judged by a guard fitted on the others. Per category, a threshold below which a rule's flag is
//     dropped is chosen to minimise the cost (a lost red flag costs MISS_COST of its category, a false alarm 1) over
//     the pool's notes the rules were not written from, with the rules' flags as they were before each fresh set was
//     read where NOTE_GUARD_FRESH names them (JSON rows {file, text, rules}: the flags the rules of the day raised).
//  5. Fits the final guard on the whole pool and writes apps/api/src/ai/note-model/guard-weights.json.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findSignCandidates, RED_FLAG_CATEGORIES, readNoteSafety, type RedFlagCategory, type SignCandidate } from '@cadence/domain';
import { loadEmbedder } from '../src/ai/note-model/embedder';
import type { LabelledNote } from '../src/ai/note-model/evaluation';
import { MlpHead } from '../src/ai/note-model/head';
import { findModelParent } from '../src/ai/note-model/model-files';
import { signScore } from '../src/ai/note-model/sign-guard';
import { EmbeddingCache } from './embedding-cache';
import { foldsByFile, loadPool, MISS_COST, trainHead, type Example } from './head-trainer';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '..', '..', '..');
const CORPUS = join(repo, 'tooling', 'note-model', 'corpus');
const OUT = process.env.NOTE_GUARD_OUT ?? join(here, '..', 'src', 'ai', 'note-model', 'guard-weights.json');
const SEED = 162;
const CLASSES = ['none', ...RED_FLAG_CATEGORIES] as const;
const OPTIONS = {
  classes: CLASSES,
  hidden: Number(process.env.NOTE_GUARD_HIDDEN ?? 32),
  wide: Number(process.env.NOTE_GUARD_WIDE ?? 8192),
  chars: process.env.NOTE_GUARD_CHARS === '1',
  seed: SEED,
  l2: Number(process.env.NOTE_GUARD_L2 ?? 1e-3),
};
const EPOCHS = Number(process.env.NOTE_GUARD_EPOCHS ?? 30);
const FOLDS = 4;
/** Veto levels tried per category (a rule's flag is dropped when the guard's score is below it); 0 never vetoes. */
const LEVELS = [0, 0.005, 0.01, 0.02, 0.03, 0.05, 0.075, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5];

interface NoteData {
  candidates: SignCandidate[];
  rules: RedFlagCategory[];
}

async function main() {
  const parent = findModelParent();
  if (!parent) throw new Error('note model files not found: run node tooling/note-model/setup.mjs');
  const { notes, corpusSha256, split, pool } = loadPool(CORPUS);
  const tuning = pool.filter((n) => n.file !== 'rules-corpus.jsonl');
  console.log(`corpus: ${notes.length} notes; pool ${pool.length} (${tuning.length} not the rules' own), test ${split.test.length} (not used)`);

  // The rules' reading of every tuning note is slow (about 10 ms a note): NOTE_GUARD_DATA keeps it between runs.
  const dataFile = process.env.NOTE_GUARD_DATA;
  const saved: Record<string, NoteData> = dataFile && existsSync(dataFile) ? (JSON.parse(readFileSync(dataFile, 'utf8')) as Record<string, NoteData>) : {};
  const data = new Map<LabelledNote, NoteData>();
  const tuningSet = new Set(tuning);
  let done = 0;
  for (const n of pool) {
    let d = saved[n.text];
    if (!d) {
      d = { candidates: findSignCandidates(n.text), rules: tuningSet.has(n) ? (await readNoteSafety(n.text, null)).flags.map((f) => f.category) : [] };
      saved[n.text] = d;
    }
    data.set(n, d);
    if (++done % 2000 === 0) process.stdout.write(`\r  read ${done}/${pool.length}`);
  }
  process.stdout.write('\n');
  if (dataFile) writeFileSync(dataFile, JSON.stringify(saved));

  // The flags the rules of the day raised on fresh sets, before those sets were read (a fair count of their false alarms).
  for (const file of (process.env.NOTE_GUARD_FRESH ?? '').split(',').filter((f) => f !== '')) {
    const rows = JSON.parse(readFileSync(file, 'utf8')) as { file: string; text: string; rules: RedFlagCategory[] }[];
    const byKey = new Map(rows.map((r) => [`${r.file}\t${r.text}`, r.rules]));
    let replaced = 0;
    for (const n of tuning) {
      const rules = byKey.get(`${n.file}\t${n.text}`);
      if (rules) {
        (data.get(n) as NoteData).rules = rules;
        replaced++;
      }
    }
    console.log(`fresh flags from ${file}: ${replaced} notes`);
  }

  const cache = new EmbeddingCache(parent, await loadEmbedder(parent));
  const clauses = [...new Set([...data.values()].flatMap((d) => d.candidates.map((c) => c.clause)))];
  console.log(`embedding ${clauses.length} sign clauses`);
  const vectors = new Map<string, Float32Array>();
  (await cache.embed(clauses)).forEach((v, i) => vectors.set(clauses[i] as string, v));
  cache.save();

  const cls = (c: RedFlagCategory | 'none'): number => CLASSES.indexOf(c);
  const examplesOf = (ns: readonly LabelledNote[]): Example[] =>
    ns.flatMap((n) =>
      (data.get(n) as NoteData).candidates.map((c) => ({
        x: vectors.get(c.clause) as Float32Array,
        y: n.categories.includes(c.category) ? cls(c.category) : 0,
        t: c.clause,
      })),
    );
  const all = examplesOf(pool);
  console.log(`${all.length} sign clauses: ${all.filter((e) => e.y !== 0).length} in notes of their category, ${all.filter((e) => e.y === 0).length} not`);

  // Folds by file, as the head's (decision 161): every out-of-fold score is of a writer the guard never saw.
  const fileFold = foldsByFile(pool, FOLDS);
  /** Per note, per flagged category: the guard's highest score over the note's clauses of that category. */
  const oof = new Map<LabelledNote, Map<RedFlagCategory, number>>();
  for (let k = 0; k < FOLDS; k++) {
    const weights = trainHead(examplesOf(pool.filter((n) => fileFold.get(n.file) !== k)), EPOCHS, OPTIONS);
    const head = new MlpHead(weights);
    for (const n of pool.filter((x) => fileFold.get(x.file) === k)) {
      const best = new Map<RedFlagCategory, number>();
      for (const c of (data.get(n) as NoteData).candidates) {
        const s = signScore(head.probabilities(vectors.get(c.clause) as Float32Array, c.clause));
        best.set(c.category, Math.max(best.get(c.category) ?? 0, s));
      }
      oof.set(n, best);
    }
    console.log(`fold ${k + 1}/${FOLDS} judged`);
  }

  if (process.env.NOTE_GUARD_OOF_DUMP)
    writeFileSync(
      process.env.NOTE_GUARD_OOF_DUMP,
      JSON.stringify(tuning.map((n) => ({ file: n.file, text: n.text, categories: n.categories, rules: (data.get(n) as NoteData).rules, scores: Object.fromEntries(oof.get(n) as Map<RedFlagCategory, number>) }))),
    );
  const K = RED_FLAG_CATEGORIES.length;
  const fired = (n: LabelledNote, th: Float64Array): Set<RedFlagCategory> => {
    const out = new Set<RedFlagCategory>();
    const scores = oof.get(n) as Map<RedFlagCategory, number>;
    for (const c of (data.get(n) as NoteData).rules) {
      const s = scores.get(c);
      if (s === undefined || s >= (th[RED_FLAG_CATEGORIES.indexOf(c)] as number)) out.add(c);
    }
    return out;
  };
  const evaluate = (group: readonly LabelledNote[], th: Float64Array) => {
    let cost = 0;
    let falseAlarms = 0;
    let ordinary = 0;
    let red = 0;
    let caught = 0;
    for (const n of group) {
      const f = fired(n, th);
      if (n.categories.length === 0) {
        ordinary++;
        if (f.size > 0) {
          falseAlarms++;
          cost += 1;
        }
      } else {
        red++;
        if (n.categories.some((c) => f.has(c))) caught++;
        for (const c of n.categories) if (!f.has(c)) cost += MISS_COST[c];
      }
    }
    return { cost, falseAlarmRate: falseAlarms / Math.max(1, ordinary), recall: caught / Math.max(1, red), falseAlarms, ordinary, red, caught };
  };
  const th = new Float64Array(K).fill(0);
  for (let sweep = 0; sweep < 8; sweep++) {
    let changed = false;
    for (let c = 0; c < K; c++) {
      let best = { t: th[c] as number, cost: evaluate(tuning, th).cost };
      for (const t of LEVELS) {
        const trial = Float64Array.from(th);
        trial[c] = t;
        const { cost } = evaluate(tuning, trial);
        // Ties keep the lower level (fewer vetoes for the same cost).
        if (cost < best.cost - 1e-9 || (Math.abs(cost - best.cost) < 1e-9 && t < best.t)) best = { t, cost };
      }
      if (best.t !== th[c]) {
        th[c] = best.t;
        changed = true;
      }
    }
    if (!changed) break;
  }
  const thresholds: Record<string, number> = Object.fromEntries(RED_FLAG_CATEGORIES.map((c, i) => [c, th[i] as number]));
  console.log(`veto levels: ${JSON.stringify(thresholds)}`);
  const none = new Float64Array(K).fill(0);
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  const groups = new Map<string, LabelledNote[]>([['all tuning notes', tuning]]);
  for (const n of tuning) if (n.file.startsWith('heldout-')) groups.set(n.file, [...(groups.get(n.file) ?? []), n]);
  console.log('\nout-of-fold, rules alone → rules with the guard (recall of red-flag notes, false alarms on ordinary ones)');
  for (const [name, group] of groups) {
    const a = evaluate(group, none);
    const b = evaluate(group, th);
    console.log(`  ${name.padEnd(30)} recall ${pct(a.recall)} → ${pct(b.recall)}   false alarms ${pct(a.falseAlarmRate)} (${a.falseAlarms}) → ${pct(b.falseAlarmRate)} (${b.falseAlarms})`);
  }
  console.log('\nper category: rule flags in its notes dropped / rule flags on ordinary notes dropped');
  for (const [i, c] of RED_FLAG_CATEGORIES.entries()) {
    let lost = 0;
    let kept = 0;
    let fixed = 0;
    let on = 0;
    for (const n of tuning) {
      const d = data.get(n) as NoteData;
      if (!d.rules.includes(c)) continue;
      const s = (oof.get(n) as Map<RedFlagCategory, number>).get(c);
      const vetoed = s !== undefined && s < (th[i] as number);
      if (n.categories.includes(c)) {
        if (vetoed) lost++;
        else kept++;
      } else if (n.categories.length === 0) {
        on++;
        if (vetoed) fixed++;
      }
    }
    console.log(`  ${c.padEnd(24)} level ${String(th[i]).padEnd(6)} lost ${lost}/${lost + kept}   dropped on ordinary ${fixed}/${on}`);
  }

  const weights = trainHead(all, EPOCHS, OPTIONS);
  weights.thresholds = thresholds;
  weights.trainedOn = { train: pool.length, dev: 0, test: split.test.length, corpusSha256, seed: SEED };
  writeFileSync(OUT, JSON.stringify(weights) + '\n');
  cache.save();
  console.log(`wrote ${OUT}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
