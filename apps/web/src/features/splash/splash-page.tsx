import { PRODUCT_NAME, SPLASH_FADE_MS, SPLASH_LOGO_MS } from '@cadence/domain';
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { clearAllLocalStorage, getItem, getStoredUserId } from '../../lib/storage';
import { checkStoredUser } from '../../lib/stored-user';
import { prefetchDashboardData } from '../dashboard/prefetch-dashboard';
import { trpc } from '../../lib/trpc';
import { prefersReducedMotion } from '../onboarding/confetti';

export { SPLASH_FADE_MS, SPLASH_LOGO_MS };

/** A returning person: onboardingCompleted is 'true' and a user id is stored (spec §2 Splash). */
export function storedReturningUserId(): string | null {
  const id = getStoredUserId();
  return getItem('onboardingCompleted') && id ? id : null;
}

/**
 * Splash / landing (/ and /splash): logo for 1.2 s, a 0.3 s fade (none under reduced motion), then
 * /onboarding. A returning person whose user the server confirms goes straight to /dashboard; if
 * the server does not know the stored user, local data is cleared and onboarding follows.
 * `?reset=true` clears all local storage first.
 */
export function SplashPage() {
  const { reset } = useSearch({ strict: false }) as { reset?: boolean };
  const navigate = useNavigate();
  const router = useRouter();
  const utils = trpc.useUtils();
  const [fading, setFading] = useState(false);
  const [reducedMotion] = useState(prefersReducedMotion);

  useEffect(() => {
    let cancelled = false;
    const timers: number[] = [];
    const toOnboarding = () => {
      // The wizard's code arrives during the logo, so the welcome step follows the fade at once
      // (no 'Loading...' between them; docs/decisions/091).
      void router.preloadRoute({ to: '/onboarding' }).catch(() => undefined);
      const fadeMs = reducedMotion ? 0 : SPLASH_FADE_MS;
      if (fadeMs > 0) timers.push(window.setTimeout(() => !cancelled && setFading(true), SPLASH_LOGO_MS));
      timers.push(window.setTimeout(() => !cancelled && void navigate({ to: '/onboarding', replace: true }), SPLASH_LOGO_MS + fadeMs));
    };

    if (reset) {
      // The offline copy and the outbox go with the rest of this device's data (docs/decisions/122).
      const id = getStoredUserId();
      void import('../../platform/outbox/clear-offline-data').then(({ clearOfflineData }) => clearOfflineData(id));
      clearAllLocalStorage();
    }
    const id = storedReturningUserId();
    if (!id) toOnboarding();
    else {
      // While the server confirms her, fetch the dashboard's code and today's data in parallel, so
      // the dashboard opens complete in one render instead of spinner → plan (docs/decisions/022: / TBT, LCP);
      // the data in a task of its own, not in the one that rendered the splash (docs/decisions/022: TBT).
      void router.preloadRoute({ to: '/dashboard' }).catch(() => undefined);
      timers.push(window.setTimeout(() => prefetchDashboardData(utils), 0));
      // Found, or unreachable (offline: she is a returning user) → dashboard; gone → onboarding.
      void checkStoredUser(() => utils.users.get.fetch(), id).then((result) => {
        if (cancelled) return;
        if (result === 'gone') toOnboarding();
        else void navigate({ to: '/dashboard', replace: true });
      });
    }
    return () => {
      cancelled = true;
      timers.forEach((t) => window.clearTimeout(t));
    };
  }, [navigate, router, reset, utils, reducedMotion]);

  // Plain elements with the static classes of src/theme/shell-styles.ts: the splash is the whole
  // first paint on '/', so it costs no run-time styling (docs/decisions/022: Total Blocking Time).
  return (
    <div
      className="cadence-splash"
      data-fading={fading ? '' : undefined}
      style={reducedMotion ? undefined : { transition: `opacity ${SPLASH_FADE_MS}ms ease-out` }}
      data-testid="splash"
    >
      <div className="cadence-splash__stack" role="status" aria-live="polite">
        <div aria-hidden="true" className="cadence-splash__mark">
          ◡
        </div>
        <h1 className="cadence-splash__title">{PRODUCT_NAME}</h1>
        <p className="cadence-splash__tagline">Your 45-Day Hormone Reset</p>
      </div>
    </div>
  );
}
