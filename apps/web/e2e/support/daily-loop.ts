import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoAxeViolations } from './browser';

// Shared by the daily-loop specs (dashboard, add-to-plan, routines, daily log).

/** A user created through the API from the page (binds this browser's session cookie), then stored locally. */
export async function signUp(
  page: Page,
  name: string,
  routines: { type: string; label: string; subtasks?: string[] }[] = [],
  { location = 'Lyon' }: { location?: string } = {},
): Promise<string> {
  await page.goto('/__blank');
  return page.evaluate(
    async ({ name, routines, location }) => {
      const post = async (path: string, body: unknown) => {
        const res = await fetch(path, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
        if (!res.ok) throw new Error(`${res.status}: ${await res.text()}`);
        return res.json() as Promise<{ id: string }>;
      };
      const user = await post('/api/wellness/users', { name, location, challenges: ['fatigue'] });
      for (const r of routines)
        await post('/api/wellness/routines', { userId: user.id, type: r.type, label: r.label, notes: '', frequency: 'daily', subtasks: (r.subtasks ?? []).map((n) => ({ name: n, description: '' })), isPersonalized: false, active: true });
      localStorage.setItem('wellnessUserId', user.id);
      localStorage.setItem('userName', name);
      localStorage.setItem('onboardingCompleted', 'true');
      return user.id;
    },
    { name, routines, location },
  );
}

export const T = { timeout: 10_000 };
export const visible = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).first().isVisible(), T).toBe(true);

/** axe with the pointer parked (a hovered button's transient colour is not what she reads). */
export async function axe(page: Page) {
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);
}
