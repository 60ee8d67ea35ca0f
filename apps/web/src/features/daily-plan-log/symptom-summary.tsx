import { summarizeSymptoms } from '@cadence/domain';
import { Badge, HStack, Text } from '@chakra-ui/react';

/** Keyword-based symptom summary of today's notes (§9: fatigue, stress, sleep, pain, mood, digestive). */
export function SymptomSummary({ texts }: { texts: readonly string[] }) {
  const symptoms = summarizeSymptoms(texts);
  if (symptoms.length === 0) return <Text color="fg.muted">No symptoms mentioned in today's notes.</Text>;
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
