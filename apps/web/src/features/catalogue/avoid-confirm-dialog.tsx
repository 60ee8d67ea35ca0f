import type { Supplement, SupplementScreeningResult } from '@cadence/domain';
import { Button, List, Portal, Text } from '@chakra-ui/react';
import { Dialog } from '../../components/ui/chakra-scoped';

/** Confirmation before adding a supplement screened as 'avoid' for her. */
export function AvoidConfirmDialog({
  supplement,
  screening,
  onConfirm,
  onCancel,
}: {
  supplement: Supplement | null;
  screening: SupplementScreeningResult | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog.Root role="alertdialog" open={supplement !== null} onOpenChange={(e) => (e.open ? undefined : onCancel())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Not recommended for you</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="2">
                Based on your profile, {supplement?.name} may not be safe for you:
              </Text>
              <List.Root ps="4" gap="1" color="fg.error">
                {screening?.reasons.map((r) => (
                  <List.Item key={r.reason}>{r.reason}</List.Item>
                ))}
              </List.Root>
              <Text mt="3" fontWeight="semibold">
                Please check with your doctor or pharmacist before taking it.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                Cancel
              </Button>
              <Button colorPalette="red" onClick={onConfirm}>
                Add anyway
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
