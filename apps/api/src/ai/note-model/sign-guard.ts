// The sign guard (docs/decisions/162-learned-sign-guard.md): a second small head on the same MiniLM embeddings that
// reads a clause where a rule's sign is said and judges whether it is hers, now and meant. Trained on the corpus's
// own labels (a sign clause in an ordinary note is a hard negative) by `pnpm --filter @cadence/api train:note-guard`;
// its weights are data (guard-weights.json), its veto levels chosen on writers it never saw.
import type { SignCandidate } from '@cadence/domain';
import type { Embedder } from './embedder';
import { MlpHead, type HeadWeights } from './head';

/**
 * How sure the guard is that a clause's sign is real: 1 - p('none'), so a sign it reads as another red flag stands.
 * Set Y showed why (decision 162): "face blew up after the cashew sauce, hard to breathe" read as chest pain by a
 * rule is an allergy to the guard, and judging it against its own category alone dropped the note's only notice.
 */
export const signScore = (p: Float64Array): number => 1 - (p[0] ?? 0);

export class SignGuard {
  private readonly head: MlpHead;

  constructor(
    private readonly embedder: Embedder,
    readonly weights: HeadWeights,
  ) {
    this.head = new MlpHead(weights);
  }

  /** Per clause, the guard's score that its sign is real (0-1). */
  async scores(candidates: readonly SignCandidate[]): Promise<number[]> {
    if (candidates.length === 0) return [];
    const embeddings = await this.embedder.embed(candidates.map((c) => c.clause));
    return candidates.map((c, i) => signScore(this.head.probabilities(embeddings[i] as Float32Array, c.clause)));
  }

  /** Per clause, whether its sign stands: the score is at least the category's veto level. */
  async stand(candidates: readonly SignCandidate[]): Promise<boolean[]> {
    const scores = await this.scores(candidates);
    return scores.map((s, i) => s >= (this.weights.thresholds[(candidates[i] as SignCandidate).category] ?? 0));
  }
}
