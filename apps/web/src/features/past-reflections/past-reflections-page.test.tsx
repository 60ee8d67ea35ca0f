import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatLongUsDate, localIsoDate } from '@cadence/domain';
import { renderScreen } from '../../test/render';
import { stubTrpc } from '../../test/trpc-stub';
import { PastReflectionsPage } from './past-reflections-page';
import { buildWeekPoints, chartSummary } from './progress-data';

vi.mock('./progress-chart', () => ({ ProgressChart: () => <div data-testid="chart" /> }));

// The page reads "today" (the current week's days-active %): a fixed instant, Monday 00:00:30 local.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 23, 0, 0, 30));
  localStorage.setItem('wellnessUserId', 'u_1');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const review = (weekStartDate: string, energyMoodScore: number, extra: Record<string, string> = {}) => ({
  id: `r-${weekStartDate}`,
  userId: 'u_1',
  weekStartDate,
  energyMoodScore,
  whatHelped: '',
  whatDidntHelp: '',
  notes: '',
  createdAt: '2025-03-09T10:00:00.000Z',
  ...extra,
});
const week = (weekStartDate: string, completedDays: number, totalDays: number, logged = true) => ({
  weekStartDate,
  stats: { completedDays, totalDays, categoryStats: { movement: completedDays, nutrition: 0, mindfulness: 0 }, commonSymptoms: [], energyTrend: 'unknown' },
  logged,
});

describe('progress data', () => {
  it("joins scores and the server's days-active % by week (the Log tab's figures: decision 134)", () => {
    const points = buildWeekPoints([review('2025-03-03', 8)], [week('2025-03-03', 1, 7), week('2025-03-10', 1, 3)] as never);
    expect(points.map((p) => [p.weekStart, p.score, p.completion])).toEqual([
      ['2025-03-03', 8, 14],
      ['2025-03-10', null, 33],
    ]);
    expect(chartSummary(points)).toContain('Weekly progress, 2 weeks: week of March 3, 2025: energy and mood 8 out of 10, 14% of days active');
  });

  it('a week she did not rate has no score; a week without logs has no bar (decision 133)', () => {
    const points = buildWeekPoints([{ ...review('2025-03-03', 5), rated: false } as never], [week('2025-03-03', 0, 7, false)] as never);
    expect(points.map((p) => [p.score, p.completion])).toEqual([[null, null]]);
    expect(chartSummary(points)).toBe('Weekly progress, 1 week: week of March 3, 2025: energy and mood not rated, no tasks logged.');
  });
});

describe('PastReflectionsPage', () => {
  it('shows the empty state with a link to the check-in', async () => {
    stubTrpc({ 'weekly.reviews': () => ({ body: [] }) });
    await renderScreen(PastReflectionsPage, { path: '/past-reflections' });
    expect(screen.getByRole('heading', { name: 'Past Reflections' })).toBeInTheDocument();
    expect(screen.getByText('Your wellness journey over time')).toBeInTheDocument();
    expect(await screen.findByText('No Reflections Yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Weekly Check-In' })).toHaveAttribute('href', '/weekly-checkin');
    // Heading levels in order: h1 then h2, none skipped.
    expect(screen.getAllByRole('heading').map((h) => [h.tagName, h.textContent])).toEqual([
      ['H1', 'Past Reflections'],
      ['H2', 'No Reflections Yet'],
    ]);
  });

  it('lists reviews with coloured score badges and their sections', async () => {
    stubTrpc({
      'weekly.reviews': () => ({
        body: [review('2025-03-10', 8, { whatHelped: 'Walks', notes: 'Slept well' }), review('2025-03-03', 6), review('2025-02-24', 4, { whatDidntHelp: 'Stress' }), review('2025-02-17', 3)],
      }),
      'weekly.progress': () => ({ body: [] }),
    });
    await renderScreen(PastReflectionsPage, { path: '/past-reflections' });
    expect(await screen.findByRole('heading', { name: 'Week of March 10, 2025' })).toBeInTheDocument();
    const colors = ['8/10', '6/10', '4/10', '3/10'].map((t) => screen.getByText(t).getAttribute('data-score-color'));
    expect(colors).toEqual(['green', 'yellow', 'orange', 'red']);
    expect(screen.getByText('What Helped')).toBeInTheDocument();
    expect(screen.getByText('Walks')).toBeInTheDocument();
    expect(screen.getByText('Additional Notes')).toBeInTheDocument();
    expect(screen.getByText('Challenges')).toBeInTheDocument();
    // Submitted on the device's local date: March 9 here, March 10 on a phone in Kiritimati (UTC+14).
    expect(screen.getAllByText(`Submitted on ${formatLongUsDate(localIsoDate(new Date('2025-03-09T10:00:00.000Z')))}`)).toHaveLength(4);
    expect(await screen.findByTestId('chart')).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it("shows 'Not rated' for a week she did not rate, never the slider's default (decision 133)", async () => {
    stubTrpc({ 'weekly.reviews': () => ({ body: [{ ...review('2025-03-10', 5, { whatHelped: 'Walks' }), rated: false }] }), 'weekly.progress': () => ({ body: [] }) });
    await renderScreen(PastReflectionsPage, { path: '/past-reflections' });
    expect(await screen.findByText('Not rated')).toHaveAttribute('data-score-color', 'gray');
    expect(screen.queryByText('5/10')).toBeNull();
  });

  it('shows the loading text while reviews load', async () => {
    stubTrpc({ 'weekly.reviews': () => new Promise(() => undefined) });
    await renderScreen(PastReflectionsPage, { path: '/insights' });
    expect(await screen.findByText('Loading your reflections...')).toBeInTheDocument();
  });
});
