import type { Supplement, SupplementScreeningResult } from '@cadence/domain';
import { List, Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../../components/ui/app-dialog';

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
    <ConfirmDialog
      open={supplement !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title="Not recommended for you"
      confirmLabel="Add anyway"
      onConfirm={onConfirm}
    >
      <Text mb="2">Based on your profile, {supplement?.name} may not be safe for you:</Text>
      <List.Root ps="4" gap="1" color="fg.error">
        {screening?.reasons.map((r) => (
          <List.Item key={r.reason}>{r.reason}</List.Item>
        ))}
      </List.Root>
      <Text mt="3" fontWeight="semibold">
        Please check with your doctor or pharmacist before taking it.
      </Text>
    </ConfirmDialog>
  );
}
