import { addDays, GREETINGS } from '@cadence/domain';
import { atLocalTime, clockCases, withMachineTimeZone } from '@cadence/domain/testing';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../theme';
import { DashboardHeader } from './dashboard-header';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// docs/decisions/030: the greeting (12:00 / 17:00 thresholds) and the day number read the device's clock in
// its own zone; render the header on a device in the person's zone at each fixed instant.
describe.each(clockCases())('dashboard header at $name', (c) => {
  const greeting = GREETINGS[c.local.hour < 12 ? 'morning' : c.local.hour < 17 ? 'afternoon' : 'evening'];

  // Day N counts her calendar days (docs/decisions/031): Day 1 is the date she joined.
  it.each([
    ['just now', 1, () => c.now],
    ['at her last midnight', 1, () => atLocalTime(`${c.local.date}T00:00:00`, c.timeZone)],
    ['a minute before her last midnight', 2, () => atLocalTime(`${addDays(c.local.date, -1)}T23:59:00`, c.timeZone)],
    ['44 of her days ago, at noon', 45, () => atLocalTime(`${addDays(c.local.date, -44)}T12:00:00`, c.timeZone)],
  ] as const)('greets by local time; joined %s → Day %i', (_label, day, joinedAt) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(c.now);
    const createdAt = joinedAt().toISOString();
    withMachineTimeZone(c.timeZone, () =>
      render(
        <ChakraProvider value={getSystem()}>
          <DashboardHeader name="Maya" createdAt={createdAt} onAddToPlan={() => undefined} />
        </ChakraProvider>,
      ),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`${greeting}, Maya`);
    expect(screen.getByText(`Day ${day} of 45`)).toBeInTheDocument();
  });
});
