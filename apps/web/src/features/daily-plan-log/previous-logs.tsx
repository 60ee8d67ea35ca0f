import { EMPTY_STATES, formatLongUsDate, LOG_COMPLETION_TYPES, previousDaysLogs, type DailyLog } from '@cadence/domain';
import { Badge, Box, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { trpc } from '../../lib/trpc';

function LogSummary({ log }: { log: DailyLog }) {
  const done = LOG_COMPLETION_TYPES.filter((t) => log.completed[t]);
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3" bg="bg">
      <Text fontWeight="semibold">{formatLongUsDate(log.date)}</Text>
      {done.length > 0 ? (
        <HStack gap="1.5" wrap="wrap" mt="1">
          {done.map((t) => (
            <Badge key={t} colorPalette="brand" variant="subtle" textTransform="capitalize">
              ✓ {t}
            </Badge>
          ))}
        </HStack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          Nothing ticked off
        </Text>
      )}
      {log.notes ? (
        <Text fontSize="sm" mt="1" lineClamp={3} whiteSpace="pre-line">
          {log.notes}
        </Text>
      ) : null}
    </Box>
  );
}

/** The previous 7 days' logs, excluding today (§9). */
export function PreviousLogs({ today }: { today: string }) {
  const list = trpc.logs.list.useQuery();
  if (list.isPending)
    return (
      <Stack role="status" gap="2" aria-busy="true" aria-label="Loading previous logs">
        <Skeleton h="16" />
        <Skeleton h="16" />
      </Stack>
    );
  if (list.isError) return <Text color="fg.error">Could not load previous logs. Please try again later.</Text>;
  const previous = previousDaysLogs(list.data, today);
  if (previous.length === 0) return <Text color="fg.muted">{EMPTY_STATES.previousLogs}</Text>;
  return (
    <Stack as="ul" listStyleType="none" m="0" p="0" gap="2">
      {previous.map((log) => (
        <LogSummary key={log.id || log.date} log={log} />
      ))}
    </Stack>
  );
}
