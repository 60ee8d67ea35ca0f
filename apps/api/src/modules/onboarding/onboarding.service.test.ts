import { FALLBACK_WIZARD_ROUTINES, type OnboardingRecommendation, type User } from '@cadence/domain';
import { describe, expect, it, vi } from 'vitest';
import type { Coach } from '../../ai/coach';
import type { RoutineService } from '../routines/routine.service';
import type { UserService } from '../users/user.service';
import type { OnboardingRepository } from './onboarding.repository';
import { CompleteOnboardingBodySchema } from './onboarding.schemas';
import { OnboardingService, recommendationText, wizardChallenges } from './onboarding.service';

const USER = { id: 'u1', name: 'Maya', medications: '', healthConditions: '', pregnancyStatus: undefined } as unknown as User;
const log = { warn: vi.fn(), error: vi.fn() };

function service(overrides: { coach?: Partial<Coach>; user?: User | null } = {}) {
  const created: unknown[] = [];
  const users = {
    getOwned: vi.fn(async () => (overrides.user === undefined ? USER : overrides.user)),
    createFull: vi.fn(async (f: { name: string }) => ({ ...USER, id: 'new-user', name: f.name })),
    setProgramName: vi.fn(async () => undefined),
  } as unknown as UserService;
  const routines = {
    createForUser: vi.fn(async (_userId: string, list: unknown[]) => {
      created.push(...list);
      return [];
    }),
  } as unknown as RoutineService;
  const coach = {
    kind: 'rules',
    resetProgram: vi.fn(async () => {
      throw new Error('boom');
    }),
    wizardRoutines: vi.fn(async () => {
      throw new Error('boom');
    }),
    ...overrides.coach,
  } as unknown as Coach;
  const repo = {} as OnboardingRepository;
  return { svc: new OnboardingService({ repo, users, routines, coach, log }), users, routines, created };
}

describe('wizardChallenges', () => {
  it('adds a non-empty custom challenge once, trimmed, keeping order', () => {
    expect(wizardChallenges({ challenges: ['Anxiety', 'Digestion'], customChallenge: '  Perimenopause ' })).toEqual([
      'Anxiety',
      'Digestion',
      'Perimenopause',
    ]);
    expect(wizardChallenges({ challenges: ['Anxiety'], customChallenge: '   ' })).toEqual(['Anxiety']);
    expect(wizardChallenges({ challenges: ['Anxiety'], customChallenge: 'anxiety' })).toEqual(['Anxiety']);
  });
  it('caps the list at 12', () => {
    const many = Array.from({ length: 12 }, (_, i) => `c${i}`);
    expect(wizardChallenges({ challenges: many, customChallenge: 'extra' })).toHaveLength(12);
  });
});

describe('recommendationText', () => {
  it('joins title and description; title alone when there is no description', () => {
    const rec: OnboardingRecommendation = { title: 'Morning Sunlight', description: 'Get outside.', category: 'mindfulness', frequency: 'daily' };
    expect(recommendationText(rec)).toBe('Morning Sunlight: Get outside.');
    expect(recommendationText({ ...rec, description: ' ' })).toBe('Morning Sunlight');
  });
});

describe('OnboardingService fallbacks', () => {
  it('generateResetProgram: a failing coach still yields keyword-based recommendations', async () => {
    const { svc } = service();
    const res = await svc.generateResetProgram(
      'u1',
      { name: 'Maya', responses: { hormone_symptoms: 'stress and poor sleep', wellness_priorities: 'eat better meals' } },
    );
    expect(res.success).toBe(true);
    expect(res.resetProgram.programTitle).toBe('45-Day Hormone Reset');
    expect(res.resetProgram.recommendations.length).toBeGreaterThan(0);
    expect(res.recommendationDetails.length).toBe(res.resetProgram.recommendations.length);
    expect(res.focusAreas).toEqual(expect.arrayContaining(['emotional_health', 'diet']));
    expect(log.warn).toHaveBeenCalled();
  });

  it('generateRoutines: a failing coach yields the three fallback routines; red flags add safety', async () => {
    const { svc } = service({ user: null });
    const profile = { name: 'Jo', email: 'jo@example.com', location: '', challenges: [], customChallenge: '' };
    const ok = await svc.generateRoutines(null, { profile, context: 'I sleep badly and feel stressed.' });
    expect(ok.routines.map((r) => r.label)).toEqual(FALLBACK_WIZARD_ROUTINES.map((r) => r.label));
    expect(ok.safety).toBeUndefined();
    const flagged = await svc.generateRoutines(null, { profile, context: 'I keep thinking about suicide.' });
    expect(flagged.safety?.level).toBe('urgent');
    expect(flagged.routines.length).toBe(3);
  });

  it('generateRoutines: supplements ruled out by what she wrote are screened before the user exists', async () => {
    const { svc } = service({
      user: null,
      coach: {
        wizardRoutines: async () => [
          { label: 'Evening magnesium', frequency: 'daily', included: true, type: 'supplement', subtasks: [{ name: 'Magnesium glycinate', description: '' }] },
          { label: 'Morning walk', frequency: 'daily', included: true, type: 'movement', subtasks: [] },
        ],
      },
    });
    const profile = { name: 'Jo', email: 'jo@example.com', location: '', challenges: [], customChallenge: '' };
    const res = await svc.generateRoutines(null, { profile, context: 'I have chronic kidney disease and I am always tired.' });
    expect(res.routines.map((r) => r.label)).toEqual(['Morning walk']);
  });

  it('complete: only included routines, type from the label when absent, personalised', async () => {
    const { svc, created, users } = service();
    const body = CompleteOnboardingBodySchema.parse({
      profile: { name: 'Jo', email: 'jo@example.com', challenges: ['Anxiety'], customChallenge: 'Perimenopause' },
      routines: [
        { label: 'Gentle yoga', subtasks: [{ name: 'Cat-cow' }] },
        { label: 'Skip me', included: false, type: 'other' },
        { label: 'Daily vitamin', type: 'other', frequency: 'weekly' },
      ],
    });
    expect(await svc.complete(body)).toEqual({ userId: 'new-user' });
    expect(users.createFull).toHaveBeenCalledWith({ name: 'Jo', email: 'jo@example.com', location: '', challenges: ['Anxiety', 'Perimenopause'] });
    expect(created).toEqual([
      { type: 'movement', label: 'Gentle yoga', frequency: 'daily', notes: '', isPersonalized: true, active: true, subtasks: [{ name: 'Cat-cow', description: '' }] },
      { type: 'other', label: 'Daily vitamin', frequency: 'weekly', notes: '', isPersonalized: true, active: true, subtasks: [] },
    ]);
  });

  it('complete: nothing included is a 400 and creates no user', async () => {
    const { svc, users } = service();
    const body = CompleteOnboardingBodySchema.parse({
      profile: { name: 'Jo', email: 'jo@example.com' },
      routines: [{ label: 'Skip me', included: false }],
    });
    await expect(svc.complete(body)).rejects.toMatchObject({ status: 400 });
    expect(users.createFull).not.toHaveBeenCalled();
  });
});
