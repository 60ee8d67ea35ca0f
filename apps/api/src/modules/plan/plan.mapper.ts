import type { Adjustment, DailyPlan, PlanTask, SafetyNotice } from '@cadence/domain';
import { withoutAbsentFields, type PlanTaskDoc } from './plan.model';
import type { PlanFields, StoredPlan } from './plan.repository';

function toTask(doc: PlanTaskDoc): PlanTask {
  const task: PlanTask = {
    ...(doc.id ? { id: doc.id } : {}),
    label: doc.label,
    status: doc.status === 'done' ? 'done' : 'pending',
    reasonTag: doc.reasonTag ?? '',
    source: doc.source,
  };
  if (doc.notes) task.notes = doc.notes;
  if (doc.routineId) task.routineId = doc.routineId;
  if (doc.category) task.category = doc.category as PlanTask['category'];
  if (doc.heard) task.heard = doc.heard;
  return task;
}

/** Stored plan → the spec's DailyPlan (§3). Values were validated by the domain schema when written. */
export function toDailyPlan(doc: StoredPlan): DailyPlan {
  const plan: DailyPlan = {
    userId: doc.userId,
    date: doc.date,
    coachNote: doc.coachNote ?? '',
    tasks: (doc.tasks ?? []).map(toTask),
    // Plans stored before the LLM output schema (docs/decisions/036) may hold `rationale: null`: read it as absent.
    adjustments: (doc.adjustments ?? []).map(withoutAbsentFields) as Adjustment[],
    dailyMotivation: { message: doc.dailyMotivation?.message ?? '' },
    personalizedTip: {
      title: doc.personalizedTip?.title ?? '',
      category: doc.personalizedTip?.category ?? '',
      difficulty: (doc.personalizedTip?.difficulty ?? 'easy') as DailyPlan['personalizedTip']['difficulty'],
      content: doc.personalizedTip?.content ?? '',
    },
    safety: (doc.safety ?? null) as SafetyNotice | null,
    generatedBy: doc.generatedBy === 'llm' ? 'llm' : 'rules',
    updatedAt: doc.updatedAt instanceof Date ? doc.updatedAt.toISOString() : undefined,
    version: doc.rev ?? 0,
  };
  if (doc.disclaimer) plan.disclaimer = doc.disclaimer;
  if (plan.updatedAt === undefined) delete plan.updatedAt;
  return plan;
}

/** A validated DailyPlan → the fields stored (userId/date are the document's identity). */
export function toPlanFields(plan: DailyPlan): PlanFields {
  const tasks: PlanTaskDoc[] = plan.tasks.map((t) => {
    const task: PlanTaskDoc = { label: t.label, status: t.status, reasonTag: t.reasonTag, source: t.source };
    if (t.id !== undefined) task.id = t.id;
    if (t.notes !== undefined) task.notes = t.notes;
    if (t.routineId !== undefined) task.routineId = t.routineId;
    if (t.category !== undefined) task.category = t.category;
    if (t.heard !== undefined) task.heard = t.heard;
    return task;
  });
  const fields: PlanFields = {
    coachNote: plan.coachNote,
    tasks,
    adjustments: plan.adjustments.map(withoutAbsentFields),
    dailyMotivation: { message: plan.dailyMotivation.message },
    personalizedTip: { ...plan.personalizedTip },
    safety: plan.safety ?? null,
    generatedBy: plan.generatedBy,
  };
  if (plan.disclaimer !== undefined) fields.disclaimer = plan.disclaimer;
  return fields;
}
