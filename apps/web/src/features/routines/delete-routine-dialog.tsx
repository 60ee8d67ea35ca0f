import { MESSAGES, serverMessageOrRetry, type Routine } from '@cadence/domain';
import { Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../../components/ui/app-dialog';
import { toast } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useRoutineCache } from './use-routine-actions';

/** Confirmation before deleting a routine ('Routine deleted successfully' / 'Failed to delete routine'). */
export function DeleteRoutineDialog({ routine, open, onOpenChange }: { routine: Routine; open: boolean; onOpenChange: (open: boolean) => void }) {
  const remove = trpc.routines.remove.useMutation();
  const cache = useRoutineCache();
  const confirm = () =>
    remove.mutate(
      { id: routine.id },
      {
        onSuccess: () => {
          onOpenChange(false);
          cache.drop(routine.id);
          void cache.refetch();
          void cache.refreshPlan();
          toast.success(MESSAGES.routineDeleted.title);
        },
        onError: (err) => toast.error(MESSAGES.deleteRoutineFailed.title, serverMessageOrRetry(errorMessage(err, ''))),
      },
    );
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      lazy
      title="Delete this routine?"
      confirmLabel="Delete"
      onConfirm={confirm}
      pending={remove.isPending}
      loadingText="Deleting..."
    >
      <Text>“{routine.label}” and its subtasks will be removed. Your past logs stay. This cannot be undone.</Text>
    </ConfirmDialog>
  );
}
