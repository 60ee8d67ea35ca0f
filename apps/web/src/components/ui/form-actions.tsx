import { HStack } from '@chakra-ui/react';
import { Button } from './button';

export interface FormActionsProps {
  submitLabel: string;
  loadingText: string;
  pending: boolean;
  onCancel: () => void;
}

/** A form's Cancel and submit buttons, right-aligned; the submit one shows its work while pending. */
export function FormActions({ submitLabel, loadingText, pending, onCancel }: FormActionsProps) {
  return (
    <HStack justify="flex-end" gap="2">
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" colorPalette="brand" loading={pending} loadingText={loadingText}>
        {submitLabel}
      </Button>
    </HStack>
  );
}
