// The labelled corpus, its deterministic train/dev/test split, and recall/precision per category and
// source. Used by the training script, the CI gate test and the bench (docs/decisions/105-note-model.md).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RED_FLAG_CATEGORIES, readNoteSafety, type RedFlagCategory, type SentenceFlagModel } from '@cadence/domain';

export interface LabelledNote {
  text: string;
  /** Empty: an ordinary note. */
  categories: RedFlagCategory[];
  file: string;
}
export type Split = 'train' | 'dev' | 'test';

/**
 * Files whose notes only ever train: the rules were tuned on `rules-corpus.jsonl`, so it would flatter
 * the rules on test; a held-out set once scored joins the corpus here (`heldout-*.jsonl`: sets A to G so far), and notes
 * written only to train (`train-*.jsonl`, decision 150) join it too, so the test split stays the one the CI gate was set on.
 */
const TRAIN_ONLY = new Set(['rules-corpus.jsonl']);
const isTrainOnly = (file: string) => TRAIN_ONLY.has(file) || file.startsWith('heldout-') || file.startsWith('train-');

const isCategory = (c: unknown): c is RedFlagCategory => typeof c === 'string' && (RED_FLAG_CATEGORIES as readonly string[]).includes(c);

/** Every JSONL file of a folder ({"text","categories"} per line); an empty or missing folder gives []. */
export function loadJsonl(dir: string, only?: (file: string) => boolean): LabelledNote[] {
  if (!existsSync(dir)) return [];
  const notes: LabelledNote[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.jsonl') && (only?.(f) ?? true)).sort()) {
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      const row = JSON.parse(line) as { text?: unknown; categories?: unknown };
      if (typeof row.text !== 'string') continue;
      const categories = Array.isArray(row.categories) ? row.categories.filter(isCategory) : [];
      notes.push({ text: row.text, categories, file });
    }
  }
  return notes;
}

const digest = (s: string): string => createHash('sha256').update(s).digest('hex');

/**
 * Stratified by first label ('none' for ordinary), ordered by a hash of the text: in every group,
 * 70 % train, 15 % dev, 15 % test. The same corpus always gives the same split.
 */
export function splitCorpus(notes: readonly LabelledNote[]): Record<Split, LabelledNote[]> {
  const out: Record<Split, LabelledNote[]> = { train: [], dev: [], test: [] };
  const groups = new Map<string, LabelledNote[]>();
  for (const n of notes) {
    if (isTrainOnly(n.file)) {
      out.train.push(n);
      continue;
    }
    const key = n.categories[0] ?? 'none';
    groups.set(key, [...(groups.get(key) ?? []), n]);
  }
  for (const key of [...groups.keys()].sort()) {
    const group = (groups.get(key) as LabelledNote[]).map((n) => ({ n, h: digest(n.text) })).sort((a, b) => (a.h < b.h ? -1 : 1));
    group.forEach(({ n }, i) => {
      const f = (i + 0.5) / group.length;
      out[f < 0.7 ? 'train' : f < 0.85 ? 'dev' : 'test'].push(n);
    });
  }
  return out;
}

export interface Row {
  category: RedFlagCategory | 'any';
  support: number;
  tp: number;
  fp: number;
  recall: number;
  precision: number;
}
export interface Score {
  rows: Row[];
  /** Red-flag notes where nothing fired / the labelled category did not fire. */
  misses: { text: string; categories: RedFlagCategory[]; fired: RedFlagCategory[] }[];
  /** Ordinary notes where something fired. */
  falseAlarms: { text: string; fired: RedFlagCategory[] }[];
  /** Share of ordinary notes where something fired. */
  falseAlarmRate: number;
  redFlagNotes: number;
  ordinaryNotes: number;
}

/** Recall and precision per category, and 'any' (something fired on a red-flag note) with the false-alarm rate. */
export function score(notes: readonly LabelledNote[], fired: readonly RedFlagCategory[][]): Score {
  const rows: Row[] = [];
  const ratio = (a: number, b: number): number => (b === 0 ? 1 : a / b);
  for (const c of RED_FLAG_CATEGORIES) {
    let support = 0;
    let tp = 0;
    let fp = 0;
    notes.forEach((n, i) => {
      const hit = (fired[i] as RedFlagCategory[]).includes(c);
      if (n.categories.includes(c)) {
        support++;
        if (hit) tp++;
      } else if (hit) fp++;
    });
    rows.push({ category: c, support, tp, fp, recall: ratio(tp, support), precision: ratio(tp, tp + fp) });
  }
  const red = notes.map((n, i) => ({ n, f: fired[i] as RedFlagCategory[] })).filter((x) => x.n.categories.length > 0);
  const ordinary = notes.map((n, i) => ({ n, f: fired[i] as RedFlagCategory[] })).filter((x) => x.n.categories.length === 0);
  const anyTp = red.filter((x) => x.f.length > 0).length;
  const anyFp = ordinary.filter((x) => x.f.length > 0).length;
  rows.push({ category: 'any', support: red.length, tp: anyTp, fp: anyFp, recall: ratio(anyTp, red.length), precision: ratio(anyTp, anyTp + anyFp) });
  return {
    rows,
    misses: red.filter((x) => !x.n.categories.every((c) => x.f.includes(c))).map((x) => ({ text: x.n.text, categories: x.n.categories, fired: x.f })),
    falseAlarms: ordinary.filter((x) => x.f.length > 0).map((x) => ({ text: x.n.text, fired: x.f })),
    falseAlarmRate: ratio(anyFp, ordinary.length) === 1 && ordinary.length === 0 ? 0 : anyFp / Math.max(1, ordinary.length),
    redFlagNotes: red.length,
    ordinaryNotes: ordinary.length,
  };
}

/** 'unguarded': the app's reading with the rules' flags not judged by the sign guard (decision 162). */
export type Source = 'rule' | 'model' | 'combined' | 'unguarded';

/** The categories each note raises, read by the rules, the model alone, or both (the app's reading). */
export async function readAll(notes: readonly LabelledNote[], source: Source, model: SentenceFlagModel | null): Promise<RedFlagCategory[][]> {
  const out: RedFlagCategory[][] = [];
  for (const n of notes) {
    const reading =
      source === 'rule'
        ? await readNoteSafety(n.text, null)
        : source === 'model'
          ? await readNoteSafety(n.text, model, { rules: false })
          : source === 'unguarded'
            ? await readNoteSafety(n.text, model, { guard: false })
            : await readNoteSafety(n.text, model);
    out.push(reading.flags.map((f) => f.category));
  }
  return out;
}

const pct = (x: number): string => (x * 100).toFixed(1).padStart(5);

/** The table the bench and score.mjs print: per category, recall / precision for rule, model, combined. */
export function formatTable(title: string, scores: Record<Exclude<Source, 'unguarded'>, Score> & { unguarded?: Score }): string {
  const lines = [title, `${'category'.padEnd(24)} ${'n'.padStart(4)}   rule R/P       model R/P      combined R/P`];
  const cats = scores.combined.rows.map((r) => r.category);
  for (const [i, c] of cats.entries()) {
    const cell = (s: Exclude<Source, 'unguarded'>): string => {
      const r = scores[s].rows[i] as Row;
      return `${pct(r.recall)} /${pct(r.precision)}`;
    };
    lines.push(`${String(c).padEnd(24)} ${String((scores.combined.rows[i] as Row).support).padStart(4)}  ${cell('rule')}  ${cell('model')}  ${cell('combined')}`);
  }
  const fa = (s: Exclude<Source, 'unguarded'>): string => `${pct(scores[s].falseAlarmRate)} %`;
  lines.push(`${'false alarms (ordinary)'.padEnd(24)} ${String(scores.combined.ordinaryNotes).padStart(4)}  ${fa('rule').padEnd(15)} ${fa('model').padEnd(15)} ${fa('combined')}`);
  if (scores.unguarded) {
    const any = (s: Score): number => (s.rows.at(-1) as Row).recall;
    lines.push(
      `without the sign guard: recall (any) ${pct(any(scores.unguarded))} % → ${pct(any(scores.combined))} % with it; false alarms ${pct(scores.unguarded.falseAlarmRate)} % → ${pct(scores.combined.falseAlarmRate)} %`,
    );
  }
  return lines.join('\n');
}
