import { readNote } from '@cadence/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render';
import { stubTrpc } from '../../test/trpc-stub';
import { DailyProgress } from './daily-progress';

/** "Today" is read from the clock: the first seconds of a week (Monday 00:00:30, local). */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 23, 0, 0, 30));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const routine = (id: string, type: string, label: string, subtasks: string[]) => ({
  id,
  userId: 'u1',
  type,
  label,
  frequency: 'daily',
  notes: '',
  active: true,
  isPersonalized: false,
  subtasks: subtasks.map((name, i) => ({ id: `${id}-s${i}`, name, description: '', completed: false })),
});

const emptyLog = (date: string, notes = '') => ({ id: `l-${date}`, userId: 'u1', date, notes, transcript: '', llmExtract: null, mood: '', completed: { movement: false, nutrition: false, mindfulness: false, supplement: false }, subtasks: {} });

describe('DailyProgress', () => {
  it("shows today's local date, reads today's log and lists the days before it (Monday just after midnight)", async () => {
    const calls = stubTrpc({
      'logs.get': () => ({ body: emptyLog('2026-11-23') }),
      'logs.list': () => ({ body: [emptyLog('2026-11-23', 'today'), emptyLog('2026-11-22', 'sunday'), emptyLog('2026-11-15', 'eight days ago')] }),
      'routines.list': () => ({ body: [] }),
    });
    await renderScreen(() => <DailyProgress userId="u1" />, { path: '/log' });
    expect(await screen.findByText('Monday, November 23, 2026')).toBeInTheDocument();
    expect(await screen.findByText('November 22, 2026')).toBeInTheDocument();
    expect(screen.getByText('November 15, 2026')).toBeInTheDocument(); // up to 7 logs before today, however old
    expect(screen.queryByText('November 23, 2026')).not.toBeInTheDocument();
    expect(calls.find((c) => c.path === 'logs.get')?.input).toMatchObject({ date: '2026-11-23' });
  });

  it('applies the §4 completion rules, saves with logs.save and updates the %', async () => {
    const saves: unknown[] = [];
    stubTrpc({
      'logs.get': () => ({ body: null }),
      'logs.list': () => ({ body: [] }),
      'routines.list': () => ({ body: [routine('r1', 'movement', 'Walk', ['Warm up', 'Walk 20 min']), routine('r2', 'mindfulness', 'Breathe', [])] }),
      'plan.today': () => ({ body: null }),
      'logs.save': (input) => {
        saves.push(input);
        return { body: { id: 'l1', date: '2026-03-03', notes: '', transcript: '', llmExtract: null, mood: '', ...(input as object) } };
      },
    });
    await renderScreen(() => <DailyProgress userId="u1" />, { path: '/log' });
    expect(await screen.findByText('0% completed')).toBeInTheDocument();
    expect(screen.getByText('No previous logs available yet.')).toBeInTheDocument();

    // Ticking the last subtask completes the routine's type.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Warm up' }));
    expect(screen.getByRole('checkbox', { name: 'Walk' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Walk 20 min' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Walk' })).toBeChecked());
    expect(screen.getByText('50% completed')).toBeInTheDocument();

    // Unmarking clears the flag and unticks its subtasks (docs/decisions/024: a routine counts complete once all its
    // subtasks are ticked, so the box, the count and the plan task agree — decision 024).
    await userEvent.click(screen.getByRole('checkbox', { name: 'Walk' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Walk' })).not.toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Walk 20 min' })).not.toBeChecked();

    // Marking a routine ticks its type flag (and all its subtasks).
    await userEvent.click(screen.getByRole('checkbox', { name: 'Breathe' }));
    expect(await screen.findByText('50% completed')).toBeInTheDocument();
    await waitFor(() => expect(saves).toHaveLength(4));
    expect(saves[1]).toMatchObject({ completed: { movement: true }, subtasks: { r1: { 'r1-s0': true, 'r1-s1': true } } });
    expect(saves[2]).toMatchObject({ completed: { movement: false }, subtasks: { r1: { 'r1-s0': false, 'r1-s1': false } } });
    expect(saves[3]).toMatchObject({ completed: { movement: false, mindfulness: true } });
  });

  it('summarises symptoms from the notes and saves the notes (Log Saved)', async () => {
    const calls = stubTrpc({
      'logs.get': () => ({ body: { id: 'l1', userId: 'u1', date: '2026-03-03', notes: 'Poor sleep and stress', transcript: '', llmExtract: null, reading: readNote('Poor sleep and stress'), mood: '', completed: { movement: false, nutrition: false, mindfulness: false, supplement: false }, subtasks: {} } }),
      'logs.list': () => ({ body: [] }),
      'routines.list': () => ({ body: [] }),
      'logs.patchNotes': (input) => ({ body: { id: 'l1', userId: 'u1', date: '2026-03-03', transcript: '', llmExtract: null, mood: '', completed: { movement: false, nutrition: false, mindfulness: false, supplement: false }, subtasks: {}, ...(input as object) } }),
    });
    await renderScreen(() => <DailyProgress userId="u1" />, { path: '/log' });
    const notes = await screen.findByRole('textbox', { name: 'Daily notes' });
    expect(notes).toHaveValue('Poor sleep and stress');
    expect(screen.getByText('stress')).toBeInTheDocument();
    expect(screen.getByText('sleep')).toBeInTheDocument();
    await userEvent.type(notes, ', better evening');
    await userEvent.click(screen.getByRole('button', { name: 'Save Notes' }));
    expect(await screen.findByText('Log Saved')).toBeInTheDocument();
    expect(screen.getByText('Your daily notes have been saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'logs.patchNotes')?.input).toMatchObject({ notes: 'Poor sleep and stress, better evening' });
  });
});
