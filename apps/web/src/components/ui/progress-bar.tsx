import { Box, HStack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface ProgressBarProps {
  value: number;
  max?: number;
  /** Visible label, also the progressbar's accessible name. */
  label: ReactNode;
  /** Text shown at the right of the label (e.g. 'Day 3 of 45', '40% completed'). */
  valueText?: ReactNode;
  size?: 'sm' | 'lg';
  labelProps?: Parameters<typeof Text>[0];
  valueTextProps?: Parameters<typeof Text>[0];
}

/**
 * A labelled progress bar (role="progressbar" with aria-valuenow/min/max). Plain Chakra boxes
 * instead of Chakra's `Progress`, whose zag state machine is not needed for a static bar and
 * weighed ~7 KiB gzip on the dashboard's initial JS (issue 9 budget).
 */
export function ProgressBar({ value, max = 100, label, valueText, size = 'sm', labelProps, valueTextProps }: ProgressBarProps) {
  const labelId = useId();
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? (clamped / max) * 100 : 0;
  return (
    <Box>
      <HStack justify="space-between" mb="1">
        <Text id={labelId} fontSize="sm" {...labelProps}>
          {label}
        </Text>
        {valueText !== undefined ? (
          <Text fontSize="sm" {...valueTextProps}>
            {valueText}
          </Text>
        ) : null}
      </HStack>
      <Box
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={clamped}
        h={size === 'lg' ? '3' : '2'}
        bg="bg.muted"
        borderRadius="full"
        overflow="hidden"
      >
        <Box h="full" w={`${percent}%`} bg="brand.solid" borderRadius="full" transition="width 0.3s" />
      </Box>
    </Box>
  );
}
