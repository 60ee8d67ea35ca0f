import { describe, expect, it } from 'vitest';
import { AdaptiveLimit, MIN_IN_FLIGHT, watchLoopLag } from './load-shedding';
import { callCounts, trpcProcedures } from './rate-limits';

describe('callCounts', () => {
  it('counts every procedure of a tRPC batch under its kind', () => {
    expect(callCounts('POST', '/trpc/plan.adapt,plan.adapt,routines.create?batch=1', undefined)).toEqual({ read: 0, write: 1, ai: 2, data: 0 });
    expect(callCounts('GET', '/trpc/plan.today,routines.list?batch=1&input=%7B%7D', undefined)).toEqual({ read: 2, write: 0, ai: 0, data: 0 });
    expect(callCounts('POST', '/trpc/onboarding.generateResetProgram', undefined)).toEqual({ read: 0, write: 0, ai: 1, data: 0 });
  });
  it('counts a REST route once under its declared kind', () => {
    expect(callCounts('POST', '/api/wellness/insight/adapt-plan', 'ai')).toEqual({ read: 0, write: 0, ai: 1, data: 0 });
    expect(callCounts('GET', '/api/wellness/public-profile/x', 'read')).toEqual({ read: 1, write: 0, ai: 0, data: 0 });
  });
  it('counts a path that names no procedure (it answers 404) as a read', () => {
    expect(callCounts('POST', '/trpc/plan.noSuchThing,plan.adapt', undefined)).toEqual({ read: 1, write: 0, ai: 1, data: 0 });
  });
  it('reads procedure names from encoded paths', () => {
    expect(trpcProcedures('/trpc/plan.today%2Cplan.tip?batch=1')).toEqual(['plan.today', 'plan.tip']);
  });
});

describe('AdaptiveLimit', () => {
  it('drops by 10 % per slow request down to the floor, and climbs back by 1/limit per quick one', () => {
    const limit = new AdaptiveLimit(64);
    expect(limit.current).toBe(64);
    limit.record(1);
    expect(limit.current).toBe(57);
    for (let i = 0; i < 100; i++) limit.record(0.9);
    expect(limit.current).toBe(MIN_IN_FLIGHT);
    for (let i = 0; i < 40; i++) limit.record(0.1);
    expect(limit.current).toBeGreaterThanOrEqual(MIN_IN_FLIGHT + 5);
    for (let i = 0; i < 10_000; i++) limit.record(0.1);
    expect(limit.current).toBe(64);
  });

  it('falls by a quarter when the event loop is behind with at least half the limit at work, and not for a handful', () => {
    const limit = new AdaptiveLimit(64);
    limit.loopBehind(31);
    expect(limit.current).toBe(64);
    limit.loopBehind(40);
    expect(limit.current).toBe(48);
    limit.loopBehind(24);
    expect(limit.current).toBe(36);
    for (let i = 0; i < 20; i++) limit.loopBehind(limit.current);
    expect(limit.current).toBe(MIN_IN_FLIGHT);
  });

  it('watchLoopLag reports a blocked event loop with how late it was', async () => {
    const lags: number[] = [];
    const stop = watchLoopLag((lag) => lags.push(lag), 10, 100);
    const until = performance.now() + 250;
    while (performance.now() < until) {
      // the loop blocked, as a surge of synchronous work does
    }
    await new Promise((resolve) => setTimeout(resolve, 30));
    stop();
    // (A busy test machine may add a stall of its own; the blocked 250 ms is always among them.)
    expect(lags.some((lag) => lag > 200)).toBe(true);
  });
});
