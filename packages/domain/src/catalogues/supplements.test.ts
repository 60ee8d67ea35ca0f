import { describe, expect, it } from 'vitest';
import { SUPPLEMENT_TYPES, SupplementSchema } from './catalogue-schemas';
import { getSupplementById, SUPPLEMENTS } from './supplements';

describe('SUPPLEMENTS', () => {
  it('has exactly 20 valid entries with unique ids and names', () => {
    expect(SUPPLEMENTS).toHaveLength(20);
    for (const supplement of SUPPLEMENTS) {
      const parsed = SupplementSchema.safeParse(supplement);
      expect(parsed.success, `${supplement.id}: ${parsed.error?.message ?? ''}`).toBe(true);
    }
    expect(new Set(SUPPLEMENTS.map((s) => s.id)).size).toBe(20);
    expect(new Set(SUPPLEMENTS.map((s) => s.name.toLowerCase())).size).toBe(20);
  });

  it('includes the six named in the spec', () => {
    for (const id of ['magnesium-glycinate', 'vitamin-d3', 'omega-3', 'ashwagandha', 'melatonin', 'creatine']) {
      expect(getSupplementById(id), id).toBeDefined();
    }
    expect(getSupplementById('st-johns-wort')).toBeUndefined();
  });

  it('uses only known types and gives every entry a dosage in plain words', () => {
    for (const { id, type, dosage } of SUPPLEMENTS) {
      expect(SUPPLEMENT_TYPES, id).toContain(type);
      expect(dosage, id).toMatch(/\d/);
    }
  });

  it('uses lowercase keywords and unique reasons within each supplement', () => {
    for (const { id, safety } of SUPPLEMENTS) {
      const rules = [...safety.contraindications, ...safety.interactions];
      for (const rule of rules) {
        for (const keyword of rule.match) expect(keyword, id).toBe(keyword.toLowerCase());
        expect(new Set(rule.match).size, id).toBe(rule.match.length);
      }
      expect(new Set(rules.map((r) => r.reason)).size, id).toBe(rules.length);
    }
  });

  it('gives the hormone-active and sedating supplements "avoid" rules', () => {
    const severities = (id: string) =>
      [...getSupplementById(id)!.safety.contraindications, ...getSupplementById(id)!.safety.interactions].map(
        (r) => r.severity,
      );
    for (const id of ['ashwagandha', 'melatonin', 'chasteberry-vitex', 'rhodiola', 'iron-bisglycinate']) {
      expect(severities(id), id).toContain('avoid');
    }
  });

  it('is frozen and looks supplements up by id', () => {
    expect(Object.isFrozen(SUPPLEMENTS)).toBe(true);
    expect(getSupplementById('melatonin')?.type).toBe('hormone');
    expect(getSupplementById('')).toBeUndefined();
  });
});
