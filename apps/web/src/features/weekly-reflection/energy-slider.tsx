import { chakra, HStack, Text } from '@chakra-ui/react';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/chakra-scoped';
import { WEEKLY_SCORE_MAX, WEEKLY_SCORE_MIN, WEEKLY_SCORE_STEP } from '@cadence/domain';

/** Shown under the slider until she rates her week (docs/decisions/133). */
export const NOT_RATED_HINT = 'Not rated yet: the slider starts at 5. Move it to rate your week.';

/**
 * 'Overall Energy & Mood' 1–10 (spec §2): a native range input, so arrows / Home / End / Page keys
 * work everywhere and screen readers announce the value ('Current: n' is also shown).
 * The default (5) is not her rating until she moves it, or keeps it on purpose with 'Rate it n/10'
 * (docs/decisions/133).
 */
export function EnergySlider({ value, rated, onChange }: { value: number; rated: boolean; onChange: (value: number) => void }) {
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
        aria-valuetext={rated ? `${value} out of 10` : `${value} out of 10, not rated yet`}
        aria-describedby={rated ? undefined : 'energy-mood-unrated'}
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
      {rated ? null : (
        <HStack gap="2" wrap="wrap" fontSize="sm">
          <Text id="energy-mood-unrated" color="fg.muted">
            {NOT_RATED_HINT}
          </Text>
          <Button size="xs" variant="outline" colorPalette="brand" onClick={() => onChange(value)}>
            Rate it {value}/10
          </Button>
        </HStack>
      )}
    </Field.Root>
  );
}
