import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render';
import { AddToPlanDialog } from './add-to-plan-dialog';
import { stubTrpc } from '../../test/trpc-stub';

afterEach(() => vi.unstubAllGlobals());

describe('AddToPlanDialog', () => {
  it('has the AI Adapt and Add Task tabs; Cancel closes', async () => {
    stubTrpc({});
    const onOpenChange = vi.fn();
    await renderScreen(() => <AddToPlanDialog open onOpenChange={onOpenChange} />, { path: '/dashboard' });
    expect(await screen.findByRole('dialog', { name: 'Add to Your Plan' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'AI Adapt' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('How are you feeling today?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voice' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Text' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Add Task' }));
    expect(screen.getByRole('textbox', { name: /Task description/ })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('keeps an unsent check-in note when the dialog is closed and opened again', async () => {
    stubTrpc({});
    let setOpen: (open: boolean) => void = () => undefined;
    function Harness() {
      const [open, set] = useState(true);
      setOpen = set;
      return <AddToPlanDialog open={open} onOpenChange={set} title="Daily Check-In" />;
    }
    await renderScreen(Harness, { path: '/dashboard' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'How are you feeling today?' }), 'Cramps since lunch');
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    act(() => setOpen(true));
    expect(await screen.findByRole('textbox', { name: 'How are you feeling today?' })).toHaveValue('Cramps since lunch');
  });
});
