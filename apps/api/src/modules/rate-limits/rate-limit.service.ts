import type { RateCounts, RateLimitRepository } from './rate-limit.repository';

/** The limit classes a request is counted under (docs/decisions/047: every call of a tRPC batch counts). */
export type RateClass = keyof RateCounts;

export type RateVerdict = { ok: true } | { ok: false; retryAfterS: number; over: RateClass };

/**
 * Fixed one-minute windows counted in the database, so every API instance counts against one
 * budget (docs/decisions/100, superseding the per-instance counters of 005/047). A request costs one
 * round trip: all its classes are added to one window document at once.
 */
export class RateLimitService {
  constructor(
    private readonly repo: RateLimitRepository,
    private readonly now: () => number = Date.now,
    private readonly windowMs = 60_000,
  ) {}

  /**
   * Counts `counts` for `caller` in the current window and says whether every class stays within
   * `max`. A refused request still uses up what it asked for (as before: a batch over the limit is
   * refused whole, and the caller waits for the next window).
   */
  async take(caller: string, counts: RateCounts, max: RateCounts): Promise<RateVerdict> {
    const asked = (Object.keys(counts) as RateClass[]).filter((k) => counts[k] > 0);
    if (asked.length === 0) return { ok: true };
    const t = this.now();
    const start = t - (t % this.windowMs);
    const totals = await this.repo.add(`${caller}:${start}`, counts, new Date(start + 2 * this.windowMs));
    for (const k of asked) {
      if (totals[k] > max[k]) return { ok: false, over: k, retryAfterS: Math.max(1, Math.ceil((start + this.windowMs - t) / 1000)) };
    }
    return { ok: true };
  }

  async purgeExpired(): Promise<number> {
    return this.repo.deleteExpired(new Date(this.now()));
  }
}
