import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { announce } from '../../components/ui/announcer';
import { Button } from '../../components/ui/button';
import { focusHeadingWhenShown } from '../../components/ui/focus-heading';
import { useIsOffline } from '../offline/online-status';
import { removeEntry, retryEntry } from './outbox';
import { unshowWaitingWrite } from './outbox-kinds';
import { clockTime, outboxHeadline } from './outbox-state';
import { type OutboxEntry } from './outbox-paths';

/**
 * The outbox where she can see it (docs/decisions/122): one line under the connection banner, opened into the
 * list of what waits, each entry removable; a write the server refused keeps the server's words and offers to
 * try again or remove it. Never dropped without her.
 */
export default function OutboxPanel({ entries }: { entries: readonly OutboxEntry[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const offline = useIsOffline();
  const refused = entries.some((e) => e.state === 'refused');
  const sending = entries.some((e) => e.state === 'sending');
  const toggle = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const remove = (entry: OutboxEntry) => {
    // Focus stays with her (docs/decisions/115): on the next entry's Remove, else on the line that opens the list,
    // else (nothing left, the line goes) on the screen's heading.
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('[data-remove]') ?? [])];
    const at = buttons.findIndex((b) => b.dataset.remove === entry.key);
    const next = buttons[at + 1] ?? buttons[at - 1];
    if (next) next.focus();
    else if (entries.length > 1) toggle.current?.focus();
    else focusHeadingWhenShown(document);
    unshowWaitingWrite(entry);
    announce(`Removed: ${entry.summary}. It will not be sent.`);
    void removeEntry(entry.key);
  };
  return (
    <Box
      as="section"
      aria-label="Changes on this phone"
      data-testid="outbox"
      bg={refused ? 'red.subtle' : 'yellow.subtle'}
      color={refused ? 'red.fg' : 'yellow.fg'}
      borderBottomWidth="1px"
      borderColor={refused ? 'red.muted' : 'yellow.muted'}
      px="4"
      py="1"
    >
      <HStack justify="center" gap="2" wrap="wrap">
        <Button ref={toggle} size="xs" variant="ghost" color="inherit" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)} data-testid="outbox-toggle">
          {outboxHeadline(entries)}
          {sending ? ' · sending…' : ''}
        </Button>
      </HStack>
      {open ? (
        <Stack as="ul" ref={list} id={listId} listStyleType="none" gap="2" py="2" maxW="40rem" mx="auto" data-testid="outbox-list">
          <Text as="li" fontSize="sm">
            {offline
              ? "Saved on this phone, will send when you're online. Nothing here has reached Cadence yet."
              : 'Sending in the order you made them.'}
          </Text>
          {entries.map((entry) => (
            <Stack as="li" key={entry.key} gap="1" borderTopWidth="1px" borderColor="inherit" pt="2" data-testid="outbox-entry">
              <HStack justify="space-between" align="flex-start" gap="2">
                <Text fontSize="sm" color="fg">
                  {entry.summary} <Text as="span" color="fg.muted">· {clockTime(entry.createdAt)}</Text>
                </Text>
                <HStack gap="1" flexShrink={0}>
                  {entry.state === 'refused' ? (
                    <Button size="xs" variant="outline" onClick={() => void retryEntry(entry.key)}>
                      Try again
                    </Button>
                  ) : null}
                  <Button size="xs" variant="outline" aria-label={`Remove: ${entry.summary}`} data-remove={entry.key} onClick={() => remove(entry)} loading={entry.state === 'sending'} loadingText="Sending">
                    Remove
                  </Button>
                </HStack>
              </HStack>
              {entry.state === 'refused' && entry.error ? (
                <Text fontSize="sm" color="fg.error" role="alert">
                  Not accepted: {entry.error}
                </Text>
              ) : null}
            </Stack>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
