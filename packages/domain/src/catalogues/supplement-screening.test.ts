import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Supplement } from './catalogue-schemas';
import { createCustomSupplement } from './custom-entries';
import {
  CUSTOM_SUPPLEMENT_SAFETY_NOTE,
  isAutoRecommendable,
  isSupplementSafeFor,
  matchesSafetyKeyword,
  screenSupplement,
  type SupplementScreeningProfile,
} from './supplement-screening';
import { getSupplementById, SUPPLEMENTS } from './supplements';

const get = (id: string): Supplement => {
  const supplement = getSupplementById(id);
  if (!supplement) throw new Error(`missing ${id}`);
  return supplement;
};
const tier = (id: string, profile: SupplementScreeningProfile) => screenSupplement(get(id), profile).tier;

const BACK_RULE_SUPPLEMENT: Supplement = {
  id: 'test-back',
  name: 'Test',
  use_case: 'Test',
  dosage: 'Test',
  type: 'other',
  safety: {
    contraindications: [{ match: ['back'], reason: 'Back problem', severity: 'avoid' }],
    interactions: [{ match: ["st john's wort"], reason: 'Herb clash', severity: 'caution' }],
  },
};

describe('matchesSafetyKeyword', () => {
  it('matches whole words case-insensitively, with numbers and punctuation around them', () => {
    expect(matchesSafetyKeyword('Levothyroxine 50mcg', 'levothyroxine')).toBe(true);
    expect(matchesSafetyKeyword('LEVOTHYROXINE, daily', 'levothyroxine')).toBe(true);
    expect(matchesSafetyKeyword('thyroid medication', 'thyroid')).toBe(true);
    expect(matchesSafetyKeyword('I take my thyroid medication', 'thyroid medication')).toBe(true);
  });

  it('does not match inside other words', () => {
    expect(matchesSafetyKeyword('I carry a backpack', 'back')).toBe(false);
    expect(matchesSafetyKeyword('adrenal fatigue', 'renal')).toBe(false);
    expect(matchesSafetyKeyword('hypothyroidism', 'thyroid')).toBe(false);
    expect(matchesSafetyKeyword('shirt', 'hrt')).toBe(false);
    expect(matchesSafetyKeyword('my back hurts', 'back')).toBe(true);
  });

  it('accepts plurals, possessives, hyphens and accents', () => {
    expect(matchesSafetyKeyword('Blood thinners', 'blood thinner')).toBe(true);
    expect(matchesSafetyKeyword('benzodiazepines at night', 'benzodiazepine')).toBe(true);
    expect(matchesSafetyKeyword("Hashimoto's", 'hashimoto')).toBe(true);
    expect(matchesSafetyKeyword('blood-thinner', 'blood thinner')).toBe(true);
    expect(matchesSafetyKeyword('anti-depressant', 'antidepressant')).toBe(true);
    expect(matchesSafetyKeyword('St. John’s Wort', "st john's wort")).toBe(true);
    expect(matchesSafetyKeyword('Ménière and Crohn’s', 'crohn')).toBe(true);
    expect(matchesSafetyKeyword('blood   thinner', 'blood thinner')).toBe(true);
  });

  it('never matches an empty keyword or empty text', () => {
    expect(matchesSafetyKeyword('anything', '')).toBe(false);
    expect(matchesSafetyKeyword('anything', '--')).toBe(false);
    expect(matchesSafetyKeyword('', 'thyroid')).toBe(false);
  });

  it('property: a keyword embedded inside a longer alphanumeric word never matches', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('back', 'thyroid', 'renal', 'iron', 'hrt', 'ssri', 'warfarin'),
        fc.stringMatching(/^[a-z]{1,4}$/),
        fc.stringMatching(/^[a-z0-9]{0,4}$/).filter((s) => s !== 's' && s !== 'es'),
        (keyword, before, after) => !matchesSafetyKeyword(`x ${before}${keyword}${after} y`, keyword),
      ),
    );
  });

  it('property: a keyword surrounded by non-letters always matches', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('back', 'thyroid', 'renal', 'levothyroxine', 'blood thinner', 'sleeping pill'),
        fc.constantFrom(' ', ', ', '. ', '(', ')', '/', ' 50mg ', '\n', ''),
        fc.constantFrom(' ', ', ', '.', '(', ')', '/', ' 25 mcg', '\n', ''),
        fc.boolean(),
        (keyword, before, after, upper) => {
          const word = upper ? keyword.toUpperCase() : keyword;
          return matchesSafetyKeyword(`${before}${word}${after}`, keyword);
        },
      ),
    );
  });
});

describe('screenSupplement', () => {
  it("flags ashwagandha 'avoid' for levothyroxine or thyroid medication", () => {
    expect(tier('ashwagandha', { medications: 'levothyroxine' })).toBe('avoid');
    expect(tier('ashwagandha', { medications: 'Levothyroxine 50mcg each morning' })).toBe('avoid');
    expect(tier('ashwagandha', { medications: 'thyroid medication' })).toBe('avoid');
    expect(tier('ashwagandha', { healthConditions: 'Hyperthyroidism' })).toBe('avoid');
    expect(tier('ashwagandha', { healthConditions: "Hashimoto's thyroiditis" })).toBe('avoid');
  });

  it("flags ashwagandha 'avoid' in pregnancy, when trying to conceive and when breastfeeding", () => {
    expect(tier('ashwagandha', { pregnancyStatus: 'pregnant' })).toBe('avoid');
    expect(tier('ashwagandha', { pregnancyStatus: 'trying' })).toBe('avoid');
    expect(tier('ashwagandha', { pregnancyStatus: 'breastfeeding' })).toBe('avoid');
    expect(tier('ashwagandha', { healthConditions: 'I am 12 weeks pregnant' })).toBe('avoid');
  });

  it("flags ashwagandha 'avoid' with sedatives and immunosuppressants", () => {
    expect(tier('ashwagandha', { medications: 'Zolpidem (sleeping pill)' })).toBe('avoid');
    expect(tier('ashwagandha', { medications: 'benzodiazepines' })).toBe('avoid');
    expect(tier('ashwagandha', { medications: 'tacrolimus after kidney transplant' })).toBe('avoid');
    expect(tier('ashwagandha', { healthConditions: 'lupus' })).toBe('avoid');
  });

  it("gives 'ok' with no medications, conditions or pregnancy", () => {
    for (const supplement of SUPPLEMENTS) {
      expect(screenSupplement(supplement, {}), supplement.id).toEqual({ tier: 'ok', reasons: [] });
      expect(screenSupplement(supplement), supplement.id).toEqual({ tier: 'ok', reasons: [] });
      expect(
        screenSupplement(supplement, { medications: '', healthConditions: '   ', pregnancyStatus: 'not_pregnant' }).tier,
        supplement.id,
      ).toBe('ok');
      expect(
        screenSupplement(supplement, { medications: null, healthConditions: null, pregnancyStatus: null }).tier,
        supplement.id,
      ).toBe('ok');
    }
  });

  it('ignores pregnancy statuses that are not pregnancy, trying or breastfeeding', () => {
    for (const pregnancyStatus of ['not_pregnant', 'prefer_not_to_say', 'no', 'unknown']) {
      expect(tier('ashwagandha', { pregnancyStatus })).toBe('ok');
    }
    expect(tier('melatonin', { pregnancyStatus: 'Trying to conceive' })).toBe('caution');
    expect(tier('melatonin', { pregnancyStatus: 'PREGNANT' })).toBe('avoid');
    expect(tier('melatonin', { pregnancyStatus: 'lactating' })).toBe('avoid');
  });

  it('applies the melatonin, vitex, omega-3, curcumin, magnesium, rhodiola and iron rules', () => {
    expect(tier('melatonin', { medications: 'diazepam' })).toBe('caution');
    expect(tier('melatonin', { medications: 'warfarin' })).toBe('caution');
    expect(tier('melatonin', { medications: 'fluvoxamine' })).toBe('avoid');
    expect(tier('chasteberry-vitex', { medications: 'combined contraceptive pill' })).toBe('avoid');
    expect(tier('chasteberry-vitex', { medications: 'birth control' })).toBe('avoid');
    expect(tier('chasteberry-vitex', { medications: 'HRT patch' })).toBe('avoid');
    expect(tier('chasteberry-vitex', { pregnancyStatus: 'pregnant' })).toBe('avoid');
    expect(tier('omega-3', { medications: 'Warfarin 5 mg' })).toBe('caution');
    expect(tier('curcumin', { medications: 'blood thinners' })).toBe('avoid');
    expect(tier('curcumin', { medications: 'low-dose aspirin' })).toBe('caution');
    expect(tier('magnesium-glycinate', { healthConditions: 'chronic kidney disease stage 3' })).toBe('avoid');
    expect(tier('magnesium-glycinate', { medications: 'doxycycline' })).toBe('caution');
    expect(tier('vitamin-d3', { healthConditions: 'kidney stones' })).toBe('caution');
    expect(tier('calcium-citrate', { healthConditions: 'hypercalcaemia' })).toBe('avoid');
    expect(tier('rhodiola', { medications: 'sertraline (SSRI)' })).toBe('caution');
    expect(tier('rhodiola', { medications: 'phenelzine' })).toBe('avoid');
    expect(tier('iron-bisglycinate', { healthConditions: 'haemochromatosis' })).toBe('avoid');
    expect(tier('iron-bisglycinate', { pregnancyStatus: 'pregnant' })).toBe('info');
    expect(tier('vitamin-b12', { medications: 'metformin' })).toBe('info');
  });

  it("does not treat 'adrenal' as a kidney condition", () => {
    expect(tier('magnesium-glycinate', { healthConditions: 'adrenal fatigue' })).toBe('ok');
    expect(tier('magnesium-glycinate', { healthConditions: 'renal failure' })).toBe('avoid');
  });

  it("applies word boundaries: 'backpack' does not match 'back'", () => {
    expect(screenSupplement(BACK_RULE_SUPPLEMENT, { healthConditions: 'heavy backpack' }).tier).toBe('ok');
    expect(screenSupplement(BACK_RULE_SUPPLEMENT, { healthConditions: 'bad back' }).tier).toBe('avoid');
    expect(screenSupplement(BACK_RULE_SUPPLEMENT, { medications: "St John's Wort" }).tier).toBe('caution');
  });

  it('lists every matched reason once, most serious first, with the matched keyword', () => {
    const result = screenSupplement(get('ashwagandha'), {
      medications: 'levothyroxine, lorazepam, metformin',
      healthConditions: 'underactive thyroid; fatty liver',
      pregnancyStatus: 'pregnant',
    });
    expect(result.tier).toBe('avoid');
    const severities = result.reasons.map((r) => r.severity);
    expect(severities).toEqual([...severities].sort((a, b) => ['avoid', 'caution', 'info'].indexOf(a) - ['avoid', 'caution', 'info'].indexOf(b)));
    expect(severities).toContain('caution');
    expect(new Set(result.reasons.map((r) => r.reason)).size).toBe(result.reasons.length);
    expect(result.reasons.find((r) => r.matched === 'levothyroxine')?.severity).toBe('avoid');
    expect(result.reasons.find((r) => r.matched === 'metformin')?.severity).toBe('caution');
  });

  it('does not repeat a reason shared by two rules', () => {
    const shared: Supplement = {
      ...BACK_RULE_SUPPLEMENT,
      safety: {
        contraindications: [{ match: ['a'], reason: 'Same', severity: 'caution' }],
        interactions: [{ match: ['b'], reason: 'Same', severity: 'caution' }],
      },
    };
    expect(screenSupplement(shared, { medications: 'a b' }).reasons).toHaveLength(1);
  });

  it("adds an 'info' note for custom supplements, which have no safety data", () => {
    const custom = createCustomSupplement({ name: 'Maca root' })!;
    const result = screenSupplement(custom, {});
    expect(result).toEqual({ tier: 'info', reasons: [{ reason: CUSTOM_SUPPLEMENT_SAFETY_NOTE, severity: 'info' }] });
    expect(isAutoRecommendable(custom, {})).toBe(true);
  });

  it('property: tier is the most serious reason, and ok only with no reasons', () => {
    const profileText = fc.array(
      fc.constantFrom('levothyroxine', 'warfarin', 'pregnant', 'kidney disease', 'backpack', 'metformin', 'ssri', 'none', 'hrt', 'diazepam'),
      { maxLength: 4 },
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...SUPPLEMENTS),
        profileText,
        profileText,
        fc.constantFrom('pregnant', 'trying', 'breastfeeding', 'not_pregnant', undefined),
        (supplement, meds, conditions, pregnancyStatus) => {
          const result = screenSupplement(supplement, {
            medications: meds.join(', '),
            healthConditions: conditions.join(' and '),
            pregnancyStatus,
          });
          if (result.reasons.length === 0) return result.tier === 'ok';
          return result.tier === result.reasons[0]!.severity && result.reasons.every((r) => typeof r.matched === 'string');
        },
      ),
    );
  });
});

describe('isSupplementSafeFor / isAutoRecommendable', () => {
  it('is unsafe only for avoid; auto-recommendable only for ok or info', () => {
    const ashwagandha = get('ashwagandha');
    expect(isSupplementSafeFor(ashwagandha, { medications: 'levothyroxine' })).toBe(false);
    expect(isAutoRecommendable(ashwagandha, { medications: 'levothyroxine' })).toBe(false);

    expect(isSupplementSafeFor(ashwagandha, { medications: 'metformin' })).toBe(true);
    expect(isAutoRecommendable(ashwagandha, { medications: 'metformin' })).toBe(false);

    const b12 = get('vitamin-b12');
    expect(isAutoRecommendable(b12, { medications: 'metformin' })).toBe(true);
    expect(isSupplementSafeFor(b12)).toBe(true);
    expect(isAutoRecommendable(b12)).toBe(true);
  });
});
