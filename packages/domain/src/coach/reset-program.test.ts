import { describe, expect, it } from 'vitest';
import { categorizeRecommendation, STATIC_FALLBACK_RECOMMENDATIONS } from '../classifiers';
import { DEFAULT_PROGRAM_NAME } from '../constants';
import { OnboardingRecommendationSchema, ResetProgramSchema } from '../schemas';
import { containsCalorieOrWeightTarget, MEDICAL_DISCLAIMER } from '../safety';
import { SAMPLE_RESPONSES, SAMPLE_USER } from '../../bench/sample-profile';
import { generateResetProgram, MAX_PROGRAM_RECOMMENDATIONS, recommendationToText, toResetProgram } from './reset-program';

describe('generateResetProgram', () => {
  it('builds a titled programme with focus areas and daily recommendations', () => {
    const p = generateResetProgram({ name: 'Maya', responses: SAMPLE_RESPONSES, user: SAMPLE_USER });
    expect(p.programTitle.startsWith(DEFAULT_PROGRAM_NAME)).toBe(true);
    expect(p.focusAreas.length).toBeGreaterThan(0);
    expect(p.focusAreas.length).toBeLessThanOrEqual(4);
    expect(p.recommendations.length).toBeGreaterThan(0);
    expect(p.recommendations.length).toBeLessThanOrEqual(MAX_PROGRAM_RECOMMENDATIONS);
    for (const r of p.recommendations) {
      expect(OnboardingRecommendationSchema.parse(r)).toEqual(r);
      expect(r.frequency).toBe('daily');
      expect(containsCalorieOrWeightTarget(`${r.title} ${r.description}`)).toBe(false);
    }
    expect(p.safety).toBeNull();
    expect(p.disclaimer).toBe(MEDICAL_DISCLAIMER);
  });

  it('is deterministic', () => {
    const a = generateResetProgram({ responses: SAMPLE_RESPONSES, user: SAMPLE_USER });
    expect(generateResetProgram({ responses: SAMPLE_RESPONSES, user: SAMPLE_USER })).toEqual(a);
  });

  it('falls back to the static 5 with the default title when nothing is detected', () => {
    const p = generateResetProgram({ responses: ['My name is Ann', 'nothing much', 'ok', '', 'no'] });
    expect(p.programTitle).toBe(DEFAULT_PROGRAM_NAME);
    expect(p.focusAreas).toEqual([]);
    expect(p.recommendations).toEqual(STATIC_FALLBACK_RECOMMENDATIONS.map((r) => ({ ...r })));
  });

  it('screens the static fallback too: no adaptogenic tea for a thyroid patient', () => {
    const p = generateResetProgram({ responses: { basic_info: 'Ann' }, user: { medications: 'levothyroxine' } });
    expect(p.recommendations.map((r) => r.title)).not.toContain('Adaptogenic Tea');
    expect(p.recommendations.length).toBeGreaterThan(0);
  });

  it('recommends ashwagandha for stress only when it is safe', () => {
    const responses = { hormone_symptoms: 'So much stress and burnout at work' };
    const titles = (user?: { medications?: string }) => generateResetProgram({ responses, user }).recommendations.map((r) => r.title);
    expect(titles()).toContain('Ashwagandha for Stress Support');
    expect(titles({ medications: 'Levothyroxine' })).not.toContain('Ashwagandha for Stress Support');
    // mentioned only in an answer, not in the profile: still screened
    const fromAnswer = generateResetProgram({ responses: { ...responses, current_support: 'I take thyroxine daily' } });
    expect(fromAnswer.recommendations.map((r) => r.title)).not.toContain('Ashwagandha for Stress Support');
  });

  it('triages every onboarding answer', () => {
    const p = generateResetProgram({ responses: { basic_info: 'Jo', hormone_symptoms: 'Very heavy bleeding, soaking a pad every hour' } });
    expect(p.safety?.level).toBe('urgent');
  });

  it('maps to the spec response shape with strings that keep their category', () => {
    const p = generateResetProgram({ responses: SAMPLE_RESPONSES });
    const rp = toResetProgram(p);
    expect(ResetProgramSchema.parse(rp)).toEqual(rp);
    expect(rp.recommendations).toHaveLength(p.recommendations.length);
    rp.recommendations.forEach((text, i) => expect(text).toContain(p.recommendations[i]!.title));
    for (const r of [...p.recommendations, ...STATIC_FALLBACK_RECOMMENDATIONS]) {
      expect(categorizeRecommendation(recommendationToText(r))).toBe(r.category);
    }
    expect(recommendationToText({ title: 'Journal', description: 'Write a line', category: 'other', frequency: 'daily' })).toBe(
      'Journal: Write a line',
    );
    // a category the keywords cannot express falls back to the plain form
    expect(recommendationToText({ title: 'Breathe', description: 'slowly', category: 'other', frequency: 'daily' })).toBe('Breathe: slowly');
  });
});

describe('reads her whole answers (docs/decisions/040)', () => {
  const answers = (symptoms: string): string[] => ["I'm Priya and I live in Leeds.", symptoms, 'Better sleep and less stress, more energy', 'Tried yoga', 'My GP'];
  const titles = (symptoms: string): string[] => generateResetProgram({ responses: answers(symptoms) }).recommendations.map((r) => r.title);
  it('hot flushes or night sweats → the perimenopause-aware suggestion first, no seed cycling', () => {
    const t = titles('Hot flushes and night sweats, irregular periods');
    expect(t[0]).toBe('Cool Evenings for Hot Flushes');
    expect(t).not.toContain('Seed Cycling');
  });
  it('on the pill → no seed cycling or cycle-aligned movement; off the pill → seed cycling may come back', () => {
    expect(titles("PMS and mood swings, I'm on the pill")).not.toContain('Seed Cycling');
    expect(titles('PMS and mood swings, hormone imbalance')).toContain('Seed Cycling');
  });
  it('pregnancy → none of the supplements unsafe in pregnancy', () => {
    const recs = generateResetProgram({ responses: answers('I am 20 weeks pregnant, stressed and anxious, my hormones are all over') }).recommendations;
    expect(recs.map((r) => r.title)).not.toContain('Ashwagandha for Stress Support');
    expect(recs.map((r) => r.title)).not.toContain('Seed Cycling');
  });
  it('one recommendation per idea: daylight once', () => {
    const t = titles('Low mood, tired all the time, no energy');
    expect(t.filter((x) => /Daylight|Sunlight/.test(x))).toHaveLength(1);
  });
});
