// Rule-based weekly recommendations from stats + reflection notes. The spec's local rules
// (localWeeklyRecommendations, §8) are the floor: they are always included when they apply
// (a safe variant replaces one that names a supplement unsuitable for the user). Extra rules
// read the reflection notes and the user's routines.
import type { SupplementScreeningProfile } from '../catalogues';
import { LOCAL_RULE_MIN_MOVEMENT_DAYS } from '../constants';
import { localWeeklyRecommendations } from '../engine/weekly';
import type { Priority, WeeklyRecommendation, WeeklyStats } from '../schemas';
import { MAX_RECOMMENDATIONS } from '../schemas/limits';
import { sanitizeRecommendations, scrubItem } from '../safety/guard';
import { screenRecommendationsDetailed } from '../safety/supplement-screen';
import { normalizeText, splitClauses } from '../safety/text';
import { isIntenseMovement } from './adapt-plan';
import type { RoutineForPlan } from './daily-plan';
import { detectSymptoms } from './note-extract';

export interface WeeklyRecommendationsParams {
  stats: Pick<WeeklyStats, 'categoryStats' | 'commonSymptoms' | 'energyTrend'> &
    Partial<Pick<WeeklyStats, 'completedDays' | 'totalDays'>>;
  reflectionNotes: string | readonly string[];
  routines?: readonly RoutineForPlan[];
  user?: SupplementScreeningProfile | null;
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

const byPriority = (a: WeeklyRecommendation, b: WeeklyRecommendation): number =>
  PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority];

/** Weekly recommendations. Deterministic; local §8 rules first, then extras by priority. */
export function generateWeeklyRecommendations({
  stats,
  reflectionNotes,
  routines = [],
  user,
}: WeeklyRecommendationsParams): WeeklyRecommendation[] {
  const profile: SupplementScreeningProfile = user ?? {};
  const local = localWeeklyRecommendations(stats).map((rec) => {
    const safe = screenRecommendationsDetailed([rec], profile).kept.length === 1;
    return scrubItem(safe ? rec : { ...rec, ...SAFE_SUPPLEMENT_REVIEW });
  });

  const notes = typeof reflectionNotes === 'string' ? reflectionNotes : reflectionNotes.join('\n');
  const symptoms = detectSymptoms(notes);
  const common = normalizeText(stats.commonSymptoms.join(' '));
  const active = routines.filter((r) => r.active !== false);
  const extras: WeeklyRecommendation[] = [];

  if (stats.categoryStats.nutrition < MIN_NUTRITION_DAYS) {
    extras.push({
      type: 'add',
      routineType: 'nutrition',
      label: 'Add a simple balanced breakfast',
      rationale: `You logged nutrition on fewer than ${MIN_NUTRITION_DAYS} days this week. A breakfast with protein and fibre is an easy anchor for steadier energy.`,
      priority: 'medium',
    });
  }

  if (symptoms.includes('poor sleep') || /\bsleep/.test(common)) {
    const windDown = active.find((r) => r.type === 'mindfulness' && /wind|sleep|evening|bed/i.test(r.label));
    extras.push(
      windDown === undefined
        ? {
            type: 'add',
            routineType: 'mindfulness',
            label: 'Add an evening wind-down routine',
            rationale: 'Sleep came up this week. A calm, screen-free last hour before bed helps your body get ready for sleep.',
            priority: 'medium',
          }
        : {
            type: 'keep',
            routineType: 'mindfulness',
            label: `Keep “${windDown.label}”`,
            rationale: 'Sleep came up this week; your wind-down routine is the right tool, so keep it going.',
            priority: 'low',
          },
    );
  }

  const painful = symptoms.some((s) => /pain|stiffness|cramps/.test(s)) || /\bpain/.test(common);
  if (painful) {
    const intense = active.filter(
      (r) => r.type === 'movement' && isIntenseMovement({ label: r.label, notes: r.notes ?? '', category: r.type, status: 'pending', reasonTag: '', source: 'routine' }),
    );
    if (intense.length > 0) {
      for (const r of intense) {
        extras.push({
          type: 'modify',
          routineType: 'movement',
          label: `Make “${r.label}” gentler`,
          rationale: 'Pain came up this week. Swapping intense sessions for gentle, pain-free movement helps you keep moving while your body settles.',
          priority: 'medium',
        });
      }
    } else if (stats.categoryStats.movement >= LOCAL_RULE_MIN_MOVEMENT_DAYS) {
      extras.push({
        type: 'add',
        routineType: 'movement',
        label: 'Add a 10-minute gentle mobility routine',
        rationale: 'Pain or stiffness came up this week. A few minutes of slow mobility work can ease tension.',
        priority: 'medium',
      });
    }
  }

  // What the reflection says about specific routines.
  const clauses = splitClauses(normalizeText(notes));
  for (const r of active) {
    const re = labelPattern(r.label);
    if (re === null) continue;
    const said = clauses.filter((c) => re.test(c));
    if (said.some((c) => DROP.test(c))) {
      extras.push({
        type: 'remove',
        routineType: r.type,
        label: `Pause “${r.label}”`,
        rationale: 'You said this is not working for you. Pausing it frees up energy for what helps; you can switch it back on at any time.',
        priority: 'low',
      });
    } else if (said.some((c) => NEGATIVE.test(c))) {
      extras.push({
        type: 'modify',
        routineType: r.type,
        label: `Make “${r.label}” easier to fit in`,
        rationale: 'You found this hard this week. A shorter or simpler version is more likely to stick.',
        priority: 'medium',
      });
    } else if (said.some((c) => POSITIVE.test(c))) {
      extras.push({
        type: 'keep',
        routineType: r.type,
        label: `Keep “${r.label}”`,
        rationale: 'You said this helped this week, so it is worth keeping.',
        priority: 'low',
      });
    }
  }

  if ((stats.completedDays ?? 0) >= 5 && stats.energyTrend === 'improving') {
    extras.push({
      type: 'keep',
      routineType: 'other',
      label: 'Keep your current routines',
      rationale: 'You were active on most days and your energy is improving. What you are doing is working.',
      priority: 'low',
    });
  }

  // One recommendation per routine named in quotes (the first, most specific rule wins).
  const seen = new Set<string>();
  const out: WeeklyRecommendation[] = [];
  // Pausing a routine is always allowed; everything else is screened for supplements.
  const screened = [
    ...sanitizeRecommendations(
      extras.filter((r) => r.type !== 'remove'),
      profile,
    ),
    ...extras.filter((r) => r.type === 'remove').map(scrubItem),
  ].sort(byPriority);
  for (const rec of [...local, ...screened]) {
    const quoted = /“([^”]+)”/.exec(rec.label)?.[1];
    const key = quoted === undefined ? `${rec.type}|${rec.routineType}|${rec.label.toLowerCase()}` : `routine|${quoted.toLowerCase()}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(rec);
    }
  }
  return out.slice(0, MAX_RECOMMENDATIONS);
}
