import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearAllLocalStorage, setItem } from '../lib/storage';
import { dailyPlanLogSearch, routeTree } from './route-tree';

// docs/decisions/061: /log and /daily-plan-log are one screen — /log redirects, keeping its search.
afterEach(() => clearAllLocalStorage());

async function land(url: string) {
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [url] }) });
  await router.load();
  return router.state.location;
}

describe('one Log', () => {
  it('keeps a known tab and every other parameter, and drops an unknown tab', () => {
    expect(dailyPlanLogSearch({ tab: 'weekly', from: 'reminder' })).toEqual({ tab: 'weekly', from: 'reminder' });
    expect(dailyPlanLogSearch({ tab: 'monthly' })).toEqual({});
    expect(dailyPlanLogSearch({})).toEqual({});
  });

  it('/log lands on /daily-plan-log with its search parameters', async () => {
    setItem('wellnessUserId', 'u1');
    const plain = await land('/log');
    expect(plain.pathname).toBe('/daily-plan-log');
    const weekly = await land('/log?tab=weekly&from=reminder');
    expect(weekly.pathname).toBe('/daily-plan-log');
    expect(weekly.search).toEqual({ tab: 'weekly', from: 'reminder' });
  });

  it('/log without a stored user id still ends on /onboarding (§6)', async () => {
    expect((await land('/log')).pathname).toBe('/onboarding');
  });
});
