import { screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app';
import { createQueryClient } from '../../lib/query-client';
import { stubTrpc, type StubHandlers } from '../../test/trpc-stub';
import { PublicProfilePage } from './public-profile-page';

afterEach(() => vi.unstubAllGlobals());

async function renderAt(slug: string, handlers: StubHandlers) {
  const calls = stubTrpc(handlers);
  const root = createRootRoute({ component: () => <Outlet /> });
  const route = createRoute({ getParentRoute: () => root, path: '/p/$slug', component: PublicProfilePage });
  const router = createRouter({ routeTree: root.addChildren([route]), history: createMemoryHistory({ initialEntries: [`/p/${slug}`] }) });
  await router.load();
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router as never} />
    </AppProviders>,
  );
  return calls;
}

const profile = {
  user: { name: 'Maya Lopez', location: 'Lyon', bio: 'Hello there', joinDate: '2025-03-01', daysSinceJoin: 12, challenges: ['sleep', 'stress', 'pain'], goals: ['Better Sleep'] },
  routines: [
    { label: 'Morning walk', type: 'movement', frequency: 'daily', isPersonalized: true, notes: 'Outdoors', subtaskNames: ['a', 'b', 'c', 'd', 'e'], moreSubtasks: 2 },
    { label: 'Magnesium', type: 'supplement', frequency: 'as_needed', isPersonalized: false, notes: '', subtaskNames: [], moreSubtasks: 0 },
  ],
};

describe('PublicProfilePage', () => {
  it('renders the public protocol and sets the title and description meta', async () => {
    const calls = await renderAt('abcdefghijklmnop', { 'publicProfile.get': () => ({ body: profile }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Maya Lopez' })).toBeInTheDocument();
    expect(screen.getByText('ML')).toBeInTheDocument();
    expect(screen.getByText('Lyon')).toBeInTheDocument();
    expect(screen.getByText('12 days on the journey')).toBeInTheDocument();
    expect(screen.getByText('Hello there')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Movement (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Supplements (1)' })).toBeInTheDocument();
    expect(screen.getByText('Personalized')).toBeInTheDocument();
    expect(screen.getByText('+2 more')).toBeInTheDocument();
    expect(screen.getByText('As needed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(document.title).toBe("Maya Lopez's Wellness Protocol · Cadence");
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('2 routines');
    expect(calls[0]).toMatchObject({ path: 'publicProfile.get', input: { slug: 'abcdefghijklmnop' } });
  });

  it("shows 'Profile Not Found' for a private or missing profile", async () => {
    await renderAt('nope', { 'publicProfile.get': () => ({ status: 404, body: 'Profile Not Found' }) });
    expect(await screen.findByRole('heading', { name: 'Profile Not Found' })).toBeInTheDocument();
    expect(screen.getByText("This wellness profile is either private or doesn't exist.")).toBeInTheDocument();
  });
});
