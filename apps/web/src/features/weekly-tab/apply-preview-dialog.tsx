import { Heading, List, Stack, Text } from '@chakra-ui/react';
import { Button } from '../../components/ui/button';
import { SheetDialog } from '../../components/ui/app-dialog';
import { Dialog } from '../../components/ui/chakra-scoped';
import { isEmptyChangeSet, type RoutineChangeSet } from '@cadence/domain';
import type { ReactNode } from 'react';
import { addedNotes } from './weekly-tab-model';

interface ApplyPreviewDialogProps {
  changes: RoutineChangeSet | null;
  applying: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="1">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <List.Root gap="2" ps="5">
        {children}
      </List.Root>
    </Stack>
  );
}

/** Her routines that already cover a recommendation (docs/decisions/130). */
function AlreadyHaveItems({ changes }: { changes: RoutineChangeSet }) {
  return (
    <>
      {(changes.alreadyHave ?? []).map((a) => (
        <List.Item key={a.recommendation}>
          <Text fontWeight="medium">{a.label}</Text>
          <Text fontSize="sm" color="fg.muted">
            Covers “{a.recommendation}”
          </Text>
        </List.Item>
      ))}
    </>
  );
}

function AlreadyHaveList({ changes }: { changes: RoutineChangeSet }) {
  return (
    <List.Root gap="2" ps="5">
      <AlreadyHaveItems changes={changes} />
    </List.Root>
  );
}

/** Confirm step of 'Apply': lists exactly which routines are added, updated and paused. */
export function ApplyPreviewDialog({ changes, applying, onConfirm, onCancel }: ApplyPreviewDialogProps) {
  return (
    <SheetDialog
      open={changes !== null}
      onOpenChange={(open) => (!open && !applying ? onCancel() : undefined)}
      title="Review changes to your routines"
      closeDisabled={applying}
    >
            <Dialog.Body>
              {changes === null ? null : isEmptyChangeSet(changes) ? (
                (changes.alreadyHave ?? []).length > 0 ? (
                  <Stack gap="2">
                    <Text fontWeight="semibold">You already have this.</Text>
                    <AlreadyHaveList changes={changes} />
                    <Text color="fg.muted" fontSize="sm">
                      Nothing will be added.
                    </Text>
                  </Stack>
                ) : (
                  <Text>These recommendations don't change any of your routines.</Text>
                )
              ) : (
                <Stack gap="4">
                  <Text color="fg.muted" fontSize="sm">
                    Nothing is deleted: you can undo these changes right after applying them.
                  </Text>
                  {changes.added.length > 0 ? (
                    <Group title="Routines to add">
                      {changes.added.map((a) => (
                        <List.Item key={a.label}>
                          <Text fontWeight="medium">{a.label}</Text>
                          {a.subtasks.length > 0 ? (
                            <Text fontSize="sm" color="fg.muted">
                              {a.subtasks.map((s) => s.name).join(' · ')}
                            </Text>
                          ) : null}
                        </List.Item>
                      ))}
                    </Group>
                  ) : null}
                  {changes.modified.length > 0 ? (
                    <Group title="Routines to update">
                      {changes.modified.map((m) => (
                        <List.Item key={m.routineId}>
                          <Text fontWeight="medium">{m.after.label}</Text>
                          {m.before.active === false && m.after.active !== false ? (
                            <Text fontSize="sm">Switched back on</Text>
                          ) : null}
                          {m.after.subtasks.length > m.before.subtasks.length ? (
                            <Text fontSize="sm" color="fg.muted">
                              Steps added: {m.after.subtasks.slice(m.before.subtasks.length).map((t) => t.name).join(' · ')}
                            </Text>
                          ) : null}
                          {addedNotes(m.before.notes, m.after.notes) ? (
                            <Text fontSize="sm" color="fg.muted">
                              Note added: {addedNotes(m.before.notes, m.after.notes)}
                            </Text>
                          ) : null}
                        </List.Item>
                      ))}
                    </Group>
                  ) : null}
                  {(changes.alreadyHave ?? []).length > 0 ? (
                    <Group title="You already have this">
                      <AlreadyHaveItems changes={changes} />
                    </Group>
                  ) : null}
                  {changes.deactivated.length > 0 ? (
                    <Group title="Routines to pause">
                      {changes.deactivated.map((d) => (
                        <List.Item key={d.routineId}>
                          <Text fontWeight="medium">{d.before.label}</Text>
                        </List.Item>
                      ))}
                    </Group>
                  ) : null}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={applying}>
                Cancel
              </Button>
              {changes !== null && isEmptyChangeSet(changes) && (changes.alreadyHave ?? []).length > 0 ? null : (
                <Button colorPalette="brand" onClick={onConfirm} loading={applying} loadingText="Applying...">
                  Confirm &amp; Apply
                </Button>
              )}
            </Dialog.Footer>
    </SheetDialog>
  );
}
