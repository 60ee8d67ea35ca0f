import { DEFAULT_DAILY_MOTIVATION, DEFAULT_PERSONALIZED_TIP, tipEffortInWords, type DailyPlan } from '@cadence/domain';
import { Badge, Card, Heading, HStack, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { trpc } from '../../lib/trpc';

/** 'Daily Motivation' and the personalised tip card (§2), each with the domain's defaults. */
export function TipCards({ plan }: { plan: DailyPlan | null | undefined }) {
  const motivation = trpc.plan.motivation.useQuery();
  const tipQuery = trpc.plan.tip.useQuery();
  const message = motivation.data?.message || plan?.dailyMotivation.message || DEFAULT_DAILY_MOTIVATION.message;
  const tip = { ...DEFAULT_PERSONALIZED_TIP, ...(plan?.personalizedTip ?? {}), ...(tipQuery.data ?? {}) };
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <Card.Root as="section" aria-labelledby="motivation-title" bg="brand.subtle">
        <Card.Body gap="2">
          <Heading as="h2" size="md" id="motivation-title">
            Daily Motivation
          </Heading>
          {motivation.isPending ? <Skeleton h="12" /> : <Text>{message}</Text>}
        </Card.Body>
      </Card.Root>
      <Card.Root as="section" aria-labelledby="tip-title">
        <Card.Body gap="2">
          <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
            Your personalized tip
          </Text>
          {tipQuery.isPending ? (
            <Skeleton h="16" />
          ) : (
            <>
              <Heading as="h2" size="md" id="tip-title">
                {tip.title || DEFAULT_PERSONALIZED_TIP.title}
              </Heading>
              <HStack gap="2">
                <Badge variant="subtle" textTransform="capitalize">
                  {tip.category || DEFAULT_PERSONALIZED_TIP.category}
                </Badge>
                <Badge variant="outline" colorPalette="brand" data-testid="tip-effort">
                  {tipEffortInWords({ title: tip.title, difficulty: tip.difficulty || DEFAULT_PERSONALIZED_TIP.difficulty })}
                </Badge>
              </HStack>
              <Text>{tip.content || DEFAULT_PERSONALIZED_TIP.content}</Text>
            </>
          )}
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  );
}
