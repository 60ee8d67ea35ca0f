import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render';
import { stubTrpc } from '../../test/trpc-stub';
import { plan } from '../add-to-plan/test-support';
import { DashboardPage } from './dashboard-page';

// The page reads the clock (greeting, day number, today's log): a fixed instant, a Sunday evening.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 29, 23, 59, 30));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const user = (createdAt: string) => ({ id: 'u_abc', name: 'Maya', createdAt, medications: '', healthConditions: '' });
const render = () => renderScreen(DashboardPage, { path: '/dashboard', otherPaths: ['/onboarding', '/daily-plan-log', '/routines'] });

describe('DashboardPage', () => {
  it('greets the stored user by name with the day number and programme progress', async () => {
    vi.setSystemTime(new Date(2026, 2, 3, 9, 30));
    localStorage.setItem('wellnessUserId', 'u_abc');
    stubTrpc({
      'users.get': () => ({ body: user(new Date(2026, 2, 1, 8, 0).toISOString()) }),
      'plan.today': () => ({ body: null }),
      'plan.motivation': () => ({ body: { message: 'You are doing great' } }),
      'plan.tip': () => ({ body: { title: 'Hydrate', category: 'nutrition', difficulty: 'easy', content: 'Drink water' } }),
      'routines.list': () => ({ body: [] }),
      'logs.get': () => ({ body: null }),
      'safety.current': () => ({ body: null }),
    });
    await render();
    expect(await screen.findByRole('heading', { name: 'Good morning, Maya' })).toBeInTheDocument();
    expect(screen.getByText(/Day 3 —/)).toHaveTextContent("Day 3 — Here's your plan for today.");
    expect(screen.getByText('Day 3 of 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Your Plan' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No Daily Plan Yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Check-In' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Build today's plan" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Active Routines' })).toBeInTheDocument();
    // The cards below the plan are a chunk of their own, committed a moment after the no-plan view.
    expect(await screen.findByRole('link', { name: 'Reflect on Your Week' })).toHaveAttribute('href', '/daily-plan-log?tab=weekly');
    expect(await screen.findByText('You are doing great')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hydrate' })).toBeInTheDocument();
  });

  it('lists the plan tasks with source labels and reasons, and toggles one', async () => {
    localStorage.setItem('wellnessUserId', 'u_abc');
    let current: Record<string, unknown> = plan({
      coachNote: 'Go gently today.',
      tasks: [
        { id: 't1', label: 'Morning walk', status: 'pending', reasonTag: 'Daily routine', source: 'routine' },
        { id: 't2', label: 'Gentle stretch', status: 'pending', reasonTag: 'Adapted: lower back pain', source: 'adjustment_add' },
        { id: 't3', label: 'Call mum', status: 'pending', reasonTag: 'Added today', source: 'manual' },
      ],
    });
    const calls = stubTrpc({
      'users.get': () => ({ body: user(new Date().toISOString()) }),
      'plan.today': () => ({ body: current }),
      'plan.motivation': () => ({ body: { message: 'm' } }),
      'plan.tip': () => ({ body: {} }),
      'routines.list': () => ({ body: [] }),
      // Today's safety notice is kept on the server until she hides it (docs/decisions/037).
      'safety.current': () => ({
        body: { kind: 'notice', date: '2026-03-03', notice: { level: 'caution', title: 'Take care', message: 'Pain that gets worse needs a doctor.', resources: [] } },
      }),
      'plan.updateTask': (input) => {
        const { taskId, status } = input as { taskId: string; status: 'done' | 'pending' };
        current = { ...current, tasks: (current.tasks as { id: string; status: string }[]).map((t) => (t.id === taskId ? { ...t, status } : t)) };
        return { body: current };
      },
    });
    await render();
    expect(await screen.findByRole('heading', { name: "Today's Plan" })).toBeInTheDocument();
    expect(screen.getByText('Routine')).toBeInTheDocument();
    expect(screen.getByText('Adapted')).toBeInTheDocument();
    expect(screen.getByText('Added Today')).toBeInTheDocument();
    expect(screen.getByText('Adapted: lower back pain')).toBeInTheDocument();
    expect(screen.getByText('Go gently today.')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Take care');
    expect(screen.getByRole('button', { name: 'Hide this notice' })).toBeInTheDocument();
    expect(screen.getByText(/not medical advice/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Morning walk' }));
    // Confirmed in place beside the count, not by a toast (decision 097); the tick names the task by id (095).
    expect(await screen.findByText('Progress Updated')).toBeInTheDocument();
    expect(screen.getByTestId('progress-updated')).toHaveTextContent('Progress Updated');
    expect(calls.find((c) => c.path === 'plan.updateTask')?.input).toEqual({ taskId: 't1', status: 'done' });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Morning walk' })).toBeChecked());
  });

  it('after a check-in changed the plan, the check-in card thanks her and offers to check in again', async () => {
    localStorage.setItem('wellnessUserId', 'u_abc');
    stubTrpc({
      'users.get': () => ({ body: user(new Date().toISOString()) }),
      'plan.today': () => ({
        body: plan({
          adjustments: [{ label: 'Gentler movement', type: 'soften' }],
          tasks: [
            { label: 'Gentle mobility', status: 'pending', reasonTag: 'Adapted: lower back pain', source: 'adjustment_add', heard: 'lower back pain' },
            { label: 'Wind-down', status: 'pending', reasonTag: 'Adapted: poor sleep', source: 'adjustment_add', heard: 'poor sleep' },
          ],
        }),
      }),
      'plan.motivation': () => ({ body: { message: 'm' } }),
      'plan.tip': () => ({ body: {} }),
    });
    await render();
    expect(await screen.findByRole('button', { name: 'Check In Again' })).toBeInTheDocument();
    expect(screen.getByText(/Thanks for telling us about lower back pain and poor sleep/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Check-In' })).toBeNull();
  });

  it.each([
    [true, 'Check In Again', /^Thanks for checking in today\. Feeling different now\? Tell us and we'll look at your plan again\.$/],
    [false, 'Start Check-In', /^How are you feeling today\?/],
  ])('a check-in that changed nothing: the card follows the day\'s check-in (checkedIn %s), not the adjustments (decision 156)', async (checkedIn, button, text) => {
    localStorage.setItem('wellnessUserId', 'u_abc');
    stubTrpc({
      'users.get': () => ({ body: user(new Date().toISOString()) }),
      'plan.today': () => ({ body: plan({ adjustments: [], checkedIn, tasks: [{ label: 'Morning walk', status: 'pending', reasonTag: 'Daily routine', source: 'routine' }] }) }),
      'plan.motivation': () => ({ body: { message: 'm' } }),
      'plan.tip': () => ({ body: {} }),
    });
    await render();
    expect(await screen.findByRole('button', { name: button })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('shows No tasks for today... for an empty plan', async () => {
    localStorage.setItem('wellnessUserId', 'u_abc');
    stubTrpc({ 'users.get': () => ({ body: user(new Date().toISOString()) }), 'plan.today': () => ({ body: plan() }), 'plan.motivation': () => ({ body: { message: 'm' } }), 'plan.tip': () => ({ body: {} }) });
    await render();
    expect(await screen.findByText('No tasks for today...')).toBeInTheDocument();
  });

  it('treats an unknown user (404 for the fallback id) as missing: clears local data and goes to /onboarding', async () => {
    localStorage.setItem('hasPersonalizedOnboarding', 'true');
    const calls = stubTrpc({});
    await render();
    expect(await screen.findByText('route:/onboarding')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'users.get')?.input).toBeUndefined();
    expect(localStorage.getItem('hasPersonalizedOnboarding')).toBeNull();
  });
});
