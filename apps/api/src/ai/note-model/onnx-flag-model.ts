// The model behind the domain's SentenceFlagModel port: MiniLM sentence embeddings (embedder.ts) and the
// trained MLP head (head.ts, head-weights.json). docs/decisions/105-note-model.md.
import { RED_FLAG_CATEGORIES, type RedFlagCategory, type SentenceFlag, type SentenceFlagModel, type SignCandidate } from '@cadence/domain';
import { MemoEmbedder, type Embedder } from './embedder';
import { MlpHead, type HeadWeights } from './head';
import { SignGuard } from './sign-guard';

const isCategory = (c: string): c is RedFlagCategory => (RED_FLAG_CATEGORIES as readonly string[]).includes(c);

export class OnnxSentenceFlagModel implements SentenceFlagModel {
  private readonly head: MlpHead;
  private readonly guard: SignGuard | null;
  private readonly embedder: MemoEmbedder;

  constructor(
    embedder: Embedder,
    weights: HeadWeights,
    /** Thresholds to use instead of the trained ones (tuning on the dev split only). */
    private readonly thresholds: Readonly<Record<string, number>> = weights.thresholds,
    /** The sign guard's weights (decision 162); null: the rules' flags stand unjudged. */
    guardWeights: HeadWeights | null = null,
  ) {
    // One memo for the guard and the head: the clause the guard judges is often a unit the head reads (decision 164).
    this.embedder = new MemoEmbedder(embedder);
    this.head = new MlpHead(weights);
    this.guard = guardWeights ? new SignGuard(this.embedder, guardWeights) : null;
  }

  /** Forgets the embeddings kept from recent readings (the bench times every note as a new one). */
  forgetRecent(): void {
    this.embedder.clear();
  }

  /** Per sign clause, whether the guard lets its rule's flag stand (all stand without a guard). */
  async signsStand(candidates: readonly SignCandidate[]): Promise<boolean[]> {
    return this.guard ? this.guard.stand(candidates) : candidates.map(() => true);
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
