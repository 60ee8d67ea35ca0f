import { beforeEach, describe, expect, it } from 'vitest';
import { applySignedIn } from './signed-in';
import { expectStored, signedInStored } from '../../test/stored';

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
    expectStored({
      ...signedInStored('AAAAAAAAAAAAAAAAAAAAAA', 'Maya', 'Leeds'),
      hasPersonalizedOnboarding: true,
      programName: 'Maya’s Reset',
      personalizedProfile: { emotionalHealth: ['stress'], diet: [] },
      recommendations: [{ title: 'Morning sunlight' }],
    });
  });

  it('without a lifestyle profile, no personalised-onboarding flag is set', () => {
    applySignedIn({ id: 'B', name: 'Rosa', location: '', customCategories: [], programName: '', personalizedProfile: null, recommendations: [] });
    expect(localStorage.getItem('hasPersonalizedOnboarding')).toBeNull();
    expect(localStorage.getItem('programName')).toBeNull();
  });
});
