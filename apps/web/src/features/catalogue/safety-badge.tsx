import type { SupplementScreeningResult } from '@cadence/domain';
import { Badge, List, Stack } from '@chakra-ui/react';

const TIER = {
  // Darker shades so white text keeps a 4.5:1 contrast.
  avoid: { label: 'Avoid', palette: 'red', bg: 'red.700' },
  caution: { label: 'Caution', palette: 'orange', bg: 'orange.700' },
  info: { label: 'Check first', palette: 'gray', bg: 'gray.600' },
} as const;

/** Supplement safety tier for her medications, conditions and pregnancy status, with the reasons. */
export function SafetyBadge({ screening }: { screening: SupplementScreeningResult }) {
  if (screening.tier === 'ok') return null;
  const tier = TIER[screening.tier];
  return (
    <Stack gap="1" mt="1">
      <Badge colorPalette={tier.palette} variant="solid" bg={tier.bg} color="white" alignSelf="flex-start" data-testid={`safety-${screening.tier}`}>
        {tier.label}
      </Badge>
      <List.Root ps="4" fontSize="sm" gap="0.5" color={screening.tier === 'avoid' ? 'fg.error' : screening.tier === 'caution' ? 'orange.fg' : 'fg.muted'}>
        {screening.reasons.map((r) => (
          <List.Item key={`${r.severity}-${r.reason}`}>{r.reason}</List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
