import { describe, expect, it } from 'vitest';
import { csvCell, dayRows, daysCsv, symptomMentions, weeklyAdherence, type LogForDay, type PlanForDay } from './her-data';

const flags = (over: Partial<LogForDay['completed']> = {}) => ({ movement: false, nutrition: false, mindfulness: false, supplement: false, ...over });

describe('csvCell', () => {
  it('quotes every cell, doubles quotes and neutralises formula starts', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=SUM(A1:A9)')).toBe(`"'=SUM(A1:A9)"`);
    expect(csvCell('+44 7700')).toBe(`"'+44 7700"`);
    expect(csvCell('-2')).toBe(`"'-2"`);
    expect(csvCell('@cmd')).toBe(`"'@cmd"`);
    expect(csvCell('\tx')).toBe(`"'\tx"`);
    expect(csvCell(-2)).toBe('"-2"'); // numbers are data, not text a person typed
    expect(csvCell(null)).toBe('""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });
});

describe('dayRows / weeklyAdherence / symptomMentions', () => {
  const plans: PlanForDay[] = [
    { date: '2026-11-02', tasks: [{ status: 'done', category: 'movement' }, { status: 'pending', category: 'nutrition' }, { status: 'done' }] },
    { date: '2026-11-03', tasks: [{ status: 'done', category: 'movement' }, { status: 'done', category: 'movement' }] },
  ];
  const logs: LogForDay[] = [
    { date: '2026-11-02', notes: 'Tired, fatigue all day', completed: flags({ supplement: true }), subtasks: {}, llmExtract: { energy: 'low', symptoms: [] } },
    { date: '2026-11-10', notes: 'Stress and fatigue', completed: flags({ mindfulness: true }), subtasks: {}, mood: 'calm' },
  ];

  it('one row per date with a plan or a log, oldest first', () => {
    const rows = dayRows(plans, logs);
    expect(rows.map((r) => r.date)).toEqual(['2026-11-02', '2026-11-03', '2026-11-10']);
    expect(rows[0]).toMatchObject({ tasksDone: 2, tasksTotal: 3, energy: 3, notes: 'Tired, fatigue all day' });
    expect(rows[0]!.categories).toEqual({ movement: 'done', nutrition: 'not done', mindfulness: '', supplement: 'done' });
    expect(rows[0]!.symptoms).toContain('fatigue');
    expect(rows[2]).toMatchObject({ tasksDone: 0, tasksTotal: 0, mood: 'calm', energy: null });
  });

  it("energy: her own 0–10 rating wins over the note's extract, as 'What helps' reads it (docs/decisions/045)", () => {
    const rows = dayRows([], [
      { date: '2026-11-02', completed: flags(), subtasks: {}, energy: 8, llmExtract: { energy: 'low', symptoms: [] } },
      { date: '2026-11-03', completed: flags(), subtasks: {}, energy: 0 },
      { date: '2026-11-04', completed: flags(), subtasks: {}, energy: null, llmExtract: { energy: 'low', symptoms: [] } },
    ]);
    expect(rows.map((r) => r.energy)).toEqual([8, 0, 3]);
  });

  it('adherence per Monday week: days done / days planned per category', () => {
    const weeks = weeklyAdherence(dayRows(plans, logs));
    expect(weeks.map((w) => w.weekStart)).toEqual(['2026-11-02', '2026-11-09']);
    expect(weeks[0]).toMatchObject({ tasksDone: 4, tasksTotal: 5 });
    expect(weeks[0]!.categories.movement).toEqual({ done: 2, planned: 2 });
    expect(weeks[0]!.categories.nutrition).toEqual({ done: 0, planned: 1 });
    expect(weeks[1]!.categories.mindfulness).toEqual({ done: 1, planned: 1 });
  });

  it('symptoms by days mentioned, with the first and last day', () => {
    const m = symptomMentions(dayRows(plans, logs));
    expect(m[0]).toEqual({ symptom: 'fatigue', days: 2, first: '2026-11-02', last: '2026-11-10' });
  });

  it('the CSV has a BOM, a header, CRLF line ends and one line per day', () => {
    const csv = daysCsv(dayRows(plans, logs));
    expect(csv.startsWith('\uFEFF"date","tasks_done"')).toBe(true);
    expect(csv.split('\r\n')).toHaveLength(5);
  });
});
