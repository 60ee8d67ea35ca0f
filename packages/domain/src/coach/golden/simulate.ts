// A person's journey through the rule coach, as the app would run it: onboarding (name,
// programme, routines), 14 days (plan, check-in, adaptation, ticks, the live coach note, the
// motivation and tip cards), a weekly review at the end of each week (stats, recommendations
// applied to her routines, the coach's reply). Pure and deterministic.
import { extractNameAndLocation } from '../../classifiers';
import { addDays, weekStartMonday } from '../../engine/dates';
import { levelScore, weeklyStatsFromLogs } from '../../engine/weekly';
import type { DailyLog, DailyPlan, OnboardingResponses, PlanTask, Routine, User, WeeklyRecommendation, WeeklyStats } from '../../schemas';
import { recommendationToRoutineInput } from '../../engine/recommendations';
import { adaptPlan } from '../adapt-plan';
import { buildDailyPlan, coachNoteFor, type PlanUser } from '../daily-plan';
import { checkInOfLog, coachDayContext } from '../day-context';
import { generateResetProgram } from '../reset-program';
import { applyChangeSet, planRecommendationChanges } from '../routine-changes';
import { generateWeeklyRecommendations } from '../weekly-recommendations';
import { weeklyCheckInReply } from '../weekly-reply';
import { readNote, reviewText } from '../../reading/read-note';
import { generateWizardRoutines } from '../wizard-routines';
import { NOTE_BANK, REFLECTIONS, type Persona } from './personas';

export const JOURNEY_DAYS = 14;

export interface DayRecord {
  day: number;
  date: string;
  note: string;
  /** The plan as built in the morning, then adapted to her note. */
  plan: DailyPlan;
  /** The coach note after her ticks (the live note). */
  liveNote: string;
  done: number;
  total: number;
}

export interface WeekRecord {
  day: number;
  date: string;
  stats: WeeklyStats;
  reflection: string;
  recommendations: WeeklyRecommendation[];
  /** Her routines when the recommendations were made. */
  routinesBefore: Routine[];
  reply: string;
}

export interface Journey {
  persona: Persona;
  extracted: { name?: string; location?: string };
  user: User;
  programTitle: string;
  onboardingTitles: string[];
  routines: Routine[];
  days: DayRecord[];
  weeks: WeekRecord[];
  /** Recommendations had she asked on day 1 (must not scold). */
  dayOneRecommendations: WeeklyRecommendation[];
  /** Per day: yesterday's note as rebuilt from the stored days (what the API does) and as she saw it. */
  yesterdayNotes: { day: number; rebuilt: string | null; shown: string | null }[];
}

function makeUser(persona: Persona, name: string): User {
  return {
    id: `user-${persona.id}`,
    name,
    email: `${persona.id}@example.com`,
    location: '',
    age: persona.age,
    height: '',
    weight: '',
    goals: [],
    challenges: [],
    customCategories: [],
    healthConditions: persona.healthConditions ?? '',
    medications: persona.medications ?? '',
    exerciseLevel: null,
    sleepHours: null,
    stressLevel: null,
    createdAt: `${persona.start}T08:00:00.000Z`,
    avatarUrl: null,
    profileBio: null,
    joinDate: `${persona.start}T08:00:00.000Z`,
    preferences: { notifications: true, reminderTime: '08:00', weeklyReflection: true },
  } as unknown as User;
}

function onboardingRoutines(persona: Persona, user: User, responses: OnboardingResponses): { title: string; routines: Routine[]; titles: string[] } {
  if (persona.path === 'five') {
    const program = generateResetProgram({ name: user.name, responses, user });
    const routines = program.recommendations.map((rec, i): Routine => {
      const input = recommendationToRoutineInput(rec, user.id);
      return { ...input, id: `${user.id}-r${i + 1}`, subtasks: [] } as Routine;
    });
    return { title: program.programTitle, routines, titles: program.recommendations.map((r) => r.title) };
  }
  const context = persona.answers.join('. ');
  const generated = generateWizardRoutines({ profile: { challenges: [], customChallenge: '', name: user.name }, context, user });
  const routines = generated.map(
    (r, i): Routine =>
      ({
        id: `${user.id}-r${i + 1}`,
        userId: user.id,
        type: r.type,
        label: r.label,
        frequency: r.frequency,
        notes: '',
        active: true,
        isPersonalized: true,
        subtasks: r.subtasks.map((s, j) => ({ id: `${user.id}-r${i + 1}-s${j + 1}`, name: s.name, description: s.description, completed: false })),
      }) as Routine,
  );
  return { title: 'Wizard', routines, titles: generated.map((r) => r.label) };
}

/** Her note on a day ('' on rest days: every 6th day she does not check in). */
export function noteFor(persona: Persona, day: number): string {
  if (day % 6 === 0) return '';
  const conds = persona.conditions;
  const cond = conds[(day - 1) % conds.length] as keyof typeof NOTE_BANK;
  const bank = NOTE_BANK[cond];
  return bank[Math.floor((day - 1) / conds.length) % bank.length] as string;
}

function reflectionFor(persona: Persona, week: number): { helped: string; hard: string } {
  const cond = persona.conditions[(week - 1) % persona.conditions.length] as keyof typeof REFLECTIONS;
  const [helped, hard] = REFLECTIONS[cond];
  return { helped, hard };
}

/** How many of today's tasks she ticks: her adherence, a little lower on hard days. */
function ticksFor(persona: Persona, day: number, total: number, energyLow: boolean): number {
  const wobble = [0, -0.1, 0.1, 0, -0.2, 0.1, 0][day % 7] as number;
  const share = Math.max(0, Math.min(1, persona.adherence + wobble - (energyLow ? 0.2 : 0)));
  return day === 1 ? Math.min(total, Math.max(1, Math.round(share * total))) : Math.round(share * total);
}

export function simulateJourney(persona: Persona): Journey {
  const extracted = extractNameAndLocation(persona.first);
  const user = makeUser(persona, extracted.name ?? 'Cadence Member');
  const responses: OnboardingResponses = {
    basic_info: persona.first,
    hormone_symptoms: persona.answers[0],
    wellness_priorities: persona.answers[1],
    past_approaches: persona.answers[2],
    current_support: persona.answers[3],
  };
  const onboarding = onboardingRoutines(persona, user, responses);
  let routines = onboarding.routines;
  const planUser: PlanUser = { ...user, joinedOn: persona.start, challenges: [persona.answers[0], persona.answers[1]] } as PlanUser;

  const days: DayRecord[] = [];
  const weeks: WeekRecord[] = [];
  const logs: DailyLog[] = [];
  let yesterdayNote: string | null = null;
  const yesterdayNotes: Journey['yesterdayNotes'] = [];

  const dayOneRecommendations = generateWeeklyRecommendations({
    stats: weeklyStatsFromLogs([], weekStartMonday(persona.start), persona.start),
    reflectionNotes: '',
    routines,
    user,
    logs: [],
    today: persona.start,
  });

  for (let day = 1; day <= JOURNEY_DAYS; day++) {
    const date = addDays(persona.start, day - 1);
    // What the app reads of her days before today (the API's plan service calls the same function).
    const { noteContext, content } = coachDayContext({ user: planUser, date, plans: days.map((d) => d.plan), logs });
    yesterdayNotes.push({ day, rebuilt: noteContext.yesterdayNote, shown: yesterdayNote });
    let plan = buildDailyPlan({ user: planUser, routines, date, previousPlan: null, noteContext, content });
    const note = noteFor(persona, day);
    let llmExtract: DailyLog['llmExtract'] = null as unknown as DailyLog['llmExtract'];
    if (note !== '') {
      const adapted = adaptPlan({ plan, note, user: planUser, date, routines, noteContext });
      if (adapted.safety === null) plan = adapted.plan;
      llmExtract = adapted.llmExtract;
    }
    const energy = levelScore(llmExtract && typeof llmExtract === 'object' ? llmExtract.energy : undefined);
    const k = ticksFor(persona, day, plan.tasks.length, energy !== null && energy <= 3);
    const tasks: PlanTask[] = plan.tasks.map((t, i) => ({ ...t, status: i < k ? 'done' : 'pending' }));
    plan = { ...plan, tasks };
    const completed = { movement: false, nutrition: false, mindfulness: false, supplement: false };
    for (const t of tasks) if (t.status === 'done' && t.category && t.category in completed) completed[t.category as keyof typeof completed] = true;
    const log = { id: `${user.id}-${date}`, userId: user.id, date, notes: note, transcript: note, llmExtract, mood: null, completed, subtasks: {} } as unknown as DailyLog;
    logs.push(log);
    // The live note as the API writes it on every read: today's check-in from today's log.
    const liveNote = coachNoteFor(planUser, date, tasks, plan.safety ?? null, { checkIn: checkInOfLog(log), ...noteContext, changes: plan.adjustments });
    days.push({ day, date, note, plan, liveNote, done: k, total: tasks.length });
    yesterdayNote = liveNote;

    if (day % 7 === 0) {
      const week = day / 7;
      const weekStart = weekStartMonday(date);
      const { helped, hard } = reflectionFor(persona, week);
      const stats = weeklyStatsFromLogs(logs, weekStart, date);
      const reflection = `${helped}. ${hard}.`;
      const routinesBefore = routines.map((r) => ({ ...r }));
      const recommendations = generateWeeklyRecommendations({ stats, reflectionNotes: reflection, routines, user, logs, today: date });
      weeks.push({
        day,
        date,
        stats,
        reflection,
        recommendations,
        routinesBefore,
        reply: weeklyCheckInReply({ energyMoodScore: 3 + ((persona.age + week) % 7), whatHelped: helped, whatDidntHelp: hard, name: user.name, reading: readNote(reviewText({ whatHelped: helped, whatDidntHelp: hard })) }),
      });
      // She applies the recommendations (all of them).
      const changes = planRecommendationChanges(routines, recommendations, { userId: user.id, user });
      routines = applyChangeSet(routines, changes, (_input, i) => `${user.id}-w${week}-${i + 1}`);
    }
  }
  return { persona, extracted, user, programTitle: onboarding.title, onboardingTitles: onboarding.titles, routines, days, weeks, dayOneRecommendations, yesterdayNotes };
}

/** A readable transcript of a journey (the golden file and the sample script print this). */
export function describeJourney(j: Journey, opts: { full?: boolean } = {}): string {
  const lines: string[] = [];
  lines.push(`## ${j.persona.id}: “${j.persona.first}” → name ${j.extracted.name ?? '—'}, location ${j.extracted.location ?? '—'}`);
  lines.push(`Onboarding (${j.persona.path}): ${j.onboardingTitles.join(' · ')}`);
  for (const d of j.days) {
    lines.push(`Day ${d.day} (${d.date})${d.note ? ` — she wrote: “${d.note}”` : ' — no check-in'}; ticked ${d.done}/${d.total}`);
    lines.push(`  Coach: ${d.liveNote}`);
    if (opts.full !== false) {
      lines.push(`  Motivation: ${d.plan.dailyMotivation.message}`);
      lines.push(`  Tip: ${d.plan.personalizedTip.title} (${d.plan.personalizedTip.difficulty})`);
      const added = d.plan.tasks.filter((t) => t.source === 'adjustment_add').map((t) => t.label);
      if (added.length > 0) lines.push(`  Added: ${added.join(' · ')}`);
    }
  }
  for (const w of j.weeks) {
    lines.push(`Week review, day ${w.day}: ${w.stats.completedDays}/${w.stats.totalDays} days active; movement ${w.stats.categoryStats.movement}, nutrition ${w.stats.categoryStats.nutrition}, mindfulness ${w.stats.categoryStats.mindfulness}; reflection “${w.reflection}”`);
    for (const r of w.recommendations) lines.push(`  - [${r.priority}] ${r.label} — ${r.rationale}`);
    lines.push(`  Reply: ${w.reply}`);
  }
  return lines.join('\n');
}
