import { createRootRoute, createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { requireDashboardAccess, requireStoredUser } from './guards';
import { RootLayout } from './root-layout';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Hide the top navigation (splash, onboarding flows, public page). */
    hideNav?: boolean;
    /** The page's name: its document title ("Today's plan · Cadence") and what the route announcer says (docs/decisions/115). */
    title?: string;
  }
}

/**
 * The full route table of spec §2. Every screen is its own lazily loaded chunk:
 * replace a placeholder by editing `src/features/<feature>/<feature>-page.tsx` (keep the export name).
 */
export const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: lazyRouteComponent(() => import('../features/not-found/not-found-page'), 'NotFoundPage'),
});

const splash = lazyRouteComponent(() => import('../features/splash/splash-page'), 'SplashPage');
const splashSearch = (search: Record<string, unknown>): { reset?: boolean } =>
  search.reset === true || search.reset === 'true' ? { reset: true } : {};

const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: splash, validateSearch: splashSearch, staticData: { title: 'Welcome', hideNav: true } });
const splashRoute = createRoute({ getParentRoute: () => rootRoute, path: '/splash', component: splash, validateSearch: splashSearch, staticData: { title: 'Welcome', hideNav: true } });

const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard',
  staticData: { title: "Today's plan" },
  beforeLoad: requireDashboardAccess,
  component: lazyRouteComponent(() => import('../features/dashboard/dashboard-page'), 'DashboardPage'),
});

const onboardingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/onboarding',
  staticData: { title: 'Set up your plan', hideNav: true },
  component: lazyRouteComponent(() => import('../features/onboarding/onboarding-page'), 'OnboardingPage'),
});

const personalizedOnboardingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/personalized-onboarding',
  staticData: { title: 'Personalized onboarding', hideNav: true },
  component: lazyRouteComponent(() => import('../features/personalized-onboarding/personalized-onboarding-page'), 'PersonalizedOnboardingPage'),
});

const routinesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/routines',
  staticData: { title: 'Routines' },
  beforeLoad: requireStoredUser('/onboarding'),
  component: lazyRouteComponent(() => import('../features/routines/routines-page'), 'RoutinesPage'),
});

export type DailyPlanLogTab = 'daily' | 'weekly';
export interface DailyPlanLogSearch {
  tab?: DailyPlanLogTab;
}

/**
 * /daily-plan-log's search: `tab` when it is a known tab; any other parameter (a reminder's, a campaign's) is
 * kept as it came, so a redirect from /log loses nothing.
 */
export function dailyPlanLogSearch(search: Record<string, unknown>): DailyPlanLogSearch {
  const { tab, ...rest } = search;
  return { ...(tab === 'weekly' || tab === 'daily' ? { tab } : {}), ...rest };
}

/**
 * One Log (docs/decisions/061-one-log.md): /log — the nav's 'Log' — is /daily-plan-log. It redirects
 * there (replacing the history entry, keeping every search parameter), so both paths show one screen.
 */
const logRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/log',
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/daily-plan-log', search: dailyPlanLogSearch(search as Record<string, unknown>), replace: true });
  },
});

export const dailyPlanLogRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/daily-plan-log',
  staticData: { title: 'Log' },
  validateSearch: dailyPlanLogSearch,
  beforeLoad: requireStoredUser('/onboarding'),
  component: lazyRouteComponent(() => import('../features/daily-plan-log/daily-plan-log-page'), 'DailyPlanLogPage'),
});

const weeklyCheckin = lazyRouteComponent(() => import('../features/weekly-checkin/weekly-checkin-page'), 'WeeklyCheckinPage');
const reflectionRoute = createRoute({ getParentRoute: () => rootRoute, staticData: { title: 'Weekly check-in' }, path: '/reflection', beforeLoad: requireStoredUser('/wellness-profile'), component: weeklyCheckin });
const weeklyCheckinRoute = createRoute({ getParentRoute: () => rootRoute, staticData: { title: 'Weekly check-in' }, path: '/weekly-checkin', beforeLoad: requireStoredUser('/wellness-profile'), component: weeklyCheckin });

const pastReflections = lazyRouteComponent(() => import('../features/past-reflections/past-reflections-page'), 'PastReflectionsPage');
const insightsRoute = createRoute({ getParentRoute: () => rootRoute, staticData: { title: 'Past reflections' }, path: '/insights', component: pastReflections });
const pastReflectionsRoute = createRoute({ getParentRoute: () => rootRoute, staticData: { title: 'Past reflections' }, path: '/past-reflections', component: pastReflections });

const profileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/profile',
  staticData: { title: 'My profile' },
  beforeLoad: requireStoredUser('/personalized-onboarding'),
  component: lazyRouteComponent(() => import('../features/profile/profile-page'), 'ProfilePage'),
});

const profileEditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/profile/edit',
  staticData: { title: 'Edit profile' },
  component: lazyRouteComponent(() => import('../features/edit-profile/edit-profile-page'), 'EditProfilePage'),
});

const wellnessProfileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/wellness-profile',
  staticData: { title: 'Create your profile', hideNav: true },
  component: lazyRouteComponent(() => import('../features/wellness-profile/wellness-profile-page'), 'WellnessProfilePage'),
});

export const publicProfileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/p/$slug',
  staticData: { hideNav: true },
  component: lazyRouteComponent(() => import('../features/public-profile/public-profile-page'), 'PublicProfilePage'),
});

const resetRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset',
  staticData: { title: 'Start over', hideNav: true },
  component: lazyRouteComponent(() => import('../features/reset/reset-page'), 'ResetPage'),
});

const goodbyeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/goodbye',
  staticData: { title: 'Goodbye', hideNav: true },
  component: lazyRouteComponent(() => import('../features/account/goodbye-page'), 'GoodbyePage'),
});

export const routeTree = rootRoute.addChildren([
  indexRoute,
  splashRoute,
  dashboardRoute,
  onboardingRoute,
  personalizedOnboardingRoute,
  routinesRoute,
  logRoute,
  dailyPlanLogRoute,
  reflectionRoute,
  weeklyCheckinRoute,
  insightsRoute,
  pastReflectionsRoute,
  profileRoute,
  profileEditRoute,
  wellnessProfileRoute,
  publicProfileRoute,
  resetRoute,
  goodbyeRoute,
]);
