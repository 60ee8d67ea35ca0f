import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render';
import { stubTrpc } from '../../test/trpc-stub';
import { AddRoutineForm } from './add-routine-form';
import { RoutineCard } from './routine-card';
import { scheduleLabel } from './routine-options';

// docs/decisions/060: a weekly routine's weekday is picked in the form and shown on the card;
// the switch reads 'Active' / 'Paused'.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 26, 9, 0, 0)); // Thursday, local
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const routine = (extra: Record<string, unknown> = {}) => ({
  id: 'r1',
  userId: 'u1',
  type: 'movement' as const,
  label: 'Yoga class',
  frequency: 'weekly' as const,
  weekday: 'wednesday' as const,
  notes: '',
  active: true,
  isPersonalized: false,
  subtasks: [],
  ...extra,
});

describe('schedule label', () => {
  it('names the weekday of a weekly routine', () => {
    expect(scheduleLabel({ frequency: 'weekly', weekday: 'wednesday' })).toBe('Weekly · Wednesdays');
    expect(scheduleLabel({ frequency: 'daily' })).toBe('Daily');
    expect(scheduleLabel({ frequency: 'as_needed' })).toBe('As needed');
  });
});

describe('RoutineCard', () => {
  it("shows a weekly routine's weekday and a switch with one name, on then off", async () => {
    const updates: unknown[] = [];
    stubTrpc({
      'routines.update': (input) => {
        updates.push(input);
        return { body: routine({ active: false }) };
      },
      'plan.regenerate': () => ({ body: null }),
      'routines.list': () => ({ body: [routine({ active: false })] }),
    });
    let current = routine();
    const { rerender } = await renderScreen(() => <RoutineCard userId="u1" routine={current} />);
    expect(await screen.findByText('Weekly · Wednesdays')).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Active: Yoga class' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(updates).toEqual([{ id: 'r1', data: { active: false } }]));
    current = routine({ active: false });
    rerender(<></>);
    await renderScreen(() => <RoutineCard userId="u1" routine={current} />);
    const paused = await screen.findByRole('switch', { name: 'Active: Yoga class' });
    expect(paused).not.toBeChecked();
    expect(screen.getByText('Paused')).toBeInTheDocument();
  });
});

describe('AddRoutineForm', () => {
  it("asks for the day of a weekly routine (default today's weekday) and sends it; a daily one sends none", async () => {
    const creates: Record<string, unknown>[] = [];
    stubTrpc({
      'routines.create': (input) => {
        creates.push(input as Record<string, unknown>);
        return { body: routine() };
      },
      'routines.list': () => ({ body: [] }),
      'plan.regenerate': () => ({ body: null }),
    });
    await renderScreen(() => <AddRoutineForm />);
    expect(screen.queryByLabelText('Day of the week')).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /^Routine name/ }), 'Yoga class');
    await userEvent.selectOptions(screen.getByLabelText('Frequency'), 'weekly');
    const day = screen.getByLabelText('Day of the week') as HTMLSelectElement;
    expect(day.value).toBe('thursday');
    await userEvent.selectOptions(day, 'saturday');
    await userEvent.click(screen.getByRole('button', { name: 'Add Routine' }));
    await waitFor(() => expect(creates).toHaveLength(1));
    expect(creates[0]).toMatchObject({ label: 'Yoga class', frequency: 'weekly', weekday: 'saturday' });

    await waitFor(() => expect((screen.getByRole('textbox', { name: /^Routine name/ }) as HTMLInputElement).value).toBe(''));
    await userEvent.type(screen.getByRole('textbox', { name: /^Routine name/ }), 'Walk');
    await userEvent.click(screen.getByRole('button', { name: 'Add Routine' }));
    await waitFor(() => expect(creates).toHaveLength(2));
    expect(creates[1]).toMatchObject({ frequency: 'daily' });
    expect(creates[1]).not.toHaveProperty('weekday');
  });
});
