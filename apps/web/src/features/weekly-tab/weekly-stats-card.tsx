import { Badge, Card, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Progress, Stat } from '../../components/ui/chakra-scoped';
import { countOf, daysActivePercent, percentCompleted, summaryWordsOf, WEEKLY_CATEGORY_TYPES, type WeeklyStats } from '@cadence/domain';
import { ENERGY_TREND_LABELS } from './weekly-tab-model';

const CATEGORY_LABELS = { movement: 'Movement', nutrition: 'Nutrition', mindfulness: 'Mindfulness' } as const;

/** This week's stats: Days Active %, completion per category, common symptoms and energy trend. */
export function WeeklyStatsCard({ stats, loading, error }: { stats: WeeklyStats | undefined; loading: boolean; error: string | null }) {
  // In the daily tab's words and order (docs/decisions/156): one check-in shows the same symptoms on both tabs.
  const symptoms = summaryWordsOf(stats?.commonSymptoms ?? []);
  return (
    <Card.Root as="section" aria-labelledby="weekly-stats-title">
      <Card.Header>
        <Heading as="h2" size="md" id="weekly-stats-title">
          This Week at a Glance
        </Heading>
      </Card.Header>
      <Card.Body>
        {loading ? (
          <Stack role="status" gap="3" aria-busy="true" aria-label="Loading weekly stats">
            <Skeleton h="12" />
            <Skeleton h="6" />
            <Skeleton h="6" />
          </Stack>
        ) : error || !stats ? (
          <Text color="fg.muted">{error ?? 'Weekly stats are not available right now.'}</Text>
        ) : (
          <Stack gap="5">
            <SimpleGrid columns={2} gap="4">
              <Stat.Root>
                <Stat.Label>Days Active</Stat.Label>
                <Stat.ValueText>{daysActivePercent(stats)}%</Stat.ValueText>
                {/* A <dd>: Stat.Root is a <dl>, which may only hold dt/dd groups (axe definition-list). */}
                <Stat.HelpText as="dd">
                  {stats.completedDays} of {countOf(stats.totalDays, 'day')}
                </Stat.HelpText>
              </Stat.Root>
              <Stat.Root>
                <Stat.Label>Energy Trend</Stat.Label>
                <Stat.ValueText fontSize="lg">{ENERGY_TREND_LABELS[stats.energyTrend]}</Stat.ValueText>
              </Stat.Root>
            </SimpleGrid>
            <Stack gap="3">
              {WEEKLY_CATEGORY_TYPES.map((t) => {
                const pct = percentCompleted(stats.categoryStats[t], stats.totalDays);
                return (
                  <Progress.Root key={t} value={pct} colorPalette="brand" size="sm">
                    <HStack justify="space-between" mb="1">
                      <Progress.Label>{CATEGORY_LABELS[t]}</Progress.Label>
                      <Text fontSize="sm" color="fg.muted">
                        {stats.categoryStats[t]}/{countOf(stats.totalDays, 'day')} · {pct}%
                      </Text>
                    </HStack>
                    {/* Named by its category ("Movement"), its value in words: not "25%". */}
                    <Progress.Track aria-label={CATEGORY_LABELS[t]} aria-valuetext={`${stats.categoryStats[t]} of ${countOf(stats.totalDays, 'day')}, ${pct}%`}>
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                );
              })}
            </Stack>
            <Stack gap="2">
              <Heading as="h3" size="sm">
                Common Symptoms
              </Heading>
              {symptoms.length === 0 ? (
                <Text color="fg.muted" fontSize="sm">
                  No symptoms noted this week.
                </Text>
              ) : (
                <HStack as="ul" listStyleType="none" m="0" p="0" gap="2" wrap="wrap" aria-label="Symptoms this week">
                  {symptoms.map((s) => (
                    <Badge as="li" key={s} colorPalette="orange" variant="subtle" textTransform="capitalize">
                      {s}
                    </Badge>
                  ))}
                </HStack>
              )}
            </Stack>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
