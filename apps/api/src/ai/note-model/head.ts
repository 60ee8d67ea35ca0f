// The trained classifier head: a small MLP (384 → hidden, ReLU → classes) over a sentence's embedding, plus
// (version 2) a wide linear part over the unit's hashed words and word pairs, added to the same logits before
// the softmax. The embedding carries what a sentence means; the words carry what the small int8 model blurs
// (a medicine's name, "pantyliner", "post-meno"): decision 150. Its weights are data (head-weights.json),
// written by `pnpm --filter @cadence/api train:note-model`; thresholds by cross-validation on the pool.
import { hashString } from '@cadence/domain';

export interface HeadWeights {
  version: number;
  /** 'none' first, then the red-flag categories, in output order. */
  classes: string[];
  hidden: number;
  /** [hidden][384], [hidden], [classes][hidden], [classes] — rounded to 5 decimals. */
  w1: number[][];
  b1: number[];
  w2: number[][];
  b2: number[];
  /** Per category: flag when its probability is at least this. */
  thresholds: Record<string, number>;
  /** The wide part (decision 150): [classes][buckets] weights over wideFeatures(unit, buckets, chars). */
  wide?: { buckets: number; w: number[][]; chars?: boolean };
  trainedOn: { train: number; dev: number; test: number; corpusSha256: string; seed: number };
}

/**
 * The wide part's input for one unit: the buckets of its words and adjacent word pairs (lowercase, letters and
 * digits; a word's trailing "s" kept), each once; every active bucket weighs 1/√n so long units do not shout.
 */
export function wideFeatures(unit: string, buckets: number, chars = false): { index: Int32Array; value: number } {
  const words = unit.toLowerCase().replace(/['’]/g, '').split(/[^\p{L}\p{N}]+/u).filter((w) => w !== '');
  const set = new Set<number>();
  words.forEach((w, i) => {
    set.add(hashString(`w:${w}`) % buckets);
    if (i > 0) set.add(hashString(`b:${words[i - 1]} ${w}`) % buckets);
    // (decision 157) A long word's four-letter pieces, so "oestrogel", "estrogel" and "oestrogell" share most.
    if (chars && w.length >= 5) {
      const marked = `<${w}>`;
      for (let j = 0; j + 4 <= marked.length; j++) set.add(hashString(`c:${marked.slice(j, j + 4)}`) % buckets);
    }
  });
  const index = Int32Array.from([...set].sort((a, b) => a - b));
  return { index, value: index.length > 0 ? 1 / Math.sqrt(index.length) : 0 };
}

export class MlpHead {
  private readonly w1: Float32Array[];
  private readonly w2: Float32Array[];
  private readonly wide: Float32Array[] | null;

  constructor(readonly weights: HeadWeights) {
    this.w1 = weights.w1.map((r) => Float32Array.from(r));
    this.w2 = weights.w2.map((r) => Float32Array.from(r));
    this.wide = weights.wide ? weights.wide.w.map((r) => Float32Array.from(r)) : null;
  }

  /** Class probabilities for one embedding and (with a wide part) the unit it came from. */
  probabilities(x: Float32Array, unit = ''): Float64Array {
    const { b1, b2 } = this.weights;
    const h = new Float64Array(this.w1.length);
    for (let i = 0; i < h.length; i++) {
      const row = this.w1[i] as Float32Array;
      let s = b1[i] as number;
      for (let j = 0; j < row.length; j++) s += (row[j] as number) * (x[j] as number);
      h[i] = s > 0 ? s : 0;
    }
    const z = new Float64Array(this.w2.length);
    const words = this.weights.wide ? wideFeatures(unit, this.weights.wide.buckets, this.weights.wide.chars === true) : null;
    let max = -Infinity;
    for (let k = 0; k < z.length; k++) {
      const row = this.w2[k] as Float32Array;
      let s = b2[k] as number;
      for (let i = 0; i < row.length; i++) s += (row[i] as number) * (h[i] as number);
      if (this.wide && words) {
        const { index, value } = words;
        const wk = this.wide[k] as Float32Array;
        for (const j of index) s += (wk[j] as number) * value;
      }
      z[k] = s;
      if (s > max) max = s;
    }
    let sum = 0;
    for (let k = 0; k < z.length; k++) sum += z[k] = Math.exp((z[k] as number) - max);
    for (let k = 0; k < z.length; k++) z[k] = (z[k] as number) / sum;
    return z;
  }
}
