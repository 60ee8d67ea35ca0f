import type { SafetyNotice } from '@cadence/domain';
import { SheetDialog } from '../../components/ui/app-dialog';
import { Dialog, Tabs } from '../../components/ui/chakra-scoped';
import { useEffect, useState } from 'react';
import { AddTaskForm } from './add-task-form';
import { NoteBox } from './note-box';

export type AddToPlanTab = 'adapt' | 'task';

export interface AddToPlanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Tab shown when the dialog opens ('adapt' for the check-in starter). */
  initialTab?: AddToPlanTab;
  /** Title of the dialog (the check-in starter opens it as 'Daily Check-In'). */
  title?: string;
  onSafety?: (notice: SafetyNotice | null) => void;
}

/** Add-to-plan dialog (§2): tabs 'AI Adapt' (note box) and 'Add Task'. Lazy-loaded by the dashboard. */
export function AddToPlanDialog({ open, onOpenChange, initialTab = 'adapt', title = 'Add to Your Plan', onSafety }: AddToPlanDialogProps) {
  const [tab, setTab] = useState<AddToPlanTab>(initialTab);
  // The unsent check-in note outlives the dialog's content: closing it (Escape, a tap outside, ×)
  // keeps what she wrote for when she opens it again; a successful check-in clears it.
  const noteDraft = useState('');
  useEffect(() => {
    if (open) setTab(initialTab);
  }, [open, initialTab]);
  const close = () => onOpenChange(false);
  return (
    <SheetDialog open={open} onOpenChange={onOpenChange} title={title}>
      <Dialog.Body pb="6">
        <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as AddToPlanTab)} colorPalette="brand" variant="enclosed" fitted>
          <Tabs.List mb="4">
            <Tabs.Trigger value="adapt">AI Adapt</Tabs.Trigger>
            <Tabs.Trigger value="task">Add Task</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="adapt">
            <NoteBox onDone={close} onSafety={onSafety} draft={noteDraft} />
          </Tabs.Content>
          <Tabs.Content value="task">
            <AddTaskForm onDone={close} onCancel={close} />
          </Tabs.Content>
        </Tabs.Root>
      </Dialog.Body>
    </SheetDialog>
  );
}
