// The note model's trainer (decisions 105, 150, 157): an MLP (384 → hidden, ReLU → classes) plus a wide linear part
// over a unit's hashed words, fitted with Adam on a softmax, each class weighing in like the average class. Seeded and
// deterministic. Shared by the head (train-note-model.ts) and the sign guard (train-note-guard.ts, decision 162).
import { createHash } from 'node:crypto';
import { RED_FLAG_CATEGORIES, seededRandom, type RedFlagCategory } from '@cadence/domain';
import { loadJsonl, splitCorpus, type LabelledNote } from '../src/ai/note-model/evaluation';
import { EMBEDDING_DIM } from '../src/ai/note-model/embedder';
import { wideFeatures, type HeadWeights } from '../src/ai/note-model/head';

/**
 * What missing one note of a category costs, against 1 for a false alarm: a missed crisis or emergency
 * is far worse than a notice she did not need; cautions (medicines, weight, eating, bleeding after the
 * menopause: see someone soon) cost a little more than a false alarm.
 */
export const MISS_COST: Record<RedFlagCategory, number> = {
  self_harm: 6,
  chest_pain: 3,
  stroke: 3,
  anaphylaxis: 3,
  pregnancy_emergency: 3,
  heavy_bleeding: 3,
  blood_clot: 3,
  severe_abdominal_pain: 3,
  fainting: 3,
  eating_disorder: 1.5,
  postmenopausal_bleeding: 1.5,
  medication_change: 1.5,
  rapid_weight_loss: 1.5,
};

/** The corpus, its digest, and the pool both heads train and tune on (train + dev; the test split is never used). */
export function loadPool(corpus: string) {
  const notes = loadJsonl(corpus);
  const corpusSha256 = createHash('sha256')
    .update(notes.map((n) => `${n.file}\t${n.categories.join(',')}\t${n.text}`).join('\n'))
    .digest('hex');
  const split = splitCorpus(notes);
  return { notes, corpusSha256, split, pool: [...split.train, ...split.dev] };
}

/**
 * Whole files to a fold (decision 161): each file is one writer's notes, so every out-of-fold reading is of a writer
 * the head never saw, as a fresh blind set is. Files go, largest first, to the fold with fewest notes.
 */
export function foldsByFile(pool: readonly LabelledNote[], folds: number): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const n of pool) sizes.set(n.file, (sizes.get(n.file) ?? 0) + 1);
  const load = new Array<number>(folds).fill(0);
  const fileFold = new Map<string, number>();
  for (const [file, size] of [...sizes].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) {
    const k = load.indexOf(Math.min(...load));
    fileFold.set(file, k);
    load[k] = (load[k] as number) + size;
  }
  return fileFold;
}

export interface Example {
  x: Float32Array;
  y: number;
  /** The unit read (the wide part's words). */
  t: string;
}

export interface TrainOptions {
  classes: readonly string[];
  hidden: number;
  /** Buckets of the wide part; 0 trains the MLP alone. */
  wide: number;
  chars: boolean;
  seed: number;
  l2: number;
}

export function trainHead(examples: readonly Example[], epochs: number, o: TrainOptions): HeadWeights {
  const { classes: CLASSES, hidden: HIDDEN, wide: WIDE, chars: CHARS, seed: SEED } = o;
  const wideCache = new Map<string, { index: Int32Array; value: number }>();
  const wideOf = (t: string) => {
    let f = wideCache.get(t);
    if (!f) wideCache.set(t, (f = wideFeatures(t, WIDE, CHARS)));
    return f;
  };

  const random = seededRandom(SEED); // the domain's mulberry32: the same numbers on every machine
  const gauss = () => Math.sqrt(-2 * Math.log(random() + 1e-12)) * Math.cos(2 * Math.PI * random());
  const K = CLASSES.length;
  const D = EMBEDDING_DIM;
  const w1 = Array.from({ length: HIDDEN }, () => Float64Array.from({ length: D }, () => gauss() * Math.sqrt(2 / D)));
  const b1 = new Float64Array(HIDDEN);
  const w2 = Array.from({ length: K }, () => Float64Array.from({ length: HIDDEN }, () => gauss() * Math.sqrt(1 / HIDDEN)));
  const b2 = new Float64Array(K);
  const ww = WIDE > 0 ? Array.from({ length: K }, () => new Float64Array(WIDE)) : [];
  const B2 = HIDDEN + 1 + K;
  const WW = B2 + 1;
  // Adam state; the wide rows are updated lazily (only the buckets a batch touched).
  const params = [...w1, b1, ...w2, b2, ...ww];
  const m = params.map((p) => new Float64Array(p.length));
  const v = params.map((p) => new Float64Array(p.length));
  const grads = params.map((p) => new Float64Array(p.length));
  const wideSteps = ww.map(() => new Int32Array(WIDE));
  const lr = 0.003;
  const l2 = o.l2;
  const counts = new Array<number>(K).fill(0);
  for (const e of examples) counts[e.y] = (counts[e.y] ?? 0) + 1;
  // Each class weighs in like the average class (the many 'none' clauses do not drown the rare ones).
  const weightOf = counts.map((c) => (c === 0 ? 0 : examples.length / (K * c)));
  const order = examples.map((_, i) => i);
  const batch = 64;
  let step = 0;
  const h = new Float64Array(HIDDEN);
  const z = new Float64Array(K);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    let loss = 0;
    for (let start = 0; start < order.length; start += batch) {
      for (let q = 0; q < WW; q++) (grads[q] as Float64Array).fill(0);
      const idx = order.slice(start, start + batch);
      const touched = new Set<number>();
      for (const n of idx) {
        const { x, y, t } = examples[n] as Example;
        const wide = WIDE > 0 ? wideOf(t) : null;
        if (wide) for (const j of wide.index) touched.add(j);
        const w = weightOf[y] as number;
        for (let a = 0; a < HIDDEN; a++) {
          const row = w1[a] as Float64Array;
          let s = b1[a] as number;
          for (let d = 0; d < D; d++) s += (row[d] as number) * (x[d] as number);
          h[a] = s > 0 ? s : 0;
        }
        let max = -Infinity;
        for (let k = 0; k < K; k++) {
          const row = w2[k] as Float64Array;
          let s = b2[k] as number;
          for (let a = 0; a < HIDDEN; a++) s += (row[a] as number) * (h[a] as number);
          if (wide) {
            const wk = ww[k] as Float64Array;
            for (const j of wide.index) s += (wk[j] as number) * wide.value;
          }
          z[k] = s;
          if (s > max) max = s;
        }
        let sum = 0;
        for (let k = 0; k < K; k++) sum += z[k] = Math.exp((z[k] as number) - max);
        for (let k = 0; k < K; k++) z[k] = (z[k] as number) / sum;
        loss -= w * Math.log((z[y] as number) + 1e-12);
        // dL/dz = p - onehot
        const dh = new Float64Array(HIDDEN);
        for (let k = 0; k < K; k++) {
          const dz = w * ((z[k] as number) - (k === y ? 1 : 0));
          const g = grads[HIDDEN + 1 + k] as Float64Array;
          const row = w2[k] as Float64Array;
          for (let a = 0; a < HIDDEN; a++) {
            g[a] = (g[a] as number) + dz * (h[a] as number);
            dh[a] = (dh[a] as number) + dz * (row[a] as number);
          }
          const gb2 = grads[B2] as Float64Array;
          gb2[k] = (gb2[k] as number) + dz;
          if (wide) {
            const gw = grads[WW + k] as Float64Array;
            for (const j of wide.index) gw[j] = (gw[j] as number) + dz * wide.value;
          }
        }
        for (let a = 0; a < HIDDEN; a++) {
          if ((h[a] as number) <= 0) continue;
          const d = dh[a] as number;
          const g = grads[a] as Float64Array;
          for (let e = 0; e < D; e++) g[e] = (g[e] as number) + d * (x[e] as number);
          const gb1 = grads[HIDDEN] as Float64Array;
          gb1[a] = (gb1[a] as number) + d;
        }
      }
      step++;
      const b1c = 1 - 0.9 ** step;
      const b2c = 1 - 0.999 ** step;
      params.forEach((p, pi) => {
        const g = grads[pi] as Float64Array;
        if (pi >= WW) {
          // Lazy Adam on the wide row: each touched bucket keeps its own step count for the bias correction.
          const mm = m[pi] as Float64Array;
          const vv = v[pi] as Float64Array;
          const steps = wideSteps[pi - WW] as Int32Array;
          for (const q of touched) {
            const gq = (g[q] as number) / idx.length + l2 * (p[q] as number);
            g[q] = 0;
            const st = (steps[q] = (steps[q] as number) + 1);
            mm[q] = 0.9 * (mm[q] as number) + 0.1 * gq;
            vv[q] = 0.999 * (vv[q] as number) + 0.001 * gq * gq;
            p[q] = (p[q] as number) - (lr * ((mm[q] as number) / (1 - 0.9 ** st))) / (Math.sqrt((vv[q] as number) / (1 - 0.999 ** st)) + 1e-8);
          }
          return;
        }
        const mm = m[pi] as Float64Array;
        const vv = v[pi] as Float64Array;
        for (let q = 0; q < p.length; q++) {
          const gq = (g[q] as number) / idx.length + l2 * (p[q] as number);
          mm[q] = 0.9 * (mm[q] as number) + 0.1 * gq;
          vv[q] = 0.999 * (vv[q] as number) + 0.001 * gq * gq;
          p[q] = (p[q] as number) - (lr * ((mm[q] as number) / b1c)) / (Math.sqrt((vv[q] as number) / b2c) + 1e-8);
        }
      });
    }
    if (epoch % 10 === 9 || epoch === epochs - 1) console.log(`  epoch ${epoch + 1}: loss ${(loss / examples.length).toFixed(4)}`);
  }
  const r = (a: ArrayLike<number>): number[] => Array.from(a, (x) => Math.round(x * 1e5) / 1e5);
  return {
    version: WIDE > 0 ? 2 : 1,
    classes: [...CLASSES],
    hidden: HIDDEN,
    w1: w1.map(r),
    b1: r(b1),
    w2: w2.map(r),
    b2: r(b2),
    thresholds: Object.fromEntries(RED_FLAG_CATEGORIES.map((c) => [c, 0.5])),
    ...(WIDE > 0 ? { wide: { buckets: WIDE, w: ww.map(r), ...(CHARS ? { chars: true } : {}) } } : {}),
    trainedOn: { train: 0, dev: 0, test: 0, corpusSha256: '', seed: SEED },
  };
}

