// Prints sample journeys through the rule coach (docs/decisions/065):
//   node --import tsx scripts/coach-journeys.ts [id ...]   (default: priya joanne sarah)
import { tipEffortInWords } from '../src/coach/daily-content';
import { PERSONAS } from '../src/coach/golden/personas';
import { describeJourney, simulateJourney } from '../src/coach/golden/simulate';

const ids = process.argv.slice(2);
const chosen = ids.length > 0 ? ids : ['priya', 'joanne', 'sarah'];
for (const id of chosen) {
  const persona = PERSONAS.find((p) => p.id === id);
  if (persona === undefined) {
    console.error(`No persona '${id}'. Known: ${PERSONAS.map((p) => p.id).join(', ')}`);
    process.exitCode = 1;
    continue;
  }
  console.log(describeJourney(simulateJourney(persona)));
  console.log('');
}

const first = PERSONAS.find((p) => p.id === chosen[0]);
if (first !== undefined) {
  const j = simulateJourney(first);
  console.log(`# Dashboard for ${j.user.name}: days 1, 2, 7 and 14`);
  for (const n of [1, 2, 7, 14]) {
    const d = j.days[n - 1];
    if (d === undefined) continue;
    const tip = d.plan.personalizedTip;
    console.log(`Day ${n}${d.note ? ` (she wrote “${d.note}”)` : ''}`);
    console.log(`  Coach note: ${d.liveNote}`);
    console.log(`  Daily Motivation: ${d.plan.dailyMotivation.message}`);
    console.log(`  Tip: ${tip.title} [${tip.category} · ${tipEffortInWords(tip)}] ${tip.content}`);
  }
  for (const w of j.weeks) {
    console.log(`Weekly recommendations, day ${w.day} (stats: ${w.stats.completedDays}/${w.stats.totalDays} days; movement ${w.stats.categoryStats.movement}, nutrition ${w.stats.categoryStats.nutrition}, mindfulness ${w.stats.categoryStats.mindfulness}):`);
    for (const r of w.recommendations) console.log(`  - ${r.label} (${r.priority}) — why: ${r.rationale}`);
    console.log(`  Coach reply to her check-in: ${w.reply}`);
  }
}
