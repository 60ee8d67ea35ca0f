import { taskSourceLabel, type PlanTask } from '@cadence/domain';
import { Badge, Box, HStack, Spinner, Text } from '@chakra-ui/react';
import { CheckItem } from '../../components/ui/check-item';

const SOURCE_PALETTE: Record<string, string> = { routine: 'brand', adjustment_add: 'purple' };

/** One task of today's plan: a checkbox (pending/done), its source label and reason. */
export function TaskRow({ task, pending, onToggle }: { task: PlanTask; pending: boolean; onToggle: () => void }) {
  const done = task.status === 'done';
  const source = taskSourceLabel(task.source);
  // 'Added today' as a reason would only repeat the 'Added Today' source label.
  const reason = task.reasonTag && task.reasonTag.toLowerCase() !== source.toLowerCase() ? task.reasonTag : '';
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3" bg={done ? 'brand.subtle' : 'bg'} data-testid="plan-task">
      <HStack justify="space-between" align="flex-start" gap="2">
        <CheckItem checked={done} onCheckedChange={onToggle} disabled={pending} labelProps={{ fontWeight: 'medium', textDecoration: done ? 'line-through' : undefined }}>
          {task.label}
        </CheckItem>
        <HStack gap="2" flexShrink={0}>
          {pending ? <Spinner size="xs" role="status" aria-label="Saving" /> : null}
          <Badge colorPalette={SOURCE_PALETTE[task.source] ?? 'gray'} variant="subtle">
            {source}
          </Badge>
        </HStack>
      </HStack>
      {reason || task.notes ? (
        <Box ps="7" mt="1">
          {reason ? (
            <Text fontSize="sm" color="fg.muted">
              {reason}
            </Text>
          ) : null}
          {task.notes ? (
            <Text fontSize="sm" whiteSpace="pre-line">
              {task.notes}
            </Text>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
