import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render';
import { OnboardingPage } from './onboarding-page';
import { stubTrpc } from '../../test/trpc-stub';
import { installFakeSpeech } from '../../test/fake-speech';
import { expectStored, signedInStored } from '../../test/stored';

// CI shares 2 cores: give async queries more room than testing-library's 1 s default.

type User = ReturnType<typeof userEvent.setup>;

// jsdom has no PointerEvent; zag's focus-visible (checkbox) constructs one.
if (!('PointerEvent' in window)) (window as unknown as { PointerEvent: typeof MouseEvent }).PointerEvent = MouseEvent;

const confetti = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('canvas-confetti', () => ({ default: { create: () => confetti } }));

// The steps are lazy chunks the page preloads on mount; load them once up front so each test's
// step change renders at once, as it does in the browser once the preload has finished.
beforeAll(() => Promise.all([import('./profile-step'), import('./context-step'), import('./routines-step'), import('./celebration-step')]), 30_000);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Types by pasting (fast, and the same input events as a person's paste). */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const render = () => renderScreen(OnboardingPage, { path: '/onboarding', otherPaths: ['/dashboard'] });
const CONTEXT = 'I sleep badly, skip breakfast and feel stressed at work every day.';

async function toStep2(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Continue' }));
  await fill(user, await screen.findByLabelText(/^Name/), 'Maya');
  await fill(user, screen.getByLabelText(/^Email/), 'maya@example.com');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
}

describe('OnboardingPage (wizard)', () => {
  it('step 1: gates on name + email, preset chips, custom challenges (Enter / plus, no duplicates, non-empty)', { timeout: 30_000 }, async () => {
    stubTrpc({});
    const user = userEvent.setup();
    await render();
    expect(await screen.findByRole('heading', { name: 'Welcome to Cadence' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Email/)).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    await fill(user, screen.getByLabelText(/^Name/), 'Maya');
    await fill(user, screen.getByLabelText(/^Email/), 'maya@');
    expect(next).toBeDisabled();
    // Left invalid: the field says so (aria-invalid) and its message is its description.
    expect(screen.getByLabelText(/^Email/)).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByLabelText(/^Name/));
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Please enter a valid email address.');
    await fill(user, screen.getByLabelText(/^Email/), 'example.com');
    expect(next).toBeEnabled();
    expect(screen.getByLabelText(/^Email/)).not.toHaveAttribute('aria-invalid');

    for (const chip of ['Stress/Burnout', 'Injury Recovery', 'Sleep Issues', 'Cycle/PMS', 'Energy/Fatigue', 'Digestion', 'Anxiety', 'Depression', 'Pain Management', 'Other']) {
      expect(screen.getByRole('button', { name: chip })).toHaveAttribute('aria-pressed', 'false');
    }
    await user.click(screen.getByRole('button', { name: 'Sleep Issues' }));
    expect(screen.getByRole('button', { name: 'Sleep Issues' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Add challenge' }));
    expect(await screen.findByText('Please enter a value')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Add your own challenge'), 'Hot flashes');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove Hot flashes' })).toBeInTheDocument();
    expect(screen.getByLabelText('Add your own challenge')).toHaveValue('');
    await fill(user, screen.getByLabelText('Add your own challenge'), 'hot flashes');
    await user.click(screen.getByRole('button', { name: 'Add challenge' }));
    expect(await screen.findByText('Already added')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Remove/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Remove Hot flashes' }));
    expect(screen.queryByRole('button', { name: 'Remove Hot flashes' })).toBeNull();
  });

  it('walks to completion: typed context, generation failure → 3 fallback routines, toggle, add, complete → step 4 → dashboard', { timeout: 30_000 }, async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const calls = stubTrpc({
      'onboarding.generateRoutines': () => ({ status: 500, body: 'AI down' }),
      'onboarding.complete': () => ({ body: { userId: 'u_w1' } }),
    });
    const user = userEvent.setup();
    await render();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await fill(user, screen.getByLabelText(/^Name/), ' Maya ');
    await fill(user, screen.getByLabelText(/^Email/), 'maya@example.com');
    await fill(user, screen.getByLabelText(/^Location/), 'Lyon');
    await user.click(screen.getByRole('button', { name: 'Anxiety' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // Step 2 without speech recognition: the six-row text area, no voice controls.
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Recording' })).toBeNull();
    const box = screen.getByRole('textbox', { name: 'Your answer' });
    expect(box).toHaveAttribute('rows', '6');
    const generate = screen.getByRole('button', { name: 'Generate Routines' });
    await fill(user, box, 'Too short');
    expect(generate).toBeDisabled();
    await user.clear(box);
    await user.click(box);
    await user.paste(CONTEXT);
    expect(generate).toBeEnabled();
    await user.click(generate);

    expect(await screen.findByText('Failed to generate routines')).toBeInTheDocument();
    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
    // Tasks are grouped under their routine, each routine with one line on why.
    expect(screen.getAllByTestId('wizard-routine')).toHaveLength(3);
    expect(screen.getByRole('list', { name: 'Tasks in Evening Wind-Down' })).toBeInTheDocument();
    expect(screen.queryByText(/^From: /)).not.toBeInTheDocument();
    expect(screen.getAllByText(/^Because you mentioned|^A gentle foundation|^Chosen for what you told us/).length).toBe(3);
    expect(calls.find((c) => c.path === 'onboarding.generateRoutines')!.input).toMatchObject({
      profile: { name: 'Maya', email: 'maya@example.com', location: 'Lyon', challenges: ['Anxiety'] },
      context: CONTEXT,
    });

    // Unticking one task unticks only that task (docs/decisions/040).
    const sunlight = screen.getByRole('checkbox', { name: '5 minutes morning sunlight' });
    expect(sunlight).toBeChecked();
    await user.click(sunlight);
    expect(screen.getByRole('checkbox', { name: '5 minutes morning sunlight' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Warm lemon water' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Morning Hormone Balance Ritual' })).toBeChecked();
    // The routine's own tick still includes or excludes the whole routine.
    await user.click(screen.getByRole('checkbox', { name: 'Hormone-Supporting Movement' }));
    expect(screen.queryByRole('checkbox', { name: 'Pelvic floor exercises' })).not.toBeInTheDocument();

    // 'Add Another Routine' appends spec §4's 'Custom Routine': daily, type other, included, one 'Custom task'.
    await user.click(screen.getByRole('button', { name: 'Add Another Routine' }));
    const custom = screen.getAllByTestId('wizard-routine').at(-1)!;
    expect(within(custom).getByRole('checkbox', { name: 'Custom Routine' })).toBeChecked();
    expect(within(custom).getByRole('checkbox', { name: 'Custom task' })).toBeChecked();
    expect(within(custom).getByText('Daily')).toBeInTheDocument();
    expect(within(custom).getByText('Other')).toBeInTheDocument();
    expect(within(custom).getByRole('button', { name: 'Edit Custom Routine' })).toHaveFocus();
    // It stays editable: name (the type follows its words until she picks one), type, task.
    await user.click(within(custom).getByRole('button', { name: 'Edit Custom Routine' }));
    const name = screen.getByTestId('edit-routine-name');
    expect(name).toHaveValue('Custom Routine');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save routine' }));
    expect(screen.getByText('Please enter a routine name')).toBeInTheDocument();
    await user.type(name, 'Cut caffeine after noon');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('nutrition');
    await user.clear(screen.getByTestId('edit-routine-task'));
    await user.type(screen.getByTestId('edit-routine-task'), 'Last coffee at 12');
    await user.click(screen.getByRole('button', { name: 'Save routine' }));
    expect(screen.getByRole('checkbox', { name: 'Cut caffeine after noon' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Last coffee at 12' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Edit Cut caffeine after noon' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(await screen.findByRole('button', { name: 'Go to Dashboard' })).toBeInTheDocument();
    const complete = calls.find((c) => c.path === 'onboarding.complete')!.input as { routines: { label: string; type: string; subtasks: { name: string }[] }[] };
    expect(complete.routines.map((r) => r.label)).toEqual(['Morning Hormone Balance Ritual', 'Evening Wind-Down', 'Cut caffeine after noon']);
    expect(complete.routines[0]!.subtasks.map((s) => s.name)).toEqual(['Warm lemon water']);
    expect(complete.routines[2]).toMatchObject({ type: 'nutrition', frequency: 'daily', subtasks: [{ name: 'Last coffee at 12' }] });
    expectStored(signedInStored('u_w1', 'Maya', 'Lyon'));
    expect(screen.getByText('Welcome to Cadence! Your personalized plan is ready')).toBeInTheDocument();
    await waitFor(() => expect(confetti).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    expect(await screen.findByText('route:/dashboard')).toBeInTheDocument();
  });

  it('shows the loading text, "No routines generated yet" with a retry, and the complete failure toast', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let release: () => void = () => undefined;
    let generations = 0;
    let routines: unknown[] = [];
    stubTrpc({
      'onboarding.generateRoutines': () =>
        new Promise((ok) => {
          generations += 1;
          release = () => ok({ body: { routines } });
        }),
      'onboarding.complete': () => ({ status: 500, body: 'nope' }),
    });
    const user = userEvent.setup();
    await render();
    await toStep2(user);
    await user.click(screen.getByRole('textbox', { name: 'Your answer' }));
    await user.paste(CONTEXT);
    await user.click(screen.getByRole('button', { name: 'Generate Routines' }));
    expect(await screen.findByText('Generating your personalized routines...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('No routines generated yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete Setup' })).toBeDisabled();

    routines = [{ label: 'Daily Walk', frequency: 'daily', included: true, type: 'movement', subtasks: [{ name: 'Walk 20 minutes', description: 'Outside if you can' }] }];
    await user.click(screen.getByRole('button', { name: 'Generate Routines Now' }));
    // Released only once the second generation has really been asked for (not the first's resolver).
    await waitFor(() => expect(generations).toBe(2));
    release();
    expect(await screen.findByRole('checkbox', { name: 'Walk 20 minutes' })).toBeChecked();
    expect(screen.getByText('Outside if you can')).toBeInTheDocument();
    expect(screen.getByText('Daily')).toBeInTheDocument();
    expect(screen.getByText('Movement')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(await screen.findByText('Failed to complete onboarding')).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    expect(localStorage.getItem('wellnessUserId')).toBeNull();
  });

  it('step 2 voice: continuous capture fills the transcript; a refused microphone falls back to typing', async () => {
    stubTrpc({});
    const Fake = installFakeSpeech({ transcript: 'I wake up tired every single morning.' });
    const user = userEvent.setup();
    await render();
    await toStep2(user);
    expect(screen.getByText(/Only the transcript of what you say is saved/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Recording' }));
    expect(await screen.findByText('I wake up tired every single morning.')).toBeInTheDocument();
    expect(Fake.last).toMatchObject({ continuous: true, interimResults: true, lang: 'en-US' });
    await user.click(screen.getByRole('button', { name: 'Stop Recording' }));
    await user.click(screen.getByRole('button', { name: 'Type instead' }));
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('I wake up tired every single morning.');
    expect(screen.getByRole('button', { name: 'Generate Routines' })).toBeEnabled();
  });

  it('step 2 voice errors: denied → Microphone Access Denied + not available; other → Microphone error', async () => {
    stubTrpc({});
    installFakeSpeech({ error: 'not-allowed' });
    const user = userEvent.setup();
    await render();
    await toStep2(user);
    await user.click(screen.getByRole('button', { name: 'Start Recording' }));
    expect(await screen.findByText('Microphone Access Denied')).toBeInTheDocument();
    expect(screen.getByText('Voice input not available. Please allow microphone access or use text input.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Recording' })).toBeNull();
  });

  it('step 2 voice: other errors show "Microphone error - Please try typing instead"', async () => {
    stubTrpc({});
    installFakeSpeech({ error: 'audio-capture' });
    const user = userEvent.setup();
    await render();
    await toStep2(user);
    await user.click(screen.getByRole('button', { name: 'Start Recording' }));
    expect(await screen.findByText('Microphone error')).toBeInTheDocument();
    expect(screen.getByText('Please try typing instead')).toBeInTheDocument();
  });
});
