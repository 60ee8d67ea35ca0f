import { readNote, reviewText } from '@cadence/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render';
import { stubTrpc } from '../../test/trpc-stub';
import { currentWeekStart } from '../weekly-checkin/weekly-checkin';
import { WeeklyCard } from './weekly-card';

afterEach(() => vi.unstubAllGlobals());

const review = (weekStartDate: string) => ({
  id: 'r1',
  userId: 'u_abc',
  weekStartDate,
  energyMoodScore: 4,
  whatHelped: 'Evening walks',
  whatDidntHelp: 'Poor sleep all week',
  notes: '',
  // The server stores the reading of the check-in when she saves it (docs/decisions/110).
  reading: readNote(reviewText({ whatHelped: 'Evening walks', whatDidntHelp: 'Poor sleep all week' })),
  createdAt: new Date().toISOString(),
});

describe('WeeklyCard (docs/decisions/042)', () => {
  it("shows the coach's reply to this week's check-in: what she reported and one suggestion", async () => {
    localStorage.setItem('userName', 'Priya');
    stubTrpc({ 'weekly.reviews': () => ({ body: [review(currentWeekStart())] }) });
    await renderScreen(() => <WeeklyCard userId="u_abc" />, { path: '/dashboard', otherPaths: ['/daily-plan-log'] });
    const reply = await screen.findByTestId('weekly-coach-reply');
    expect(reply).toHaveTextContent('Thank you, Priya. You rated your week 4/10');
    expect(reply).toHaveTextContent('“Evening walks” helped and “Poor sleep all week” was hard');
    expect(reply).toHaveTextContent('For this week: start your evening wind-down 30 minutes earlier');
  });

  it('says nothing until this week is reflected on', async () => {
    stubTrpc({ 'weekly.reviews': () => ({ body: [review('2020-01-06')] }) });
    await renderScreen(() => <WeeklyCard userId="u_abc" />, { path: '/dashboard', otherPaths: ['/daily-plan-log'] });
    expect(await screen.findByRole('link', { name: 'Reflect on Your Week' })).toBeInTheDocument();
    expect(screen.queryByTestId('weekly-coach-reply')).not.toBeInTheDocument();
  });
});
