// Safety (docs/decisions/037) in the browser: the safety notice leads with the action and a tel: link, survives a
// reload, and the next day (page.clock moved one day) the dashboard asks how she is now; a
// supplement caution shows on the routine card and the plan task.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { axe, signUp, T } from './support/daily-loop';

const b = setupBrowser({ viewport: { width: 390, height: 844 } });
const SHOTS = join(import.meta.dirname, 'artifacts');
const DAY = 24 * 60 * 60 * 1000;

/** Signs her up, writes a check-in from the dashboard, closes the dialog's notice, and returns the dashboard's notice. */
async function noticeAfterCheckIn(page: (typeof b)['page'], name: string, location: string, text: string) {
  await signUp(page, name, [{ type: 'movement', label: 'Morning walk' }], { location });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Add to Your Plan' }).click();
  await page.getByRole('textbox', { name: 'How are you feeling today?' }).fill(text);
  await page.getByRole('button', { name: 'Update My Plan' }).click();
  const dialog = page.getByRole('dialog');
  await expect.poll(() => dialog.getByTestId('safety-notice').isVisible(), T).toBe(true);
  await dialog.getByRole('button', { name: 'Close' }).click();
  // The dialog has finished closing (its fade would otherwise sit over the page in a screenshot).
  await expect.poll(() => dialog.count(), T).toBe(0);
  const notice = page.getByTestId('safety-notice').first();
  await expect.poll(() => notice.isVisible(), T).toBe(true);
  return notice;
}

describe('safety notice, action first', () => {
  it('heavy bleeding + faint in Bristol: "call 999 now" first with a tel: link; kept after reload; next day asks how she is', async () => {
    const { page } = b;
    const notice = await noticeAfterCheckIn(page, 'Bea', 'Bristol', 'I have had heavy bleeding for two days and feel faint');
    // The action is the first thing in the notice, with a tap-to-call link.
    const firstLine = (await notice.getByTestId('safety-action').innerText()).trim();
    expect(firstLine).toBe('You said you have very heavy bleeding and you feel faint: call 999 now.');
    expect((await notice.innerText()).trim().startsWith(firstLine)).toBe(true);
    const call = notice.getByRole('link', { name: 'Call 999' });
    expect(await call.getAttribute('href')).toBe('tel:999');
    // 'Why' and the steps are folded.
    expect(await notice.getByText('Lie down with your legs raised and keep warm.').isVisible()).toBe(false);
    expect(await notice.innerText()).not.toMatch(/911|000/);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'safety-notice-390.png') });
    await axe(page);

    // After a reload the notice is still there.
    await page.reload();
    await expect.poll(() => page.getByTestId('safety-action').first().isVisible(), T).toBe(true);
    expect(await page.getByTestId('safety-action').first().innerText()).toMatch(/call 999 now/);

    // The next day: one question, how is she now? 'Worse' shows the action again.
    await page.clock.install({ time: new Date(Date.now() + DAY) });
    await page.reload();
    const followUp = page.getByTestId('safety-follow-up');
    await expect.poll(() => followUp.isVisible(), T).toBe(true);
    expect(await followUp.innerText()).toMatch(/Yesterday you told us you have very heavy bleeding and you feel faint/);
    await page.screenshot({ path: join(SHOTS, 'safety-follow-up-390.png') });
    await axe(page);
    await followUp.getByRole('button', { name: 'Worse' }).click();
    await expect.poll(() => page.getByTestId('safety-action').first().isVisible(), T).toBe(true);
    expect(await page.getByRole('link', { name: 'Call 999' }).getAttribute('href')).toBe('tel:999');
  });

  it("someone else's medicine: the notice says so in her words, leads with her prescriber, and is axe-clean at 390 px (decision 162)", async () => {
    const { page } = b;
    const notice = await noticeAfterCheckIn(page, 'Mina', 'Leeds', 'rough week, my sister gave me some of her diazepam to get me through');
    expect((await notice.getByTestId('safety-action').innerText()).trim()).toBe(
      'You said you have taken a medicine that was prescribed for someone else: please talk to your prescriber or a pharmacist soon, before you change anything more.',
    );
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'safety-someone-elses-medicine-390.png') });
    await axe(page);
  });

  it('a faint said in her own Scots raises the notice, action first, axe-clean at 390 px (decision 166)', async () => {
    const { page } = b;
    const notice = await noticeAfterCheckIn(page, 'Morag', 'Glasgow', 'passed oot in the shower this mornin, came roon on the flair, banged ma heid');
    const action = (await notice.getByTestId('safety-action').innerText()).trim();
    expect(action).toMatch(/fainted|passed out/i);
    expect((await notice.innerText()).trim().startsWith(action)).toBe(true);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'safety-scots-faint-390.png') });
    await axe(page);
  });

  it('a faint said in txt speak raises the notice, action first, axe-clean at 390 px (decision 167)', async () => {
    const { page } = b;
    const notice = await noticeAfterCheckIn(page, 'Jade', 'Leeds', 'blckd out @ wrk 2day, woke up on flr, evry1 starin');
    const action = (await notice.getByTestId('safety-action').innerText()).trim();
    // Her own words are echoed back, and the number is the UK's.
    expect(action).toMatch(/^You said you blacked out: call 999 now\./);
    expect((await notice.innerText()).trim().startsWith(action)).toBe(true);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'safety-txt-faint-390.png') });
    await axe(page);
  });

  it('a sign she writes of herself as "she", like a diary, raises the notice, action first, axe-clean at 390 px (decision 174)', async () => {
    const { page } = b;
    const notice = await noticeAfterCheckIn(
      page,
      'Ruth',
      'Cardiff',
      "She woke with a headache unlike any she'd ever had, sudden, behind her eyes. She lay very still in the dark.",
    );
    const action = (await notice.getByTestId('safety-action').innerText()).trim();
    expect(action).toMatch(/call 999 now/);
    expect((await notice.innerText()).trim().startsWith(action)).toBe(true);
    expect(await notice.getByRole('link', { name: 'Call 999' }).getAttribute('href')).toBe('tel:999');
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'safety-diary-voice-390.png') });
    await axe(page);
  });

  it('a chest sign with the reason she rules out ("not my usual asthma, inhaler did nothing") raises the notice (decision 175)', async () => {
    const { page } = b;
    const notice = await noticeAfterCheckIn(
      page,
      'Tess',
      'Leeds',
      'chest tight and hurting since mile 11, like breathing through a straw. not my usual asthma, inhaler did nothing',
    );
    const action = (await notice.getByTestId('safety-action').innerText()).trim();
    expect(action).toMatch(/call 999 now/);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'safety-ruled-out-reason-390.png') });
    await axe(page);
  });

  it('a story about "my friend" that ends "the friend is me" raises her notice, action first, axe-clean at 390 px (decision 180)', async () => {
    const { page } = b;
    const notice = await noticeAfterCheckIn(
      page,
      'Nia',
      'Swansea',
      "My friend's left leg went weak all of a sudden this morning and her words came out wrong for a few minutes. She says it's nothing. The friend is me.",
    );
    const action = (await notice.getByTestId('safety-action').innerText()).trim();
    expect(action).toMatch(/call 999 now/);
    expect((await notice.innerText()).trim().startsWith(action)).toBe(true);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'safety-friend-is-me-390.png') });
    await axe(page);
  });

  it('a note of questions she answers ("Weeks? 33. Kicks? Hardly any.") raises the pregnancy notice (decision 182)', async () => {
    const { page } = b;
    const notice = await noticeAfterCheckIn(page, 'Ama', 'Leicester', 'Weeks? 33. Kicks? Hardly any. Since when? This morning. Cold drink? Tried it.');
    const action = (await notice.getByTestId('safety-action').innerText()).trim();
    expect(action.length).toBeGreaterThan(0);
    expect(await notice.innerText()).toMatch(/baby|pregnan|maternity|midwife/i);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'safety-questions-voice-390.png') });
    await axe(page);
  });

  it("a pregnant user on warfarin sees a caution on a 'St Johns wort' routine card and plan task", async () => {
    const { page, context } = b;
    const userId = await signUp(page, 'Gwen', [], { location: 'Leeds' });
    expect((await context.request.put(`/api/wellness/users/${userId}`, { data: { medications: 'warfarin', pregnancyStatus: 'pregnant' } })).status()).toBe(200);
    expect(
      (await context.request.post('/api/wellness/routines', { data: { userId, type: 'supplement', label: 'St Johns wort', isPersonalized: false } })).status(),
    ).toBe(201);
    await page.goto('/dashboard');
    const cautions = page.getByTestId('cautions-notice');
    await expect.poll(() => cautions.isVisible(), T).toBe(true);
    await (async () => {
      // docs/decisions/024: with routines the plan is already there; the button shows only without a plan.
      const build = page.getByRole('button', { name: "Build today's plan" });
      await expect.poll(async () => (await page.getByRole('heading', { name: "Today's Plan" }).isVisible()) || (await build.isVisible()), T).toBe(true);
      if (await build.isVisible()) await build.click();
    })();
    const taskCaution = page.getByTestId('plan-task').getByTestId('supplement-caution');
    await expect.poll(() => taskCaution.isVisible(), T).toBe(true);
    expect(await taskCaution.innerText()).toMatch(/^Not advised for you: St John's wort with a blood thinner/);
    await cautions.getByRole('button', { name: 'Got it' }).click();
    await expect.poll(() => cautions.count(), T).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'supplement-caution-390.png'), fullPage: true });
    await axe(page);

    await page.goto('/routines');
    await expect.poll(() => page.getByTestId('supplement-caution').first().isVisible(), T).toBe(true);
    // Shown once: back on the dashboard the one-time notice does not return.
    await page.goto('/dashboard');
    await expect.poll(() => page.getByTestId('plan-task').count(), T).toBeGreaterThan(0);
    expect(await page.getByTestId('cautions-notice').count()).toBe(0);
  });

  it('"I don\'t see the point of going on anymore" at check-in shows the crisis line with a tel: link (docs/decisions/105)', async () => {
    const { page } = b;
    await signUp(page, 'Cara', [{ type: 'movement', label: 'Morning walk' }], { location: 'Bristol' });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Add to Your Plan' }).click();
    await page.getByRole('textbox', { name: 'How are you feeling today?' }).fill("I don't see the point of going on anymore");
    await page.getByRole('button', { name: 'Update My Plan' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByTestId('safety-notice').isVisible(), T).toBe(true);
    expect(await dialog.getByTestId('safety-action').innerText()).toMatch(/Samaritans on 116 123/);
    expect(await dialog.getByRole('link', { name: 'Call 116 123' }).getAttribute('href')).toBe('tel:116123');
  });

  it('a note typed on the Log page raises the same notice, under the note (docs/decisions/105)', async () => {
    const { page } = b;
    await signUp(page, 'Dee', [{ type: 'movement', label: 'Morning walk' }], { location: 'Bristol' });
    await page.goto('/log');
    await page.getByLabel('Daily notes', { exact: true }).fill('Busy morning. My face is drooping on one side and my words are slurred.');
    await page.getByRole('button', { name: 'Save Notes' }).click();
    const notice = page.getByTestId('safety-notice').first();
    await expect.poll(() => notice.isVisible(), T).toBe(true);
    expect((await notice.getByTestId('safety-action').innerText()).trim()).toBe('You said you have signs of a stroke: call 999 now.');
    expect(await notice.getByRole('link', { name: 'Call 999' }).getAttribute('href')).toBe('tel:999');
    await page.screenshot({ path: join(SHOTS, 'log-note-safety-390.png') });
    await axe(page);

    // After a reload it is still there, as on the dashboard, until she hides it (decision 158).
    await page.reload();
    const again = page.getByTestId('safety-notice').first();
    await expect.poll(() => again.isVisible(), T).toBe(true);
    expect((await again.getByTestId('safety-action').innerText()).trim()).toBe('You said you have signs of a stroke: call 999 now.');
    await again.getByRole('button', { name: 'Hide this notice' }).click();
    await expect.poll(() => page.getByTestId('safety-notice').count(), T).toBe(0);
  });
});
