import { describe, expect, it } from 'vitest';
import { SUPPLEMENTS } from '../catalogues';
import type { DailyPlan } from '../schemas';
import { sanitizeDailyPlan, sanitizeRecommendations, scrubItem, SUPPLEMENT_CAUTION_NOTE } from './guard';
import {
  blockedSupplementsInText,
  findSupplementsInText,
  isAutoRecommendableFor,
  screeningProfileFrom,
  screenManualSupplement,
  screenRecommendationsDetailed,
  screenRecommendationsForUser,
  supplementKeywords,
} from './supplement-screen';
import { MEDICAL_DISCLAIMER, SAFE_NUTRITION_REPLACEMENT } from './weight-talk';

const THYROID = { medications: 'Levothyroxine 75mcg', healthConditions: 'Hypothyroidism', pregnancyStatus: null };
const NONE = { medications: '', healthConditions: '' };

describe('finding supplements in text', () => {
  it('matches names, bracket parts and aliases, whole words only', () => {
    const ids = (t: string) => findSupplementsInText(t).map((s) => s.id);
    expect(ids('Take Magnesium Glycinate at night')).toEqual(['magnesium-glycinate']);
    expect(ids('a cup of adaptogenic tea')).toEqual(['ashwagandha', 'rhodiola']);
    expect(ids('Omega-3 or fish oil, and some vitamin D')).toEqual(['vitamin-d3', 'omega-3']);
    expect(ids('iron-rich foods and calcium-rich yoghurt')).toEqual([]);
    expect(ids('add fibre slowly')).toEqual([]);
    expect(ids('')).toEqual([]);
    expect(findSupplementsInText('Ashwagandha')).toBe(findSupplementsInText('Ashwagandha')); // memoised
  });
  it('every catalogue supplement is found by its own name', () => {
    for (const s of SUPPLEMENTS) {
      expect(findSupplementsInText(`Try ${s.name} today`).map((x) => x.id)).toContain(s.id);
      expect(supplementKeywords(s).length).toBeGreaterThan(0);
    }
  });
});

describe('screening for a user', () => {
  it('blocks ashwagandha for thyroid medication, allows it otherwise', () => {
    expect(blockedSupplementsInText('ashwagandha', THYROID).map((s) => s.id)).toEqual(['ashwagandha']);
    expect(blockedSupplementsInText('ashwagandha', NONE)).toEqual([]);
    const ash = SUPPLEMENTS.find((s) => s.id === 'ashwagandha');
    expect(ash && isAutoRecommendableFor(ash, THYROID)).toBe(false);
    expect(ash && isAutoRecommendableFor(ash, THYROID)).toBe(false); // memoised path
  });

  it('drops whole items and filters subtasks', () => {
    const items = [
      { title: 'Ashwagandha for stress', description: 'x' },
      { title: 'Morning sunlight', description: 'Go outside' },
      'Try ashwagandha tea',
      'Drink water',
      {
        label: 'Evening Wind-Down',
        subtasks: [
          { name: 'Screens off', description: '' },
          { name: 'Ashwagandha', description: 'capsule' },
        ],
      },
      { label: 'Adaptogens', subtasks: [{ name: 'Rhodiola', description: '' }] },
      { label: 'Only adaptogens', subtasks: [{ name: 'Ashwagandha daily', description: '' }] },
      { label: 'No subtasks', subtasks: [] },
      42,
      null,
    ];
    const { kept, dropped } = screenRecommendationsDetailed(items, THYROID);
    expect(kept).toEqual([
      { title: 'Morning sunlight', description: 'Go outside' },
      'Drink water',
      { label: 'Evening Wind-Down', subtasks: [{ name: 'Screens off', description: '' }] },
      { label: 'No subtasks', subtasks: [] },
      42,
      null,
    ]);
    expect(dropped.map((d) => d.supplements)).toEqual([['ashwagandha'], ['ashwagandha'], ['ashwagandha'], ['ashwagandha']]);
    expect(screenRecommendationsForUser(items, NONE)).toHaveLength(items.length);
  });

  it('treats free text as possible medications and conditions', () => {
    const p = screeningProfileFrom({ medications: 'none', healthConditions: '' }, 'I take levothyroxine', '', null);
    expect(p.medications).toBe('none\nI take levothyroxine');
    expect(p.healthConditions).toBe('I take levothyroxine');
    expect(p.pregnancyStatus).toBeNull();
    expect(blockedSupplementsInText('ashwagandha', p)).toHaveLength(1);
    expect(screeningProfileFrom(null)).toEqual({ medications: '', healthConditions: '', pregnancyStatus: null, lifeStage: null });
    expect(screeningProfileFrom({ pregnancyStatus: 'pregnant' }).pregnancyStatus).toBe('pregnant');
  });

  it('shows the interaction tier for a supplement added by hand', () => {
    const a = screenManualSupplement('Ashwagandha KSM-66', THYROID);
    expect(a.tier).toBe('avoid');
    expect(a.matches[0]?.reasons.length).toBeGreaterThan(0);
    expect(screenManualSupplement('Vitamin C', NONE).tier).toBe('ok');
    expect(screenManualSupplement('Grandma’s tonic', NONE)).toMatchObject({ tier: 'unknown', matches: [] });
    const several = screenManualSupplement('magnesium and vitamin C', THYROID);
    expect(several.matches.length).toBe(2);
    expect(['caution', 'avoid']).toContain(several.tier);
  });
});

describe('guards', () => {
  it('scrubItem scrubs text fields and subtasks, leaving clean items identical', () => {
    const clean = { label: 'Walk', subtasks: [{ name: 'Walk', description: 'Easy pace' }], n: 1 };
    expect(scrubItem(clean)).toBe(clean);
    expect(scrubItem('Eat 1200 calories.')).toBe(SAFE_NUTRITION_REPLACEMENT);
    expect(scrubItem(7)).toBe(7);
    expect(scrubItem(null)).toBe(null);
    const dirty = scrubItem({
      label: 'Lose 5 kg',
      rationale: 'Nice. Cut calories.',
      subtasks: [{ name: 'Burn 300 kcal', description: 'ok' }, 'x', { name: 1, description: 2 }],
    });
    expect(dirty).toEqual({
      label: SAFE_NUTRITION_REPLACEMENT,
      rationale: 'Nice.',
      subtasks: [{ name: SAFE_NUTRITION_REPLACEMENT, description: 'ok' }, 'x', { name: 1, description: 2 }],
    });
  });

  it('sanitizeRecommendations screens and scrubs', () => {
    expect(
      sanitizeRecommendations([{ title: 'Ashwagandha' }, { title: 'Walk', description: 'Lose 2 kg a week. Enjoy it.' }], THYROID),
    ).toEqual([{ title: 'Walk', description: 'Enjoy it.' }]);
  });

  it('sanitizeDailyPlan guards an LLM-style plan', () => {
    const plan: DailyPlan = {
      userId: 'u1',
      date: '2025-03-12',
      coachNote: 'Great work. Aim for 1200 calories today.',
      tasks: [
        { label: 'Ashwagandha capsule', status: 'pending', reasonTag: 'Adapted: stress', source: 'adjustment_add' },
        { label: 'Box breathing', status: 'pending', reasonTag: 'Adapted: stress', source: 'adjustment_add' },
        { label: 'Magnesium', status: 'pending', reasonTag: 'Daily routine', source: 'routine', notes: 'With dinner' },
        { label: 'Magnesium', status: 'pending', reasonTag: 'Daily routine', source: 'routine' },
        { label: 'Ashwagandha my friend gave me', status: 'pending', reasonTag: '', source: 'manual' },
      ],
      adjustments: ['Added ashwagandha', { label: 'Added breathing', type: 'add' }],
      dailyMotivation: { message: 'Drop 3 kg this month!' },
      personalizedTip: { title: 'Tip', category: 'nutrition', difficulty: 'easy', content: 'Eat well.' },
      safety: null,
      generatedBy: 'llm',
    };
    const out = sanitizeDailyPlan(plan, THYROID);
    expect(out.coachNote).toBe('Great work.');
    expect(out.tasks.map((t) => t.label)).toEqual(['Box breathing', 'Magnesium', 'Magnesium', 'Ashwagandha my friend gave me']);
    expect(out.tasks[1]?.notes).toBe(`With dinner. ${SUPPLEMENT_CAUTION_NOTE}`);
    expect(out.tasks[2]?.notes).toBe(SUPPLEMENT_CAUTION_NOTE);
    expect(out.tasks[3]?.notes).toBeUndefined();
    expect(out.adjustments).toEqual([{ label: 'Added breathing', type: 'add' }]);
    expect(out.dailyMotivation.message).toBe(SAFE_NUTRITION_REPLACEMENT);
    expect(out.disclaimer).toBe(MEDICAL_DISCLAIMER);
    const again = sanitizeDailyPlan({ ...out, disclaimer: 'custom' }, THYROID);
    expect(again.tasks[1]?.notes).toBe(out.tasks[1]?.notes);
    expect(again.disclaimer).toBe('custom');
    expect(sanitizeDailyPlan({ ...plan, tasks: [{ ...plan.tasks[2]!, notes: 'Done!' }] }, THYROID).tasks[0]?.notes).toBe(
      `Done! ${SUPPLEMENT_CAUTION_NOTE}`,
    );
  });
});

describe('memo bounds', () => {
  it('keeps working after the memos fill up', () => {
    for (let i = 0; i < 4200; i++) findSupplementsInText(`note ${i}`);
    expect(findSupplementsInText('zinc at lunch').map((s) => s.id)).toEqual(['zinc']);
    const zinc = SUPPLEMENTS.find((s) => s.id === 'zinc')!;
    for (let i = 0; i < 300; i++) isAutoRecommendableFor(zinc, { medications: `med ${i}` });
    expect(isAutoRecommendableFor(zinc, { medications: 'none' })).toBe(true);
    expect(isAutoRecommendableFor(zinc, {})).toBe(true);
  });
});
