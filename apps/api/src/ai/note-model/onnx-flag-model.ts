// The model behind the domain's SentenceFlagModel port: MiniLM sentence embeddings (embedder.ts) and the
// trained MLP head (head.ts, head-weights.json). docs/decisions/105-note-model.md.
import { RED_FLAG_CATEGORIES, type RedFlagCategory, type SentenceFlag, type SentenceFlagModel } from '@cadence/domain';
import type { Embedder } from './embedder';
import { MlpHead, type HeadWeights } from './head';

const isCategory = (c: string): c is RedFlagCategory => (RED_FLAG_CATEGORIES as readonly string[]).includes(c);

export class OnnxSentenceFlagModel implements SentenceFlagModel {
  private readonly head: MlpHead;

  constructor(
    private readonly embedder: Embedder,
    weights: HeadWeights,
    /** Thresholds to use instead of the trained ones (tuning on the dev split only). */
    private readonly thresholds: Readonly<Record<string, number>> = weights.thresholds,
  ) {
    this.head = new MlpHead(weights);
  }

  /** Every category's probability per text (the bench and the threshold tuning read these). */
  async probabilities(texts: readonly string[]): Promise<Float64Array[]> {
    const embeddings = await this.embedder.embed(texts);
    return embeddings.map((e, i) => this.head.probabilities(e, texts[i]));
  }

  async flag(texts: readonly string[]): Promise<SentenceFlag[][]> {
    const classes = this.head.weights.classes;
    return (await this.probabilities(texts)).map((p) => {
      const out: SentenceFlag[] = [];
      classes.forEach((c, k) => {
        if (!isCategory(c)) return;
        const confidence = p[k] as number;
        if (confidence >= (this.thresholds[c] ?? 1.01)) out.push({ category: c, confidence: Math.round(confidence * 1000) / 1000 });
      });
      return out;
    });
  }
}
