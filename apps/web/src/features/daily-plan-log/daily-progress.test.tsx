import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render';
import { stubTrpc } from '../add-to-plan/test-support';
import { DailyProgress } from './daily-progress';

afterEach(() => vi.unstubAllGlobals());

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

describe('DailyProgress', () => {
  it('applies the §4 completion rules, saves with logs.save and updates the %', async () => {
    const saves: unknown[] = [];
    stubTrpc({
      'logs.get': () => ({ body: null }),
      'logs.list': () => ({ body: [] }),
      'routines.list': () => ({ body: [routine('r1', 'movement', 'Walk', ['Warm up', 'Walk 20 min']), routine('r2', 'mindfulness', 'Breathe', [])] }),
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

    // Unmarking clears the flag but leaves the subtasks ticked.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Walk' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Walk' })).not.toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Walk 20 min' })).toBeChecked();

    // Marking a routine ticks its type flag (and all its subtasks).
    await userEvent.click(screen.getByRole('checkbox', { name: 'Breathe' }));
    expect(await screen.findByText('50% completed')).toBeInTheDocument();
    await waitFor(() => expect(saves).toHaveLength(4));
    expect(saves[1]).toMatchObject({ completed: { movement: true }, subtasks: { r1: { 'r1-s0': true, 'r1-s1': true } } });
    expect(saves[2]).toMatchObject({ completed: { movement: false }, subtasks: { r1: { 'r1-s0': true, 'r1-s1': true } } });
    expect(saves[3]).toMatchObject({ completed: { movement: false, mindfulness: true } });
  });

  it('summarises symptoms from the notes and saves the notes (Log Saved)', async () => {
    const calls = stubTrpc({
      'logs.get': () => ({ body: { id: 'l1', userId: 'u1', date: '2026-03-03', notes: 'Poor sleep and stress', transcript: '', llmExtract: null, mood: '', completed: { movement: false, nutrition: false, mindfulness: false, supplement: false }, subtasks: {} } }),
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
