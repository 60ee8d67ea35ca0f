import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render';
import { DashboardPage } from './dashboard-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('DashboardPage (slice)', () => {
  it('greets the stored user by name with the day number', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 3, 9, 30));
    localStorage.setItem('wellnessUserId', 'u_abc');
    const createdAt = new Date(2026, 2, 1, 8, 0).toISOString();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify([{ result: { data: { id: 'u_abc', name: 'Maya', createdAt } } }]), { headers: { 'content-type': 'application/json' } })),
    );
    await renderScreen(DashboardPage, { path: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Good morning, Maya' })).toBeInTheDocument();
    expect(screen.getByText(/Day 3 —/)).toHaveTextContent("Day 3 — Here's your plan for today.");
    expect(screen.getByRole('button', { name: 'Add to Your Plan' })).toBeInTheDocument();
  });
});
