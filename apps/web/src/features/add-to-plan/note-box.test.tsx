import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render';
import { canUseVoice, resolveNoteMode } from './note-mode';
import { NoteBox } from './note-box';
import { stubTrpc } from '../../test/trpc-stub';
import { clearMicPermission, FakeRecognition, stubMicPermission } from '../../test/fake-speech';
import { plan } from './test-support';

const VOICE_NA = 'Voice input not available. Please allow microphone access or use text input.';
let onDone = vi.fn();
let onSafety = vi.fn();

function Box() {
  return <NoteBox onDone={onDone} onSafety={onSafety} />;
}
const render = () => renderScreen(Box, { path: '/dashboard' });
const voiceBadge = () => screen.getByRole('button', { name: 'Voice' });
const textBadge = () => screen.getByRole('button', { name: 'Text' });

beforeEach(() => {
  onDone = vi.fn();
  onSafety = vi.fn();
  FakeRecognition.instances = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearMicPermission();
});

describe('note mode rules', () => {
  it('allows voice only when supported and not denied', () => {
    expect(canUseVoice({ supported: true, permission: 'granted' })).toBe(true);
    expect(canUseVoice({ supported: true, permission: 'prompt' })).toBe(true);
    expect(canUseVoice({ supported: true, permission: 'denied' })).toBe(false);
    expect(canUseVoice({ supported: false, permission: 'granted' })).toBe(false);
    expect(resolveNoteMode('voice', { supported: false, permission: 'unknown' })).toBe('text');
    expect(resolveNoteMode('voice', { supported: true, permission: 'granted' })).toBe('voice');
    expect(resolveNoteMode('text', { supported: true, permission: 'granted' })).toBe('text');
  });
});

describe('NoteBox (AI Adapt)', () => {
  it('shows No content to save for an empty note and sends nothing', async () => {
    const calls = stubTrpc({});
    await render();
    await userEvent.type(screen.getByRole('textbox', { name: 'How are you feeling today?' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Update My Plan' }));
    expect(await screen.findByText('No content to save')).toBeInTheDocument();
    expect(screen.getByText('Please enter or record a note first')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'plan.adapt')).toHaveLength(0);
  });

  it('forces voice back to text when speech recognition is unsupported', async () => {
    stubTrpc({});
    vi.stubGlobal('SpeechRecognition', undefined);
    await render();
    await userEvent.click(voiceBadge());
    expect(await screen.findByText(VOICE_NA)).toBeInTheDocument();
    expect(textBadge()).toHaveAttribute('aria-pressed', 'true');
    expect(voiceBadge()).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('textbox', { name: 'How are you feeling today?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Start Recording/ })).not.toBeInTheDocument();
  });

  it('forces voice back to text when the microphone is denied', async () => {
    stubTrpc({});
    vi.stubGlobal('SpeechRecognition', FakeRecognition);
    stubMicPermission('denied');
    await render();
    await waitFor(() => expect(navigator.permissions.query).toHaveBeenCalled());
    await userEvent.click(voiceBadge());
    expect(await screen.findByText(VOICE_NA)).toBeInTheDocument();
    expect(textBadge()).toHaveAttribute('aria-pressed', 'true');
  });

  it('records in voice mode, and falls back to text (keeping the words) when the browser refuses the microphone', async () => {
    stubTrpc({});
    vi.stubGlobal('SpeechRecognition', FakeRecognition);
    await render();
    await userEvent.click(voiceBadge());
    expect(voiceBadge()).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: /Start Recording/ }));
    expect(screen.getByRole('button', { name: /Stop Recording/ })).toBeInTheDocument();
    act(() => FakeRecognition.instances[0]!.say('tired and stressed'));
    expect(screen.getByTestId('transcript-preview')).toHaveTextContent('tired and stressed');
    act(() => FakeRecognition.instances[0]!.fail('not-allowed'));
    expect(await screen.findByText(VOICE_NA)).toBeInTheDocument();
    expect(textBadge()).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: 'How are you feeling today?' })).toHaveValue('tired and stressed');
  });

  it('keeps the note and says Failed to save note when the save fails', async () => {
    stubTrpc({ 'plan.adapt': () => ({ status: 500, body: 'boom' }) });
    await render();
    const box = screen.getByRole('textbox', { name: 'How are you feeling today?' });
    await userEvent.type(box, 'slept badly');
    await userEvent.click(screen.getByRole('button', { name: 'Update My Plan' }));
    expect(await screen.findByText('Failed to save note')).toBeInTheDocument();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
    expect(box).toHaveValue('slept badly');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends the trimmed note, shows ✓ Plan Adapted when the check-in changed the plan, clears and closes', async () => {
    const calls = stubTrpc({
      'plan.adapt': () => ({ body: { dailyPlan: plan({ adjustments: ['Softer movement'] }), safety: null, llmExtract: null, changed: true } }),
      'plan.today': () => ({ body: plan() }),
      'logs.list': () => ({ body: [] }),
    });
    await render();
    const box = screen.getByRole('textbox', { name: 'How are you feeling today?' });
    await userEvent.type(box, '  slept badly  ');
    await userEvent.click(screen.getByRole('button', { name: 'Update My Plan' }));
    expect(await screen.findByText('✓ Plan Adapted')).toBeInTheDocument();
    expect(screen.getByText("Your plan has been personalized based on how you're feeling today")).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'plan.adapt')?.input).toEqual({ transcript: 'slept badly', inputMode: 'text' });
    expect(box).toHaveValue('');
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('says ✓ Note Saved when the check-in changed nothing, even if an earlier one adapted the plan (docs/decisions/024)', async () => {
    stubTrpc({ 'plan.adapt': () => ({ body: { dailyPlan: plan({ adjustments: ['Softer movement'] }), safety: null, llmExtract: null, changed: false } }), 'plan.today': () => ({ body: plan() }), 'logs.list': () => ({ body: [] }) });
    await render();
    await userEvent.type(screen.getByRole('textbox', { name: 'How are you feeling today?' }), 'fine today');
    await userEvent.click(screen.getByRole('button', { name: 'Update My Plan' }));
    expect(await screen.findByText('✓ Note Saved')).toBeInTheDocument();
    expect(screen.getByText("Your note has been saved to today's log")).toBeInTheDocument();
  });

  it('shows a safety notice and does not close; the saved note leaves the box, which says where it is', async () => {
    const safety = { level: 'urgent', title: 'Please get help now', message: 'Call emergency services.', resources: ['Call 911'] };
    stubTrpc({ 'plan.adapt': () => ({ body: { dailyPlan: plan(), safety, llmExtract: null } }), 'plan.today': () => ({ body: plan() }), 'logs.list': () => ({ body: [] }) });
    await render();
    const box = screen.getByRole('textbox', { name: 'How are you feeling today?' });
    await userEvent.type(box, 'crushing chest pain');
    await userEvent.click(screen.getByRole('button', { name: 'Update My Plan' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please get help now');
    expect(alert).toHaveTextContent('Your plan was not changed');
    expect(box).toHaveValue('');
    expect(screen.getByTestId('check-in-saved')).toHaveTextContent("Your note is saved in today's Log.");
    expect(onDone).not.toHaveBeenCalled();
    expect(onSafety).toHaveBeenCalledWith(safety);
  });

  it('offline, a red flag gets its action-first notice with a tel: link at once; nothing is sent and her words stay', async () => {
    const calls = stubTrpc({});
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    try {
      await render();
      const box = screen.getByRole('textbox', { name: 'How are you feeling today?' });
      await userEvent.type(box, "I don't want to be here anymore");
      await userEvent.click(screen.getByRole('button', { name: 'Update My Plan' }));
      const calls_ = await screen.findAllByRole('link', { name: /call/i });
      // The first thing it offers is a call (the crisis line), a tel: link that needs no data.
      expect(calls_[0]?.getAttribute('href')).toMatch(/^tel:/);
      expect(onSafety).toHaveBeenCalledWith(expect.objectContaining({ categories: ['self_harm'] }));
      expect(calls.filter((c) => c.path === 'plan.adapt')).toHaveLength(0);
      expect(box).toHaveValue("I don't want to be here anymore");
      expect(onDone).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    }
  });

  it('offline, an ordinary note raises no notice (the error says nothing was sent)', async () => {
    stubTrpc({});
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    try {
      await render();
      await userEvent.type(screen.getByRole('textbox', { name: 'How are you feeling today?' }), 'Slept badly, a bit tired');
      await userEvent.click(screen.getByRole('button', { name: 'Update My Plan' }));
      expect(await screen.findByText('Failed to save note')).toBeInTheDocument();
      expect(onSafety).not.toHaveBeenCalled();
      expect(screen.queryByRole('link', { name: /call/i })).not.toBeInTheDocument();
    } finally {
      Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    }
  });
});

