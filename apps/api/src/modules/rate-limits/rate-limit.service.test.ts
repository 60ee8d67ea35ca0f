import { describe, expect, it } from 'vitest';
import type { RateCounts, RateLimitRepository } from './rate-limit.repository';
import { READ_LEASE, RateLimitService } from './rate-limit.service';

/** The repository's contract in memory: `$inc` on one window document, totals answered. */
function memoryRepo() {
  const docs = new Map<string, RateCounts>();
  const calls: string[] = [];
  const repo = {
    async add(id: string, counts: Partial<RateCounts>) {
      calls.push(id);
      const doc = docs.get(id) ?? { read: 0, write: 0, ai: 0, data: 0 };
      for (const [k, n] of Object.entries(counts)) doc[k as keyof RateCounts] += n ?? 0;
      docs.set(id, doc);
      return { ...doc };
    },
    async deleteExpired() {
      return 0;
    },
  } as unknown as RateLimitRepository;
  return { repo, calls };
}

const none = { read: 0, write: 0, ai: 0, data: 0 };
const max = { read: 4, write: 4, ai: 1, data: 1 };

describe('RateLimitService', () => {
  it('counts every class of a request in one write to its window, refuses past the limit with the seconds left', async () => {
    let t = 120_000;
    const { repo, calls } = memoryRepo();
    const limits = new RateLimitService(repo, () => t);
    expect(await limits.take('s:a', { ...none, read: 3, write: 1 }, max)).toEqual({ ok: true });
    expect(calls).toEqual(['s:a:120000']);
    expect(await limits.take('s:a', { ...none, read: 2, write: 1 }, max)).toEqual({ ok: false, over: 'read', retryAfterS: 60 });
    t = 150_000;
    // The refused batch used up the rest of the window.
    expect(await limits.take('s:a', { ...none, write: 1 }, max)).toEqual({ ok: true });
    expect(await limits.take('s:a', { ...none, write: 2 }, max)).toEqual({ ok: false, over: 'write', retryAfterS: 30 });
    expect(await limits.take('ip:1.2.3.4', { ...none, read: 4 }, max)).toEqual({ ok: true });
    expect(await limits.take('ip:1.2.3.4', { ...none, read: 1 }, max)).toEqual({ ok: false, over: 'read', retryAfterS: 30 });
    t = 180_000;
    expect(await limits.take('s:a', { ...none, write: 4 }, max)).toEqual({ ok: true }); // a new window
  });
  it('costs nothing for a request that counts under no class', async () => {
    const { repo, calls } = memoryRepo();
    expect(await new RateLimitService(repo, () => 0).take('s:a', none, max)).toEqual({ ok: true });
    expect(calls).toEqual([]);
  });
  it("leases a session's reads: one round trip per lease, never more than the limit over all instances", async () => {
    const { repo, calls } = memoryRepo();
    const big = { ...max, read: 100 };
    const a = new RateLimitService(repo, () => 0);
    const b = new RateLimitService(repo, () => 0); // another instance, same database
    let served = 0;
    for (let i = 0; i < 60; i++) if ((await (i % 2 ? a : b).take('s:x', { ...none, read: 1 }, big)).ok) served++;
    expect(served).toBe(60);
    expect(calls.length).toBeLessThanOrEqual(4); // one per lease of 21, per instance: not one per read
    for (let i = 60; i < 150; i++) if ((await (i % 2 ? a : b).take('s:x', { ...none, read: 1 }, big)).ok) served++;
    expect(served).toBeLessThanOrEqual(100);
    expect(served).toBeGreaterThanOrEqual(100 - 2 * READ_LEASE);
    // Reads without a session are counted one by one, exactly.
    let anonymous = 0;
    for (let i = 0; i < 150; i++) if ((await (i % 2 ? a : b).take('ip:9.9.9.9', { ...none, read: 1 }, big)).ok) anonymous++;
    expect(anonymous).toBe(100);
  });
});
