import { CONFIDENCE_LABELS, phaseLabel, WHAT_HELPS_MIN_DAYS, WHAT_HELPS_NOT_ADVICE, type RhythmSummary } from '@cadence/domain';
import { Badge, Card, Heading, List, Stack, Text } from '@chakra-ui/react';

const MAX_SHOWN = 4;

/**
 * 'What helps' (docs/decisions/045; weekly tab): for her routines, categories and tags (day marks, noted symptoms), the difference in next-day
 * energy or mood on days with and without them — only with at least 5 days on each side, with a
 * plain confidence, and never as medical advice. Plus symptom patterns by phase when she tracks a cycle.
 */
export function WhatHelpsCard({ summary }: { summary: RhythmSummary }) {
  const items = summary.whatHelps.slice(0, MAX_SHOWN);
  const phases = summary.symptomsByPhase.filter((p) => p.symptoms.some((s) => s.days >= 2));
  return (
    <Card.Root as="section" aria-labelledby="what-helps-title" data-testid="what-helps">
      <Card.Header>
        <Heading as="h2" size="md" id="what-helps-title">
          What helps you
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {WHAT_HELPS_NOT_ADVICE.you}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {items.length === 0 ? (
            <Text>
              Not enough days yet. Once a habit has at least {WHAT_HELPS_MIN_DAYS} days with it and {WHAT_HELPS_MIN_DAYS} without, followed by a check-in, you will see how your next
              day tends to go.
            </Text>
          ) : (
            <List.Root gap="3" variant="plain">
              {items.map((item) => (
                <List.Item key={`${item.factorId}-${item.metric}`} data-testid="what-helps-item" display="block">
                  <Text>{item.text}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    <Badge colorPalette={item.confidence === 'early hint' ? 'gray' : 'brand'} mr="2">
                      {CONFIDENCE_LABELS[item.confidence]}
                    </Badge>
                    {item.withDays} days with, {item.withoutDays} without.
                  </Text>
                </List.Item>
              ))}
            </List.Root>
          )}
          {phases.length > 0 ? (
            <Stack gap="1">
              <Heading as="h3" size="sm">
                Symptoms by cycle phase
              </Heading>
              <List.Root gap="1" ps="4">
                {phases.map((p) => {
                  const top = p.symptoms[0] as { symptom: string; days: number };
                  return (
                    <List.Item key={p.phase}>
                      {phaseLabel(p.phase)}: {top.symptom} on {top.days} of {p.days} days
                    </List.Item>
                  );
                })}
              </List.Root>
            </Stack>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
