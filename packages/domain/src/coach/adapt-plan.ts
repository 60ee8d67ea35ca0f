// Rule-based adapt-plan: triage the note first (a red flag means the plan is NOT adapted and a
// safety notice is returned), then read mood/energy/pain/symptoms and add, soften or swap tasks.
// Every adjustment carries a label, a rationale and a type. Idempotent: the same note twice
// does not add the same task twice.
import type { SupplementScreeningProfile } from '../catalogues';
import type { AdjustmentObject, DailyPlan, LlmExtractObject, NoteReading, PlanTask, RoutineType, SafetyNotice } from '../schemas';
import { MAX_ADJUSTMENTS } from '../schemas/limits';
import { sanitizeDailyPlan } from '../safety/guard';
import { normalizeText } from '../safety/text';
import { triageText } from '../safety/triage';
import { MEDICAL_DISCLAIMER } from '../safety/weight-talk';
import { coachNoteFor, REASON_ADAPTED_PREFIX, taskKey, type CoachNoteContext, type RoutineForPlan } from './daily-plan';
import { intentsOf, routineIntents, type Intent } from './intents';
import { extractFromNote, type Symptom } from './note-extract';
import { readNote } from '../reading/read-note';
import { presentSymptoms } from '../reading/views';
import { bodyAreasFor, exercisesTagged, gentleExercises } from './themes';

export interface AdaptPlanParams {
  plan: DailyPlan;
  note: string;
  /** name and createdAt (when given) personalise the coach note. */
  user: SupplementScreeningProfile & { id?: string; name?: string | null; createdAt?: string | null };
  /** The plan's date ('YYYY-MM-DD'); with user.createdAt it gives the programme day. */
  date?: string;
  /** Her active routines: what they already cover is not added again (it is moved up instead). */
  routines?: readonly RoutineForPlan[];
  /** Coach-note context (streak, yesterday, yesterday's note). */
  noteContext?: Omit<CoachNoteContext, 'checkIn'>;
  /** The note's stored reading, when the caller has it (docs/decisions/110); else the note is read here. */
  reading?: NoteReading;
}

export interface AdaptPlanResult {
  /** The adapted plan, or the input plan unchanged when `safety` is not null. */
  plan: DailyPlan;
  llmExtract: LlmExtractObject;
  /** The adjustments made by this call (also appended to plan.adjustments). */
  adjustments: AdjustmentObject[];
  /** Red-flag notice: when present the plan was not adapted. Show it prominently. */
  safety: SafetyNotice | null;
}

/** @deprecated The adapted note is now written by writeCoachNote (docs/decisions/041); kept for old callers. */
export const ADAPTED_NOTE_PREFIX = 'Updated after your check-in:';
/** An energy level (0–10) at or below this softens intense movement. */
export const LOW_ENERGY_MAX = 3;

const INTENSE =
  /\b(?:hiit|intervals?|run|running|runs|jog|jogging|sprints?|cardio|spin|bootcamp|crossfit|strength|weights?|lifting|workout|gym|circuits?|plyo\w*|jumps?|jumping|intense|tabata|squats?|lunges?|burpees?|boxing|kickboxing|zumba|power)\b/;
const GENTLE =
  /\b(?:walk|walks|walking|stretch\w*|yoga|mobility|gentle|pilates|breath\w*|pelvic floor|tai chi|restorative|slow|easy|rest)\b/;

/** A pending, not yet adapted movement task that is better swapped or softened on a hard day. */
export function isIntenseMovement(task: PlanTask): boolean {
  if (task.status === 'done' || task.reasonTag.startsWith(REASON_ADAPTED_PREFIX)) return false;
  const text = normalizeText(`${task.label} ${task.notes ?? ''}`);
  if (INTENSE.test(text)) return true;
  return task.category === 'movement' && !GENTLE.test(text);
}

const PAIN_SYMPTOMS: readonly Symptom[] = ['back pain', 'neck pain', 'shoulder pain', 'knee pain', 'hip pain', 'joint pain', 'stiffness'];

interface Ctx {
  tasks: PlanTask[];
  adjustments: AdjustmentObject[];
  routines: readonly RoutineForPlan[];
  /** Tasks this check-in put up, in order (the first is first on her list). */
  movedUp: PlanTask[];
  /** Labels of the day's adjustments before this check-in (not announced twice). */
  earlierLabels: ReadonlySet<string>;
}

/** What a task already covers: its words, and for a routine task every subtask of the routine. */
function taskIntents(task: PlanTask, routines: readonly RoutineForPlan[]): Set<Intent> {
  const own = intentsOf(`${task.label}. ${task.notes ?? ''}`);
  const routine = task.routineId === undefined ? undefined : routines.find((r) => r.id === task.routineId);
  if (routine !== undefined) for (const i of routineIntents(routine)) own.add(i);
  return own;
}

/**
 * When a task in today's plan already covers `intent`, it is put first among what is left to do and true is
 * returned; nothing new is added. Only one task can be first (docs/decisions/096-coach-says-what-shows.md): the
 * first task this check-in puts up goes first, the next right after it ("I put X first and Y next"). A task
 * already done, or already where it would go because an earlier check-in put it there, is not announced again.
 */
function coveredMovesUp(ctx: Ctx, intent: Intent, why: string): boolean {
  // A task whose own label names the idea first ('Evening Wind-Down'), then one whose routine covers it.
  const byLabel = ctx.tasks.findIndex((t) => intentsOf(t.label).has(intent));
  const index = byLabel >= 0 ? byLabel : ctx.tasks.findIndex((t) => taskIntents(t, ctx.routines).has(intent));
  if (index < 0) return false;
  const task = ctx.tasks[index] as PlanTask;
  if (task.source === 'adjustment_add' || task.status === 'done') return true; // added earlier today, or done
  if (ctx.movedUp.includes(task)) return true;
  const firstPending = ctx.tasks.findIndex((t) => t.status === 'pending');
  const last = ctx.movedUp.at(-1);
  const target = last !== undefined ? ctx.tasks.indexOf(last) + 1 : firstPending;
  const first = ctx.movedUp.length === 0;
  const label = first ? `Put “${task.label}” first` : `Put “${task.label}” next`;
  if (index === target && ctx.earlierLabels.has(label)) {
    ctx.movedUp.push(task); // where an earlier check-in put it: true, but not news
    return true;
  }
  if (index > target) {
    ctx.tasks.splice(index, 1);
    ctx.tasks.splice(target, 0, task);
  }
  ctx.movedUp.push(task);
  ctx.adjustments.push({
    label,
    rationale: `${why} “${task.label}” already covers this, so nothing new was added; ${first ? 'it is first on your list today' : 'it comes next on your list today'}.`,
  });
  return true;
}

function addTask(
  ctx: Ctx,
  reason: string,
  task: { label: string; category: RoutineType; notes: string; routineId?: string; intents?: readonly Intent[] },
  adjustment: AdjustmentObject,
): void {
  const why = adjustment.rationale?.split('. ')[0]?.concat('.') ?? '';
  if ((task.intents ?? []).some((intent) => coveredMovesUp(ctx, intent, why))) return;
  const t: PlanTask = {
    label: task.label,
    status: 'pending',
    reasonTag: `${REASON_ADAPTED_PREFIX}: ${reason}`,
    source: 'adjustment_add',
    notes: task.notes,
    category: task.category,
    heard: reason,
  };
  if (task.routineId !== undefined) t.routineId = task.routineId;
  if (ctx.tasks.some((x) => taskKey(x) === taskKey(t))) return;
  ctx.tasks.push(t);
  ctx.adjustments.push(adjustment);
}

function soften(ctx: Ctx, reason: string, why: string): void {
  ctx.tasks = ctx.tasks.map((t) => {
    if (!isIntenseMovement(t)) return t;
    ctx.adjustments.push({
      label: `Made “${t.label}” lighter`,
      rationale: `${why} A shorter, easier version keeps you moving without draining you.`,
      type: 'soften',
    });
    return {
      ...t,
      label: `${t.label} (lighter version)`,
      reasonTag: `${REASON_ADAPTED_PREFIX}: ${reason}`,
      heard: reason,
      notes: 'Keep it shorter and easier than usual today: about half the time, at a pace where you can talk comfortably.',
    };
  });
}

/** Said when the note is in a language the coach cannot read yet. */
export const UNREAD_NOTE_LABEL = 'Saved your note as you wrote it';
export const UNREAD_NOTE_RATIONALE =
  "I can only read notes in English for now, so I have not changed today's plan because of it. Your note is saved in your log just as you wrote it.";

/** What to do before bed and when a hot flush wakes her (read aloud at 3 am, it must be short). */
export const NIGHT_FLUSH_STEPS =
  'Before bed: a cool room, a fan within reach, light cotton layers, and cold water and a spare top by the bed. When one wakes you: throw off the covers, sip the water, and breathe out slowly, longer than you breathe in. Leave the clock and your phone alone. If they wake you most nights, your GP can talk you through options.';

/** The reason an added task carries → the symptoms behind it. */
const REASON_SYMPTOMS: Readonly<Record<string, readonly Symptom[]>> = {
  'low energy': ['fatigue', 'brain fog'],
  digestion: ['bloating', 'digestive upset'],
  'hot flushes': ['hot flushes', 'night sweats'],
};

/** Added tasks in order of how bad she says each thing is (severe first); the rest keep their order. */
function bySeverity(tasks: readonly PlanTask[], reading: NoteReading): PlanTask[] {
  const present = presentSymptoms(reading);
  const rank = (t: PlanTask): number => {
    if (t.source !== 'adjustment_add') return 1;
    const reason = t.reasonTag.startsWith(`${REASON_ADAPTED_PREFIX}: `) ? t.reasonTag.slice(REASON_ADAPTED_PREFIX.length + 2) : '';
    const names = REASON_SYMPTOMS[reason] ?? [reason];
    const found = present.filter((p) => names.includes(p.symptom));
    return found.some((p) => p.severity === 'severe') ? 0 : found.length > 0 && found.every((p) => p.severity === 'mild') ? 2 : 1;
  };
  const slots = tasks.map((t, i) => (t.source === 'adjustment_add' ? i : -1)).filter((i) => i >= 0);
  const added = slots.map((i) => tasks[i] as PlanTask).sort((a, b) => rank(a) - rank(b));
  const out = [...tasks];
  slots.forEach((slot, k) => {
    out[slot] = added[k] as PlanTask;
  });
  return out;
}

/** "a, b and c" (the coach always passes at least two names). */
const list = (names: readonly string[]): string => `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** Adapt today's plan to a note. Pure and deterministic. */
export function adaptPlan({ plan, note, user, date, routines = [], noteContext, reading: stored }: AdaptPlanParams): AdaptPlanResult {
  const reading = stored ?? readNote(note);
  const llmExtract = extractFromNote(reading);
  const safety = triageText(note);
  if (safety !== null) return { plan, llmExtract, adjustments: [], safety };

  const has = (s: Symptom): boolean => llmExtract.symptoms.includes(s);
  const ctx: Ctx = {
    tasks: plan.tasks.map((t) => ({ ...t })),
    adjustments: [],
    routines,
    movedUp: [],
    earlierLabels: new Set(plan.adjustments.map((a) => (typeof a === 'string' ? a : a.label))),
  };

  // A note the reading could not read (another language) is not pretended to be understood: the plan
  // stays as it is and she is told so, plainly (docs/decisions/110).
  if (reading.unread.includes('other_language') && llmExtract.symptoms.length === 0) {
    const adjustment: AdjustmentObject = { label: UNREAD_NOTE_LABEL, rationale: UNREAD_NOTE_RATIONALE };
    if (plan.adjustments.some((a) => typeof a === 'object' && a.label === UNREAD_NOTE_LABEL)) return { plan, llmExtract, adjustments: [], safety: null };
    return { plan: { ...plan, adjustments: [...plan.adjustments, adjustment].slice(-MAX_ADJUSTMENTS) }, llmExtract, adjustments: [adjustment], safety: null };
  }

  // Pain or stiffness: swap intense movement for gentle mobility for the painful area.
  const painSymptom = PAIN_SYMPTOMS.find(has);
  if (painSymptom !== undefined) {
    const where = painSymptom === 'stiffness' ? 'stiffness' : painSymptom;
    const exercises = gentleExercises(bodyAreasFor(presentSymptoms(reading).find((x) => x.symptom === painSymptom)?.words ?? note), 3);
    const names = exercises.map((e) => e.name);
    const notes = `Try ${list(names)}. Move slowly within a pain-free range and stop anything that makes the pain worse.`;
    const intense = ctx.tasks.filter(isIntenseMovement);
    // Her own mobility routine is already on today's plan: soften the hard sessions and move it
    // up rather than adding a second mobility task.
    const ownMobility = ctx.tasks.some((t) => t.source === 'routine' && !isIntenseMovement(t) && taskIntents(t, ctx.routines).has('mobility'));
    if (ownMobility && intense.length > 0) {
      soften(ctx, where, `You mentioned ${where}.`);
      coveredMovesUp(ctx, 'mobility', `You mentioned ${where}.`);
      intense.length = 0;
    } else if (ownMobility) {
      coveredMovesUp(ctx, 'mobility', `You mentioned ${where}.`);
    }
    for (const old of intense) {
      ctx.tasks = ctx.tasks.filter((t) => t !== old);
      addTask(
        ctx,
        where,
        { label: `Gentle mobility instead of “${old.label}”`, category: 'movement', notes, ...(old.routineId !== undefined ? { routineId: old.routineId } : {}) },
        {
          label: `Swapped “${old.label}” for gentle mobility`,
          rationale: `You mentioned ${where}. Gentle, pain-free movement such as ${list(names)} is kinder to your body today than intense exercise.`,
          type: 'swap',
        },
      );
    }
    const hasMobility = ctx.tasks.some((t) => t.source === 'adjustment_add' && t.label.startsWith('Gentle mobility'));
    if (intense.length === 0 && !hasMobility && !ownMobility) {
      addTask(
        ctx,
        where,
        { label: `Gentle mobility for your ${where.replace(' pain', '')}`, category: 'movement', notes, intents: ['mobility'] },
        {
          label: 'Added gentle mobility',
          rationale: `You mentioned ${where}. A few minutes of gentle movement such as ${list(names)} can ease tension without strain.`,
          type: 'add',
        },
      );
    }
  }

  if (has('poor sleep')) {
    const calm = exercisesTagged('sleep', 2).map((e) => e.name);
    addTask(
      ctx,
      'poor sleep',
      {
        label: 'Evening wind-down: screens off an hour before bed',
        category: 'mindfulness',
        notes: `Dim the lights, put screens away and try ${list(calm)} before bed.`,
        intents: ['wind-down'],
      },
      {
        label: 'Added an evening wind-down',
        rationale: 'You mentioned sleeping badly. A calm, screen-free last hour helps your body get ready for sleep tonight.',
        type: 'add',
      },
    );
    soften(ctx, 'poor sleep', 'After a poor night, your body recovers less well from hard exercise.');
  } else if (has('fatigue') || has('brain fog') || (typeof llmExtract.energy === 'number' && llmExtract.energy <= LOW_ENERGY_MAX)) {
    soften(ctx, 'low energy', 'You mentioned feeling low on energy.');
  }

  if (has('cramps')) {
    addTask(
      ctx,
      'cramps',
      {
        label: 'Warmth and rest for cramps',
        category: 'movement',
        notes: `A warm (not hot) heat pad on your tummy, then ${list(exercisesTagged('pelvic-floor', 2).map((e) => e.name))}.`,
      },
      {
        label: 'Added warmth and rest for cramps',
        rationale: 'You mentioned cramps. Warmth and slow stretches help many people feel more comfortable.',
        type: 'add',
      },
    );
    soften(ctx, 'cramps', 'You mentioned cramps.');
  }

  if (has('stress') || has('anxiety')) {
    addTask(
      ctx,
      has('anxiety') ? 'anxiety' : 'stress',
      {
        label: 'Five minutes of slow breathing',
        category: 'mindfulness',
        notes: 'Breathe in for four counts and out for six. Sit or lie comfortably and let your shoulders drop.',
        intents: ['breathing'],
      },
      {
        label: 'Added a short breathing practice',
        rationale: `You mentioned feeling ${has('anxiety') ? 'anxious' : 'stressed'}. A longer out-breath helps many people feel calmer.`,
        type: 'add',
      },
    );
  }

  if (has('low mood')) {
    addTask(
      ctx,
      'low mood',
      {
        label: 'Ten minutes outside and a message to someone you like',
        category: 'movement',
        notes: 'Daylight and a little connection can lift the day a bit. Be gentle with yourself.',
        intents: ['connection'],
      },
      {
        label: 'Added time outside and a moment of connection',
        rationale:
          'You mentioned feeling low. Daylight and connection often help. If low mood lasts more than two weeks, please talk to your doctor.',
        type: 'add',
      },
    );
  }

  if (has('headache')) {
    const water = ctx.tasks.some((t) => t.source === 'routine' && taskIntents(t, ctx.routines).has('hydration'));
    addTask(
      ctx,
      'headache',
      water
        ? { label: 'A ten-minute screen break', category: 'mindfulness', notes: 'Rest your eyes away from screens for a few minutes, and keep up the water from your routine.' }
        : { label: 'A glass of water and a screen break', category: 'nutrition', notes: 'Drink a glass of water and rest your eyes away from screens for a few minutes.' },
      {
        label: 'Added water and a screen break',
        rationale: 'You mentioned a headache. Water and a break from screens help some headaches; seek advice if it is severe or unusual for you.',
        type: 'add',
      },
    );
  }

  if (has('bloating') || has('digestive upset')) {
    addTask(
      ctx,
      'digestion',
      { label: 'Gentle ten-minute walk after your next meal', category: 'movement', notes: 'A relaxed pace is enough. Warm peppermint or ginger tea afterwards may feel soothing.', intents: ['gut-meals', 'walk'] },
      {
        label: 'Added a gentle walk after a meal',
        rationale: 'You mentioned your digestion. Light movement after eating can ease bloating for many people.',
        type: 'add',
      },
    );
  }

  if (has('nausea')) {
    addTask(
      ctx,
      'nausea',
      { label: 'Small, plain snacks and sips of water', category: 'nutrition', notes: 'Eat little and often and keep sipping water.' },
      {
        label: 'Added small, plain snacks',
        rationale: 'You mentioned feeling sick. Small plain snacks and fluids are easier on the stomach; seek advice if you cannot keep fluids down.',
        type: 'add',
      },
    );
  }

  if (has('hot flushes') || has('night sweats')) {
    // At night (3 am, woke with them, night sweats) the hard part is the night itself: steps for then.
    const atNight = presentSymptoms(reading).some((x) => (x.symptom === 'hot flushes' || x.symptom === 'night sweats') && x.atNight);
    addTask(
      ctx,
      'hot flushes',
      atNight
        ? { label: 'A plan for hot flushes in the night', category: 'other', notes: NIGHT_FLUSH_STEPS, intents: ['cool-bedroom'] }
        : { label: 'Cool bedroom and light layers tonight', category: 'other', notes: 'Open a window or use a fan, wear light layers and keep a glass of cold water by the bed.', intents: ['cool-bedroom'] },
      atNight
        ? {
            label: 'Added steps for the night',
            rationale: 'You said the hot flushes come in the night. With what you need within reach, the next one is easier to get through and back to sleep.',
            type: 'add',
          }
        : {
            label: 'Added a cool-bedroom routine',
            rationale: 'You mentioned hot flushes or night sweats. A cool room and layers you can remove help many people sleep more comfortably.',
            type: 'add',
          },
    );
  }

  // Priorities follow severity: what she calls severe comes first among today's additions.
  ctx.tasks = bySeverity(ctx.tasks, reading);

  if (ctx.adjustments.length === 0) return { plan, llmExtract, adjustments: [], safety: null };

  // The day's list holds each change once; the note names only this check-in's changes (decision 096).
  const adjustments = uniqueAdjustments([...plan.adjustments, ...ctx.adjustments]).slice(-MAX_ADJUSTMENTS);
  const noteUser = { id: user.id ?? plan.userId, name: user.name ?? null, createdAt: user.createdAt ?? null };
  const coachNote = coachNoteFor(noteUser, date ?? plan.date, ctx.tasks, plan.safety ?? null, {
    ...noteContext,
    checkIn: { note, energy: llmExtract.energy ?? null, mood: llmExtract.mood ?? null, symptoms: llmExtract.symptoms },
    changes: ctx.adjustments,
  });
  const adapted: DailyPlan = {
    ...plan,
    tasks: ctx.tasks,
    adjustments,
    coachNote,
    disclaimer: plan.disclaimer ?? MEDICAL_DISCLAIMER,
  };
  return { plan: sanitizeDailyPlan(adapted, user), llmExtract, adjustments: ctx.adjustments, safety: null };
}

/** Adjustments without repeats (same label: the later one is dropped). */
export function uniqueAdjustments<T extends AdjustmentObject | string>(list: readonly T[]): T[] {
  const seen = new Set<string>();
  return list.filter((a) => {
    const key = (typeof a === 'string' ? a : a.label).trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
