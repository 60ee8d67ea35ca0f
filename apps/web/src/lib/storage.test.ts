import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearLocalData, getItem, LOCAL_STORAGE_KEYS, removeItem, setItem } from './storage';

afterEach(() => vi.restoreAllMocks());

describe('storage', () => {
  it('uses the exact key names of spec §3', () => {
    expect(Object.values(LOCAL_STORAGE_KEYS)).toEqual([
      'wellnessUserId',
      'hasCompletedOnboarding',
      'onboardingCompleted',
      'hasPersonalizedOnboarding',
      'userName',
      'userLocation',
      'userCustomCategories',
      'personalizedProfile',
      'programName',
      'recommendations',
      'resetProgram',
    ]);
  });

  it('stores strings, flags and JSON', () => {
    setItem('wellnessUserId', 'u_1');
    setItem('onboardingCompleted', true);
    setItem('userCustomCategories', ['a', 'b']);
    expect(localStorage.getItem('wellnessUserId')).toBe('u_1');
    expect(localStorage.getItem('onboardingCompleted')).toBe('true');
    expect(localStorage.getItem('userCustomCategories')).toBe('["a","b"]');
    expect(getItem('wellnessUserId')).toBe('u_1');
    expect(getItem('onboardingCompleted')).toBe(true);
    expect(getItem('hasPersonalizedOnboarding')).toBe(false);
    expect(getItem('userCustomCategories')).toEqual(['a', 'b']);
    setItem('onboardingCompleted', false);
    expect(localStorage.getItem('onboardingCompleted')).toBeNull();
    removeItem('wellnessUserId');
    expect(getItem('wellnessUserId')).toBeNull();
  });

  it('logs and ignores bad JSON or a wrong shape (spec §8)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('personalizedProfile', '{oops');
    localStorage.setItem('recommendations', '[{"nope":1}]');
    expect(getItem('personalizedProfile')).toBeNull();
    expect(getItem('recommendations')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    localStorage.setItem('recommendations', '[{"title":"Morning sunlight"}]');
    expect(getItem('recommendations')).toEqual([{ title: 'Morning sunlight' }]);
  });

  it('clearLocalData removes every Cadence key and nothing else', () => {
    for (const k of Object.values(LOCAL_STORAGE_KEYS)) localStorage.setItem(k, 'x');
    localStorage.setItem('someone-else', 'keep');
    clearLocalData();
    for (const k of Object.values(LOCAL_STORAGE_KEYS)) expect(localStorage.getItem(k)).toBeNull();
    expect(localStorage.getItem('someone-else')).toBe('keep');
  });
});
