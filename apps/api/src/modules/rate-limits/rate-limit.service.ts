import type { RateCounts, RateLimitRepository } from './rate-limit.repository';

/** The limit classes a request is counted under (docs/decisions/047: every call of a tRPC batch counts). */
export type RateClass = keyof RateCounts;

export type RateVerdict = { ok: true } | { ok: false; retryAfterS: number; over: RateClass };

/**
 * Reads a session's instance takes from the shared window at once, beyond what the request needs
 * (a lease): her next reads on this instance in the same minute cost no round trip.
 */
export const READ_LEASE = 20;
/** Leases remembered per instance before the oldest are forgotten (a forgotten lease is only unused budget). */
const MAX_LEASES = 20_000;

/**
 * Fixed one-minute windows counted in the database, so every API instance counts against one
 * budget (docs/decisions/100, superseding the per-instance counters of 005/047). A request costs at
 * most one round trip: all its classes are added to one window document at once.
 *
 * A session's reads are counted in leases ("batches its counting"): the instance takes READ_LEASE more
 * than the request needs and serves her next reads of the minute from it. The total taken never passes
 * the limit, so no instance lets more through; what a lease leaves unused when the minute ends is
 * lost (at most READ_LEASE per instance she used, against 1,200). Writes, AI and data calls, and
 * reads without a session (one address may be many people) are counted exactly, one by one.
 */
export class RateLimitService {
  private readonly leases = new Map<string, number>();

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
    const id = `${caller}:${start}`;
    const retryAfterS = Math.max(1, Math.ceil((start + this.windowMs - t) / 1000));
    const leased = caller.startsWith('s:') && asked.length === 1 && asked[0] === 'read';
    if (leased) {
      const left = this.leases.get(id) ?? 0;
      if (left >= counts.read) {
        this.leases.set(id, left - counts.read);
        return { ok: true };
      }
    }
    const ask = leased ? { ...counts, read: counts.read + READ_LEASE } : counts;
    const totals = await this.repo.add(id, ask, new Date(start + 2 * this.windowMs));
    if (leased) {
      // Of what was asked, the part still within the limit is hers on this instance.
      const granted = Math.max(0, Math.min(ask.read, max.read - (totals.read - ask.read)));
      const left = (this.leases.get(id) ?? 0) + granted;
      if (left < counts.read) {
        this.leases.set(id, 0);
        return { ok: false, over: 'read', retryAfterS };
      }
      this.remember(id, left - counts.read, start);
      return { ok: true };
    }
    for (const k of asked) {
      if (totals[k] > max[k]) return { ok: false, over: k, retryAfterS };
    }
    return { ok: true };
  }

  async purgeExpired(): Promise<number> {
    return this.repo.deleteExpired(new Date(this.now()));
  }

  private remember(id: string, left: number, start: number) {
    this.leases.set(id, left);
    if (this.leases.size <= MAX_LEASES) return;
    // Leases of past minutes are worth nothing; if that is not enough, forget them all (unused budget only).
    for (const key of this.leases.keys()) if (!key.endsWith(`:${start}`)) this.leases.delete(key);
    if (this.leases.size > MAX_LEASES) this.leases.clear();
  }
}
