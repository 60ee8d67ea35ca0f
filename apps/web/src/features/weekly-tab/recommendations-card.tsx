import { Alert, Badge, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Button } from '../../components/ui/button';
import { CheckItem } from '../../components/ui/check-item';
import { isGenerateRecommendationsEnabled, type WeeklyReview } from '@cadence/domain';
import { useReflectionDraft } from '../weekly-reflection/use-reflection-draft';
import { WeeklyReflectionForm } from '../weekly-reflection/weekly-reflection-form';
import { ApplyPreviewDialog } from './apply-preview-dialog';
import { ALREADY_HAVE, type useWeeklyRecommendations } from './use-weekly-recommendations';
import { PRIORITY_PALETTE, RECOMMENDATION_TYPE_LABELS, recommendationKey } from './weekly-tab-model';

type Model = ReturnType<typeof useWeeklyRecommendations>;

/**
 * The week's reflection (the one weekly reflection form, shared with /weekly-checkin: docs/decisions/132) with
 * 'Save Weekly Reflection' and 'Generate', then the recommendations to select, 'Apply Selected' and 'Undo'.
 */
export function RecommendationsCard({ model, weekStart, existing }: { model: Model; weekStart: string; existing: WeeklyReview | undefined }) {
  const draft = useReflectionDraft(weekStart, existing);
  // Spec §5: Generate is disabled while the reflection is blank or pending; it reads the whole reflection.
  const canGenerate = isGenerateRecommendationsEnabled(draft.text, model.generating);
  const selectedCount = model.selected.size;

  return (
    <Card.Root as="section" aria-labelledby="weekly-reflection-title">
      <Card.Header>
        <Heading as="h2" size="md" id="weekly-reflection-title">
          Weekly Reflection &amp; Recommendations
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <WeeklyReflectionForm
            weekStart={weekStart}
            draft={draft}
            existing={existing}
            layout="inline"
            labelledBy="weekly-reflection-title"
            actions={
              <Button
                type="button"
                variant="outline"
                colorPalette="brand"
                disabled={!canGenerate}
                loading={model.generating}
                loadingText="Generating..."
                onClick={() => {
                  if (canGenerate) void model.generate(draft.text);
                }}
              >
                Generate
              </Button>
            }
          />

          {model.safety ? (
            <Alert.Root status={model.safety.level === 'urgent' ? 'error' : 'warning'}>
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{model.safety.title}</Alert.Title>
                <Alert.Description>
                  {model.safety.message}
                  {model.safety.resources.length > 0 ? ` ${model.safety.resources.join(' ')}` : ''}
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}

          {model.recommendations.length > 0 ? (
            <Stack gap="3" as="fieldset">
              <Heading as="legend" size="sm" mb="2">
                Recommendations for next week
              </Heading>
              {model.recommendations.map((rec, i) => {
                const key = recommendationKey(rec, i);
                const applied = model.isApplied(rec);
                const had = applied ? undefined : model.alreadyHaveOf(rec);
                return (
                  <CheckItem
                    key={key}
                    checked={applied || model.selected.has(key)}
                    disabled={applied || had !== undefined}
                    onCheckedChange={(checked) => model.toggle(key, checked)}
                    weight="semibold"
                    boxed
                    details={
                      <>
                      {rec.rationale ? (
                        <Text fontSize="sm" color="fg.muted">
                          {rec.rationale}
                        </Text>
                      ) : null}
                      {had !== undefined ? (
                        // On its own line and wrapping: with her routine's name it is wider than a 390 px card
                        // (a badge does not wrap by default).
                        <Badge colorPalette="gray" variant="solid" alignSelf="flex-start" maxW="full" h="auto" py="0.5" whiteSpace="normal" overflowWrap="anywhere">
                          {ALREADY_HAVE}
                          {had !== '' ? `: “${had}”` : ''}
                        </Badge>
                      ) : null}
                      <HStack gap="2" wrap="wrap">
                        {applied ? (
                          <Badge colorPalette="green" variant="solid">
                            Applied
                          </Badge>
                        ) : null}
                        <Badge colorPalette={PRIORITY_PALETTE[rec.priority]} variant="subtle">
                          {rec.priority} priority
                        </Badge>
                        <Badge variant="outline" textTransform="capitalize">
                          {RECOMMENDATION_TYPE_LABELS[rec.type]} · {rec.routineType}
                        </Badge>
                      </HStack>
                      </>
                    }
                  >
                    {rec.label}
                  </CheckItem>
                );
              })}
              {model.disclaimer ? (
                <Text fontSize="xs" color="fg.muted">
                  {model.disclaimer}
                </Text>
              ) : null}
            </Stack>
          ) : null}

          {model.recommendations.length > 0 || model.lastApplicationId ? (
            <HStack gap="3" wrap="wrap">
              {model.recommendations.length > 0 ? (
                <Button colorPalette="brand" onClick={() => void model.preview()} disabled={selectedCount === 0 || model.previewing} loading={model.previewing} loadingText="Checking changes...">
                  Apply Selected{selectedCount > 0 ? ` (${selectedCount})` : ''}
                </Button>
              ) : null}
              {model.lastApplicationId ? (
                <Button variant="outline" onClick={() => void model.undo()} loading={model.undoing} loadingText="Undoing...">
                  Undo last changes
                </Button>
              ) : null}
            </HStack>
          ) : null}
        </Stack>
      </Card.Body>
      <ApplyPreviewDialog changes={model.pendingChanges} applying={model.applying} onConfirm={() => void model.confirm()} onCancel={model.cancelPreview} />
    </Card.Root>
  );
}
