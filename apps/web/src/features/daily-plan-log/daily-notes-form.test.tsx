import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { triageText } from '@cadence/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render';
import { stubTrpc } from '../../test/trpc-stub';
import { DailyNotesForm } from './daily-notes-form';

afterEach(() => vi.unstubAllGlobals());

const log = (notes: string) => ({ id: 'l1', userId: 'u1', date: '2026-11-23', notes, transcript: '', llmExtract: null, mood: '', completed: { movement: false, nutrition: false, mindfulness: false, supplement: false }, subtasks: {} });

describe('DailyNotesForm', () => {
  it('a Log note that raises a red flag shows the notice under the note at once (docs/decisions/105)', async () => {
    const notice = triageText('My face is drooping on one side', { country: 'GB' });
    stubTrpc({
      'logs.patchNotes': (input) => ({ body: log((input as { notes: string }).notes) }),
      'safety.current': () => ({ body: { kind: 'notice', date: '2026-11-23', notice } }),
    });
    await renderScreen(() => <DailyNotesForm date="2026-11-23" initialNotes="" />, { path: '/log' });
    expect(screen.queryByText(/call 999 now/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox'), 'My face is drooping on one side');
    await userEvent.click(screen.getByRole('button', { name: 'Save Notes' }));
    expect(await screen.findByText(/call 999 now/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /999/ })).toHaveAttribute('href', 'tel:999');
  });

  it('an ordinary note shows no notice', async () => {
    stubTrpc({
      'logs.patchNotes': (input) => ({ body: log((input as { notes: string }).notes) }),
      'safety.current': () => ({ body: null }),
    });
    await renderScreen(() => <DailyNotesForm date="2026-11-23" initialNotes="" />, { path: '/log' });
    await userEvent.type(screen.getByRole('textbox'), 'Two hot flushes in the night');
    await userEvent.click(screen.getByRole('button', { name: 'Save Notes' }));
    expect(await screen.findByText('Log Saved')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /999/ })).not.toBeInTheDocument();
  });
});
