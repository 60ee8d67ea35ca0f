import { beforeEach, describe, expect, it } from 'vitest';
import { applySignedIn } from './signed-in';

describe('applySignedIn', () => {
  beforeEach(() => localStorage.clear());

  it('puts her local data back (spec §3 keys) so the dashboard opens on this device', () => {
    applySignedIn({
      id: 'AAAAAAAAAAAAAAAAAAAAAA',
      name: 'Maya',
      location: 'Leeds',
      customCategories: ['Cycle'],
      programName: 'Maya’s Reset',
      personalizedProfile: { emotionalHealth: ['stress'], diet: [] },
      recommendations: [{ title: 'Morning sunlight', description: '10 minutes', category: 'mindfulness', frequency: 'daily' }],
    });
    expect(localStorage.getItem('wellnessUserId')).toBe('AAAAAAAAAAAAAAAAAAAAAA');
    expect(localStorage.getItem('userName')).toBe('Maya');
    expect(localStorage.getItem('userLocation')).toBe('Leeds');
    expect(localStorage.getItem('onboardingCompleted')).toBe('true');
    expect(localStorage.getItem('hasCompletedOnboarding')).toBe('true');
    expect(localStorage.getItem('hasPersonalizedOnboarding')).toBe('true');
    expect(localStorage.getItem('programName')).toBe('Maya’s Reset');
    expect(JSON.parse(localStorage.getItem('personalizedProfile')!)).toEqual({ emotionalHealth: ['stress'], diet: [] });
    expect(JSON.parse(localStorage.getItem('recommendations')!)[0].title).toBe('Morning sunlight');
  });

  it('without a lifestyle profile, no personalised-onboarding flag is set', () => {
    applySignedIn({ id: 'B', name: 'Rosa', location: '', customCategories: [], programName: '', personalizedProfile: null, recommendations: [] });
    expect(localStorage.getItem('hasPersonalizedOnboarding')).toBeNull();
    expect(localStorage.getItem('programName')).toBeNull();
  });
});
