// Prints example coach outputs for the sample profile: `node --import tsx bench/print-sample.ts`.
import { adaptPlan, buildDailyPlan, generateResetProgram, generateWeeklyRecommendations, generateWizardRoutines, planRecommendationChanges, describeChanges } from '../src/coach';
import { SAMPLE_CONTEXT, SAMPLE_NOTES, SAMPLE_REFLECTION, SAMPLE_RESPONSES, SAMPLE_ROUTINES, SAMPLE_STATS, SAMPLE_USER } from './sample-profile';

declare const process: { argv: string[] };

const date = '2025-03-12';
const show = (title: string, value: unknown): void => console.log(`\n=== ${title} ===\n${JSON.stringify(value, null, 2)}`);
const section = process.argv[2] ?? 'all';

if (section === 'all' || section === 'program') show('generateResetProgram', generateResetProgram({ name: 'Maya', responses: SAMPLE_RESPONSES, user: SAMPLE_USER }));
if (section === 'all' || section === 'wizard') show('generateWizardRoutines', generateWizardRoutines({ profile: { challenges: SAMPLE_USER.challenges }, context: SAMPLE_CONTEXT, user: SAMPLE_USER }));
const plan = buildDailyPlan({ user: SAMPLE_USER, routines: SAMPLE_ROUTINES, date, manualTasks: ['Call the pharmacy'] });
if (section === 'all' || section === 'plan') show(`buildDailyPlan (${date})`, plan);
if (section === 'all' || section === 'adapt') {
  for (const note of SAMPLE_NOTES) {
    const r = adaptPlan({ plan, note, user: SAMPLE_USER, date });
    show(`adaptPlan: ${JSON.stringify(note)}`, {
      llmExtract: r.llmExtract,
      adjustments: r.adjustments,
      safety: r.safety,
      tasks: r.plan.tasks.map((t) => `[${t.source}] ${t.label} — ${t.reasonTag}`),
      coachNote: r.plan.coachNote,
      planUnchanged: r.plan === plan,
    });
  }
}
if (section === 'all' || section === 'weekly') {
  const recs = generateWeeklyRecommendations({ stats: SAMPLE_STATS, reflectionNotes: SAMPLE_REFLECTION, routines: SAMPLE_ROUTINES, user: SAMPLE_USER });
  show('generateWeeklyRecommendations', recs);
  show('planRecommendationChanges → describeChanges', describeChanges(planRecommendationChanges(SAMPLE_ROUTINES, recs, { user: SAMPLE_USER })));
}
