import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localIsoDate, weekStartMonday } from '@cadence/domain';
import { renderScreen } from '../../test/render';
import { polyfillPointerEvent, stubTrpc, type StubHandlers } from '../../test/trpc-stub';

polyfillPointerEvent();
import { WeeklyTab } from './weekly-tab';

const stats = { completedDays: 3, totalDays: 4, categoryStats: { movement: 1, nutrition: 2, mindfulness: 3 }, commonSymptoms: ['fatigue'], energyTrend: 'declining' };
const recs = [
  { id: 'a', type: 'add', routineType: 'movement', label: 'Add a daily 20-minute walk', rationale: 'Move more.', priority: 'high' },
  { id: 'b', type: 'add', routineType: 'mindfulness', label: 'Add a 5-minute breathing practice', rationale: 'Breathe.', priority: 'medium' },
  { id: 'c', type: 'keep', routineType: 'nutrition', label: 'Keep your breakfast', rationale: '', priority: 'low' },
];
const changes = {
  added: [{ userId: 'u_1', type: 'movement', label: 'Daily 20-minute walk', notes: 'Move more.', frequency: 'daily', subtasks: [{ name: 'Easy-paced walk', description: '', completed: false }], isPersonalized: true, active: true }],
  modified: [],
  deactivated: [],
};

const base: StubHandlers = {
  'weekly.stats': () => ({ body: stats }),
  'weekly.recommendations': () => ({ body: { recommendations: recs, source: 'rules', recommendationSetId: 's1', weekStartDate: '2025-03-03', disclaimer: 'Not medical advice.' } }),
  'weekly.previewApply': () => ({ body: { changes, summary: ['Added “Daily 20-minute walk”'] } }),
  'weekly.applyRecommendations': () => ({ body: { applied: { added: [], modified: [], deactivated: [] }, summary: ['Added “Daily 20-minute walk”'], applicationId: 'app1' } }),
  'weekly.undoApply': () => ({ body: { applicationId: 'app1', undone: true, routines: [] } }),
};

beforeEach(() => localStorage.setItem('wellnessUserId', 'u_1'));
afterEach(() => vi.unstubAllGlobals());
// Chakra + user-event are slow in jsdom on a shared 2-core CI machine.
vi.setConfig({ testTimeout: 30_000 });

const Tab = () => <WeeklyTab />;

describe('WeeklyTab', () => {
  it('shows Days Active, per-category completion, symptoms and the energy trend', async () => {
    stubTrpc(base);
    await renderScreen(Tab, { path: '/daily-plan-log' });
    expect(await screen.findByText('75%')).toBeInTheDocument();
    expect(screen.getByText('3 of 4 days')).toBeInTheDocument();
    expect(screen.getByText('1/4 days · 25%')).toBeInTheDocument();
    expect(screen.getByText('fatigue')).toBeInTheDocument();
    expect(screen.getByText('Declining')).toBeInTheDocument();
    // Each bar is named by its category, its value in words (not "25%").
    const movement = screen.getByRole('progressbar', { name: 'Movement' });
    expect(movement).toHaveAttribute('aria-valuetext', '1 of 4 days, 25%');
    expect(screen.getAllByRole('progressbar').map((b) => b.getAttribute('aria-label'))).not.toContain('25%');
    // axe definition-list: a <dl> holds only dt/dd groups (optionally wrapped in a div).
    const dlChildren = [...document.querySelectorAll('dl')].flatMap((dl) => [...dl.children].map((c) => c.tagName));
    expect(dlChildren.length).toBeGreaterThan(0);
    expect(dlChildren.filter((t) => !['DT', 'DD', 'DIV'].includes(t))).toEqual([]);
  });

  it('generates, stores titles, previews the exact change, applies, clears the selection and undoes', async () => {
    const calls = stubTrpc(base);
    await renderScreen(Tab, { path: '/daily-plan-log' });
    const generate = await screen.findByRole('button', { name: 'Generate' });
    expect(generate).toBeDisabled();
    await userEvent.type(screen.getByLabelText("What didn't help or felt challenging?"), '   ');
    expect(generate).toBeDisabled();
    await userEvent.type(screen.getByLabelText("What didn't help or felt challenging?"), 'Tired but walks helped');
    await userEvent.click(generate);
    expect(await screen.findByText('Weekly Analysis Complete')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('recommendations') ?? '[]')).toEqual(recs.map((r) => ({ title: r.label })));
    expect(calls.find((c) => c.path === 'weekly.recommendations')?.input).toEqual({ reflectionNotes: 'Tired but walks helped' });

    const apply = screen.getByRole('button', { name: /Apply Selected/ });
    expect(apply).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Add a daily 20-minute walk' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Add a 5-minute breathing practice' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply Selected (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review changes to your routines' });
    expect(within(dialog).getByText('Routines to add')).toBeInTheDocument();
    expect(within(dialog).getByText('Daily 20-minute walk')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm & Apply' }));
    expect(await screen.findByText('Routines Updated')).toBeInTheDocument();
    const applied = calls.find((c) => c.path === 'weekly.applyRecommendations')?.input as { recommendations: { id: string }[] };
    expect(applied.recommendations.map((r) => r.id)).toEqual(['a', 'b']);
    // Applied advice shows as applied and cannot be chosen again (decision 099); the selection is cleared.
    // Unavailable but still focusable (aria-disabled: docs/decisions/115), so focus never drops to the page.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Add a daily 20-minute walk' })).toHaveAttribute('aria-disabled', 'true'));
    expect(screen.getAllByText('Applied')).toHaveLength(2);
    expect(screen.getByRole('button', { name: /Apply Selected/ })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Undo last changes' }));
    expect(await screen.findByText('Changes undone')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Add a daily 20-minute walk' })).not.toBeChecked());
    expect(screen.queryByText('Applied')).not.toBeInTheDocument();
    expect(calls.find((c) => c.path === 'weekly.undoApply')?.input).toEqual({ applicationId: 'app1' });
  });

  it('after a reload, this week\'s set comes back from the server as it was: applied, already had, and the undo (decision 156)', async () => {
    const calls = stubTrpc({
      ...base,
      'weekly.currentRecommendations': () => ({
        body: {
          recommendations: [
            { ...recs[0], applied: true },
            { ...recs[1], applied: false, alreadyHave: 'Evening breathing' },
            { ...recs[2], applied: false },
          ],
          source: 'rules',
          disclaimer: 'Not medical advice.',
          recommendationSetId: 's1',
          weekStartDate: '2025-03-03',
          undo: { applicationId: 'app1', recommendationIds: ['a'] },
        },
      }),
    });
    await renderScreen(Tab, { path: '/daily-plan-log' });
    const walk = await screen.findByRole('checkbox', { name: 'Add a daily 20-minute walk' });
    expect(walk).toHaveAttribute('aria-disabled', 'true');
    expect(walk).toBeChecked();
    expect(screen.getAllByText('Applied')).toHaveLength(1);
    expect(screen.getByText('You already have this: “Evening breathing”')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Keep your breakfast' })).not.toBeChecked();
    expect(screen.getByText('Not medical advice.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Undo last changes' }));
    expect(await screen.findByText('Changes undone')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'weekly.undoApply')?.input).toEqual({ applicationId: 'app1' });
    await waitFor(() => expect(screen.queryByText('Applied')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Undo last changes' })).toBeNull();
  });

  it('nothing generated this week: no list, no undo', async () => {
    stubTrpc({ ...base, 'weekly.currentRecommendations': () => ({ body: null }) });
    await renderScreen(Tab, { path: '/daily-plan-log' });
    await screen.findByText('75%');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Undo last changes' })).toBeNull();
  });

  it('advice she already has: "You already have this", nothing to confirm, and the recommendation cannot be chosen (decision 130)', async () => {
    const calls = stubTrpc({
      ...base,
      'weekly.previewApply': () => ({
        body: {
          changes: { added: [], modified: [], deactivated: [], alreadyHave: [{ recommendation: 'Add a daily 20-minute walk', routineId: 'r1', label: 'Evening Walk' }] },
          summary: ['You already have this: “Evening Walk”'],
        },
      }),
    });
    await renderScreen(Tab, { path: '/daily-plan-log' });
    await userEvent.type(await screen.findByLabelText("What didn't help or felt challenging?"), 'Walks helped');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Add a daily 20-minute walk' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply Selected (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review changes to your routines' });
    expect(within(dialog).getByText('You already have this.')).toBeInTheDocument();
    expect(within(dialog).getByText('Evening Walk')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Confirm & Apply' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('You already have this: “Evening Walk”')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Add a daily 20-minute walk' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: /Apply Selected/ })).toBeDisabled();
    expect(calls.filter((c) => c.path === 'weekly.applyRecommendations')).toHaveLength(0);
  });

  it('one weekly reflection: the check-in form, its draft, and a save from the Log tab that reaches Past Reflections (decision 132)', async () => {
    const calls = stubTrpc({
      ...base,
      'weekly.reviews': () => ({ body: [] }),
      'weekly.saveReview': (input) => ({ body: { id: 'r1', userId: 'u_1', createdAt: new Date().toISOString(), updated: false, rated: true, ...(input as object) } }),
    });
    // A draft typed on /weekly-checkin (same key: one draft per week for both screens).
    const week = weekStartMonday(localIsoDate(new Date()));
    sessionStorage.setItem(`cadence:draft:weekly:${week}:helped`, 'Evening walks');
    await renderScreen(Tab, { path: '/daily-plan-log' });
    expect(await screen.findByLabelText('What helped you this week?')).toHaveValue('Evening walks');
    expect(screen.getByRole('slider', { name: 'Overall Energy & Mood' })).toBeInTheDocument();
    expect(screen.getByText('Not rated yet: the slider starts at 5. Move it to rate your week.')).toBeInTheDocument();
    // Generate reads the whole reflection.
    await userEvent.type(screen.getByLabelText("What didn't help or felt challenging?"), 'Late nights');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Weekly Analysis Complete')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'weekly.recommendations')?.input).toEqual({ reflectionNotes: 'Evening walks\n\nLate nights' });
    await userEvent.click(screen.getByRole('button', { name: 'Save Weekly Reflection' }));
    expect(await screen.findByText('✓ Weekly Reflection Saved')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'weekly.saveReview')?.input).toEqual({
      weekStartDate: week,
      energyMoodScore: 5,
      whatHelped: 'Evening walks',
      whatDidntHelp: 'Late nights',
      notes: '',
      rated: false,
    });
    // Saved: the draft is gone; the recommendations stay on the tab.
    await waitFor(() => expect(sessionStorage.getItem(`cadence:draft:weekly:${week}:helped`)).toBeNull());
    expect(screen.getByRole('checkbox', { name: 'Add a daily 20-minute walk' })).toBeInTheDocument();
  });

  it('builds local recommendations when generation fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubTrpc({ ...base, 'weekly.recommendations': () => ({ status: 500, body: 'down' }) });
    await renderScreen(Tab, { path: '/daily-plan-log' });
    await screen.findByText('75%');
    await userEvent.type(screen.getByLabelText("What didn't help or felt challenging?"), 'meh');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Recommendations Generated')).toBeInTheDocument();
    // movement 1 < 3, mindfulness 3 ≥ 2, fatigue → supplement review
    expect(screen.getByRole('checkbox', { name: 'Add a daily 20-minute walk' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Add a 5-minute breathing practice' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Review your supplement routine for energy support' })).toBeInTheDocument();
  });

  it("shows 'Update Failed' when applying fails and keeps the selection", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubTrpc({ ...base, 'weekly.previewApply': () => ({ status: 500, body: 'down' }) });
    await renderScreen(Tab, { path: '/daily-plan-log' });
    await userEvent.type(await screen.findByLabelText("What didn't help or felt challenging?"), 'ok');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Add a daily 20-minute walk' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply Selected (1)' }));
    expect(await screen.findByText('Please try again or update your routines manually.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Add a daily 20-minute walk' })).toBeChecked();
  });
});
