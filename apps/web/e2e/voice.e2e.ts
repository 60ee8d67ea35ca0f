import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, setupBrowser } from './support/browser';

const b = setupBrowser();

interface VoiceScript {
  /** Final text delivered after `delayMs`; `interim` first when interimResults is on. */
  transcript?: string;
  interim?: string;
  error?: string;
  delayMs?: number;
}

/**
 * Replaces the browser's speech recognition (the API is the boundary) before the app loads:
 * `script` decides what the fake "hears". Records what the app configured on window.__voiceLog.
 */
async function stubSpeech(script: VoiceScript | 'unsupported') {
  await b.context.addInitScript((s: VoiceScript | 'unsupported') => {
    const w = window as unknown as Record<string, unknown>;
    if (s === 'unsupported') {
      delete w.SpeechRecognition;
      delete w.webkitSpeechRecognition;
      Object.defineProperty(window, 'webkitSpeechRecognition', { value: undefined, configurable: true });
      return;
    }
    const script: VoiceScript = s;
    const log: { continuous: boolean; interimResults: boolean; lang: string }[] = [];
    w.__voiceLog = log;
    const result = (text: string, isFinal: boolean) => Object.assign([{ transcript: text, confidence: 0.9 }], { isFinal });
    class FakeRecognition {
      continuous = false;
      interimResults = false;
      lang = '';
      maxAlternatives = 1;
      onstart: ((e: Event) => void) | null = null;
      onaudiostart: ((e: Event) => void) | null = null;
      onresult: ((e: unknown) => void) | null = null;
      onerror: ((e: { error: string }) => void) | null = null;
      onend: ((e: Event) => void) | null = null;
      private timers: number[] = [];
      start() {
        log.push({ continuous: this.continuous, interimResults: this.interimResults, lang: this.lang });
        const delay = script.delayMs ?? 50;
        this.timers.push(
          window.setTimeout(() => {
            if (script.error) {
              this.onerror?.({ error: script.error });
              this.onend?.(new Event('end'));
              return;
            }
            this.onstart?.(new Event('start'));
            this.onaudiostart?.(new Event('audiostart'));
            if (this.interimResults && script.interim) this.onresult?.({ resultIndex: 0, results: [result(script.interim, false)] });
          }, 10),
          window.setTimeout(() => {
            if (script.error || !script.transcript) return;
            this.onresult?.({ resultIndex: 0, results: [result(script.transcript, true)] });
            if (!this.continuous) this.onend?.(new Event('end'));
          }, delay),
        );
      }
      stop() {
        window.setTimeout(() => this.onend?.(new Event('end')), 0);
      }
      abort() {
        this.timers.forEach((t) => window.clearTimeout(t));
      }
    }
    w.SpeechRecognition = FakeRecognition;
    w.webkitSpeechRecognition = FakeRecognition;
  }, script);
}

const voiceLog = () => b.page.evaluate(() => (window as unknown as { __voiceLog: unknown[] }).__voiceLog);

describe('voice input (stubbed SpeechRecognition)', () => {
  it('five questions: one non-continuous en-US result fills the answer; recording state shows meanwhile', async () => {
    const { page } = b;
    await stubSpeech({ transcript: 'My name is Lea and I live in Lyon', delayMs: 600 });
    await page.goto('/personalized-onboarding');
    await page.getByRole('button', { name: 'Voice Input' }).click();
    await page.getByRole('button', { name: 'Stop Recording' }).waitFor();
    await page.getByText('Recording... Speak now').waitFor();
    await expectNoAxeViolations(page);
    await expect.poll(() => page.getByRole('textbox').inputValue()).toBe('My name is Lea and I live in Lyon');
    await page.getByRole('button', { name: 'Voice Input' }).waitFor();
    expect(await page.getByText('Recording... Speak now').count()).toBe(0);
    expect(await voiceLog()).toEqual([{ continuous: false, interimResults: false, lang: 'en-US' }]);
    // The spoken answer is a real answer: Next works.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Question 2 of 5').waitFor();
  });

  it('five questions: a refused microphone shows "Microphone Access Denied"', async () => {
    const { page } = b;
    await stubSpeech({ error: 'not-allowed' });
    await page.goto('/personalized-onboarding');
    await page.getByRole('button', { name: 'Voice Input' }).click();
    await page.getByText('Microphone Access Denied').waitFor();
    await page.getByText('Please allow microphone access to use voice input.').waitFor();
    await page.getByRole('button', { name: 'Voice Input' }).waitFor();
  });

  it('five questions: any other recognition error shows "Voice input error"', async () => {
    const { page } = b;
    await stubSpeech({ error: 'network' });
    await page.goto('/personalized-onboarding');
    await page.getByRole('button', { name: 'Voice Input' }).click();
    await page.getByText('Voice input error').waitFor();
    await page.getByText('Please try typing your response instead.').waitFor();
  });

  it('wizard step 2: continuous capture with interim text; Stop keeps the transcript; Type instead edits it', async () => {
    const { page } = b;
    await stubSpeech({ interim: 'I wake up', transcript: 'I wake up tired and my evenings are stressful.', delayMs: 800 });
    await page.goto('/onboarding');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel(/^Name/).fill('Maya');
    await page.getByLabel(/^Email/).fill('maya@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText(/Only the transcript of what you say is saved/).waitFor();
    await page.getByRole('button', { name: 'Start Recording' }).click();
    await page.getByTestId('transcript-preview').getByText('I wake up', { exact: true }).waitFor();
    await page.getByTestId('transcript-preview').getByText('I wake up tired and my evenings are stressful.').waitFor();
    expect(await voiceLog()).toEqual([{ continuous: true, interimResults: true, lang: 'en-US' }]);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Stop Recording' }).click();
    await page.getByRole('button', { name: 'Start Recording' }).waitFor();
    await page.getByRole('button', { name: 'Type instead' }).click();
    expect(await page.getByRole('textbox', { name: 'Your answer' }).inputValue()).toBe('I wake up tired and my evenings are stressful.');
    expect(await page.getByRole('button', { name: 'Generate Routines' }).isEnabled()).toBe(true);
  });

  it('wizard step 2: a refused microphone falls back to typing with the spec messages', async () => {
    const { page } = b;
    await stubSpeech({ error: 'not-allowed' });
    await page.goto('/onboarding');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel(/^Name/).fill('Maya');
    await page.getByLabel(/^Email/).fill('maya@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Start Recording' }).click();
    await page.getByText('Microphone Access Denied').waitFor();
    await page.getByText('Voice input not available. Please allow microphone access or use text input.').waitFor();
    await page.getByRole('textbox', { name: 'Your answer' }).waitFor();
    expect(await page.getByRole('button', { name: 'Start Recording' }).count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it('unsupported browser: no voice controls anywhere, typing works', async () => {
    const { page } = b;
    await stubSpeech('unsupported');
    await page.goto('/personalized-onboarding');
    await page.getByText('Question 1 of 5').waitFor();
    expect(await page.getByRole('button', { name: 'Voice Input' }).count()).toBe(0);

    await page.goto('/onboarding');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel(/^Name/).fill('Maya');
    await page.getByLabel(/^Email/).fill('maya@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Step 2 of 3').waitFor();
    expect(await page.getByRole('button', { name: 'Start Recording' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Type instead' }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Your answer' }).getAttribute('rows')).toBe('6');
  });
});
