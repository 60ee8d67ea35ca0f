import { describe, expect, it } from 'vitest';
import { DailyPlanSchema, type DailyPlan, type Routine } from '../schemas';
import { MEDICAL_DISCLAIMER, SUPPLEMENT_CAUTION_NOTE, triageText } from '../safety';
import { SAMPLE_ROUTINES, SAMPLE_USER } from '../../bench/sample-profile';
import { adaptPlan } from './adapt-plan';
import { buildDailyPlan, coachNoteFor, isRoutineDue, programDay, REASON_MANUAL, taskKey } from './daily-plan';
import { epochDay } from './rotation';
import { addDays, dayNumber } from '../engine/dates';
import { clockCases } from '../testing/instants';

const DATE = '2025-03-12';
const base = () => buildDailyPlan({ user: SAMPLE_USER, routines: SAMPLE_ROUTINES, date: DATE });

describe('buildDailyPlan', () => {
  it('builds a valid plan from active, due routines', () => {
    const plan = base();
    expect(DailyPlanSchema.parse(plan)).toEqual(plan);
    expect(plan.generatedBy).toBe('rules');
    expect(plan.disclaimer).toBe(MEDICAL_DISCLAIMER);
    expect(plan.safety).toBeNull();
    const ids = plan.tasks.map((t) => t.routineId);
    expect(ids).toContain('r-hiit');
    expect(ids).not.toContain('r-old'); // inactive
    for (const t of plan.tasks) {
      expect(t.source).toBe('routine');
      expect(t.reasonTag).not.toBe('');
      expect(t.status).toBe('pending');
    }
    expect(plan.tasks.find((t) => t.routineId === 'r-morning')?.notes).toBe('Includes: 5 minutes morning sunlight, Warm lemon water');
    expect(plan.tasks.find((t) => t.routineId === 'r-breakfast')?.notes).toBeUndefined();
    // the user's own magnesium routine stays, flagged for a thyroid patient
    expect(plan.tasks.find((t) => t.routineId === 'r-magnesium')?.notes).toContain(SUPPLEMENT_CAUTION_NOTE);
    expect(plan.coachNote).toContain('day 12 of your 45-Day Hormone Reset');
    expect(plan.coachNote).toContain('Maya');
  });

  it('is deterministic for the same inputs and date', () => {
    expect(base()).toEqual(base());
  });

  it('schedules weekly routines on exactly one weekday and never as_needed ones', () => {
    const weekly = SAMPLE_ROUTINES.find((r) => r.id === 'r-yoga') as Routine;
    const start = epochDay('2025-03-10');
    const due = Array.from({ length: 14 }, (_, i) => isRoutineDue(weekly, start + i));
    expect(due.filter(Boolean)).toHaveLength(2);
    expect(due.indexOf(true) + 7).toBe(due.lastIndexOf(true));
    expect(isRoutineDue({ ...weekly, frequency: 'as_needed' }, start)).toBe(false);
    expect(isRoutineDue({ id: 'x', type: 'other', label: 'x' }, start)).toBe(true);
    const day = Array.from({ length: 7 }, (_, i) => i).find((i) => isRoutineDue(weekly, start + i)) as number;
    const date = new Date((start + day) * 86_400_000).toISOString().slice(0, 10);
    const t = buildDailyPlan({ user: SAMPLE_USER, routines: [weekly], date }).tasks[0];
    expect(t?.reasonTag).toBe('Weekly routine');
    expect(t?.notes).toBe('Studio on Saturday');
  });

  it('adds manual tasks as "Added Today" and ignores blanks and duplicates', () => {
    const plan = buildDailyPlan({
      user: SAMPLE_USER,
      routines: [],
      date: DATE,
      manualTasks: ['Call the pharmacy', { label: 'Stretch', notes: ' after lunch ' }, '   ', 'Call the pharmacy', { label: 'Read', notes: null }],
    });
    expect(plan.tasks).toEqual([
      { label: 'Call the pharmacy', status: 'pending', reasonTag: REASON_MANUAL, source: 'manual' },
      { label: 'Stretch', status: 'pending', reasonTag: REASON_MANUAL, source: 'manual', notes: 'after lunch' },
      { label: 'Read', status: 'pending', reasonTag: REASON_MANUAL, source: 'manual' },
    ]);
  });

  it('regenerating keeps manual tasks, adaptations and done states from the previous plan', () => {
    const first = buildDailyPlan({ user: SAMPLE_USER, routines: SAMPLE_ROUTINES, date: DATE, manualTasks: ['Call the pharmacy'] });
    const adapted = adaptPlan({ plan: first, note: 'Slept badly, lower back pain', user: SAMPLE_USER, date: DATE }).plan;
    const ticked: DailyPlan = {
      ...adapted,
      tasks: adapted.tasks.map((t) =>
        t.routineId === 'r-morning' || t.source === 'manual' || t.label.startsWith('Evening wind-down') ? { ...t, status: 'done' } : t,
      ),
    };
    // the user switches the breakfast routine off → plan regenerated
    const routines = SAMPLE_ROUTINES.map((r) => (r.id === 'r-breakfast' ? { ...r, active: false } : r));
    const regen = buildDailyPlan({ user: SAMPLE_USER, routines, date: DATE, previousPlan: ticked });
    const byKey = new Map(regen.tasks.map((t) => [taskKey(t), t]));
    expect(byKey.get('routine:r-morning')?.status).toBe('done');
    expect(byKey.get('manual:call the pharmacy')?.status).toBe('done');
    expect(byKey.has('routine:r-breakfast')).toBe(false);
    // HIIT stays swapped for gentle mobility; the wind-down stays, done
    expect(byKey.has('routine:r-hiit')).toBe(false);
    expect(regen.tasks.some((t) => t.source === 'adjustment_add' && t.routineId === 'r-hiit')).toBe(true);
    expect(regen.tasks.find((t) => t.label.startsWith('Evening wind-down'))?.status).toBe('done');
    expect(regen.adjustments).toEqual(adapted.adjustments);

    const reset = buildDailyPlan({ user: SAMPLE_USER, routines, date: DATE, previousPlan: ticked, keepDoneStates: false });
    expect(reset.tasks.every((t) => t.status === 'pending')).toBe(true);
    expect(reset.tasks.some((t) => t.source === 'manual')).toBe(true);

    // a plan from another day is not carried over
    const tomorrow = buildDailyPlan({ user: SAMPLE_USER, routines, date: '2025-03-13', previousPlan: ticked });
    expect(tomorrow.tasks.every((t) => t.source === 'routine' && t.status === 'pending')).toBe(true);
    expect(tomorrow.adjustments).toEqual([]);
  });

  it('keeps a softened routine task softened on regenerate', () => {
    const first = buildDailyPlan({ user: SAMPLE_USER, routines: SAMPLE_ROUTINES, date: DATE });
    const tired = adaptPlan({ plan: first, note: 'Exhausted today', user: SAMPLE_USER }).plan;
    const hiit = tired.tasks.find((t) => t.routineId === 'r-hiit');
    expect(hiit?.label).toBe('HIIT Workout (lighter version)');
    const regen = buildDailyPlan({ user: SAMPLE_USER, routines: SAMPLE_ROUTINES, date: DATE, previousPlan: tired });
    expect(regen.tasks.find((t) => t.routineId === 'r-hiit')).toEqual(hiit);
  });

  it('keeps a same-day safety notice and points to it first', () => {
    const plan = { ...base(), safety: triageText('I fainted') };
    const regen = buildDailyPlan({ user: SAMPLE_USER, routines: SAMPLE_ROUTINES, date: DATE, previousPlan: plan });
    expect(regen.safety).toEqual(plan.safety);
    expect(regen.coachNote.startsWith('Please read the safety notice first')).toBe(true);
  });
});

describe('coach note and programme day', () => {
  it('computes the programme day', () => {
    expect(programDay('2025-03-01T08:00:00.000Z', '2025-03-01')).toBe(1);
    expect(programDay('2025-03-01', '2025-03-12')).toBe(12);
    expect(programDay('2025-04-01', '2025-03-12')).toBe(1);
    expect(programDay(null, '2025-03-12')).toBeNull();
    expect(programDay('garbage', '2025-03-12')).toBeNull();
  });
  it('covers empty, all-done, beyond-45-days and nameless cases', () => {
    const u = { id: 'u', name: 'Sam Lee', createdAt: '2025-01-01' };
    expect(coachNoteFor(u, '2025-01-02', [], false)).toContain('No routines are scheduled today');
    const done = [{ label: 'Walk', status: 'done' as const, reasonTag: '', source: 'routine' as const }];
    expect(coachNoteFor(u, '2025-01-02', done, false)).toContain('done today');
    expect(coachNoteFor(u, '2025-03-01', done, false)).toContain('Sam, you are 15 days beyond your 45-Day Hormone Reset');
    const one = [{ ...done[0]!, status: 'pending' as const }];
    expect(coachNoteFor({ id: 'u', name: 'Sam' }, '2025-01-02', one, false)).toMatch(/^Sam, here is your plan for today\. You have 1 task today/);
    expect(coachNoteFor({ id: 'u', name: '  ' }, '2025-01-02', one, false)).toMatch(/^You have 1 task today/);
    expect(coachNoteFor({ id: 'u' }, '2025-01-02', one, false)).toMatch(/^You have 1 task today/);
  });
});

describe('routine task notes', () => {
  it('summarises many subtasks and falls back to notes', () => {
    const subtasks = ['a', 'b', ' ', 'c', 'd', 'e'].map((name, i) => ({ id: `s${i}`, name, description: '', completed: false }));
    const plan = buildDailyPlan({
      user: { id: 'u' },
      routines: [
        { id: 'r1', type: 'other', label: 'Many', subtasks },
        { id: 'r2', type: 'other', label: 'Bare' },
        { id: 'r3', type: 'other', label: 'Blank notes', notes: '   ' },
      ],
      date: DATE,
    });
    expect(plan.tasks.map((t) => t.notes)).toEqual(['Includes: a, b, c and 2 more', undefined, undefined]);
  });
});

// docs/decisions/030: a new day in the person's calendar means a new plan, wherever and whenever it starts.
describe.each(clockCases())('plan regeneration at $name', ({ local, now, timeZone }) => {
  const today = local.date;
  const yesterday = addDays(today, -1);

  it("yesterday's plan is not carried into today's: no done states, adaptations or safety notice", () => {
    const built = buildDailyPlan({ user: SAMPLE_USER, routines: SAMPLE_ROUTINES, date: yesterday, manualTasks: ['Call the pharmacy'] });
    const adapted = adaptPlan({ plan: built, note: 'Slept badly, lower back pain', user: SAMPLE_USER, date: yesterday }).plan;
    const old: DailyPlan = { ...adapted, tasks: adapted.tasks.map((t) => ({ ...t, status: 'done' })), safety: { level: 'caution', message: 'x' } as DailyPlan['safety'] };
    const fresh = buildDailyPlan({ user: SAMPLE_USER, routines: SAMPLE_ROUTINES, date: today, previousPlan: old });
    expect(fresh.date).toBe(today);
    expect(fresh.tasks.length).toBeGreaterThan(0);
    expect(fresh.tasks.every((t) => t.status === 'pending' && t.source === 'routine')).toBe(true);
    expect(fresh.adjustments).toEqual([]);
    expect(fresh.safety).toBeNull();
    expect(fresh).toEqual(buildDailyPlan({ user: SAMPLE_USER, routines: SAMPLE_ROUTINES, date: today }));
  });

  it('regenerating on the same day keeps what was done', () => {
    const first = buildDailyPlan({ user: SAMPLE_USER, routines: SAMPLE_ROUTINES, date: today });
    const ticked: DailyPlan = { ...first, tasks: first.tasks.map((t, i) => (i === 0 ? { ...t, status: 'done' } : t)) };
    const again = buildDailyPlan({ user: SAMPLE_USER, routines: SAMPLE_ROUTINES, date: today, previousPlan: ticked });
    expect(again.tasks[0]?.status).toBe('done');
  });

  it('the programme day counts calendar days from the join date (day 1 on it, day 45 44 days later)', () => {
    expect(programDay(today, today)).toBe(1);
    expect(programDay(yesterday, today)).toBe(2);
    expect(programDay(addDays(today, -44), today)).toBe(45);
  });

  it("the coach note's day is the dashboard's day number when she joined at this instant (her join date given)", () => {
    const user = { ...SAMPLE_USER, createdAt: now.toISOString(), joinedOn: today };
    const note = (date: string) => buildDailyPlan({ user, routines: SAMPLE_ROUTINES, date }).coachNote;
    expect(note(today)).toContain(`day ${dayNumber(now, now, timeZone)} of your`);
    expect(note(today)).toContain('day 1 of your');
    expect(note(addDays(today, 1))).toContain('day 2 of your');
  });
});
