import { SYMPTOM_KEYWORDS, summarySymptoms, type NoteReading } from '@cadence/domain';
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';

/**
 * The symptom summary of today's notes (§9: fatigue, stress, sleep, pain, mood, digestive — and hot
 * flushes), read from the log's stored reading (docs/decisions/110): "No pain today" shows no pain,
 * "two hot flushes in the night" shows hot flushes. What the reading flags as needing care (heavy
 * bleeding, feeling faint) is said first, never summed up as "none of the symptoms".
 */
export function SymptomSummary({ reading }: { reading: NoteReading | null | undefined }) {
  const symptoms = summarySymptoms([reading]);
  // Each flag carries its notice's title (the reading stores it), so this screen does not bundle the notice texts.
  const flags = (reading?.redFlags ?? []).map((f) => f.title ?? 'something that needs a doctor');
  const wrote = (reading?.sentences.length ?? 0) > 0;
  return (
    <Stack gap="3">
      {flags.length > 0 ? (
        <Text color={{ base: 'red.700', _dark: 'red.300' }} fontWeight="semibold" role="note">
          {`Your notes mention something that needs care first: ${[...new Set(flags)].join('; ')}.`}
        </Text>
      ) : null}
      {symptoms.length > 0 ? (
        <HStack as="ul" listStyleType="none" m="0" p="0" gap="2" wrap="wrap" aria-label="Symptoms mentioned today">
          {symptoms.map((s) => (
            <Badge as="li" key={s} colorPalette="orange" variant="subtle" size="lg" textTransform="capitalize">
              {s}
            </Badge>
          ))}
        </HStack>
      ) : flags.length > 0 ? null : (
        <Text color="fg.muted">
          {wrote ? `Today's notes name none of the symptoms tracked here (${[...SYMPTOM_KEYWORDS, 'hot flushes'].join(', ')}).` : 'No notes yet today.'}
        </Text>
      )}
    </Stack>
  );
}
