// Her rhythm (docs/decisions/043-045) in a real browser: life stage and cycle phases, forgiving habit strength, 'What helps'
// from a seeded 45-day history, and the charts. Screenshots at 390 px go to e2e/screenshots/.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays, habitStrength } from '@cadence/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { axe, signUp, T, visible } from './support/daily-loop';

const b = setupBrowser({ viewport: { width: 390, height: 844 } });
const SHOTS = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');
mkdirSync(SHOTS, { recursive: true });

const PHASE_WORDS = /menstrual|follicular|ovulatory|luteal|cycle phase|Period started today/i;

/**
 * A screenshot as she sees it: the sticky top bar is put back in the flow while the picture is
 * taken, or Playwright's scroll-and-stitch paints it over the middle of the page or the card.
 */
async function shot(page: Page, name: string, target?: Locator) {
  const style = await page.addStyleTag({ content: '.cadence-topnav { position: static !important; }' });
  if (target) await target.screenshot({ path: join(SHOTS, name) });
  else {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SHOTS, name), fullPage: true });
  }
  await style.evaluate((el) => (el as Element).remove());
}

/** Her local date in the browser. */
const browserToday = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });

/** A JSON call through the page's own fetch (her session cookie). */
async function api<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, { method, credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${await res.text()}`);
      const text = await res.text();
      return text ? JSON.parse(text) : null;
    },
    { method, path, body },
  ) as Promise<T>;
}

async function buildPlan(page: Page) {
  await page.goto('/dashboard');
  await (async () => {
      // docs/decisions/024: with routines the plan is already there; the button shows only without a plan.
      const build = page.getByRole('button', { name: "Build today's plan" });
      await expect.poll(async () => (await page.getByRole('heading', { name: "Today's Plan" }).isVisible()) || (await build.isVisible()), T).toBe(true);
      if (await build.isVisible()) await build.click();
    })();
  await expect.poll(() => page.getByRole('heading', { name: "Today's Plan" }).isVisible(), T).toBe(true);
}

/** The wizard from its first screen to step 3's generated routines, with a life stage on step 1 (axe-checked there). */
async function wizardToRoutines(page: Page, o: { name: string; chips: string[]; lifeStage: string; answer: string }) {
  await page.goto('/onboarding');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Step 1 of 3').waitFor();
  await page.getByLabel(/^Name/).fill(o.name);
  await page.getByLabel(/^Email/).fill(`${o.name.toLowerCase()}@example.com`);
  for (const chip of o.chips) await page.getByRole('button', { name: chip }).click();
  await page.getByLabel('Life stage (optional)').selectOption({ label: o.lifeStage });
  await axe(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Step 2 of 3').waitFor();
  const typeInstead = page.getByRole('button', { name: 'Type instead' });
  if (await typeInstead.isVisible()) await typeInstead.click();
  await page.getByRole('textbox', { name: 'Your answer' }).fill(o.answer);
  await page.getByRole('button', { name: 'Generate Routines' }).click();
  await page.getByText('Step 3 of 3').waitFor();
  await page.getByRole('button', { name: 'Add Another Routine' }).waitFor();
}

describe('life stage and cycle phases', () => {
  it('hormonal contraception (chosen in the wizard): no cycle phases and no seed cycling anywhere she looks', async () => {
    const { page } = b;
    await wizardToRoutines(page, {
      name: 'Cleo',
      chips: ['Cycle/PMS'],
      lifeStage: 'Hormonal contraception or HRT',
      answer: 'PMS cramps and low energy before my period, tired afternoons, stressed at work.',
    });
    expect(await page.locator('main').innerText()).not.toMatch(/seed cycling/i);
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await page.getByRole('button', { name: 'Go to Dashboard' }).click();
    await page.waitForURL('**/dashboard');

    const me = await api<{ lifeStage: string }>(page, 'GET', `/api/wellness/users/${await page.evaluate(() => localStorage.getItem('wellnessUserId'))}`);
    expect(me.lifeStage).toBe('hormonal_contraception');
    await buildPlan(page);
    await expect.poll(() => page.getByTestId('rhythm-card').isVisible(), T).toBe(true);
    const dashboard = await page.locator('main').innerText();
    expect(dashboard).not.toMatch(PHASE_WORDS);
    expect(dashboard).not.toMatch(/seed cycling/i);
    await page.goto('/daily-plan-log?tab=weekly');
    await expect.poll(() => page.getByTestId('rhythm-charts').isVisible(), T).toBe(true);
    expect(await page.locator('main').innerText()).not.toMatch(PHASE_WORDS);
    await page.goto('/routines');
    await visible(page, 'Cycle-Supportive Nutrition');
    expect(await page.locator('main').innerText()).not.toMatch(/seed cycling/i);
  });

  it('two logged period starts: today’s phase on the dashboard and a phase reason on a task; one tap logs a new period', async () => {
    const { page } = b;
    const userId = await signUp(page, 'Rhea', [
      { type: 'movement', label: 'Strength session' },
      { type: 'nutrition', label: 'Protein breakfast' },
    ]);
    const today = await browserToday(page);
    // Edit Profile: life stage 'regular cycles' and a first period start; the second through the API.
    await api(page, 'PUT', `/api/wellness/users/${userId}`, { periodStarts: [addDays(today, -49)] });
    await page.goto('/profile/edit');
    await page.getByLabel('Life stage (optional)').selectOption({ label: 'I have regular cycles' });
    await page.getByLabel('Add a period start (optional)').fill(addDays(today, -21));
    await page.getByRole('button', { name: /save/i }).click();
    await page.waitForURL('**/dashboard');
    const me = await api<{ periodStarts: string[] }>(page, 'GET', `/api/wellness/users/${userId}`);
    expect(me.periodStarts).toEqual([addDays(today, -49), addDays(today, -21)]);

    await buildPlan(page);
    await visible(page, 'Luteal phase, day 22');
    await visible(page, 'Luteal, day 22: gentler strength today');
    await visible(page, 'Luteal, day 22: steady meals with protein and magnesium-rich foods');
    await page.getByTestId('rhythm-card').scrollIntoViewIfNeeded();
    await axe(page);
    await shot(page, 'dashboard-phase-390.png');
    await shot(page, 'dashboard-rhythm-card-390.png', page.getByTestId('rhythm-card'));
    // Dark mode: the same card, axe-clean.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await visible(page, 'Luteal phase, day 22');
    await axe(page);
    await shot(page, 'dashboard-phase-390-dark.png');
    await shot(page, 'dashboard-rhythm-card-390-dark.png', page.getByTestId('rhythm-card'));
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await visible(page, 'Luteal phase, day 22');

    await page.getByRole('button', { name: 'Period started today' }).click();
    await visible(page, 'Period start saved');
    await visible(page, 'Menstrual phase, day 1');
    await visible(page, 'Menstrual, day 1: gentle movement today, like walking or stretching');
    await page.reload();
    await visible(page, 'Menstrual phase, day 1');
    expect(await page.getByRole('button', { name: 'Period started today' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('pregnancy and breastfeeding feed supplement screening (decision 070)', () => {
  it("'Pregnant' in the wizard: no supplement pregnancy rules out among her generated routines", async () => {
    const { page } = b;
    await wizardToRoutines(page, {
      name: 'Pia',
      chips: ['Stress/Burnout', 'Sleep Issues'],
      lifeStage: 'Pregnant',
      answer: 'Stressed and anxious, sleeping badly, tired all the time.',
    });
    const step3 = await page.locator('main').innerText();
    expect(step3).toMatch(/Supplement/i);
    expect(step3).not.toMatch(/ashwagandha|l-theanine|seed cycling/i);
  });

  it("changing her life stage to 'Breastfeeding' in Edit Profile puts a caution on her existing supplement routine", async () => {
    const { page } = b;
    await signUp(page, 'Bea', [{ type: 'supplement', label: 'Evening calm', subtasks: ['Ashwagandha 300 mg'] }]);
    await page.goto('/routines');
    await visible(page, 'Evening calm');
    expect(await page.getByTestId('supplement-caution').count()).toBe(0);
    await page.goto('/profile/edit');
    await page.getByLabel('Life stage (optional)').selectOption({ label: 'Breastfeeding' });
    await page.getByRole('button', { name: /save/i }).click();
    await page.waitForURL('**/dashboard');
    await page.goto('/routines');
    const caution = page.getByTestId('routine-card').getByTestId('supplement-caution');
    await expect.poll(() => caution.isVisible(), T).toBe(true);
    expect(await caution.getAttribute('data-tier')).toBe('avoid');
    expect(await caution.innerText()).toMatch(/^Not advised for you: Ashwagandha .*breastfeeding/);
    await axe(page);
  });
});

describe('habit strength that forgives', () => {
  it("'Sick day' keeps her strength unchanged (and yesterday's sick day did not dent it)", async () => {
    const { page } = b;
    const userId = await signUp(page, 'Ines', [{ type: 'mindfulness', label: 'Breathing break', subtasks: ['Box breathing'] }]);
    const today = await browserToday(page);
    const routines = await api<{ id: string; subtasks: { id: string }[] }[]>(page, 'GET', `/api/wellness/users/${userId}/routines`);
    const r = routines[0]!;
    // Done on the 6 days before yesterday; yesterday she marked a sick day.
    for (let i = 7; i >= 2; i -= 1) {
      await api(page, 'POST', '/api/wellness/logs', { userId, date: addDays(today, -i), completed: { mindfulness: true }, subtasks: { [r.id]: { [r.subtasks[0]!.id]: true } } });
    }
    await api(page, 'POST', '/api/wellness/logs', { userId, date: addDays(today, -1), dayMark: 'sick' });
    const expected = Math.round(habitStrength(['done', 'done', 'done', 'done', 'done', 'done', 'sick']));

    await page.goto('/dashboard');
    const card = page.getByTestId('rhythm-card');
    await expect.poll(() => card.getByTestId('habit-strength-value').textContent(), T).toBe(`${expected}%`);
    await card.getByRole('button', { name: 'Sick day' }).click();
    await visible(page, 'Sick day saved');
    await expect.poll(() => card.getByTestId('day-mark').isVisible(), T).toBe(true);
    expect(await card.getByTestId('habit-strength-value').textContent()).toBe(`${expected}%`);
    expect(await card.innerText()).not.toMatch(/fail|lost|broke|lazy|shame/i);
    await page.reload();
    await expect.poll(() => page.getByTestId('rhythm-card').getByRole('button', { name: 'Sick day' }).getAttribute('aria-pressed'), T).toBe('true');
    expect(await page.getByTestId('rhythm-card').getByTestId('habit-strength-value').textContent()).toBe(`${expected}%`);

    // Energy today: one choice, saved to today's log (what 'What helps' reads).
    await page.getByTestId('rhythm-card').getByLabel('Energy today').selectOption('7');
    await visible(page, 'Energy saved');
    await page.reload();
    await expect.poll(() => page.getByTestId('rhythm-card').getByLabel('Energy today').inputValue(), T).toBe('7');
    expect((await api<{ energy: number }>(page, 'GET', `/api/wellness/users/${userId}/logs/${today}`)).energy).toBe(7);

    // The routine card shows the same strength.
    await page.goto('/routines');
    await expect.poll(() => page.getByTestId('routine-card').getByTestId('habit-strength-value').textContent(), T).toBe(`${expected}%`);
  });
});

describe('what helps her, and the charts', () => {
  it('a seeded 45-day history shows the planted +2 energy in What helps, and the weekly charts read at 390 px', async () => {
    const { page } = b;
    const userId = await signUp(page, 'Mira', [
      { type: 'mindfulness', label: 'Evening stretch', subtasks: ['Stretch'] },
      { type: 'movement', label: 'Morning walk', subtasks: ['Walk'] },
    ]);
    const today = await browserToday(page);
    const routines = await api<{ id: string; label: string; subtasks: { id: string }[] }[]>(page, 'GET', `/api/wellness/users/${userId}/routines`);
    const stretch = routines.find((x) => x.label === 'Evening stretch')!;
    const walk = routines.find((x) => x.label === 'Morning walk')!;
    await api(page, 'PUT', `/api/wellness/users/${userId}`, { lifeStage: 'regular_cycles', periodStarts: [addDays(today, -58), addDays(today, -30), addDays(today, -2)] });
    // The fixture: 45 days; the stretch on even days (energy next day 7, else 5); the walk on every third day (no effect);
    // a mood reading and a few symptom notes.
    const start = addDays(today, -44);
    for (let i = 0; i < 45; i += 1) {
      const stretched = i % 2 === 0;
      const walked = i % 3 === 0;
      const prevStretched = i > 0 && (i - 1) % 2 === 0;
      await api(page, 'POST', '/api/wellness/logs', {
        userId,
        date: addDays(start, i),
        completed: { movement: walked, nutrition: i % 4 === 0, mindfulness: stretched, supplement: false },
        subtasks: { ...(stretched ? { [stretch.id]: { [stretch.subtasks[0]!.id]: true } } : {}), ...(walked ? { [walk.id]: { [walk.subtasks[0]!.id]: true } } : {}) },
        ...(i > 0 ? { energy: prevStretched ? 7 : 5 } : {}),
        mood: String(5 + (i % 3)),
        notes: i % 5 === 0 ? 'Some fatigue and poor sleep today' : i % 7 === 0 ? 'Stress at work' : '',
      });
    }

    await page.goto('/daily-plan-log?tab=weekly');
    const card = page.getByTestId('what-helps');
    await expect.poll(() => card.isVisible(), T).toBe(true);
    const item = card.getByTestId('what-helps-item').filter({ hasText: '“Evening stretch”' }).filter({ hasText: 'energy' });
    await expect.poll(() => item.first().innerText(), T).toContain('After days with “Evening stretch”, your energy the next day was 2 points higher (out of 10).');
    expect(await item.first().innerText()).toContain('Consistent over 3 weeks');
    expect(await card.innerText()).toContain('not medical advice');
    expect(await card.innerText()).not.toMatch(/“Morning walk”, your energy/);

    const charts = page.getByTestId('rhythm-charts');
    await expect.poll(() => charts.locator('svg.recharts-surface').count(), T).toBeGreaterThanOrEqual(3);
    await charts.scrollIntoViewIfNeeded();
    await axe(page);
    await shot(page, 'weekly-charts-45-days-390.png');
    await shot(page, 'weekly-charts-card-45-days-390.png', charts);
    await shot(page, 'what-helps-card-390.png', card);

    // The table alternative.
    // One toggle pattern: a name of its own per chart that never changes, aria-pressed for the state.
    const toggle = charts.getByRole('button', { name: /^Show as table: Energy/ });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    const table = charts.getByRole('table', { name: /Energy and mood per day/ });
    await expect.poll(() => table.isVisible(), T).toBe(true);
    expect(await table.getByRole('row').count()).toBe(46);
    expect(await table.innerText()).toMatch(/Luteal|Menstrual|Follicular|Ovulatory/);
    await axe(page);

    // Dark mode: still axe-clean.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect.poll(() => page.getByTestId('rhythm-charts').locator('svg.recharts-surface').count(), T).toBeGreaterThanOrEqual(3);
    await axe(page);
    await shot(page, 'weekly-charts-card-45-days-390-dark.png', page.getByTestId('rhythm-charts'));
    await shot(page, 'weekly-charts-45-days-390-dark.png');
    await page.emulateMedia({ colorScheme: 'light' });

    // My Profile has the charts too.
    await page.goto('/profile');
    await expect.poll(() => page.getByTestId('rhythm-charts').isVisible(), T).toBe(true);
  });

  it('one week of data: charts still read (7 days, no giant bar) and What helps explains why it is empty', async () => {
    const { page } = b;
    const userId = await signUp(page, 'Noor', [{ type: 'movement', label: 'Walk' }]);
    const today = await browserToday(page);
    for (let i = 6; i >= 0; i -= 1) await api(page, 'POST', '/api/wellness/logs', { userId, date: addDays(today, -i), completed: { movement: i % 2 === 0 }, energy: 6 });
    await page.goto('/daily-plan-log?tab=weekly');
    await visible(page, 'Not enough days yet');
    const charts = page.getByTestId('rhythm-charts');
    await expect.poll(() => charts.locator('svg.recharts-surface').count(), T).toBeGreaterThanOrEqual(2);
    await visible(page, /Movement on 4 of 7 days/);
    await charts.scrollIntoViewIfNeeded();
    await shot(page, 'weekly-charts-card-7-days-390.png', charts);
  });
});
