// Rule-based weekly recommendations from stats, the reflection and the week's daily notes.
// Fair: the spec's local rules (§8) use thresholds pro-rated to the days observed (no "fewer than
// 3 days" on day 1) and quote the same numbers the statistics card shows. Specific: the week's
// notes (food triggers, forgetting, poor sleep, pain) get a concrete change. Never suggests what
// she already has: a shortfall in an area she has a routine for becomes a change to that routine.
// Every reason quotes her data ("3 of 5 days you wrote 'bloated'").
import { countOf } from '../constants/plural';
import type { SupplementScreeningProfile } from '../catalogues';
import { DAYS_PER_WEEK } from '../constants';
import { LOCAL_RECOMMENDATIONS, localWeeklyRecommendations, observedDays, weekScope, type WeekWindow } from '../engine/weekly';
import type { Priority, WeeklyRecommendation, WeeklyStats } from '../schemas';
import { MAX_RECOMMENDATIONS } from '../schemas/limits';
import { sanitizeRecommendations, scrubItem } from '../safety/guard';
import { screenRecommendationsDetailed } from '../safety/supplement-screen';
import { normalizeText, splitClauses } from '../safety/text';
import { isIntenseMovement } from './adapt-plan';
import type { RoutineForPlan } from './daily-plan';
import { intentsOf, routineIntents, type Intent } from './intents';
import { noteSymptomMentions, type Symptom } from './note-extract';
import { readNote, readingOfLog } from '../reading/read-note';
import type { NoteReading } from '../schemas/reading';
import { weekStartMonday } from '../engine/dates';
import { epochDay } from './rotation';

/** A day's note as the recommendations read it. */
export interface WeekNote {
  date: string;
  notes?: string | null;
  transcript?: string | null;
  /** The day's stored reading (read from notes and transcript when absent). */
  reading?: NoteReading | null;
}

export interface WeeklyRecommendationsParams {
  stats: Pick<WeeklyStats, 'categoryStats' | 'commonSymptoms' | 'energyTrend'> &
    Partial<Pick<WeeklyStats, 'completedDays' | 'totalDays'>>;
  reflectionNotes: string | readonly string[];
  /** The reflection's stored reading, when the caller has it (else the reflection is read here). */
  reflectionReading?: NoteReading | null;
  routines?: readonly RoutineForPlan[];
  user?: (SupplementScreeningProfile & { createdAt?: string | null }) | null;
  /** This week's daily logs (notes and transcripts are read). */
  logs?: readonly WeekNote[];
  /** Programme day today; else computed from user.createdAt and `today`. */
  daysSinceStart?: number | null;
  /** Her today ('YYYY-MM-DD'). */
  today?: string | null;
}

/** Replaces a local rule that named a supplement the user should not be steered towards. */
export const SAFE_SUPPLEMENT_REVIEW = {
  label: 'Review your supplement routine with your doctor or pharmacist',
  rationale:
    'Fatigue came up this week or your energy is trending down. Some supplements may not suit your medication or health conditions, so ask your doctor or pharmacist before changing anything.',
} as const;

const PRIORITY_RANK: Record<Priority, number> = { high: 0, medium: 1, low: 2 };
const MIN_NUTRITION_DAYS = 3;

const STOP_WORDS = new Set(['daily', 'routine', 'practice', 'your', 'with', 'from', 'that', 'this', 'minute', 'minutes', 'down', 'time', 'support', 'add']);
const POSITIVE = /\b(?:helped|helps|helpful|worked|works|loved|love|enjoyed|enjoy|liked|good|great|better|calming|relaxing)\b/;
const DROP = /\b(?:hated|hate|stop|stopped|drop|quit|don't want|do not want|pointless|not for me|can't stand)\b/;
const NEGATIVE =
  /\b(?:didn't help|did not help|hard|harder|too much|too long|no time|skipped|boring|struggled|struggle|difficult|exhausting|couldn't|could not)\b/;

const labelPatternMemo = new Map<string, RegExp | null>();

/** A regex matching any significant word of a routine label (cached), or null when it has none. */
function labelPattern(label: string): RegExp | null {
  let re = labelPatternMemo.get(label);
  if (re === undefined) {
    const words = normalizeText(label)
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length >= 4 && !STOP_WORDS.has(w));
    re = words.length === 0 ? null : new RegExp(`\\b(?:${words.join('|')})`);
    if (labelPatternMemo.size > 1024) labelPatternMemo.clear();
    labelPatternMemo.set(label, re);
  }
  return re;
}

const byPriority = (a: WeeklyRecommendation, b: WeeklyRecommendation): number => PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority];

/** Whether a reason quotes her data: a number, or her own words in quotes. */
export function citesHerData(rationale: string): boolean {
  return /\d|“[^”]+”|'[^']+'|"[^"]+"/.test(rationale);
}

/** A clause of her (normalised) text, fit to quote: 'I' restored, first letter capital, at most 80 characters. */
const quoteClause = (c: string): string => {
  const t = c
    .trim()
    .replace(/[.!?]+$/, '')
    .replace(/\bi\b/g, 'I')
    .replace(/^./, (ch) => ch.toUpperCase());
  return t.length > 80 ? `${t.slice(0, 77)}...` : t;
};

/** The clause of hers that holds the words a pattern matched ("woke at 3" → "Woke at 3am twice"): quote what she wrote. */
const clauseSaying = (clauses: readonly string[], words: string): string => clauses.find((c) => c.includes(words.toLowerCase())) ?? words;

/** "You wrote “bloated” on 2 of the 5 days you made notes." — said the way a person would say it. */
export function wroteOn(count: number, notedDays: number, word: string): string {
  if (count <= 1) return notedDays <= 1 ? `You wrote “${word}”.` : `You wrote “${word}” one day this week.`;
  if (count >= notedDays) return `You wrote “${word}” on all ${count} days you made notes.`;
  return `You wrote “${word}” on ${count} of the ${notedDays} days you made notes.`;
}

/** Keep a routine she says helped, and build on it (one more day), never make it "easier". */
function keepAndBuild(r: RoutineForPlan, said: string, priority: Priority): WeeklyRecommendation {
  return {
    type: 'keep',
    routineType: r.type,
    label: `Keep “${r.label}”`,
    rationale: `You wrote “${said}”. Keep it, and if you can, add one more day of it this week.`,
    priority,
  };
}

// --- the week's notes ------------------------------------------------------------------------------

interface NoteDay {
  date: string;
  text: string;
  mentions: { symptom: Symptom; words: string }[];
}

/** Days on which a symptom was written, and the word she used most. */
function symptomDays(days: readonly NoteDay[], symptoms: readonly Symptom[]): { count: number; word: string } {
  const words = new Map<string, number>();
  let count = 0;
  for (const d of days) {
    const hit = d.mentions.filter((m) => symptoms.includes(m.symptom));
    if (hit.length === 0) continue;
    count += 1;
    for (const h of hit) words.set(h.words, (words.get(h.words) ?? 0) + 1);
  }
  const word = [...words.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  return { count, word };
}

const FOOD_TRIGGER =
  /\b(?:bloat\w*|gassy|stomach ache|tummy ache|heartburn|reflux|indigestion|cramps?)\s+(?:again\s+)?(?:after|from)\s+(?:eating\s+|having\s+|the\s+|my\s+|some\s+|too much\s+|a\s+)*([a-z]+(?:\s+(?:bread|pasta|milk|cheese|coffee|wine))?)/g;
const FOOD_TRIGGER_2 = /\b([a-z]+)\s+(?:makes|made|leaves|left|gives|gave)\s+me\s+(?:so\s+|really\s+|very\s+)?(?:bloated|gassy|heartburn|reflux)/g;
const MEAL_WORDS = new Set(['lunch', 'dinner', 'breakfast', 'meals', 'meal', 'eating', 'food', 'it', 'that', 'this', 'everything', 'work', 'lunchtime']);

/** Foods she named as triggers, most mentioned first, with the number of days. */
function foodTriggers(days: readonly NoteDay[]): { food: string; days: number }[] {
  const counts = new Map<string, Set<string>>();
  for (const d of days) {
    for (const re of [FOOD_TRIGGER, FOOD_TRIGGER_2]) {
      for (const m of d.text.matchAll(re)) {
        const food = (m[1] ?? '').trim();
        if (food === '' || MEAL_WORDS.has(food)) continue;
        const set = counts.get(food) ?? new Set<string>();
        set.add(d.date);
        counts.set(food, set);
      }
    }
  }
  return [...counts.entries()].map(([food, ds]) => ({ food, days: ds.size })).sort((a, b) => b.days - a.days);
}

const FORGOT =
  /\b(?:forgot|forget|forgetting|forgotten|kept forgetting|keep forgetting|didn't remember|did not remember|missed)\s+(?:to\s+(?:take|do|drink)\s+)?(?:my\s+|the\s+|about\s+my\s+|about\s+the\s+)?([a-z]+)/g;
const SUPPLEMENT_WORDS = /^(?:supplements?|vitamins?|magnesium|pills?|tablets?|capsules?|omega|probiotics?|iron)$/;

/** What she forgot, by day: 'supplements' or a word to find in a routine label. */
function forgotten(days: readonly NoteDay[], reflection: string): { what: string; days: number; inReflection: boolean; phrase: string }[] {
  const counts = new Map<string, { dates: Set<string>; phrase: string }>();
  const scan = (text: string, date: string): void => {
    for (const m of text.matchAll(FORGOT)) {
      const word = m[1] ?? '';
      if (word === '' || ['to', 'it', 'that', 'what', 'about'].includes(word)) continue;
      const what = SUPPLEMENT_WORDS.test(word) ? 'supplements' : word;
      const entry = counts.get(what) ?? { dates: new Set<string>(), phrase: m[0] };
      entry.dates.add(date);
      counts.set(what, entry);
    }
  };
  for (const d of days) scan(d.text, d.date);
  scan(normalizeText(reflection), 'reflection');
  return [...counts.entries()]
    .map(([what, e]) => ({ what, days: [...e.dates].filter((d) => d !== 'reflection').length, inReflection: e.dates.has('reflection'), phrase: e.phrase }))
    .sort((a, b) => b.days - a.days);
}

// --- main ------------------------------------------------------------------------------------------

function daysSinceStartOf(params: WeeklyRecommendationsParams): number | null {
  if (typeof params.daysSinceStart === 'number') return params.daysSinceStart;
  const created = params.user?.createdAt;
  if (typeof created !== 'string' || typeof params.today !== 'string') return null;
  try {
    return Math.max(0, epochDay(params.today) - epochDay(created)) + 1;
  } catch {
    return null;
  }
}

const has = (r: RoutineForPlan, intent: Intent): boolean => routineIntents(r).has(intent);

/** Weekly recommendations. Deterministic; local §8 rules first, then extras by priority. */
export function generateWeeklyRecommendations(params: WeeklyRecommendationsParams): WeeklyRecommendation[] {
  const { stats, reflectionNotes, routines = [], user, logs = [] } = params;
  const profile: SupplementScreeningProfile = user ?? {};
  const window: WeekWindow = { daysSinceStart: daysSinceStartOf(params) };
  const observed = observedDays(stats, window);
  const scope = weekScope(stats, window);
  const active = routines.filter((r) => r.active !== false);
  const reflection = typeof reflectionNotes === 'string' ? reflectionNotes : reflectionNotes.join('\n');

  // Only this week's notes (the caller may pass more): Monday of her today up to today.
  const weekStart = typeof params.today === 'string' ? weekStartMonday(params.today) : null;
  const days: NoteDay[] = logs
    .filter((l) => weekStart === null || (l.date >= weekStart && l.date <= (params.today as string)))
    .map((l) => ({ date: l.date, raw: [l.notes ?? '', l.transcript ?? ''].filter((t) => t.trim() !== '').join('. '), reading: readingOfLog(l) }))
    .filter((l) => l.raw !== '')
    .map((l) => ({ date: l.date, text: normalizeText(l.raw), mentions: noteSymptomMentions(l.reading) }));
  const notedDays = new Set(days.map((d) => d.date)).size;
  const reading = params.reflectionReading ?? readNote(reflection);
  const reflectionMentions = noteSymptomMentions(reading);
  /** What she says helped (or did not) with a routine: the reflection's reading, matched by idea or by name. */
  const effectOn = (r: RoutineForPlan, helped: boolean) => {
    const ideas = intentsOf(r.label);
    const re = labelPattern(r.label);
    return reading.effects.find((e) => e.helped === helped && (e.intents.some((i) => ideas.has(i as Intent)) || (re !== null && re.test(normalizeText(e.what)))));
  };
  const reflectionClauses = splitClauses(normalizeText(reflection));
  /** Her clause saying a routine helped ("Daylight walks helped my energy"), fit to quote; null when she did not say so. */
  const helpedQuote = (r: RoutineForPlan): string | null => {
    const e = effectOn(r, true);
    if (e === undefined) return null;
    const what = normalizeText(e.what);
    return quoteClause(reflectionClauses.find((c) => c.includes(what)) ?? `${what} helped`);
  };
  const said = (s: Symptom): boolean => reflectionMentions.some((m) => m.symptom === s);
  const common = normalizeText(stats.commonSymptoms.join(' '));

  // Paused routines she says she misses ("I miss my morning walks"): offered back before anything new.
  const bringBacks: WeeklyRecommendation[] = [];
  for (const miss of reading.misses) {
    const paused = routines.find(
      (r) => r.active === false && (miss.intents.some((i) => routineIntents(r).has(i as Intent)) || labelPattern(r.label)?.test(normalizeText(miss.what)) === true),
    );
    if (paused === undefined || bringBacks.some((b) => b.label.includes(`“${paused.label}”`))) continue;
    bringBacks.push({
      type: 'modify',
      routineType: paused.type,
      label: `Bring back “${paused.label}”`,
      rationale: `You wrote that you miss ${miss.what.replace(/^(?:my|the) /, 'your ')}. “${paused.label}” is still here, paused: switching it back on is easier than starting something new.`,
      priority: 'high',
    });
  }

  // 1. The spec's local rules, turned towards what she already has.
  const local: WeeklyRecommendation[] = [];
  for (const rec of localWeeklyRecommendations(stats, window)) {
    if (rec.label === LOCAL_RECOMMENDATIONS.addMovement.label) {
      const movers = active.filter((r) => r.type === 'movement' || has(r, 'walk'));
      const isIntense = (r: RoutineForPlan): boolean =>
        isIntenseMovement({ label: r.label, notes: r.notes ?? '', category: 'movement', status: 'pending', reasonTag: '', source: 'routine' });
      const mover = movers.find((r) => !isIntense(r)) ?? movers[0];
      const moverHelped = mover === undefined ? null : helpedQuote(mover);
      const missedMover = bringBacks.find((b) => b.routineType === 'movement');
      local.push(
        mover === undefined
          ? (missedMover ?? rec)
          : moverHelped !== null
            ? keepAndBuild(mover, moverHelped, 'high')
            : {
              type: 'modify',
              routineType: mover.type,
              label: `Make “${mover.label}” easier to fit in`,
              rationale: `You ticked movement on ${stats.categoryStats.movement} of ${countOf(observed, 'day')} ${scope}. A 10-minute version of “${mover.label}” at a set time is easier to keep than a longer one you skip.`,
              priority: 'high',
            },
      );
    } else if (rec.label === LOCAL_RECOMMENDATIONS.breathing.label) {
      const calm = active.find((r) => has(r, 'breathing')) ?? active.find((r) => r.type === 'mindfulness');
      const calmHelped = calm === undefined ? null : helpedQuote(calm);
      local.push(
        calm === undefined
          ? rec
          : calmHelped !== null
            ? keepAndBuild(calm, calmHelped, 'medium')
            : {
              type: 'modify',
              routineType: calm.type,
              label: `Pair “${calm.label}” with something you already do`,
              rationale: `You ticked mindfulness on ${stats.categoryStats.mindfulness} of ${countOf(observed, 'day')} ${scope}. Doing “${calm.label}” straight after a daily habit, like your morning tea, makes it automatic.`,
              priority: 'medium',
            },
      );
    } else {
      // Fatigue / declining energy: never suggest a supplement she already takes.
      const takes = (re: RegExp): RoutineForPlan | undefined =>
        active.find((r) => r.type === 'supplement' && re.test(normalizeText([r.label, ...(r.subtasks ?? []).map((s) => s.name)].join(' '))));
      const magnesium = takes(/\bmagnesium\b/);
      const vitaminD = takes(/\bvitamin d\b|\bd3\b/);
      const why = rec.rationale.split('. ')[0] as string;
      const fatigueDays = symptomDays(days, ['fatigue', 'brain fog']);
      const data = fatigueDays.count > 0 ? wroteOn(fatigueDays.count, notedDays, fatigueDays.word) : `${why}.`;
      let advice: string;
      if (magnesium && vitaminD) advice = `You already take “${magnesium.label}”${vitaminD === magnesium ? '' : ` and “${vitaminD.label}”`}; ask your GP whether a simple blood test (iron, vitamin D, thyroid) makes sense.`;
      else if (magnesium) advice = `You already take “${magnesium.label}”, so no need to add more; ask your pharmacist whether vitamin D timing is worth checking.`;
      else if (vitaminD) advice = `You already take “${vitaminD.label}”; ask your pharmacist whether magnesium in the evening would suit you.`;
      else advice = 'Consider magnesium or vitamin D timing, and check with your healthcare provider.';
      local.push({ ...rec, rationale: `${data} ${advice}` });
    }
  }
  const screenedLocal = local.map((rec) => {
    const safe = screenRecommendationsDetailed([rec], profile).kept.length === 1;
    if (safe) return scrubItem(rec);
    return scrubItem({ ...rec, label: SAFE_SUPPLEMENT_REVIEW.label, rationale: `${rec.rationale.split('. ')[0] as string}. ${SAFE_SUPPLEMENT_REVIEW.rationale.split('. ').slice(1).join('. ')}` });
  });

  const extras: WeeklyRecommendation[] = [];

  // 2. Nutrition, pro-rated the same way.
  if (observed >= 3 && stats.categoryStats.nutrition < Math.max(1, Math.round((MIN_NUTRITION_DAYS * observed) / DAYS_PER_WEEK))) {
    const eat = active.find((r) => r.type === 'nutrition');
    extras.push(
      eat === undefined
        ? {
            type: 'add',
            routineType: 'nutrition',
            label: 'Add a simple balanced breakfast',
            rationale: `You ticked nutrition on ${stats.categoryStats.nutrition} of ${countOf(observed, 'day')} ${scope}. A breakfast with protein and fibre is an easy anchor for steadier energy.`,
            priority: 'medium',
          }
        : {
            type: 'modify',
            routineType: 'nutrition',
            label: `Keep “${eat.label}” to one meal a day`,
            rationale: `You ticked nutrition on ${stats.categoryStats.nutrition} of ${countOf(observed, 'day')} ${scope}. Starting with just breakfast makes “${eat.label}” easier to keep.`,
            priority: 'medium',
          },
    );
  }

  // 3. Food triggers and bloating.
  const bloat = symptomDays(days, ['bloating', 'digestive upset']);
  const triggers = foodTriggers(days);
  const reflectionTrigger = foodTriggers([{ date: 'reflection', text: normalizeText(reflection), mentions: [] }])[0];
  if (triggers.length > 0) {
    const t = triggers[0] as { food: string; days: number };
    extras.push({
      type: 'add',
      routineType: 'nutrition',
      label: `Try a week with less ${t.food}`,
      rationale: `${bloat.count > 0 ? wroteOn(bloat.count, notedDays, bloat.word).replace(/\.$/, '') : 'You wrote about your stomach'}, ${t.days === 1 ? 'once' : `${t.days} times`} after ${t.food}. A one-week swap, noting how your stomach feels, shows whether ${t.food} is a trigger for you.`,
      priority: 'high',
    });
  } else if (reflectionTrigger !== undefined) {
    const food = reflectionTrigger.food;
    extras.push({
      type: 'add',
      routineType: 'nutrition',
      label: `Try a week with less ${food}`,
      rationale: `Your reflection says you felt bloated after ${food}. A one-week swap, noting how your stomach feels, shows whether ${food} is a trigger for you.`,
      priority: 'high',
    });
  } else if (bloat.count >= 2) {
    extras.push({
      type: 'add',
      routineType: 'nutrition',
      label: 'Keep a one-line food and bloating note for a week',
      rationale: `${wroteOn(bloat.count, notedDays, bloat.word)} Noting what you ate before it shows which foods to test.`,
      priority: 'medium',
    });
  }

  // 4. Forgetting.
  for (const f of forgotten(days, reflection).slice(0, 2)) {
    const target =
      f.what === 'supplements'
        ? active.find((r) => r.type === 'supplement')
        : active.find((r) => labelPattern(r.label)?.test(f.what) || normalizeText(r.label).includes(f.what));
    if (target === undefined) continue;
    extras.push({
      type: 'modify',
      routineType: target.type,
      label: `Tie “${target.label}” to breakfast`,
      rationale: `You wrote “${f.phrase}”${f.days > 1 ? ` on ${f.days} days` : ''}${f.inReflection && f.days > 0 ? ' and again in your reflection' : ''}. Keeping it next to the kettle or your toothbrush ties it to something you already do every morning.`,
      priority: 'medium',
    });
  }

  // 5. Poor sleep.
  const sleep = symptomDays(days, ['poor sleep', 'night sweats']);
  if (sleep.count > 0 || said('poor sleep') || /\bsleep/.test(common)) {
    const windDown = active.find((r) => has(r, 'wind-down')) ?? active.find((r) => r.type === 'mindfulness' && /wind|sleep|evening|bed/i.test(r.label));
    const data =
      sleep.count > 0
        ? wroteOn(sleep.count, notedDays, sleep.word)
        : said('poor sleep')
          ? `Your reflection says “${quoteClause(clauseSaying(reflectionClauses, reflectionMentions.find((m) => m.symptom === 'poor sleep')?.words ?? 'sleep'))}”.`
          : '“sleep” is among your most common symptoms this week.';
    extras.push(
      windDown === undefined
        ? {
            type: 'add',
            routineType: 'mindfulness',
            label: 'Add an evening wind-down routine',
            rationale: `${data} A calm, screen-free last hour before bed helps your body get ready for sleep.`,
            priority: 'medium',
          }
        : {
            type: 'modify',
            routineType: windDown.type,
            label: `Start “${windDown.label}” 30 minutes earlier`,
            rationale: `${data} You already have the right routine; starting it earlier gives your body more time to wind down.`,
            priority: 'medium',
          },
    );
  }

  // 6. Pain: make intense sessions gentler, or add mobility when she moves but hurts.
  const pain = symptomDays(days, ['back pain', 'neck pain', 'shoulder pain', 'knee pain', 'hip pain', 'joint pain', 'stiffness', 'cramps']);
  const painful = pain.count > 0 || reflectionMentions.some((m) => /pain|stiffness|cramps/.test(m.symptom)) || /\bpain/.test(common);
  if (painful) {
    const painData = pain.count > 0 ? wroteOn(pain.count, notedDays, pain.word) : '“pain” came up in your notes this week.';
    const intense = active.filter(
      (r) => r.type === 'movement' && isIntenseMovement({ label: r.label, notes: r.notes ?? '', category: r.type, status: 'pending', reasonTag: '', source: 'routine' }),
    );
    if (intense.length > 0) {
      for (const r of intense) {
        extras.push({
          type: 'modify',
          routineType: 'movement',
          label: `Make “${r.label}” gentler`,
          rationale: `${painData} Swapping intense sessions for gentle, pain-free movement helps you keep moving while your body settles.`,
          priority: 'medium',
        });
      }
    } else if (!active.some((r) => has(r, 'mobility'))) {
      extras.push({
        type: 'add',
        routineType: 'movement',
        label: 'Add a 10-minute gentle mobility routine',
        rationale: `${painData} A few minutes of slow mobility work can ease tension.`,
        priority: 'medium',
      });
    }
  }

  // 7. What the reflection says about specific routines (quoting her). What helped is kept and built on,
  // never "made easier" (docs/decisions/110): her reading's "X helped" wins over a hard word in the same note.
  const clauses = reflectionClauses;
  for (const r of active) {
    const re = labelPattern(r.label);
    if (re === null) continue;
    const mentions = clauses.filter((c) => re.test(c));
    const dropped = mentions.find((c) => DROP.test(c));
    const helped = helpedQuote(r);
    const hard = helped === null ? mentions.find((c) => NEGATIVE.test(c)) : undefined;
    const liked = helped ?? mentions.find((c) => POSITIVE.test(c));
    const likedQuote = helped ?? (liked === undefined ? '' : quoteClause(liked));
    if (dropped !== undefined && helped === null) {
      extras.push({
        type: 'remove',
        routineType: r.type,
        label: `Pause “${r.label}”`,
        rationale: `You wrote “${quoteClause(dropped)}”. Pausing it frees up energy for what helps; you can switch it back on at any time.`,
        priority: 'low',
      });
    } else if (hard !== undefined) {
      extras.push({
        type: 'modify',
        routineType: r.type,
        label: `Make “${r.label}” easier to fit in`,
        rationale: `You wrote “${quoteClause(hard)}”. A shorter or simpler version is more likely to stick.`,
        priority: 'medium',
      });
    } else if (liked !== undefined) {
      extras.push({
        type: 'keep',
        routineType: r.type,
        label: `Keep “${r.label}”`,
        rationale: `You wrote “${likedQuote}”, so it is worth keeping.`,
        priority: 'low',
      });
    }
  }

  // A routine she says she misses is offered back before anything new is invented.
  extras.push(...bringBacks);

  if ((stats.completedDays ?? 0) >= 5 && stats.energyTrend === 'improving') {
    extras.push({
      type: 'keep',
      routineType: 'other',
      label: 'Keep your current routines',
      rationale: `You were active on ${stats.completedDays} of ${countOf(stats.totalDays ?? DAYS_PER_WEEK, 'day')} and your energy is improving. What you are doing is working.`,
      priority: 'low',
    });
  }

  // Never suggest adding what she already has (same idea, not just the same label).
  const owned = new Set<Intent>(active.flatMap((r) => [...routineIntents(r)]));
  const ownedLabels = new Set(active.map((r) => normalizeText(r.label)));
  const notOwned = (rec: WeeklyRecommendation): boolean => {
    if (rec.type !== 'add') return true;
    const label = normalizeText(rec.label.replace(/^add\s+(?:an?\s+|some\s+)?/i, ''));
    if (ownedLabels.has(label)) return false;
    const intents = intentsOf(rec.label);
    return ![...intents].some((i) => owned.has(i));
  };

  // One recommendation per routine named in quotes (the first, most specific rule wins).
  const seen = new Set<string>();
  const out: WeeklyRecommendation[] = [];
  const screened = [
    ...sanitizeRecommendations(
      extras.filter((r) => r.type !== 'remove'),
      profile,
    ),
    ...extras.filter((r) => r.type === 'remove').map(scrubItem),
  ].sort(byPriority);
  for (const rec of [...screenedLocal, ...screened]) {
    if (!notOwned(rec)) continue;
    const quoted = /“([^”]+)”/.exec(rec.label)?.[1];
    const key = quoted === undefined ? `${rec.type}|${rec.routineType}|${rec.label.toLowerCase()}` : `routine|${quoted.toLowerCase()}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(rec);
    }
  }
  return out.slice(0, MAX_RECOMMENDATIONS);
}
