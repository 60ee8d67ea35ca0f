import type { ReactElement, ReactNode } from 'react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/app-dialog';
import { PendingWritesWarning } from '../../platform/outbox/pending-writes-warning';
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
  /** Open from the start (she tapped the button before the dialog's chunk had arrived). */
  defaultOpen?: boolean;
}

/**
 * The confirmation before starting over (docs/decisions/038: /reset and My Profile both ask first). On
 * confirm: public page offline, session ended, this device's data cleared (useStartOver), then onDone.
 */
export function StartOverDialog({ trigger, title, children, confirmLabel, loadingText, onDone, defaultOpen = false }: StartOverDialogProps) {
  const { startOver, pending } = useStartOver();
  const [open, setOpen] = useState(defaultOpen);
  const confirm = async () => {
    await startOver();
    setOpen(false);
    await onDone();
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={title}
      confirmLabel={confirmLabel}
      onConfirm={() => void confirm()}
      pending={pending}
      loadingText={loadingText}
    >
      {children}
      <PendingWritesWarning />
    </ConfirmDialog>
  );
}
