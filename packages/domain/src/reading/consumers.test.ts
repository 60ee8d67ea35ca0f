// Every consumer reads the stored reading (docs/decisions/110): a stored reading that disagrees with
// the text wins, so the consumer cannot have read the text. The other half — no consumer file keeps
// a symptom list of its own — is a grep over the files: apps/api/src/reading-consumers.test.ts.
import { describe, expect, it } from 'vitest';
import { adaptPlan } from '../coach/adapt-plan';
import { buildDailyPlan } from '../coach/daily-plan';
import { detectThemes } from '../coach/themes';
import { generateWeeklyRecommendations } from '../coach/weekly-recommendations';
import { weeklyCheckInReply } from '../coach/weekly-reply';
import { dayRows, symptomMentions } from '../engine/her-data';
import { symptomsOf, weeklyStatsFromLogs } from '../engine/weekly';
import type { DailyPlan, WeeklyStats } from '../schemas';
import { readNote } from './read-note';
import { summarySymptoms } from './symptom-summary';

/** Her words say one thing; the stored reading (of other words) says another. A consumer showing the reading's answer read the reading. */
const text = 'Lovely calm day, nothing to report.';
const stored = readNote('Two hot flushes in the night.');
const log = { date: '2026-11-04', notes: text, transcript: '', completed: { movement: false, nutrition: false, mindfulness: false, supplement: false }, subtasks: {}, reading: stored };

describe('every consumer reads the stored reading', () => {
  it('the Log\'s symptom summary, weekly stats, the export rows and the clinician PDF\'s symptom list', () => {
    expect(summarySymptoms([stored])).toEqual(['hot flushes']);
    expect(symptomsOf(log)).toEqual(['hot flushes']);
    expect(weeklyStatsFromLogs([log], '2026-11-02').commonSymptoms).toEqual(['hot flushes']);
    const rows = dayRows([], [log]);
    expect(rows[0]?.symptoms).toEqual(['hot flushes']); // the CSV export's symptoms_in_notes
    expect(symptomMentions(rows)).toEqual([{ symptom: 'hot flushes', days: 1, first: '2026-11-04', last: '2026-11-04' }]); // the PDF
  });

  it('plan adaptation and the weekly reply', () => {
    const plan: DailyPlan = buildDailyPlan({ user: { id: 'u1', name: 'Ana' }, routines: [], date: '2026-11-04' });
    const adapted = adaptPlan({ plan, note: text, user: {}, reading: stored });
    expect(adapted.llmExtract.symptoms).toEqual(['hot flushes']);
    expect(adapted.plan.tasks.map((t) => t.label)).toContain('A plan for hot flushes in the night');
    const reply = weeklyCheckInReply({ energyMoodScore: 5, whatDidntHelp: 'I sleep OK, just busy', reading: readNote('slept badly all week') });
    expect(reply).toMatch(/wind-down/);
  });

  it('weekly recommendations read each day\'s stored reading', () => {
    const stats: WeeklyStats = { completedDays: 5, totalDays: 7, categoryStats: { movement: 4, nutrition: 4, mindfulness: 4 }, commonSymptoms: [], energyTrend: 'stable' };
    const recs = generateWeeklyRecommendations({
      stats,
      reflectionNotes: 'Fine week.',
      logs: [1, 2, 3].map((d) => ({ date: `2026-11-0${d + 2}`, notes: text, reading: readNote('I slept badly') })),
      today: '2026-11-05',
    });
    expect(recs.map((r) => r.rationale).join(' ')).toMatch(/You wrote “slept badly” on all 3 days you made notes/);
  });

  it('onboarding themes (focus of the wizard) read through the reading: sleep she says is fine is no theme', () => {
    expect(detectThemes(['I sleep OK, just busy'])).toEqual([]);
    expect(detectThemes(["I can't sleep"])).toEqual(['sleep']);
  });
});

describe('the coach does not pretend', () => {
  it('a note in another language leaves the plan as it is and says so plainly', () => {
    const plan: DailyPlan = buildDailyPlan({ user: { id: 'u1', name: 'Ana' }, routines: [], date: '2026-11-04' });
    const r = adaptPlan({ plan, note: 'Hoy me siento muy cansada y con dolor de cabeza, no dormí bien', user: {} });
    expect(r.plan.tasks).toEqual(plan.tasks);
    expect(r.adjustments).toEqual([{ label: 'Saved your note as you wrote it', rationale: expect.stringMatching(/only read notes in English/) }]);
  });
});
