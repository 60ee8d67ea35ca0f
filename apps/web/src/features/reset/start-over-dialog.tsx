import { Button, Portal } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';
import { useState } from 'react';
import { Dialog } from '../../components/ui/chakra-scoped';
import { useStartOver } from './use-start-over';

export interface StartOverDialogProps {
  /** The button that opens the confirmation. */
  trigger: ReactElement;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  loadingText: string;
  /** Where to go once she has started over. */
  onDone: () => Promise<void>;
}

/**
 * The confirmation before starting over (issue 16: /reset and My Profile both ask first). On
 * confirm: public page offline, session ended, this device's data cleared (useStartOver), then onDone.
 */
export function StartOverDialog({ trigger, title, children, confirmLabel, loadingText, onDone }: StartOverDialogProps) {
  const { startOver, pending } = useStartOver();
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    await startOver();
    setOpen(false);
    await onDone();
  };
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => setOpen(e.open)} placement="center">
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={() => void confirm()} loading={pending} loadingText={loadingText}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
