import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render';
import { fakeUser, stubTrpc } from '../../test/trpc-stub';
import { ENERGY_SETTLE_MS, RhythmCard } from './rhythm-card';

afterEach(() => vi.unstubAllGlobals());

const summary = {
  rhythm: { kind: 'none', headline: '', detail: '', cycle: null },
  strengths: { program: { percent: 40, message: 'Steady.' }, routines: [] },
  dayMark: null,
  energyToday: null,
};

describe("'Energy today'", () => {
  it('saves once her choice has settled: five arrow-key changes are one save and one toast, not five', async () => {
    const calls = stubTrpc({
      'rhythm.summary': () => ({ body: summary }),
      'logs.save': () => ({ body: { id: 'l1' } }),
      'users.get': () => ({ body: fakeUser() }),
    });
    await renderScreen(() => <RhythmCard user={fakeUser() as never} />, { path: '/dashboard' });
    const select = await screen.findByRole('combobox', { name: 'Energy today' });
    for (const v of ['1', '2', '3', '4', '5']) fireEvent.change(select, { target: { value: v } });
    // Shown at once, not saved yet.
    expect(select).toHaveValue('5');
    expect(calls.filter((c) => c.path === 'logs.save')).toHaveLength(0);
    await waitFor(() => expect(calls.filter((c) => c.path === 'logs.save')).toHaveLength(1), { timeout: ENERGY_SETTLE_MS + 3000 });
    expect(calls.find((c) => c.path === 'logs.save')?.input).toMatchObject({ energy: 5 });
    expect(await screen.findByText('Energy saved')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, ENERGY_SETTLE_MS + 200));
    expect(calls.filter((c) => c.path === 'logs.save')).toHaveLength(1);
  });

  it('saves at once when she leaves the field', async () => {
    const calls = stubTrpc({ 'rhythm.summary': () => ({ body: summary }), 'logs.save': () => ({ body: { id: 'l1' } }) });
    await renderScreen(() => <RhythmCard user={fakeUser() as never} />, { path: '/dashboard' });
    const select = await screen.findByRole('combobox', { name: 'Energy today' });
    fireEvent.change(select, { target: { value: '7' } });
    fireEvent.blur(select);
    await waitFor(() => expect(calls.filter((c) => c.path === 'logs.save')).toHaveLength(1), { timeout: 1000 });
  });
});
