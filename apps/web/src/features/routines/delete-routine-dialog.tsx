import { MESSAGES, serverMessageOrRetry, type Routine } from '@cadence/domain';
import { Button, Portal, Text } from '@chakra-ui/react';
import { Dialog } from '../../components/ui/chakra-scoped';
import { toast } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useRoutineCache } from './use-routine-actions';

/** Confirmation before deleting a routine ('Routine deleted successfully' / 'Failed to delete routine'). */
export function DeleteRoutineDialog({ userId, routine, open, onOpenChange }: { userId: string; routine: Routine; open: boolean; onOpenChange: (open: boolean) => void }) {
  const remove = trpc.routines.remove.useMutation();
  const cache = useRoutineCache(userId);
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
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Delete this routine?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                “{routine.label}” and its subtasks will be removed. Your past logs stay. This cannot be undone.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={confirm} loading={remove.isPending} loadingText="Deleting...">
                Delete
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
