import { SYMPTOM_KEYWORDS, summarizeSymptoms } from '@cadence/domain';
import { Badge, HStack, Text } from '@chakra-ui/react';

/**
 * Keyword-based symptom summary of today's notes (§9: fatigue, stress, sleep, pain, mood, digestive).
 * With notes that name none of them it says which words it looks for: "No symptoms mentioned"
 * under a note about heavy bleeding read as if nothing she wrote had counted.
 */
export function SymptomSummary({ texts }: { texts: readonly string[] }) {
  const symptoms = summarizeSymptoms(texts);
  if (symptoms.length === 0) {
    const wrote = texts.some((t) => t.trim() !== '');
    return (
      <Text color="fg.muted">
        {wrote ? `Today's notes name none of the symptoms tracked here (${SYMPTOM_KEYWORDS.join(', ')}).` : 'No notes yet today.'}
      </Text>
    );
  }
  return (
    <HStack as="ul" listStyleType="none" m="0" p="0" gap="2" wrap="wrap" aria-label="Symptoms mentioned today">
      {symptoms.map((s) => (
        <Badge as="li" key={s} colorPalette="orange" variant="subtle" size="lg" textTransform="capitalize">
          {s}
        </Badge>
      ))}
    </HStack>
  );
}
