// docs/decisions/070: a life stage of 'pregnant' or 'breastfeeding' protects her exactly like
// the same pregnancy status in her health answers, everywhere supplements are screened.
import { describe, expect, it } from 'vitest';
import type { SupplementCautionNote } from '../schemas';
import { INTERACTIONS } from '../catalogues/interactions';
import { isAutoRecommendable, screeningPregnancyStatuses, screenSupplement } from '../catalogues/supplement-screening';
import { SUPPLEMENTS } from '../catalogues/supplements';
import { generateResetProgram } from '../coach/reset-program';
import { recommendationsForLifeStage, routinesForLifeStage } from '../coach/phase-plan';
import { generateWizardRoutines } from '../coach/wizard-routines';
import { planRecommendationChanges } from '../coach/routine-changes';
import { sanitizeDailyPlan, sanitizeRecommendations } from './guard';
import { buildDailyPlan } from '../coach/daily-plan';
import { LIFE_STAGES } from '../constants/rhythm';
import { profileConditions } from './medication-classes';
import { blockedSupplementIdsInText, isAutoRecommendableFor, screeningProfileFrom } from './supplement-screen';
import { annotateRoutineCautions, screenSupplementText } from './supplement-caution';

const STATUSES = ['pregnant', 'breastfeeding'] as const;

describe('life stage feeds supplement screening', () => {
  it.each(STATUSES)('%s: every catalogue supplement screens as for the same health answer', (status) => {
    let blocked = 0;
    for (const s of SUPPLEMENTS) {
      const byStage = screenSupplement(s, { lifeStage: status });
      expect(byStage).toEqual(screenSupplement(s, { pregnancyStatus: status }));
      expect(isAutoRecommendableFor(s, { lifeStage: status })).toBe(isAutoRecommendable(s, { pregnancyStatus: status }));
      if (!isAutoRecommendable(s, { lifeStage: status })) blocked++;
    }
    expect(blocked).toBeGreaterThan(0);
  });

  it.each(STATUSES)('%s: the interaction table and the cautions agree with the health answer', (status) => {
    expect(profileConditions({ lifeStage: status })).toEqual(profileConditions({ pregnancyStatus: status }));
    for (const e of INTERACTIONS) {
      expect(blockedSupplementIdsInText(e.name, { lifeStage: status })).toEqual(blockedSupplementIdsInText(e.name, { pregnancyStatus: status }));
      expect(screenSupplementText(e.name, { lifeStage: status })).toEqual(screenSupplementText(e.name, { pregnancyStatus: status }));
    }
  });

  it('other life stages add nothing to screening', () => {
    for (const stage of LIFE_STAGES.filter((l) => l !== 'pregnant' && l !== 'breastfeeding')) {
      expect(screeningPregnancyStatuses({ lifeStage: stage })).toEqual([]);
      for (const s of SUPPLEMENTS) expect(isAutoRecommendableFor(s, { lifeStage: stage })).toBe(isAutoRecommendable(s, {}));
    }
  });

  it('a health answer of "not pregnant" does not cancel a pregnant life stage (both count)', () => {
    expect(screeningPregnancyStatuses({ pregnancyStatus: 'not_pregnant', lifeStage: 'pregnant' })).toEqual(['not_pregnant', 'pregnant']);
    const ashwagandha = SUPPLEMENTS.find((s) => s.id === 'ashwagandha')!;
    expect(isAutoRecommendableFor(ashwagandha, { pregnancyStatus: 'not_pregnant', lifeStage: 'pregnant' })).toBe(false);
    // Breastfeeding answer + pregnant life stage: both sets of rules apply.
    const both = screenSupplement(ashwagandha, { pregnancyStatus: 'breastfeeding', lifeStage: 'pregnant' });
    expect(both.reasons.map((r) => r.reason).join(' ')).toMatch(/pregnancy/);
    expect(both.reasons.map((r) => r.reason).join(' ')).toMatch(/breastfeeding/);
  });

  it('memoised screening is not fooled by a profile that differs only in life stage', () => {
    const ashwagandha = SUPPLEMENTS.find((s) => s.id === 'ashwagandha')!;
    expect(isAutoRecommendableFor(ashwagandha, { medications: '', lifeStage: null })).toBe(true);
    expect(isAutoRecommendableFor(ashwagandha, { medications: '', lifeStage: 'pregnant' })).toBe(false);
    expect(blockedSupplementIdsInText('ashwagandha tea', { medications: '' })).toEqual([]);
    expect(blockedSupplementIdsInText('ashwagandha tea', { medications: '', lifeStage: 'breastfeeding' })).toContain('ashwagandha');
  });

  it('screeningProfileFrom keeps the life stage', () => {
    expect(screeningProfileFrom({ lifeStage: 'pregnant' }, 'tired').lifeStage).toBe('pregnant');
  });

  it('an existing supplement routine gets a caution once her life stage says pregnant', () => {
    const routines: { type: string; label: string; subtasks: { name: string; description: string }[]; caution?: SupplementCautionNote }[] = [
      { type: 'supplement', label: 'Evening calm', subtasks: [{ name: 'Ashwagandha', description: '300 mg' }] },
    ];
    expect(annotateRoutineCautions(routines, { lifeStage: 'regular_cycles' })[0]?.caution).toBeUndefined();
    const caution = annotateRoutineCautions(routines, { lifeStage: 'pregnant' })[0]?.caution;
    expect(caution?.tier).toBe('avoid');
    expect(caution?.message).toMatch(/pregnancy/i);
  });

  it('wizard routines and the reset programme screen by life stage like by the health answer', () => {
    const profile = { challenges: ['stress', 'poor sleep'] };
    const context = 'stressed and anxious, sleeping badly';
    const names = (stage: Record<string, string>) =>
      generateWizardRoutines({ profile, context, user: stage }).flatMap((r) => r.subtasks.map((s) => s.name));
    for (const status of STATUSES) {
      const byStage = names({ lifeStage: status });
      expect(byStage).toEqual(names({ pregnancyStatus: status }));
      for (const n of byStage) expect(blockedSupplementIdsInText(n, { pregnancyStatus: status })).toEqual([]);
      const program = (user: Record<string, string>) => generateResetProgram({ responses: [context, 'I want calm', 'stress', 'sleep', 'energy'], user }).recommendations;
      expect(program({ lifeStage: status })).toEqual(program({ pregnancyStatus: status }));
    }
  });

  it('seed cycling: kept for natural cycles, gone for contraception/HRT, pregnancy, breastfeeding and menopause', () => {
    const context = 'irregular periods and PMS, bloating';
    const hasSeedCycling = (lifeStage: string | null) =>
      generateWizardRoutines({ profile: { challenges: ['hormonal balance'] }, context, user: { lifeStage } })
        .flatMap((r) => r.subtasks.map((s) => s.name))
        .some((n) => /seed cycling/i.test(n));
    expect(hasSeedCycling('regular_cycles')).toBe(true);
    for (const stage of ['hormonal_contraception', 'pregnant', 'breastfeeding', 'perimenopause', 'menopause']) expect(hasSeedCycling(stage)).toBe(false);
  });

  it('client-side previews (routinesForLifeStage / recommendationsForLifeStage) drop what pregnancy rules out', () => {
    const routines = [
      { label: 'Calm', subtasks: [{ name: 'Ashwagandha', description: 'with dinner' }, { name: 'Box breathing' }] },
      { label: 'Seeds', subtasks: [{ name: 'Seed cycling', description: 'flax and pumpkin' }] },
    ];
    expect(routinesForLifeStage(routines, 'pregnant').map((r) => r.subtasks.map((s) => s.name))).toEqual([['Box breathing']]);
    expect(routinesForLifeStage(routines, 'regular_cycles')).toEqual(routines);
    const recs = [{ title: 'Ashwagandha at night', description: '300 mg' }, { title: 'Morning walk', description: '' }];
    expect(recommendationsForLifeStage(recs, 'breastfeeding').map((r) => r.title)).toEqual(['Morning walk']);
    expect(recommendationsForLifeStage(recs, null)).toEqual(recs);
  });

  it('weekly recommendations and plans: a supplement pregnancy rules out is never proposed or applied', () => {
    const rec = {
      type: 'add' as const, routineType: 'supplement' as const, label: 'Add ashwagandha', rationale: 'For stress.', priority: 'medium' as const,
    };
    for (const status of STATUSES) {
      expect(sanitizeRecommendations([rec], { lifeStage: status })).toEqual([]);
      expect(planRecommendationChanges([], [rec], { user: { lifeStage: status } }).added).toEqual([]);
    }
    expect(planRecommendationChanges([], [rec], { user: { lifeStage: 'regular_cycles' } }).added).toHaveLength(1);
    const ashwagandha = { id: 'r1', userId: 'u', type: 'supplement' as const, label: 'Ashwagandha 300 mg', frequency: 'daily' as const, notes: '', active: true, isPersonalized: false, subtasks: [] };
    const plan = buildDailyPlan({ user: { id: 'u', name: 'Rhea' }, routines: [ashwagandha], date: '2026-11-23' });
    expect(plan.tasks.some((t) => /ashwagandha/i.test(t.label))).toBe(true);
    const byStage = sanitizeDailyPlan(plan, { lifeStage: 'pregnant' });
    expect(byStage).toEqual(sanitizeDailyPlan(plan, { pregnancyStatus: 'pregnant' }));
    expect(JSON.stringify(byStage)).not.toEqual(JSON.stringify(sanitizeDailyPlan(plan, {})));
  });
});
