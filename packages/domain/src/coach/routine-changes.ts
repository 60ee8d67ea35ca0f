// Apply weekly recommendations to routines as an explicit change set the UI can show and undo.
// Nothing is ever deleted: 'remove' deactivates, 'modify' edits notes (and reactivates), 'add'
// creates a routine (or reactivates an inactive one with the same label), 'keep' changes nothing.
import type { SupplementScreeningProfile } from '../catalogues';
import type { CreateRoutineInput, Routine, SubtaskInput, UpdateRoutineInput, WeeklyRecommendation } from '../schemas';
import { screenRecommendationsDetailed } from '../safety/supplement-screen';
import { normalizeText } from '../safety/text';
import { scrubItem } from '../safety/guard';
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

export interface RoutineChangeSet {
  added: CreateRoutineInput[];
  modified: RoutineModification[];
  deactivated: RoutineDeactivation[];
}

export interface PlanChangesOptions {
  /** Owner of added routines (defaults to the first routine's userId). */
  userId?: string;
  /** When given, 'add' recommendations naming an unsuitable supplement are skipped. */
  user?: SupplementScreeningProfile | null;
}

const sameLabel = (a: string, b: string): boolean => normalizeText(a) === normalizeText(b);

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
    const existing = [...current.values()].find((r) => sameLabel(r.label, label) || sameLabel(r.label, rec.label));
    if (existing !== undefined) {
      if (existing.active === false) change(existing.id, { ...existing, active: true });
      return;
    }
    if (added.some((a) => sameLabel(a.label, label))) return;
    const input: CreateRoutineInput = scrubItem({
      userId,
      type: rec.routineType,
      label,
      notes: rec.rationale,
      frequency: 'daily',
      subtasks: subtasksForRecommendation(rec),
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
  return { added, modified: [...modified.values()], deactivated: [...deactivated.values()] };
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
    ...changes.modified.map((m) =>
      m.before.active === false && m.after.active !== false ? `Switched “${m.after.label}” back on` : `Updated “${m.after.label}”`,
    ),
    ...changes.deactivated.map((d) => `Paused “${d.before.label}”`),
  ];
}
