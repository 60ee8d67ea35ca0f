import { MEDICAL_DISCLAIMER } from '@cadence/domain';
import { describe, expect, it } from 'vitest';
import { lowWeek, recordingLog, samplePlan, thyroidUser } from './coach-test-kit';
import { createCoach } from './create-coach';
import { LlmCoach } from './llm-coach';
import { RuleCoach } from './rule-coach';

const coach = new RuleCoach();
const mentionsAshwagandha = (value: unknown) => /ashwagandha/i.test(JSON.stringify(value));

describe('RuleCoach', () => {
  it('weekly: the spec floor rules, screened for the user, with the disclaimer', async () => {
    const res = await coach.weeklyRecommendations({ stats: lowWeek, reflectionNotes: 'So stressed and tired.', routines: [], user: thyroidUser() });
    expect(res.source).toBe('rules');
    expect(res.safety).toBeNull();
    expect(res.disclaimer).toBe(MEDICAL_DISCLAIMER);
    expect(res.recommendations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'add', routineType: 'movement', priority: 'high' }),
        expect.objectContaining({ type: 'add', routineType: 'mindfulness', priority: 'medium' }),
      ]),
    );
    expect(mentionsAshwagandha(res)).toBe(false);
  });

  it('weekly: a red flag returns the notice and nothing else', async () => {
    const res = await coach.weeklyRecommendations({ stats: lowWeek, reflectionNotes: 'I fainted twice at work.', routines: [], user: thyroidUser() });
    expect(res.recommendations).toEqual([]);
    expect(res.safety?.level).toBe('urgent');
  });

  it('reset programme: a stressed user on thyroid medication is never given ashwagandha', async () => {
    const responses = { hormone_symptoms: 'Constant stress, anxiety and burnout', wellness_priorities: 'Calm and sleep' };
    const withMeds = await coach.resetProgram({ name: 'A', responses, user: thyroidUser() });
    expect(withMeds.recommendations.length).toBeGreaterThan(0);
    expect(mentionsAshwagandha(withMeds.recommendations)).toBe(false);
    const withoutMeds = await coach.resetProgram({ name: 'A', responses, user: thyroidUser({ medications: '', healthConditions: '' }) });
    expect(withoutMeds.recommendations.length).toBeGreaterThan(0);
  });

  it('wizard routines are never empty and screened for the user', async () => {
    const routines = await coach.wizardRoutines({
      profile: { name: 'A', email: 'a@b.co', location: '', challenges: ['Stress/Burnout'], customChallenge: '' },
      context: 'Stressed all the time, sleeping badly and skipping meals.',
      user: thyroidUser(),
    });
    expect(routines.length).toBeGreaterThan(0);
    expect(mentionsAshwagandha(routines)).toBe(false);
  });

  it('adapt plan: a red flag leaves the plan unadapted and carries the notice', async () => {
    const plan = samplePlan();
    const res = await coach.adaptPlan({ plan, note: 'My chest feels tight and I can’t breathe properly', user: thyroidUser(), routines: [], date: plan.date });
    expect(res.safety?.level).toBe('urgent');
    expect(res.adjustments).toEqual([]);
    expect(res.plan.tasks).toEqual(plan.tasks);
  });

  it('adapt plan: an ordinary note adapts the plan with adjustments and the disclaimer', async () => {
    const plan = samplePlan();
    const res = await coach.adaptPlan({ plan, note: 'Slept badly, exhausted and my back hurts', user: thyroidUser(), routines: [], date: plan.date });
    expect(res.safety).toBeNull();
    expect(res.adjustments.length).toBeGreaterThan(0);
    expect(res.plan.disclaimer).toBe(MEDICAL_DISCLAIMER);
  });
});

describe('createCoach', () => {
  const base = { COACH_MODEL: 'gpt-4o-mini', COACH_TIMEOUT_MS: 8000 } as const;
  it('uses the rule coach without a key', () => {
    const c = createCoach({ ...base, OPENAI_API_KEY: undefined, OPENAI_BASE_URL: undefined }, recordingLog());
    expect(c).toBeInstanceOf(RuleCoach);
    expect(c.kind).toBe('rules');
  });
  it('uses the LLM coach with a key (no network until called)', () => {
    const log = recordingLog();
    const c = createCoach({ ...base, OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' }, log);
    expect(c).toBeInstanceOf(LlmCoach);
    expect(c.kind).toBe('llm');
    expect(JSON.stringify(log.infos)).not.toContain('sk-test');
  });
});
