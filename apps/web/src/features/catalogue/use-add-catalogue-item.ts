import { MAX_ID_LENGTH, MESSAGES, serverMessageOrRetry, type Routine, type SubtaskInput } from '@cadence/domain';
import { trpc } from '../../lib/trpc';
import { toast } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/errors';
import { useRoutineCache } from '../routines/use-routine-actions';

export type CatalogueRoutineType = 'movement' | 'supplement';

/** Label of the routine created when she has none of that type yet. */
export const NEW_ROUTINE_LABEL: Record<CatalogueRoutineType, string> = { movement: 'My Exercises', supplement: 'My Supplements' };

/** A catalogue item as a routine subtask; the catalogue id becomes the subtask id (so 'Added' can be shown). */
export function toSubtask(item: { id: string; name: string; description: string; category?: string }): SubtaskInput {
  return {
    ...(item.id.length <= MAX_ID_LENGTH ? { id: item.id } : {}),
    name: item.name,
    description: item.description,
    ...(item.category ? { category: item.category } : {}),
    completed: false,
  };
}

/**
 * Adds a catalogue item as a subtask of the chosen routine (exercises → a movement routine,
 * supplements → a supplement routine), or creates that routine when none is chosen.
 */
export function useAddCatalogueItem(userId: string, type: CatalogueRoutineType) {
  const update = trpc.routines.update.useMutation();
  const create = trpc.routines.create.useMutation();
  const cache = useRoutineCache();

  const add = async (target: Routine | undefined, subtask: SubtaskInput): Promise<Routine | null> => {
    try {
      if (target) {
        if (subtask.id && target.subtasks.some((s) => s.id === subtask.id)) return target;
        const saved = await update.mutateAsync({ id: target.id, data: { subtasks: [...target.subtasks, subtask] } });
        cache.upsert(saved);
        toast.success(MESSAGES.routineUpdated.title, `Added “${subtask.name}” to ${saved.label}.`);
        void cache.refreshPlan();
        return saved;
      }
      const created = await create.mutateAsync({
        type,
        label: NEW_ROUTINE_LABEL[type],
        frequency: 'daily',
        notes: '',
        subtasks: [subtask],
        isPersonalized: false,
        active: true,
      });
      cache.upsert(created);
      toast.success(MESSAGES.routineCreated.title, `Added “${subtask.name}” to ${created.label}.`);
      void cache.refreshPlan();
      return created;
    } catch (err) {
      const title = target ? MESSAGES.updateRoutineFailed.title : MESSAGES.createRoutineFailed.title;
      toast.error(title, serverMessageOrRetry(errorMessage(err, '')));
      return null;
    }
  };

  return { add, pending: update.isPending || create.isPending };
}
