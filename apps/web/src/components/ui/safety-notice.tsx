import type { SafetyNotice as SafetyNoticeData } from '@cadence/domain';
import { Alert, Box, List, Stack, Text } from '@chakra-ui/react';
import { Button } from './button';
import { useEffect, useId, useRef, useState } from 'react';

const needsCountry = (notice: SafetyNoticeData) => notice.country == null && (notice.categories?.length ?? 0) > 0;

/**
 * A notice whose location named no country gets the numbers of the browser's country, from a
 * chunk loaded only then (precached by the service worker, so offline too). Until it is there
 * (a frame or two) nothing is shown: never a number that is about to change under her finger.
 */
function useLocalisedNotice(raw: SafetyNoticeData): SafetyNoticeData | null {
  const [localised, setLocalised] = useState<{ from: SafetyNoticeData; notice: SafetyNoticeData } | null>(null);
  useEffect(() => {
    if (!needsCountry(raw)) return;
    let live = true;
    void import('./safety-localise').then((m) => {
      if (live) setLocalised({ from: raw, notice: m.localiseForBrowser(raw) });
    });
    return () => {
      live = false;
    };
  }, [raw]);
  if (!needsCountry(raw)) return raw;
  return localised?.from === raw ? localised.notice : null;
}

export interface SafetyNoticeProps {
  notice: SafetyNoticeData;
  planUnchanged?: boolean;
  /** Shows 'Hide this notice' (the dashboard keeps the notice until she dismisses it). */
  onDismiss?: () => void;
  dismissing?: boolean;
  /**
   * A notice raised just now takes focus (docs/decisions/115): the notice itself, so she hears it
   * and her next Tab reaches 'Call …' first — inside the check-in dialog when it is open, on the
   * dashboard otherwise. A notice she comes back to on a later visit does not.
   */
  takeFocus?: boolean;
}

/**
 * A red-flag safety notice, action first (docs/decisions/037): the one thing to do, fitted to what she
 * wrote, with a tap-to-call button for her country's number; then, folded, why and what to do
 * until help comes. role="alert" so screen readers announce it.
 */
export function SafetyNotice({ notice: raw, planUnchanged = false, onDismiss, dismissing = false, takeFocus = false }: SafetyNoticeProps) {
  const notice = useLocalisedNotice(raw);
  const root = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const shown = notice !== null;
  useEffect(() => {
    if (takeFocus && shown) root.current?.focus();
  }, [takeFocus, shown, raw]);
  if (!notice) return null;
  const urgent = notice.level === 'urgent';
  return (
    <Alert.Root
      status={urgent ? 'error' : 'warning'}
      variant="surface"
      role="alert"
      ref={root}
      tabIndex={-1}
      aria-labelledby={titleId}
      borderRadius="lg"
      alignItems="flex-start"
      data-testid="safety-notice"
    >
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title id={titleId} fontSize="lg" fontWeight="bold" data-testid="safety-action">
          {notice.action ?? notice.title}
        </Alert.Title>
        {notice.call || notice.secondaryCall ? (
          <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
            {notice.call ? (
              <Button asChild colorPalette={urgent ? 'red' : 'orange'} size="lg" data-testid="safety-call">
                <a href={notice.call.href}>{notice.call.label}</a>
              </Button>
            ) : null}
            {notice.secondaryCall ? (
              <Button asChild variant="outline" colorPalette="red" size="lg">
                <a href={notice.secondaryCall.href}>{notice.secondaryCall.label}</a>
              </Button>
            ) : null}
          </Stack>
        ) : null}
        <Alert.Description asChild>
          <Box>
            <Box as="details" data-testid="safety-why">
              <Box as="summary" cursor="pointer" fontWeight="semibold" py="1">
                {/* A caution (a medicine, eating, weight, a check within two weeks) waits for no one to come (decision 158). */}
                {urgent ? 'Why, and what to do until help comes' : 'Why, and what to do next'}
              </Box>
              <Stack gap="2" mt="2">
                {notice.action ? <Text fontWeight="semibold">{notice.title}</Text> : null}
                <Text>{notice.message}</Text>
                {notice.steps && notice.steps.length > 0 ? (
                  <List.Root as="ol" ps="5" gap="1">
                    {notice.steps.map((s) => (
                      <List.Item key={s}>{s}</List.Item>
                    ))}
                  </List.Root>
                ) : null}
                {notice.resources.length > 0 ? (
                  <List.Root ps="4" gap="1">
                    {notice.resources.map((r) => (
                      <List.Item key={r}>{r}</List.Item>
                    ))}
                  </List.Root>
                ) : null}
              </Stack>
            </Box>
            {planUnchanged ? (
              <Text mt="2" fontWeight="semibold">
                Your plan was not changed. Please look after yourself first.
              </Text>
            ) : null}
            {onDismiss ? (
              // Hidden, the notice leaves nothing in its place: focus goes to the page's heading.
              <Button mt="3" size="sm" variant="outline" onClick={onDismiss} loading={dismissing} data-focus-next="page-title">
                Hide this notice
              </Button>
            ) : null}
          </Box>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
