import { CloseButton, Portal } from '@chakra-ui/react';
import { Button } from './button';
import type { ReactElement, ReactNode } from 'react';
import { Dialog } from './chakra-scoped';

/** Lazy dialogs mount on open and unmount on close; the others leave Chakra's defaults alone. */
const presence = (lazy: boolean) => (lazy ? { lazyMount: true, unmountOnExit: true } : {});

interface DialogFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Mount the content only while open (forms that start from fresh state each time). */
  lazy?: boolean;
  children: ReactNode;
}

export interface SheetDialogProps extends DialogFrameProps {
  /** While true the × is disabled (an apply in flight). */
  closeDisabled?: boolean;
}

/**
 * A dialog with a form or a longer read: full screen on a phone, centred from `sm` up, with a
 * labelled × in the corner. The children are the body and footer (a form wraps both).
 */
export function SheetDialog({ open, onOpenChange, title, lazy = false, closeDisabled = false, children }: SheetDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      size={{ base: 'full', sm: 'md' }}
      placement="center"
      scrollBehavior="inside"
      {...presence(lazy)}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" disabled={closeDisabled} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export interface ConfirmDialogProps extends DialogFrameProps {
  /** The button that opens it, when the dialog owns its trigger. */
  trigger?: ReactElement;
  /** The action; always shown in red: every confirmation here is for something that cannot be undone. */
  confirmLabel: string;
  onConfirm: () => void;
  /** Label of the button that closes without doing anything. */
  cancelLabel?: string;
  /** Shown on the confirm button while its work runs. */
  pending?: boolean;
  loadingText?: string;
}

/** An alert dialog that asks before an action: title, what will happen, Cancel and the action. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  lazy = false,
  trigger,
  children,
  confirmLabel,
  onConfirm,
  cancelLabel = 'Cancel',
  pending = false,
  loadingText,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="center" {...presence(lazy)}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
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
                <Button variant="outline">{cancelLabel}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={onConfirm} loading={pending} loadingText={loadingText}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
