import { describe, expect, it } from 'vitest';
import { INTERACTIONS } from '../catalogues/interactions';
import { findInteractionEntries } from './interaction-screen';
import { sanitizeDailyPlan, sanitizeRecommendations } from './guard';
import { screenRecommendationsDetailed } from './supplement-screen';
import { screenSupplementText, UNCHECKED_SUPPLEMENT_MESSAGE } from './supplement-caution';

const PREGNANT_ON_WARFARIN = { medications: 'Warfarin 3mg', healthConditions: '', pregnancyStatus: 'pregnant' };

describe('interaction table', () => {
  it('covers at least 60 supplements, each row with a severity and a cited source', () => {
    expect(INTERACTIONS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(INTERACTIONS.map((e) => e.id)).size).toBe(INTERACTIONS.length);
    for (const e of INTERACTIONS) {
      expect(e.rows.length).toBeGreaterThan(0);
      for (const r of e.rows) {
        expect(['avoid', 'caution', 'info']).toContain(r.severity);
        expect(r.source.trim()).not.toBe('');
        expect(r.note.trim()).not.toBe('');
      }
    }
  });

  it.each([
    ['St Johns wort', 'st-johns-wort'],
    ["St. John's Wort 300mg", 'st-johns-wort'],
    ['gingko', 'ginkgo'],
    ['Lemon Balm tea', 'lemon-balm'],
    ['tumeric latte', 'turmeric'],
    ['ashwaganda', 'ashwagandha'],
    ['agnus castus', 'vitex'],
    ['5-HTP', '5-htp'],
    ['Kelp tablets', 'iodine'],
  ])('%s → %s', (text, id) => {
    expect(findInteractionEntries(text).map((e) => e.id)).toContain(id);
  });

  it('does not read ordinary words as supplements', () => {
    expect(findInteractionEntries('dim the lights and breathe slowly')).toEqual([]);
    expect(findInteractionEntries('add garlic and ginger to dinner')).toEqual([]);
  });
});

describe('screenSupplementText', () => {
  it("pregnant and on warfarin: St John's wort is not advised, with both reasons", () => {
    const c = screenSupplementText('St Johns wort', PREGNANT_ON_WARFARIN, { isSupplement: true });
    expect(c?.tier).toBe('avoid');
    expect(c?.reasons.map((r) => r.with)).toEqual(expect.arrayContaining(['a blood thinner (anticoagulant)', 'pregnancy']));
    expect(c?.message).toMatch(/^Not advised for you\. St John's wort with/);
  });

  it('ginkgo and lemon balm reach nobody on warfarin / pregnant without a word', () => {
    expect(screenSupplementText('Ginkgo', PREGNANT_ON_WARFARIN)?.tier).toBe('avoid');
    expect(screenSupplementText('Lemon Balm', PREGNANT_ON_WARFARIN)?.tier).toBe('caution');
  });

  it('ashwagandha becomes a caution once levothyroxine or trying to conceive is set', () => {
    expect(screenSupplementText('Ashwagandha', {})).toBeNull();
    expect(screenSupplementText('Ashwagandha', { medications: 'levothyroxine 75' })?.tier).toMatch(/^(avoid|caution)$/);
    expect(screenSupplementText('Ashwagandha', { pregnancyStatus: 'trying' })?.tier).toMatch(/^(avoid|caution)$/);
  });

  it('an unknown supplement gets "we could not check this one", never silence', () => {
    const c = screenSupplementText('Mystery Blend X', {}, { isSupplement: true });
    expect(c).toEqual({ tier: 'unknown', supplements: [], reasons: [], message: UNCHECKED_SUPPLEMENT_MESSAGE });
    expect(screenSupplementText('Evening walk', {})).toBeNull();
  });

  it('generated recommendations naming a conflicting herb are dropped', () => {
    const items = [{ title: "Try St John's wort for mood" }, { title: 'Evening walk' }];
    expect(screenRecommendationsDetailed(items, PREGNANT_ON_WARFARIN).kept).toEqual([{ title: 'Evening walk' }]);
  });

  it('LLM or rule-coach output (plan tasks, recommendations, wizard routines) never proposes a conflicting herb', () => {
    const plan = {
      userId: 'u1', date: '2026-11-23', coachNote: '', adjustments: [], safety: null, generatedBy: 'llm' as const,
      dailyMotivation: { message: 'm' }, personalizedTip: { title: 't', category: 'c', difficulty: 'easy' as const, content: 'c' },
      tasks: [
        { label: 'Take ginkgo for focus', status: 'pending' as const, reasonTag: '', source: 'adjustment_add' as const },
        { label: 'Evening walk', status: 'pending' as const, reasonTag: '', source: 'routine' as const },
      ],
    };
    expect(sanitizeDailyPlan(plan, PREGNANT_ON_WARFARIN).tasks.map((t) => t.label)).toEqual(['Evening walk']);
    expect(sanitizeRecommendations([{ title: 'Try dong quai for cramps' }, { title: 'Stretch' }], PREGNANT_ON_WARFARIN)).toEqual([{ title: 'Stretch' }]);
  });
});
