import fc from 'fast-check';
import { readingOfLog } from '../reading/read-note';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { RhythmSummarySchema } from '../schemas/rhythm';
import {
  completionSeries,
  dayRecordsFrom,
  factorsFor,
  habitStrengths,
  rhythmSummary,
  symptomsByPhase,
  tagFactorsFor,
  trendSeries,
  whatHelps,
  whatHelpsFor,
  whatHelpsSentence,
  WHAT_HELPS_MIN_DAYS,
  type DayRecord,
  type LogForInsights,
} from './insights';

const NONE = { movement: false, nutrition: false, mindfulness: false, supplement: false };
const walk = { id: 'r-walk', type: 'movement', label: 'Morning walk', frequency: 'daily' };

/** A log as the API serves it: with the reading of its notes (docs/decisions/110). */
function log(date: string, extra: Partial<LogForInsights> = {}): LogForInsights {
  const l: LogForInsights = { date, completed: { ...NONE }, subtasks: {}, ...extra };
  return { ...l, reading: readingOfLog(l) };
}

/** 45 days; the walk on even days; energy the day after a walk is 7, else 5. */
function plantedHistory(days = 45, start = '2026-10-01'): LogForInsights[] {
  const out: LogForInsights[] = [];
  for (let i = 0; i < days; i++) {
    const walked = i % 2 === 0;
    const prevWalked = i > 0 && (i - 1) % 2 === 0;
    out.push(
      log(addDays(start, i), {
        completed: { ...NONE, movement: walked },
        subtasks: walked ? { 'r-walk': { s1: true } } : {},
        llmExtract: i > 0 ? { energy: prevWalked ? 7 : 5, symptoms: [] } : null,
      }),
    );
  }
  return out;
}

describe('day records', () => {
  it('merge logs and done plan tasks, with day marks, energy and mood', () => {
    const records = dayRecordsFrom(
      [log('2026-11-02', { dayMark: 'sick', llmExtract: { energy: 'low', mood: 6, symptoms: ['cramps'] } })],
      [{ date: '2026-11-01', tasks: [{ status: 'done', routineId: 'r-walk', category: 'movement' }, { status: 'pending', routineId: 'x' }] }],
    );
    expect(records.map((r) => r.date)).toEqual(['2026-11-01', '2026-11-02']);
    expect(records[0]).toMatchObject({ doneRoutineIds: ['r-walk'], categories: ['movement'] });
    expect(records[1]).toMatchObject({ dayMark: 'sick', energy: 3, mood: 6, symptoms: ['cramps'] });
  });
});

describe('habit strengths', () => {
  it('a sick day keeps strength unchanged; a missed day only dents it; skipped is not missed', () => {
    const base = [log('2026-11-01', { subtasks: { 'r-walk': { a: true } } }), log('2026-11-02', { subtasks: { 'r-walk': { a: true } } })];
    const s = (extra: LogForInsights[]) => habitStrengths([walk], dayRecordsFrom([...base, ...extra], []), '2026-11-01', '2026-11-04').routines[0];
    const sick = s([log('2026-11-03', { dayMark: 'sick' })]);
    const skipped = s([log('2026-11-03', { skippedRoutineIds: ['r-walk'] })]);
    const missed = s([]);
    const twoDays = habitStrengths([walk], dayRecordsFrom(base, []), '2026-11-01', '2026-11-03').routines[0];
    expect(sick?.percent).toBe(twoDays?.percent);
    expect(skipped?.percent).toBe(twoDays?.percent);
    expect(skipped?.skipped).toBe(1);
    expect(missed?.missed).toBe(1);
    expect(missed?.percent).toBeLessThan(twoDays?.percent ?? 0);
    expect(missed?.percent).toBeGreaterThan(0);
  });
});

describe('what helps', () => {
  it('finds the planted +2 energy for the walk, consistent over 3 weeks', () => {
    const items = whatHelps(dayRecordsFrom(plantedHistory(), []), factorsFor([walk]));
    const item = items.find((i) => i.factorId === 'r-walk' && i.metric === 'energy');
    expect(item).toMatchObject({ difference: 2, confidence: 'consistent over 3 weeks' });
    expect(item?.text).toBe('After days with “Morning walk”, your energy the next day was 2 points higher (out of 10).');
  });
  it('an early hint with under 3 weeks of data', () => {
    const items = whatHelps(dayRecordsFrom(plantedHistory(14), []), factorsFor([walk]));
    expect(items.find((i) => i.factorId === 'r-walk')?.confidence).toBe('early hint');
  });
  it('returns nothing below the minimum sample on either side (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ did: fc.boolean(), energy: fc.option(fc.integer({ min: 0, max: 10 })) }), { maxLength: 40 }), (days) => {
        const records: DayRecord[] = days.map((d, i) => ({
          date: addDays('2026-01-01', i),
          doneRoutineIds: d.did ? ['r-walk'] : [],
          categories: [],
          skippedRoutineIds: [],
          dayMark: null,
          energy: d.energy,
          mood: null,
          symptoms: [],
        }));
        let withDays = 0;
        let withoutDays = 0;
        for (let i = 0; i + 1 < days.length; i++) {
          if (days[i + 1]?.energy === null) continue;
          if (days[i]?.did) withDays += 1;
          else withoutDays += 1;
        }
        const items = whatHelps(records, factorsFor([walk])).filter((i) => i.factorId === 'r-walk');
        if (withDays < WHAT_HELPS_MIN_DAYS || withoutDays < WHAT_HELPS_MIN_DAYS) expect(items).toEqual([]);
        for (const i of items) {
          expect(i.withDays).toBeGreaterThanOrEqual(WHAT_HELPS_MIN_DAYS);
          expect(i.withoutDays).toBeGreaterThanOrEqual(WHAT_HELPS_MIN_DAYS);
        }
      }),
    );
  });
});

describe('symptoms by phase and chart series', () => {
  it('counts symptoms by phase', () => {
    const records = dayRecordsFrom([log('2026-11-02', { llmExtract: { symptoms: ['cramps'] } }), log('2026-11-25', { notes: 'so much fatigue' })], []);
    const byPhase = symptomsByPhase(records, ['2026-11-01'], 28);
    expect(byPhase.map((p) => p.phase)).toEqual(['menstrual', 'luteal']);
    expect(byPhase[0]?.symptoms).toEqual([{ symptom: 'cramps', days: 1 }]);
  });
  it('charts show at least 7 days and at most 28 / 45', () => {
    const one = dayRecordsFrom([log('2026-11-22', { completed: { ...NONE, movement: true } })], []);
    expect(completionSeries(one, '2026-11-22')).toHaveLength(7);
    const many = dayRecordsFrom(plantedHistory(60, '2026-09-24'), []);
    expect(completionSeries(many, '2026-11-22')).toHaveLength(28);
    const trend = trendSeries(many, '2026-11-22', { periodStarts: ['2026-11-01'], cycleLength: 28 });
    expect(trend).toHaveLength(45);
    expect(trend.at(-1)?.phase).toBe('luteal');
  });
});

describe('what helps: the tags she uses (decision 071)', () => {
  /** 40 days; a rest day every 4th day (energy next day 8, else 5); 'stress' noted on every 3rd day. */
  function taggedHistory(days = 40, start = '2026-10-01'): LogForInsights[] {
    return Array.from({ length: days }, (_, i) =>
      log(addDays(start, i), {
        dayMark: i % 4 === 0 ? 'rest' : null,
        notes: i % 3 === 0 ? 'so much stress at work' : '',
        energy: i > 0 ? ((i - 1) % 4 === 0 ? 8 : 5) : null,
      }),
    );
  }

  it('tries only the tags she used: her day marks and her noted symptoms', () => {
    const records = dayRecordsFrom(taggedHistory(), []);
    expect(tagFactorsFor(records).map((f) => f.id)).toEqual(['mark:rest', 'symptom:stress']);
    expect(tagFactorsFor(dayRecordsFrom(plantedHistory(), []))).toEqual([]);
  });

  it('finds the planted +3 after rest days, with her words', () => {
    const items = whatHelpsFor([], dayRecordsFrom(taggedHistory(), []));
    const rest = items.find((i) => i.factorId === 'mark:rest' && i.metric === 'energy');
    expect(rest).toMatchObject({ kind: 'tag', difference: 3, withDays: 10, withoutDays: 29 });
    expect(rest?.text).toBe('After rest days, your energy the next day was 3 points higher (out of 10).');
    expect(whatHelpsSentence(rest!, 'she')).toBe('After rest days, her energy the next day was 3 points higher (out of 10).');
    // The summary the API answers with (its output schema) carries tag items.
    const summary = rhythmSummary({ user: {}, routines: [], logs: taggedHistory(), plans: [], today: '2026-11-09' });
    expect(RhythmSummarySchema.parse(summary).whatHelps.some((i) => i.kind === 'tag')).toBe(true);
  });

  it('a symptom tag reads as something she noted', () => {
    const item = { factorId: 'symptom:bloating', label: 'bloating', kind: 'tag' as const, metric: 'mood' as const, difference: -1.5 };
    expect(whatHelpsSentence(item, 'you')).toBe('After days you noted “bloating”, your mood the next day was 1.5 points lower (out of 10).');
    expect(whatHelpsSentence(item, 'she')).toBe('After days she noted “bloating”, her mood the next day was 1.5 points lower (out of 10).');
  });

  it('a tag needs 5 days on each side too (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ rest: fc.boolean(), energy: fc.option(fc.integer({ min: 0, max: 10 })) }), { maxLength: 30 }), (days) => {
        const logs = days.map((d, i) => log(addDays('2026-01-01', i), { dayMark: d.rest ? 'rest' : null, energy: d.energy }));
        for (const i of whatHelpsFor([], dayRecordsFrom(logs, [])).filter((x) => x.kind === 'tag')) {
          expect(i.withDays).toBeGreaterThanOrEqual(WHAT_HELPS_MIN_DAYS);
          expect(i.withoutDays).toBeGreaterThanOrEqual(WHAT_HELPS_MIN_DAYS);
        }
      }),
    );
  });
});

