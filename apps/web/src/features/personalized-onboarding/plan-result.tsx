import type { ReactNode } from 'react';
import { RECOMMENDATION_CATEGORY_LABELS, type SafetyNotice } from '@cadence/domain';
import { Badge, Box, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Button } from '../../components/ui/button';
import { useState } from 'react';
import { DataList, Field, Input } from '../../components/ui/chakra-scoped';
import { SafetyNotice as SafetyNoticeCard } from '../../components/ui/safety-notice';
import type { PlanPreview } from './plan-preview';

export interface PlanResultProps {
  preview: PlanPreview;
  saving: boolean;
  onStart: () => void;
  /** docs/decisions/043: optional content above the start button (the life-stage question). */
  extra?: ReactNode;
  /** Safety notices returned while saving: shown before she continues. */
  safety: SafetyNotice[];
  onContinueAfterSafety: () => void;
  /** She corrected the name or location read from her first answer. */
  onProfileChange?: (edits: { name: string; location: string }) => void;
}

function CheckIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
      <polyline points="20 6 9 17 4 12" />
    </svg>
  );
}

/** 'Your Personalized Plan': programme, insights, routine cards, profile and the start button. */
export function PlanResult({ preview, saving, onStart, safety, onContinueAfterSafety, extra, onProfileChange }: PlanResultProps) {
  const saved = safety.length > 0;
  const [name, setName] = useState(preview.nameFound ? preview.name : '');
  const [location, setLocation] = useState(preview.location);
  const edit = (next: { name: string; location: string }) => {
    setName(next.name);
    setLocation(next.location);
    onProfileChange?.(next);
  };
  return (
    <Stack gap="6">
      <Box textAlign="center">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
          Your Personalized Plan
        </Heading>
        <Text mt="2" fontSize="lg" fontWeight="semibold" data-testid="program-name">
          {preview.programName}
        </Text>
      </Box>

      {saved ? (
        <Stack gap="3">
          {safety.map((n) => (
            <SafetyNoticeCard key={n.title} notice={n} />
          ))}
          <Text>Your plan has been saved. Please read the note above before you continue.</Text>
          <Button colorPalette="brand" size="lg" onClick={onContinueAfterSafety}>
            I understand, continue to my dashboard
          </Button>
        </Stack>
      ) : null}

      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="lg">
            Your Personalized Insights
          </Heading>
        </Card.Header>
        <Card.Body>
          {preview.insights.length > 0 ? (
            <Stack gap="3" as="ul" listStyleType="none" data-testid="insights">
              {preview.insightReasons.map((i) => (
                <Box as="li" key={i.area}>
                  <Badge colorPalette="brand" variant="subtle" size="lg" borderRadius="full" px="3">
                    {i.label}
                  </Badge>
                  {i.words.length > 0 ? (
                    <Text fontSize="sm" color="fg.muted" mt="1">
                      You mentioned {i.words.map((w) => `“${w}”`).join(', ')}.
                    </Text>
                  ) : null}
                </Box>
              ))}
            </Stack>
          ) : (
            <Text color="fg.muted">We'll learn more about what you need as you check in each day.</Text>
          )}
        </Card.Body>
      </Card.Root>

      <Stack gap="3" as="section" aria-labelledby="routines-title">
        <Heading as="h2" size="lg" id="routines-title">
          Your Routines
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" as="ul" listStyleType="none">
          {preview.recommendations.map((r) => (
            <Card.Root as="li" key={r.title} size="sm">
              <Card.Body gap="2">
                <Heading as="h3" size="md">
                  {r.title}
                </Heading>
                <HStack gap="2" wrap="wrap">
                  <Badge variant="outline">{RECOMMENDATION_CATEGORY_LABELS[r.category]}</Badge>
                  <Badge variant="outline">{r.frequency}</Badge>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {r.description}
                </Text>
                <Badge colorPalette="green" variant="subtle" alignSelf="flex-start">
                  <CheckIcon />
                  Added to Dashboard
                </Badge>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Stack>

      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="lg">
            Your Wellness Profile
          </Heading>
        </Card.Header>
        <Card.Body>
          <Text fontSize="sm" color="fg.muted" mb="3">
            {preview.nameFound ? 'We read your name and location from your first answer. Correct them if we got them wrong.' : 'What should we call you? You can add your location too.'}
          </Text>
          <Stack gap="3" mb="4" direction={{ base: 'column', sm: 'row' }}>
            <Field.Root disabled={saved || saving}>
              <Field.Label>Your name</Field.Label>
              <Input value={name} placeholder="Your first name" autoComplete="given-name" onChange={(e) => edit({ name: e.target.value, location })} data-testid="result-name" />
            </Field.Root>
            <Field.Root disabled={saved || saving}>
              <Field.Label>Location</Field.Label>
              <Input value={location} placeholder="Town or city (optional)" autoComplete="address-level2" onChange={(e) => edit({ name, location: e.target.value })} data-testid="result-location" />
            </Field.Root>
          </Stack>
          <DataList.Root orientation="horizontal" gap="3">
            <DataList.Item>
              <DataList.ItemLabel>Focus areas</DataList.ItemLabel>
              <DataList.ItemValue>{preview.challenges.length > 0 ? preview.challenges.join(', ') : 'General wellness'}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Programme</DataList.ItemLabel>
              <DataList.ItemValue>{preview.programName}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Card.Body>
      </Card.Root>

      {saved ? null : extra}
      {saved ? null : (
        <Button colorPalette="brand" size="lg" onClick={onStart} loading={saving} loadingText="Saving your plan...">
          Start My Wellness Journey →
        </Button>
      )}
    </Stack>
  );
}
