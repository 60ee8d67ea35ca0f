import { GREETINGS } from '@cadence/domain';
import { clockCases, withMachineTimeZone } from '@cadence/domain/testing';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../theme';
import { DashboardHeader } from './dashboard-header';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// Issue 22: the greeting (12:00 / 17:00 thresholds) and the day number read the device's clock in
// its own zone; render the header on a device in the person's zone at each fixed instant.
describe.each(clockCases())('dashboard header at $name', (c) => {
  const greeting = GREETINGS[c.local.hour < 12 ? 'morning' : c.local.hour < 17 ? 'afternoon' : 'evening'];

  it.each([
    ['just now', 0, 1],
    ['23 h 59 min ago', 86_340_000, 1],
    ['44 days ago', 44 * 86_400_000, 45],
  ])('greets by local time; joined %s → Day %i', (_label, ago, day) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(c.now);
    const createdAt = new Date(c.now.getTime() - ago).toISOString();
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
