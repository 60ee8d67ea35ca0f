// The trained classifier head: a small MLP (384 → hidden, ReLU → classes, softmax) over a sentence's
// embedding. Its weights are data (head-weights.json), written by `pnpm --filter @cadence/api
// train:note-model`; the thresholds in that file were tuned on the dev split only.
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
  trainedOn: { train: number; dev: number; test: number; corpusSha256: string; seed: number };
}

export class MlpHead {
  private readonly w1: Float32Array[];
  private readonly w2: Float32Array[];

  constructor(readonly weights: HeadWeights) {
    this.w1 = weights.w1.map((r) => Float32Array.from(r));
    this.w2 = weights.w2.map((r) => Float32Array.from(r));
  }

  /** Class probabilities for one embedding. */
  probabilities(x: Float32Array): Float64Array {
    const { b1, b2 } = this.weights;
    const h = new Float64Array(this.w1.length);
    for (let i = 0; i < h.length; i++) {
      const row = this.w1[i] as Float32Array;
      let s = b1[i] as number;
      for (let j = 0; j < row.length; j++) s += (row[j] as number) * (x[j] as number);
      h[i] = s > 0 ? s : 0;
    }
    const z = new Float64Array(this.w2.length);
    let max = -Infinity;
    for (let k = 0; k < z.length; k++) {
      const row = this.w2[k] as Float32Array;
      let s = b2[k] as number;
      for (let i = 0; i < row.length; i++) s += (row[i] as number) * (h[i] as number);
      z[k] = s;
      if (s > max) max = s;
    }
    let sum = 0;
    for (let k = 0; k < z.length; k++) sum += z[k] = Math.exp((z[k] as number) - max);
    for (let k = 0; k < z.length; k++) z[k] = (z[k] as number) / sum;
    return z;
  }
}
