import { Box, HStack, Text } from '@chakra-ui/react';

/** A small labelled meter for habit strength (0–100) with a kind message; never a judgement. */
export function StrengthMeter({ percent, message, label = 'Habit strength' }: { percent: number; message?: string; label?: string }) {
  return (
    <Box data-testid="habit-strength">
      <HStack justify="space-between" fontSize="sm">
        <Text as="span" fontWeight="medium">
          {label}
        </Text>
        <Text as="span" data-testid="habit-strength-value" fontWeight="semibold">
          {percent}%
        </Text>
      </HStack>
      <Box
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent} out of 100`}
        h="2"
        mt="1"
        borderRadius="full"
        bg="bg.muted"
        overflow="hidden"
      >
        <Box h="full" w={`${Math.max(2, percent)}%`} bg="brand.solid" borderRadius="full" />
      </Box>
      {message ? (
        <Text fontSize="sm" color="fg.muted" mt="1">
          {message}
        </Text>
      ) : null}
    </Box>
  );
}
