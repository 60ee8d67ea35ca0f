// Cautions for routine cards and plan tasks (docs/decisions/039): the interaction table plus the
// catalogue's own rules, and "we could not check this one" for a supplement we do not know.
import type { Supplement } from '../catalogues/catalogue-schemas';
import type { DailyPlan, SupplementCautionNote } from '../schemas';
import { screenSupplement, type SupplementScreeningProfile } from '../catalogues/supplement-screening';
import { findInteractionEntries, tableReasons, targetsFor, type CautionReason, type CautionTier } from './interaction-screen';
import { findSupplementsInText } from './supplement-screen';

export interface SupplementCaution {
  tier: CautionTier;
  /** Names of the supplements the text named (empty for 'unknown'). */
  supplements: string[];
  reasons: CautionReason[];
  /** Plain words to show on the routine card or plan task. */
  message: string;
}

export const UNCHECKED_SUPPLEMENT_MESSAGE =
  'We could not check this one against your medicines and health. Please ask a pharmacist or your doctor before taking it.';

const RANK: Record<CautionTier, number> = { avoid: 0, caution: 1, unknown: 2, info: 3 };
const MAX_REASONS_IN_MESSAGE = 3;

function catalogueReasons(supplement: Supplement, profile: SupplementScreeningProfile): CautionReason[] {
  return screenSupplement(supplement, profile).reasons.map((r) => ({
    supplement: supplement.name,
    with: r.matched ?? 'your profile',
    severity: r.severity,
    note: r.reason,
    source: 'Cadence supplement catalogue',
  }));
}

function messageFor(tier: CautionTier, reasons: readonly CautionReason[]): string {
  if (tier === 'unknown') return UNCHECKED_SUPPLEMENT_MESSAGE;
  const lead = tier === 'avoid' ? 'Not advised for you' : tier === 'caution' ? 'Check before taking' : 'Good to know';
  const parts = reasons.slice(0, MAX_REASONS_IN_MESSAGE).map((r) => `${r.supplement} with ${r.with}: ${r.note}`);
  const tail = tier === 'info' ? '' : ' Please talk to your doctor or pharmacist before taking it.';
  return `${lead}. ${parts.join(' ')}${tail}`.slice(0, 1000);
}

export interface ScreenTextOptions {
  /** The text is a supplement (routine or task of type 'supplement'): naming nothing we know is 'unknown'. */
  isSupplement?: boolean;
}

/**
 * Caution for a text that may name supplements, for this profile; null when there is nothing to
 * say (no supplement named and not a supplement item, or only known supplements with no issue).
 */
export function screenSupplementText(
  text: string,
  profile: SupplementScreeningProfile,
  options: ScreenTextOptions = {},
): SupplementCaution | null {
  const entries = findInteractionEntries(text);
  const catalogue = findSupplementsInText(text);
  if (entries.length === 0 && catalogue.length === 0) {
    if (options.isSupplement !== true || text.trim() === '') return null;
    return { tier: 'unknown', supplements: [], reasons: [], message: UNCHECKED_SUPPLEMENT_MESSAGE };
  }
  const targets = targetsFor(profile);
  const seen = new Set<string>();
  const reasons: CautionReason[] = [];
  for (const r of [...entries.flatMap((e) => tableReasons(e, targets)), ...catalogue.flatMap((s) => catalogueReasons(s, profile))]) {
    const key = `${r.supplement.toLowerCase().slice(0, 6)}|${r.with}|${r.severity}`;
    if (seen.has(key)) continue;
    seen.add(key);
    reasons.push(r);
  }
  reasons.sort((a, b) => RANK[a.severity] - RANK[b.severity]);
  const first = reasons[0];
  if (!first) return null;
  return {
    tier: first.severity,
    supplements: [...new Set([...entries.map((e) => e.name), ...catalogue.map((s) => s.name)])],
    reasons,
    message: messageFor(first.severity, reasons),
  };
}


// --- routines and plan tasks --------------------------------------------------------------------

interface RoutineLike {
  type: string;
  label: string;
  notes?: string;
  subtasks?: readonly { name: string; description?: string }[];
}

const toNote = (c: SupplementCaution | null): SupplementCautionNote | undefined =>
  c && c.tier !== 'info' ? { tier: c.tier, message: c.message } : undefined;

/** The caution to show on a routine card for this profile (supplement routines and any routine naming one). */
export function routineCaution(routine: RoutineLike, profile: SupplementScreeningProfile): SupplementCautionNote | undefined {
  const text = [routine.label, routine.notes ?? '', ...(routine.subtasks ?? []).map((s) => `${s.name} ${s.description ?? ''}`)].join('\n');
  return toNote(screenSupplementText(text, profile, { isSupplement: routine.type === 'supplement' }));
}

/** Routines with their caution set (or removed) for this profile. */
export function annotateRoutineCautions<T extends RoutineLike & { caution?: SupplementCautionNote }>(
  routines: readonly T[],
  profile: SupplementScreeningProfile,
): T[] {
  return routines.map((r) => {
    const { caution: _old, ...rest } = r;
    const caution = routineCaution(r, profile);
    return (caution ? { ...rest, caution } : rest) as T;
  });
}

/** Today's plan with a caution on every task that names a supplement with an issue for her. */
export function annotatePlanCautions(plan: DailyPlan, profile: SupplementScreeningProfile): DailyPlan {
  let changed = false;
  const tasks = plan.tasks.map((t) => {
    const { caution: _old, ...rest } = t;
    const caution = toNote(
      screenSupplementText(`${t.label}\n${t.notes ?? ''}`, profile, { isSupplement: t.category === 'supplement' }),
    );
    if (caution || _old) changed = true;
    return caution ? { ...rest, caution } : rest;
  });
  return changed ? { ...plan, tasks } : plan;
}
