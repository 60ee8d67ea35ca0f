import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clockCases, withMachineTimeZone } from '@cadence/domain/testing';
import { renderScreen } from '../../test/render';
import { stubTrpc } from '../../test/trpc-stub';
import { currentWeekStart, focusChipLabel, reflectingTitle } from './weekly-checkin';
import { WeeklyCheckinPage } from './weekly-checkin-page';

/** The page reads "this week" from the clock: the last seconds of a week (Sunday 23:59:30, local). */
const NOW = new Date(2026, 10, 29, 23, 59, 30);
const week = '2026-11-23';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  localStorage.setItem('wellnessUserId', 'u_1');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('weekly check-in helpers', () => {
  it('uses a Monday and the long US date in the card title', () => {
    expect(currentWeekStart()).toBe(week);
    expect(reflectingTitle('2025-03-03')).toBe('Reflecting on Your Progress (Week of March 3, 2025)');
    expect(focusChipLabel('emotionalHealth')).toBe('Emotional Health');
    expect(focusChipLabel('chronicIssues')).toBe('Chronic Issues');
  });

  // docs/decisions/030: "this week" is the person's local week, at every instant that breaks day arithmetic.
  it.each(clockCases())('this week at $name is the local Monday', (c) => {
    expect(withMachineTimeZone(c.timeZone, () => currentWeekStart(c.now))).toBe(c.local.weekStart);
  });
});

describe('WeeklyCheckinPage', () => {
  it('shows the programme title, up to 4 focus chips and the recommendations hint', async () => {
    localStorage.setItem('programName', '45-Day Hormone Reset');
    localStorage.setItem(
      'personalizedProfile',
      JSON.stringify({ emotionalHealth: ['a'], physicalFitness: [], diet: ['b'], mobility: ['c'], recovery: ['d'], chronicIssues: ['e'] }),
    );
    localStorage.setItem('recommendations', JSON.stringify([{ title: 'Morning sunlight' }, { title: 'Magnesium' }, { title: 'Seed cycling' }, { title: 'Tea' }]));
    stubTrpc({ 'weekly.reviews': () => ({ body: [] }) });
    await renderScreen(WeeklyCheckinPage, { path: '/weekly-checkin' });
    expect(await screen.findByRole('heading', { level: 1, name: '45-Day Hormone Reset' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((c) => c.textContent)).toEqual(['Emotional Health', 'Diet & Nutrition', 'Mobility', 'Recovery']);
    expect(await screen.findByRole('heading', { name: reflectingTitle(week) })).toBeInTheDocument();
    expect(screen.getByText(/Morning sunlight, Magnesium \+2 more/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute('href', '/dashboard');
  });

  it('has a labelled 1–10 slider defaulting to 5 that the keyboard moves', async () => {
    stubTrpc({ 'weekly.reviews': () => ({ body: [] }) });
    await renderScreen(WeeklyCheckinPage, { path: '/weekly-checkin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly Check-In' })).toBeInTheDocument();
    const slider = await screen.findByRole('slider', { name: 'Overall Energy & Mood' });
    expect(slider).toHaveValue('5');
    expect(screen.getByText('Current: 5')).toBeInTheDocument();
    expect(screen.getByText('1 (Low)')).toBeInTheDocument();
    expect(screen.getByText('10 (High)')).toBeInTheDocument();
    fireEvent.change(slider, { target: { value: '8' } });
    expect(screen.getByText('Current: 8')).toBeInTheDocument();
  });

  it('refuses to save without what helped / did not help', async () => {
    const calls = stubTrpc({ 'weekly.reviews': () => ({ body: [] }) });
    await renderScreen(WeeklyCheckinPage, { path: '/weekly-checkin' });
    await userEvent.type(await screen.findByLabelText('Additional Notes (Optional)'), 'just notes');
    await userEvent.click(screen.getByRole('button', { name: 'Save Weekly Reflection' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText("Please share what helped or what didn't help this week.")).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'weekly.saveReview')).toHaveLength(0);
  });

  it('saves the reflection for this week and goes to the dashboard', async () => {
    const calls = stubTrpc({
      'weekly.reviews': () => ({ body: [] }),
      'weekly.saveReview': (input) => ({ body: { id: 'r1', userId: 'u_1', createdAt: new Date().toISOString(), updated: false, ...(input as object) } }),
    });
    await renderScreen(WeeklyCheckinPage, { path: '/weekly-checkin', otherPaths: ['/dashboard'] });
    fireEvent.change(await screen.findByRole('slider'), { target: { value: '7' } });
    await userEvent.type(screen.getByLabelText('What helped you this week?'), '  Walks ');
    await userEvent.click(screen.getByRole('button', { name: 'Save Weekly Reflection' }));
    expect(await screen.findByText('route:/dashboard')).toBeInTheDocument();
    expect(await screen.findByText('✓ Weekly Reflection Saved')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'weekly.saveReview')?.input).toEqual({
      weekStartDate: week,
      energyMoodScore: 7,
      whatHelped: 'Walks',
      whatDidntHelp: '',
      notes: '',
      rated: true,
    });
  });

  it('the slider left at its default is not a rating until she moves it or keeps it on purpose (decision 133)', async () => {
    const calls = stubTrpc({
      'weekly.reviews': () => ({ body: [] }),
      'weekly.saveReview': (input) => ({ body: { id: 'r1', userId: 'u_1', createdAt: new Date().toISOString(), updated: false, ...(input as object) } }),
    });
    await renderScreen(WeeklyCheckinPage, { path: '/weekly-checkin', otherPaths: ['/dashboard'] });
    expect(await screen.findByText('Not rated yet: the slider starts at 5. Move it to rate your week.')).toBeInTheDocument();
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', '5 out of 10, not rated yet');
    await userEvent.type(screen.getByLabelText('What helped you this week?'), 'Walks');
    await userEvent.click(screen.getByRole('button', { name: 'Save Weekly Reflection' }));
    expect(await screen.findByText('route:/dashboard')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'weekly.saveReview')?.input).toMatchObject({ energyMoodScore: 5, rated: false });
  });

  it("'Rate it 5/10' keeps the default on purpose", async () => {
    const calls = stubTrpc({
      'weekly.reviews': () => ({ body: [] }),
      'weekly.saveReview': (input) => ({ body: { id: 'r1', userId: 'u_1', createdAt: new Date().toISOString(), updated: false, ...(input as object) } }),
    });
    await renderScreen(WeeklyCheckinPage, { path: '/weekly-checkin', otherPaths: ['/dashboard'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Rate it 5/10' }));
    expect(screen.queryByText('Not rated yet: the slider starts at 5. Move it to rate your week.')).toBeNull();
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', '5 out of 10');
    await userEvent.type(screen.getByLabelText('What helped you this week?'), 'Walks');
    await userEvent.click(screen.getByRole('button', { name: 'Save Weekly Reflection' }));
    expect(await screen.findByText('route:/dashboard')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'weekly.saveReview')?.input).toMatchObject({ energyMoodScore: 5, rated: true });
  });

  it('a draft survives leaving and coming back, until it is saved', async () => {
    stubTrpc({ 'weekly.reviews': () => ({ body: [] }) });
    const first = await renderScreen(WeeklyCheckinPage, { path: '/weekly-checkin' });
    await userEvent.type(await screen.findByLabelText('What helped you this week?'), 'Evening walks');
    fireEvent.change(screen.getByRole('slider'), { target: { value: '7' } });
    first.unmount();
    await renderScreen(WeeklyCheckinPage, { path: '/weekly-checkin' });
    expect(await screen.findByLabelText('What helped you this week?')).toHaveValue('Evening walks');
    expect(screen.getByText('Current: 7')).toBeInTheDocument();
    expect(screen.queryByText('Not rated yet: the slider starts at 5. Move it to rate your week.')).toBeNull();
  });

  it('keeps what was typed when saving fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubTrpc({ 'weekly.reviews': () => ({ body: [] }), 'weekly.saveReview': () => ({ status: 500, body: 'boom' }) });
    await renderScreen(WeeklyCheckinPage, { path: '/weekly-checkin' });
    await userEvent.type(await screen.findByLabelText("What didn't help or felt challenging?"), 'Late nights');
    await userEvent.click(screen.getByRole('button', { name: 'Save Weekly Reflection' }));
    expect(await screen.findByText('Failed to save reflection. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText("What didn't help or felt challenging?")).toHaveValue('Late nights');
  });

  it("loads this week's existing review and says saving updates it", async () => {
    stubTrpc({
      'weekly.reviews': () => ({
        body: [{ id: 'r9', userId: 'u_1', weekStartDate: week, energyMoodScore: 9, whatHelped: 'Yoga', whatDidntHelp: '', notes: 'n', createdAt: new Date().toISOString() }],
      }),
    });
    await renderScreen(WeeklyCheckinPage, { path: '/weekly-checkin' });
    expect(await screen.findByText('You already reflected this week — saving will update it.')).toBeInTheDocument();
    expect(screen.getByLabelText('What helped you this week?')).toHaveValue('Yoga');
    await waitFor(() => expect(screen.getByRole('slider')).toHaveValue('9'));
  });
});
