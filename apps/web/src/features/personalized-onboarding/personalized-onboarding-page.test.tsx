import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render';
import { stubTrpc, type StubHandler as Handler } from '../../test/trpc-stub';
import { installFakeSpeech } from '../../test/fake-speech';
import { keywordBasedRecommendations } from '@cadence/domain';
import { buildPlanPreview } from './plan-preview';
import { PersonalizedOnboardingPage } from './personalized-onboarding-page';
import { expectStored, signedInStored } from '../../test/stored';

// CI shares 2 cores: give async queries more room than testing-library's 1 s default.

const ANSWERS = [
  'Hi, my name is Ana. I live in Porto, Portugal',
  'I feel stress and anxiety, and I am tired all the time',
  'Better sleep and less back pain',
  'I tried running but my knees hurt',
  'My GP, nothing else',
];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const render = () => renderScreen(PersonalizedOnboardingPage, { path: '/personalized-onboarding', otherPaths: ['/dashboard'] });

async function answerAll(user: ReturnType<typeof userEvent.setup>) {
  for (let i = 0; i < ANSWERS.length; i += 1) {
    expect(await screen.findByText(`Question ${i + 1} of 5`)).toBeInTheDocument();
    await type(user, ANSWERS[i]!);
    await user.click(screen.getByRole('button', { name: i === 4 ? 'Generate Plan' : 'Next' }));
  }
}

/** Types into the answer box (pasted: fast, same events a person's paste makes). */
async function type(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByRole('textbox'));
  await user.paste(text);
}

function okHandlers(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'users.create': (input) => ({ body: { id: 'u_1', customCategories: [], ...(input as object) } }),
    'onboarding.saveResponses': (input) => ({ body: { id: 'r_1', ...(input as object) } }),
    'onboarding.saveLifestyleProfile': (input) => ({ body: { id: 'p_1', ...(input as object) } }),
    'onboarding.generateResetProgram': () => ({
      body: {
        success: true,
        resetProgram: { programTitle: '45-Day Hormone Reset', recommendations: ['Breathing: slow breathing', 'Walk: daily walk'] },
        focusAreas: ['Emotional Health'],
        recommendationDetails: [
          { title: 'Breathing', description: 'slow breathing', category: 'mindfulness', frequency: 'daily' },
          { title: 'Walk', description: 'daily walk', category: 'movement', frequency: 'daily' },
        ],
      },
    }),
    'onboarding.savePersonalizedRecommendations': () => ({ body: { id: 'rec_1', screenedOut: [] } }),
    'routines.create': (input) => ({ body: { id: `rt_${Math.random()}`, ...(input as object) } }),
    ...overrides,
  };
}

describe('buildPlanPreview', () => {
  it('extracts name and location, up to 4 insights, 3 challenges and the rule coach recommendations', () => {
    const p = buildPlanPreview(ANSWERS);
    expect(p.name).toBe('Ana');
    expect(p.location).toBe('Porto');
    expect(p.programName).toBe('45-Day Hormone Reset');
    expect(p.insights.length).toBeLessThanOrEqual(4);
    expect(p.insights).toContain('Emotional Health');
    expect(p.challenges.length).toBeLessThanOrEqual(3);
    expect(p.recommendations.length).toBeGreaterThan(0);
    expect(p.responses.basic_info).toBe(ANSWERS[0]);
  });
});

describe('PersonalizedOnboardingPage', () => {
  it('shows question 1 with badge, progress and placeholder; Next is disabled and forcing it shows "Response required"', async () => {
    stubTrpc({});
    const user = userEvent.setup();
    await render();
    expect(await screen.findByRole('heading', { name: 'Personalized Onboarding' })).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 5')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
    expect(screen.getByRole('heading', { name: 'Basic Information' })).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveAttribute('placeholder', 'e.g. My name is Sarah, and I live in Austin, Texas.');
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.type(screen.getByRole('textbox'), '   ');
    await user.click(next);
    expect(await screen.findByText('Response required')).toBeInTheDocument();
    expect(screen.getByText('Please provide an answer before continuing.')).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 5')).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  });

  it('Back keeps answers; Generate Plan shows the loading screen, then the result', async () => {
    stubTrpc({});
    const user = userEvent.setup();
    await render();
    await screen.findByRole('textbox');
    await type(user, ANSWERS[0]!);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Question 2 of 5')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox')).toHaveValue(ANSWERS[0]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    for (let i = 1; i < 5; i += 1) {
      await type(user, ANSWERS[i]!);
      await user.click(screen.getByRole('button', { name: i === 4 ? 'Generate Plan' : 'Next' }));
    }
    expect(await screen.findByText('Creating Your Personalized Plan')).toBeInTheDocument();
    expect(screen.getByText('Analyzing your responses and generating recommendations...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your Personalized Plan' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByTestId('program-name')).toHaveTextContent('45-Day Hormone Reset');
    expect(screen.getByRole('heading', { name: 'Your Personalized Insights' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Wellness Profile' })).toBeInTheDocument();
    expect(screen.getAllByText('Added to Dashboard').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Start My Wellness Journey →' })).toBeInTheDocument();
  });

  it('saves everything in order, stores the local keys and lands on the dashboard with the welcome toast', async () => {
    const calls = stubTrpc(okHandlers());
    const user = userEvent.setup();
    await render();
    await answerAll(user);
    await user.click(await screen.findByRole('button', { name: 'Start My Wellness Journey →' }, { timeout: 3000 }));
    expect(await screen.findByText('route:/dashboard')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual([
      'users.create',
      'onboarding.saveResponses',
      'onboarding.saveLifestyleProfile',
      'onboarding.generateResetProgram',
      'onboarding.savePersonalizedRecommendations',
      'routines.create',
      'routines.create',
    ]);
    expect(calls[0]!.input).toMatchObject({ name: 'Ana', location: 'Porto' });
    expect((calls[0]!.input as { challenges: string[] }).challenges.length).toBeLessThanOrEqual(3);
    expect(calls[2]!.input).toMatchObject({ programName: '45-Day Hormone Reset' });
    expect(calls[4]!.input).toMatchObject({ profileId: 'p_1' });
    expect(calls[5]!.input).toMatchObject({ type: 'mindfulness', label: 'Breathing', frequency: 'daily', isPersonalized: true });
    expect(calls[5]!.input).not.toHaveProperty('userId'); // the session is the user (decision 023)
    expect(calls[6]!.input).toMatchObject({ type: 'movement', label: 'Walk' });
    expectStored({ ...signedInStored('u_1', 'Ana', 'Porto'), hasPersonalizedOnboarding: true, programName: '45-Day Hormone Reset' });
    expect(JSON.parse(localStorage.getItem('recommendations')!)).toHaveLength(2);
    expect(JSON.parse(localStorage.getItem('resetProgram')!)).toMatchObject({ programTitle: '45-Day Hormone Reset' });
    expect(Object.keys(JSON.parse(localStorage.getItem('personalizedProfile')!))).toContain('emotionalHealth');
    expect(await screen.findByText('✓ Welcome to Cadence! Your 45-Day Hormone Reset is ready to begin.')).toBeInTheDocument();
  });

  it('uses keyword-based recommendations when the reset programme fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const calls = stubTrpc(okHandlers({ 'onboarding.generateResetProgram': () => ({ status: 500, body: 'AI down' }) }));
    const user = userEvent.setup();
    await render();
    await answerAll(user);
    await user.click(await screen.findByRole('button', { name: 'Start My Wellness Journey →' }, { timeout: 3000 }));
    expect(await screen.findByText('route:/dashboard')).toBeInTheDocument();
    const expected = keywordBasedRecommendations(buildPlanPreview(ANSWERS).responses);
    const saved = calls.find((c) => c.path === 'onboarding.savePersonalizedRecommendations')!.input as { recommendations: { title: string }[] };
    expect(saved.recommendations.map((r) => r.title)).toEqual(expected.map((r) => r.title));
    expect(calls.filter((c) => c.path === 'routines.create')).toHaveLength(expected.length);
  });

  it('shows the spec error on a failed save, keeps the plan and resumes without creating a second user', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let failLifestyle = true;
    const calls = stubTrpc(
      okHandlers({
        'onboarding.saveLifestyleProfile': (input) => (failLifestyle ? { status: 500, body: 'boom' } : { body: { id: 'p_1', ...(input as object) } }),
      }),
    );
    const user = userEvent.setup();
    await render();
    await answerAll(user);
    await user.click(await screen.findByRole('button', { name: 'Start My Wellness Journey →' }, { timeout: 3000 }));
    expect(await screen.findByText('Failed to create your profile. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Personalized Plan' })).toBeInTheDocument();
    expect(localStorage.getItem('wellnessUserId')).toBeNull();
    failLifestyle = false;
    await user.click(screen.getByRole('button', { name: 'Start My Wellness Journey →' }));
    expect(await screen.findByText('route:/dashboard')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'users.create')).toHaveLength(1);
  });

  it('shows a safety notice prominently before continuing', async () => {
    const notice = { level: 'urgent', title: 'You deserve support right now', message: 'Please reach out.', resources: ['Call 988'] };
    stubTrpc(okHandlers({ 'onboarding.saveResponses': (input) => ({ body: { id: 'r_1', ...(input as object), safety: notice } }) }));
    const user = userEvent.setup();
    await render();
    await answerAll(user);
    await user.click(await screen.findByRole('button', { name: 'Start My Wellness Journey →' }, { timeout: 3000 }));
    const alert = await screen.findByTestId('safety-notice');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(within(alert).getByText('You deserve support right now')).toBeInTheDocument();
    expect(within(alert).getByText('Call 988')).toBeInTheDocument();
    expect(screen.queryByText('route:/dashboard')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'I understand, continue to my dashboard' }));
    expect(await screen.findByText('route:/dashboard')).toBeInTheDocument();
  });

  describe('voice input', () => {
    it('hides the voice button when speech recognition is unsupported', async () => {
      stubTrpc({});
      await render();
      expect(await screen.findByText('Question 1 of 5')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Voice Input' })).toBeNull();
    });

    it('fills the answer from one final result and shows the recording state meanwhile', async () => {
      stubTrpc({});
      const Fake = installFakeSpeech({ transcript: 'My name is Lea and I live in Lyon', delayMs: 300 });
      const user = userEvent.setup();
      await render();
      await user.click(await screen.findByRole('button', { name: 'Voice Input' }));
      expect(screen.getByRole('button', { name: 'Stop Recording' })).toBeInTheDocument();
      expect(screen.getByText('Recording... Speak now')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('textbox')).toHaveValue('My name is Lea and I live in Lyon'));
      expect(await screen.findByRole('button', { name: 'Voice Input' })).toBeInTheDocument();
      expect(screen.queryByText('Recording... Speak now')).toBeNull();
      expect(Fake.last).toMatchObject({ continuous: false, interimResults: false, lang: 'en-US' });
    });

    it('shows "Microphone Access Denied" when the microphone is refused', async () => {
      stubTrpc({});
      installFakeSpeech({ error: 'not-allowed' });
      const user = userEvent.setup();
      await render();
      await user.click(await screen.findByRole('button', { name: 'Voice Input' }));
      expect(await screen.findByText('Microphone Access Denied')).toBeInTheDocument();
      expect(screen.getByText('Please allow microphone access to use voice input.')).toBeInTheDocument();
    });

    it('shows "Voice input error" for other recognition errors', async () => {
      stubTrpc({});
      installFakeSpeech({ error: 'network' });
      const user = userEvent.setup();
      await render();
      await user.click(await screen.findByRole('button', { name: 'Voice Input' }));
      expect(await screen.findByText('Voice input error')).toBeInTheDocument();
      expect(screen.getByText('Please try typing your response instead.')).toBeInTheDocument();
    });

    it('shows "Voice input not supported" when recognition refuses to start', async () => {
      stubTrpc({});
      const Fake = installFakeSpeech({});
      Fake.prototype.start = () => {
        throw new Error('not supported');
      };
      const user = userEvent.setup();
      await render();
      await user.click(await screen.findByRole('button', { name: 'Voice Input' }));
      expect(await screen.findByText('Voice input not supported')).toBeInTheDocument();
      expect(screen.getByText('Please type your response instead.')).toBeInTheDocument();
    });
  });
});
