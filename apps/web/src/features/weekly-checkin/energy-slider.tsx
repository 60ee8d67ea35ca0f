import { chakra, HStack, Text } from '@chakra-ui/react';
import { Field } from '../../components/ui/chakra-scoped';
import { WEEKLY_SCORE_MAX, WEEKLY_SCORE_MIN, WEEKLY_SCORE_STEP } from '@cadence/domain';

/**
 * 'Overall Energy & Mood' 1–10 (spec §2): a native range input, so arrows / Home / End / Page keys
 * work everywhere and screen readers announce the value ('Current: n' is also shown).
 */
export function EnergySlider({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  return (
    <Field.Root>
      <Field.Label htmlFor="energy-mood">Overall Energy &amp; Mood</Field.Label>
      <chakra.input
        id="energy-mood"
        type="range"
        min={WEEKLY_SCORE_MIN}
        max={WEEKLY_SCORE_MAX}
        step={WEEKLY_SCORE_STEP}
        value={value}
        aria-valuetext={`${value} out of 10`}
        onChange={(e) => onChange(Number(e.target.value))}
        w="full"
        h="8"
        cursor="pointer"
        css={{ accentColor: 'var(--chakra-colors-brand-solid)' }}
      />
      <HStack justify="space-between" w="full" fontSize="sm" color="fg.muted" aria-hidden="true">
        <Text>1 (Low)</Text>
        <Text fontWeight="semibold" color="fg">
          Current: {value}
        </Text>
        <Text>10 (High)</Text>
      </HStack>
    </Field.Root>
  );
}
