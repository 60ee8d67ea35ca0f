// Apply weekly recommendations to routines as an explicit change set the UI can show and undo.
// Nothing is ever deleted: 'remove' deactivates, 'modify' edits notes (and reactivates), 'add'
// creates a routine — unless she already has one for the same idea or with the same steps: then the
// missing steps are merged into hers (reactivated if paused), or, when nothing is new, the change set
// says she already has it (docs/decisions/130-advice-merges-into-what-she-has.md). 'keep' changes nothing.
import type { SupplementScreeningProfile } from '../catalogues';
import { countOf } from '../constants/plural';
import type { CreateRoutineInput, Routine, Subtask, SubtaskInput, UpdateRoutineInput, WeeklyRecommendation } from '../schemas';
import { MAX_SUBTASKS } from '../schemas/limits';
import { screenRecommendationsDetailed } from '../safety/supplement-screen';
import { normalizeText } from '../safety/text';
import { scrubItem } from '../safety/guard';
import { primaryIntents, sharesIntent } from './intents';
import { bodyAreasFor, gentleExercises } from './themes';

export interface RoutineModification {
  routineId: string;
  before: Routine;
  after: Routine;
}

export interface RoutineDeactivation {
  routineId: string;
  before: Routine;
}

/** A recommendation that would add nothing new: a routine of hers already covers it (docs/decisions/130). */
export interface AlreadyHave {
  /** The recommendation's label, as she saw it. */
  recommendation: string;
  routineId: string;
  /** Her routine's label. */
  label: string;
}

export interface RoutineChangeSet {
  added: CreateRoutineInput[];
  modified: RoutineModification[];
  deactivated: RoutineDeactivation[];
  /** Recommendations she already has (nothing is created or changed for them). Absent: none. */
  alreadyHave?: AlreadyHave[];
}

export interface PlanChangesOptions {
  /** Owner of added routines (defaults to the first routine's userId). */
  userId?: string;
  /** When given, 'add' recommendations naming an unsuitable supplement are skipped. */
  user?: SupplementScreeningProfile | null;
  /** Ids for steps merged into one of her routines (default: `<routine id>-m<n>`, unique in that routine). */
  newId?: () => string;
}

const sameLabel = (a: string, b: string): boolean => normalizeText(a) === normalizeText(b);
/**
 * "The same steps" needs at least this many: three named exercises are one activity, while two generic starter
 * steps (a glass of water, slow breathing) are shared by routines of different ideas (docs/decisions/130).
 */
export const MIN_SAME_STEPS = 3;

/** What matching needs of a routine (hers, or one about to be created). */
type RoutineLike = Pick<Routine, 'label' | 'type'> & { notes?: string; active?: boolean; subtasks: readonly { name: string }[] };

const stepKey = (name: string): string => normalizeText(name).replace(/[^a-z0-9]+/g, ' ').trim();

/**
 * Her routine that a routine about to be created would duplicate (docs/decisions/130), best first:
 * the same label; else the same idea (the primary intents of the labels — their notes only when a label
 * names none, so a walk whose last step is a stretch is not a mobility routine); else the same steps (every
 * step of the new one, at least MIN_SAME_STEPS of them, is already one of hers). Active routines before paused ones, the same type first.
 */
export function findCoveringRoutine<T extends RoutineLike>(routines: readonly T[], draft: RoutineLike, alsoLabel?: string): T | undefined {
  const ideas = primaryIntents(draft.label, draft.notes ?? '');
  const steps = draft.subtasks.map((s) => stepKey(s.name)).filter((k) => k !== '');
  const byLabel = (r: T) => sameLabel(r.label, draft.label) || (alsoLabel !== undefined && sameLabel(r.label, alsoLabel));
  const byIdea = (r: T) => ideas.size > 0 && sharesIntent(ideas, primaryIntents(r.label, r.notes ?? ''));
  const bySteps = (r: T) => {
    const own = new Set(r.subtasks.map((s) => stepKey(s.name)));
    return steps.length >= MIN_SAME_STEPS && steps.every((k) => own.has(k));
  };
  const ranked = [...routines].sort(
    (a, b) => Number(b.active !== false) - Number(a.active !== false) || Number(b.type === draft.type) - Number(a.type === draft.type),
  );
  for (const test of [byLabel, byIdea, bySteps]) {
    const found = ranked.find(test);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The steps of `draft` that `routine` does not have yet (by name), within the subtask limit. */
export function missingSteps(routine: Routine, draft: readonly SubtaskInput[]): SubtaskInput[] {
  const have = new Set(routine.subtasks.map((s) => stepKey(s.name)));
  const out: SubtaskInput[] = [];
  for (const s of draft) {
    const k = stepKey(s.name);
    if (k === '' || have.has(k)) continue;
    have.add(k);
    out.push(s);
  }
  return out.slice(0, Math.max(0, MAX_SUBTASKS - routine.subtasks.length));
}

/** A routine label quoted in a recommendation label (“…” or "…"). */
function quotedLabel(label: string): string | null {
  const m = /[“"]([^”"]+)[”"]/.exec(label);
  return m === null ? null : (m[1] as string);
}

/** Routine label for an 'add' recommendation: "Add a daily 20-minute walk" → "Daily 20-minute walk". */
export function routineLabelFromRecommendation(label: string): string {
  const stripped = label.trim().replace(/^add\s+(?:an?\s+|some\s+)?/i, '');
  if (stripped === '') return label.trim();
  return stripped.charAt(0).toUpperCase() + stripped.slice(1);
}

const subtask = (name: string, description: string): SubtaskInput => ({ name, description, completed: false });

/** Starter subtasks for a routine created from a recommendation. */
export function subtasksForRecommendation(rec: Pick<WeeklyRecommendation, 'routineType' | 'label' | 'rationale'>): SubtaskInput[] {
  const text = normalizeText(`${rec.label} ${rec.rationale}`);
  switch (rec.routineType) {
    case 'movement':
      if (/\bwalk/.test(text)) {
        return [
          subtask('Easy-paced walk', 'Walk at a pace where you can still talk comfortably. Outdoors in daylight if you can.'),
          subtask('Gentle stretch afterwards', 'Stretch your calves, hips and back slowly for a couple of minutes.'),
        ];
      }
      return gentleExercises(bodyAreasFor(text), 3).map((e) => subtask(e.name, e.description));
    case 'mindfulness':
      return [
        subtask('Slow breathing', 'Breathe in for four counts and out for six, for five minutes.'),
        subtask('Notice how you feel', 'Afterwards, take a moment to notice any change in your body and mood.'),
      ];
    case 'nutrition':
      return [
        subtask('Protein and fibre', 'Include a source of protein and some fibre, like eggs or yoghurt with oats and fruit.'),
        subtask('Glass of water', 'Have a glass of water with your meal.'),
      ];
    default:
      return [];
  }
}

/**
 * The exact changes applying `recommendations` to `routines` would make. Pure: nothing is
 * changed; pass the result to applyChangeSet (or to the API) and keep it to undo.
 */
export function planRecommendationChanges(
  routines: readonly Routine[],
  recommendations: readonly WeeklyRecommendation[],
  options: PlanChangesOptions = {},
): RoutineChangeSet {
  const userId = options.userId ?? routines[0]?.userId ?? '';
  const current = new Map(routines.map((r) => [r.id, r]));
  const modified = new Map<string, RoutineModification>();
  const deactivated = new Map<string, RoutineDeactivation>();
  const added: CreateRoutineInput[] = [];
  const alreadyHave: AlreadyHave[] = [];
  const stepId = (routine: Routine): (() => string) => {
    if (options.newId !== undefined) return options.newId;
    const taken = new Set(routine.subtasks.map((s) => s.id));
    let n = 0;
    return () => {
      let id: string;
      do id = `${routine.id}-m${++n}`;
      while (taken.has(id));
      taken.add(id);
      return id;
    };
  };

  const change = (id: string, after: Routine): void => {
    const original = routines.find((r) => r.id === id) as Routine;
    current.set(id, after);
    if (after.active === false && original.active !== false) {
      modified.delete(id);
      deactivated.set(id, { routineId: id, before: original });
    } else {
      modified.set(id, { routineId: id, before: original, after });
    }
  };

  const add = (rec: WeeklyRecommendation): void => {
    const label = rec.type === 'add' ? routineLabelFromRecommendation(rec.label) : rec.label;
    const steps = subtasksForRecommendation(rec);
    const draft = { label, type: rec.routineType, notes: rec.rationale, subtasks: steps };
    // Advice lands once (docs/decisions/130): what she already has is merged into, never created beside.
    const existing = findCoveringRoutine([...current.values()], draft, rec.label);
    if (existing !== undefined) {
      const missing = missingSteps(existing, steps);
      if (missing.length === 0 && existing.active !== false) {
        if (!alreadyHave.some((a) => a.recommendation === rec.label)) alreadyHave.push({ recommendation: rec.label, routineId: existing.id, label: existing.label });
        return;
      }
      const nextId = stepId(existing);
      const merged: Subtask[] = missing.map((s) => ({ ...s, id: s.id ?? nextId(), description: s.description ?? '', completed: false }));
      change(existing.id, { ...existing, active: true, subtasks: [...existing.subtasks, ...merged] });
      return;
    }
    // Two recommendations of one apply that are the same idea make one routine.
    if (findCoveringRoutine(added, draft, rec.label) !== undefined) return;
    const input: CreateRoutineInput = scrubItem({
      userId,
      type: rec.routineType,
      label,
      notes: rec.rationale,
      frequency: 'daily',
      subtasks: steps,
      isPersonalized: true,
      active: true,
    });
    if (options.user != null && screenRecommendationsDetailed([input], options.user).dropped.length > 0) return;
    added.push(input);
  };

  for (const rec of recommendations) {
    if (rec.type === 'keep') continue;
    const quoted = quotedLabel(rec.label);
    const all = [...current.values()];
    const named = quoted === null ? undefined : all.find((r) => sameLabel(r.label, quoted));
    if (rec.type === 'add') {
      add(rec);
    } else if (rec.type === 'remove') {
      if (named !== undefined && named.active !== false) change(named.id, { ...named, active: false });
    } else {
      const target = named ?? all.find((r) => r.type === rec.routineType && r.active !== false);
      if (target === undefined) {
        // A review of supplements she does not take is advice, not a routine to create.
        if (rec.routineType !== 'supplement') add(rec);
        continue;
      }
      const line = `${rec.label}. ${rec.rationale}`.trim();
      const notes = target.notes.includes(line) ? target.notes : [target.notes.trim(), line].filter((n) => n !== '').join('\n');
      if (notes !== target.notes || target.active === false) change(target.id, { ...target, notes, active: true });
    }
  }
  const out: RoutineChangeSet = { added, modified: [...modified.values()], deactivated: [...deactivated.values()] };
  if (alreadyHave.length > 0) out.alreadyHave = alreadyHave;
  return out;
}

/** True when applying the change set would not change any routine. */
export function isEmptyChangeSet(changes: RoutineChangeSet): boolean {
  return changes.added.length === 0 && changes.modified.length === 0 && changes.deactivated.length === 0;
}

/** Apply a change set in memory. `assignId` gives each added routine its id. */
export function applyChangeSet(
  routines: readonly Routine[],
  changes: RoutineChangeSet,
  assignId: (input: CreateRoutineInput, index: number) => string,
): Routine[] {
  const after = new Map<string, Routine>();
  for (const m of changes.modified) after.set(m.routineId, m.after);
  for (const d of changes.deactivated) after.set(d.routineId, { ...d.before, active: false });
  const updated = routines.map((r) => after.get(r.id) ?? r);
  const created = changes.added.map(
    (input, i): Routine => ({
      id: assignId(input, i),
      userId: input.userId,
      type: input.type,
      label: input.label,
      frequency: input.frequency,
      notes: input.notes,
      active: input.active,
      isPersonalized: input.isPersonalized,
      subtasks: input.subtasks.map((s, j) => ({ ...s, id: s.id ?? `${assignId(input, i)}-s${j + 1}` })),
    }),
  );
  return [...updated, ...created];
}

/** How to revert a change set: delete what was created, restore what was changed. */
export interface UndoPlan {
  /** Ids of created routines to delete (from the ids the API assigned, in `added` order). */
  deleteRoutineIds: string[];
  /** Created routines by label and type, for callers that did not keep the ids. */
  deleteCreated: { label: string; type: CreateRoutineInput['type'] }[];
  /** PATCH bodies restoring every modified or deactivated routine to its `before` state. */
  restore: { routineId: string; patch: UpdateRoutineInput; before: Routine }[];
}

function patchFrom(r: Routine): UpdateRoutineInput {
  return {
    label: r.label,
    frequency: r.frequency,
    notes: r.notes,
    active: r.active,
    type: r.type,
    subtasks: r.subtasks.map((s) => ({ ...s })),
  };
}

/** Describe how to undo a change set (createdIds: the ids assigned to `added`, in order). */
export function undoChanges(changes: RoutineChangeSet, createdIds: readonly string[] = []): UndoPlan {
  return {
    deleteRoutineIds: [...createdIds],
    deleteCreated: changes.added.map((a) => ({ label: a.label, type: a.type })),
    restore: [
      ...changes.modified.map((m) => ({ routineId: m.routineId, patch: patchFrom(m.before), before: m.before })),
      ...changes.deactivated.map((d) => ({ routineId: d.routineId, patch: patchFrom(d.before), before: d.before })),
    ],
  };
}

/** Apply an undo plan in memory. */
export function revertChanges(routines: readonly Routine[], undo: UndoPlan): Routine[] {
  const restore = new Map(undo.restore.map((r) => [r.routineId, r.before]));
  const remove = new Set(undo.deleteRoutineIds);
  return routines.filter((r) => !remove.has(r.id)).map((r) => restore.get(r.id) ?? r);
}

/** Plain-language lines describing a change set for the UI. */
export function describeChanges(changes: RoutineChangeSet): string[] {
  return [
    ...changes.added.map((a) => `Added “${a.label}”`),
    ...changes.modified.map((m) => {
      const steps = m.after.subtasks.length - m.before.subtasks.length;
      const on = m.before.active === false && m.after.active !== false;
      if (steps > 0) return `Added ${countOf(steps, 'step')} to “${m.after.label}”${on ? ' and switched it back on' : ''}`;
      return on ? `Switched “${m.after.label}” back on` : `Updated “${m.after.label}”`;
    }),
    ...changes.deactivated.map((d) => `Paused “${d.before.label}”`),
    ...(changes.alreadyHave ?? []).map((a) => `You already have this: “${a.label}”`),
  ];
}
