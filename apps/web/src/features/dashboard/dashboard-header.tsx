import { dayNumber, greetingFor, PROGRAM_LENGTH_DAYS } from '@cadence/domain';
import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ProgressBar } from '../../components/ui/progress-bar';

export interface DashboardHeaderProps {
  name: string;
  createdAt?: string | null;
  onAddToPlan: () => void;
  onAddToPlanIntent?: () => void;
}

/** Greeting by local time with the name, 'Day N —' + programme progress (of 45), and 'Add to Your Plan'. */
export function DashboardHeader({ name, createdAt, onAddToPlan, onAddToPlanIntent }: DashboardHeaderProps) {
  const [now] = useState(() => new Date());
  const day = dayNumber(createdAt, now);
  return (
    <Stack gap="4">
      <Flex direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="4">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} data-focus-id="page-title">
            {greetingFor(now)}, {name}
          </Heading>
          <Text color="fg.muted">
            {day !== null ? <>Day {day} — </> : null}
            Here's your plan for today.
          </Text>
        </Stack>
        <Button colorPalette="brand" size="lg" onClick={onAddToPlan} onPointerEnter={onAddToPlanIntent} onFocus={onAddToPlanIntent}>
          Add to Your Plan
        </Button>
      </Flex>
      {day !== null ? (
        <ProgressBar
          value={Math.min(day, PROGRAM_LENGTH_DAYS)}
          max={PROGRAM_LENGTH_DAYS}
          label="Programme progress"
          valueText={day > PROGRAM_LENGTH_DAYS ? `Day ${day} — programme complete` : `Day ${day} of ${PROGRAM_LENGTH_DAYS}`}
          tone="muted"
        />
      ) : null}
    </Stack>
  );
}
