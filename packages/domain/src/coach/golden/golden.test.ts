// Golden-file suite (docs/decisions/065): 42 people through onboarding → 14 days of check-ins → 2 weekly
// reviews. The transcript of every journey is compared with __golden__/journeys.md (update with
// `npx vitest run src/coach/golden -u` after reading the diff); the rules below hold for everyone.
import { describe, expect, it } from 'vitest';
import { isAutoRecommendable } from '../../catalogues/supplement-screening';
import { screeningProfileFrom } from '../../safety/supplement-screen';
import { findSupplementsInText } from '../../safety/supplement-screen';
import { normalizeText } from '../../safety/text';
import { noteSentences } from '../coach-note';
import { intentsOf, routineIntents } from '../intents';
import { citesHerData } from '../weekly-recommendations';
import { PERSONAS } from './personas';
import { describeJourney, simulateJourney, type Journey } from './simulate';

const journeys: Journey[] = PERSONAS.map(simulateJourney);
const SCOLDING = /\b(?:fewer than|only managed|you missed|you didn't|you did not|behind|failed|should have)\b/i;

describe('golden journeys', () => {
  it('has at least 40 people with varied ages, paths and cycle situations', () => {
    expect(PERSONAS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(PERSONAS.map((p) => p.id)).size).toBe(PERSONAS.length);
    const ages = PERSONAS.map((p) => p.age);
    expect(Math.min(...ages)).toBeLessThan(30);
    expect(Math.max(...ages)).toBeGreaterThan(55);
    expect(PERSONAS.filter((p) => p.path === 'wizard').length).toBeGreaterThan(10);
    expect(PERSONAS.filter((p) => p.expect?.pregnant).length).toBeGreaterThanOrEqual(2);
    expect(PERSONAS.filter((p) => p.expect?.perimenopause).length).toBeGreaterThanOrEqual(5);
  });

  it.each(journeys.map((j) => [j.persona.id, j] as const))('%s: name and location are read from the first answer', (_id, j) => {
    expect(j.extracted.name).toBe(j.persona.name);
    expect(j.extracted.location).toBe(j.persona.location);
  });

  it.each(journeys.map((j) => [j.persona.id, j] as const))('%s: no duplicate tasks, no repeated lines, no day-1 scolding', (_id, j) => {
    for (const d of j.days) {
      const labels = d.plan.tasks.map((t) => normalizeText(t.label));
      expect(new Set(labels).size, `day ${d.day} duplicate label`).toBe(labels.length);
      // An adapted task never repeats the idea of a routine task on the same plan.
      const routineIdeas = new Set(
        d.plan.tasks
          .filter((t) => t.source === 'routine')
          .flatMap((t) => [...intentsOf(`${t.label}. ${t.notes ?? ''}`), ...[...j.routines, ...j.weeks.flatMap((w) => w.routinesBefore)].filter((r) => r.id === t.routineId).flatMap((r) => [...routineIntents(r)])]),
      );
      for (const t of d.plan.tasks.filter((x) => x.source === 'adjustment_add' && !x.label.includes(' instead of '))) {
        const ideas = [...intentsOf(t.label)];
        expect(ideas.filter((i) => routineIdeas.has(i)), `day ${d.day}: “${t.label}” repeats a routine`).toEqual([]);
      }
    }
    for (let i = 1; i < j.days.length; i++) {
      const today = j.days[i]!;
      const yesterday = j.days[i - 1]!;
      const repeated = noteSentences(today.liveNote).filter((s) => noteSentences(yesterday.liveNote).includes(s));
      expect(repeated, `day ${today.day} repeats yesterday's note`).toEqual([]);
      expect(today.plan.dailyMotivation.message).not.toBe(yesterday.plan.dailyMotivation.message);
      expect(today.plan.personalizedTip.title).not.toBe(yesterday.plan.personalizedTip.title);
    }
    // Over the whole fortnight no motivation or tip is shown twice.
    const motivations = j.days.map((d) => d.plan.dailyMotivation.message);
    expect(new Set(motivations).size).toBe(motivations.length);
    const tips = j.days.map((d) => d.plan.personalizedTip.title);
    expect(new Set(tips).size).toBe(tips.length);
    const day1 = j.days[0]!;
    expect(day1.liveNote).toMatch(/^Welcome/);
    expect(day1.liveNote).not.toMatch(SCOLDING);
    expect(day1.plan.dailyMotivation.message).not.toMatch(/how far you have come|weeks now|halfway/i);
    expect(day1.liveNote).toContain(j.persona.name.split(' ')[0]!);
    for (const r of j.dayOneRecommendations) expect(r.rationale).not.toMatch(SCOLDING);
    expect(j.dayOneRecommendations.filter((r) => r.type === 'add' || r.type === 'modify')).toEqual([]);
  });

  it.each(journeys.map((j) => [j.persona.id, j] as const))('%s: weekly recommendations are fair, new and cite her data', (_id, j) => {
    expect(j.weeks).toHaveLength(2);
    for (const w of j.weeks) {
      const owned = new Set(w.routinesBefore.filter((r) => r.active !== false).flatMap((r) => [...routineIntents(r)]));
      const ownedLabels = new Set(w.routinesBefore.filter((r) => r.active !== false).map((r) => normalizeText(r.label)));
      for (const r of w.recommendations) {
        expect(citesHerData(r.rationale), `“${r.label}”: ${r.rationale}`).toBe(true);
        expect(r.rationale).not.toMatch(/fewer than \d/);
        if (r.type === 'add') {
          expect([...intentsOf(r.label)].filter((i) => owned.has(i)), `“${r.label}” is something she has`).toEqual([]);
          expect(ownedLabels.has(normalizeText(r.label.replace(/^add\s+(?:an?\s+)?/i, '')))).toBe(false);
        }
        // Numbers quoted agree with the statistics shown beside them.
        const moved = /You ticked movement on (\d+) of (\d+) days/.exec(r.rationale);
        if (moved) expect(Number(moved[1])).toBe(w.stats.categoryStats.movement);
        const calm = /You ticked mindfulness on (\d+) of (\d+) days/.exec(r.rationale);
        if (calm) expect(Number(calm[1])).toBe(w.stats.categoryStats.mindfulness);
      }
      expect(w.reply).toMatch(/\d+\/10/);
      expect(w.reply).toContain('For this week:');
    }
  });

  it.each(journeys.map((j) => [j.persona.id, j] as const))('%s: suggestions fit her cycle situation and are safe for her', (_id, j) => {
    const all = [
      ...j.onboardingTitles,
      ...j.routines.flatMap((r) => [r.label, r.notes, ...r.subtasks.map((s) => s.name)]),
      ...j.weeks.flatMap((w) => w.recommendations.map((r) => `${r.label} ${r.rationale}`)),
    ].join('\n');
    if (j.persona.expect?.noSeedCycling) expect(all).not.toMatch(/seed cycling/i);
    if (j.persona.expect?.perimenopause) expect(all).toMatch(/hot flush|cool (?:bedroom|evenings)/i);
    const screening = screeningProfileFrom({ healthConditions: j.persona.healthConditions ?? '', medications: j.persona.medications ?? '' }, ...j.persona.answers);
    const named = j.routines
      .filter((r) => r.active !== false)
      .flatMap((r) => findSupplementsInText([r.label, ...r.subtasks.map((s) => s.name)].join(' ')));
    for (const s of named) expect(isAutoRecommendable(s, screening), `${s.name} for ${j.persona.id}`).toBe(true);
  });

  it('yesterday\'s note rebuilt from the stored days (as the API does) is the note she saw', () => {
    const pairs = journeys.flatMap((j) => j.yesterdayNotes.filter((y) => y.day > 1));
    const differ = pairs.filter((y) => y.rebuilt !== y.shown);
    expect(pairs.length).toBeGreaterThan(500);
    expect(differ).toEqual([]);
  });

  it('matches the golden transcripts', async () => {
    await expect(journeys.map((j) => describeJourney(j)).join('\n\n') + '\n').toMatchFileSnapshot('./__golden__/journeys.md');
  });
});
