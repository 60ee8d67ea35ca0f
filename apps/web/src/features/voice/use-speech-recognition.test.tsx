import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeRecognition } from '../../test/fake-speech';
import { useSpeechRecognition, type UseSpeechRecognitionOptions } from './use-speech-recognition';
import { voiceErrorMessage } from './voice-messages';

const last = () => FakeRecognition.instances[FakeRecognition.instances.length - 1]!;

function setup(options: UseSpeechRecognitionOptions = {}) {
  return renderHook(() => useSpeechRecognition(options));
}

beforeEach(() => {
  FakeRecognition.instances = [];
  FakeRecognition.endOnStop = false;
  vi.stubGlobal('SpeechRecognition', FakeRecognition);
});
afterEach(() => {
  FakeRecognition.endOnStop = true;
  vi.unstubAllGlobals();
  delete (window as unknown as Record<string, unknown>).webkitSpeechRecognition;
});

describe('useSpeechRecognition', () => {
  it('reports unsupported (and start() fails with the unsupported kind) when the browser has no recognition', () => {
    vi.stubGlobal('SpeechRecognition', undefined);
    const onError = vi.fn();
    const { result } = setup({ onError });
    expect(result.current.supported).toBe(false);
    act(() => result.current.start());
    expect(result.current.listening).toBe(false);
    expect(result.current.error).toEqual({ kind: 'unsupported', code: 'unsupported' });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(voiceErrorMessage(result.current.error!)).toEqual({ title: 'Voice input not supported', description: 'Please type your response instead.' });
  });

  it('uses webkitSpeechRecognition when only the prefixed constructor exists', () => {
    vi.stubGlobal('SpeechRecognition', undefined);
    (window as unknown as Record<string, unknown>).webkitSpeechRecognition = FakeRecognition;
    const { result } = setup();
    expect(result.current.supported).toBe(true);
    act(() => result.current.start());
    expect(last().started).toBe(true);
  });

  it('single mode: en-US, not continuous, one final result, then idle again on end', () => {
    const onFinalResult = vi.fn();
    const { result } = setup({ onFinalResult });
    act(() => result.current.start());
    const rec = last();
    expect(rec).toMatchObject({ continuous: false, interimResults: false, lang: 'en-US', started: true });
    expect(result.current.listening).toBe(true);
    expect(result.current.permission).toBe('granted');
    act(() => rec.emit([['My name is Ana', true]]));
    act(() => rec.end());
    expect(result.current.listening).toBe(false);
    expect(result.current.transcript).toBe('My name is Ana');
    expect(onFinalResult).toHaveBeenCalledWith('My name is Ana');
  });

  it('continuous mode: interim text, accumulated finals, stop() keeps the last final result, reset() clears', () => {
    const { result } = setup({ continuous: true, interimResults: true });
    act(() => result.current.start());
    const rec = last();
    expect(rec).toMatchObject({ continuous: true, interimResults: true, lang: 'en-US' });
    act(() => rec.emit([['I sleep', false]]));
    expect(result.current.interim).toBe('I sleep');
    act(() => rec.emit([['I sleep badly.', true]]));
    expect(result.current.interim).toBe('');
    expect(result.current.transcript).toBe('I sleep badly.');
    act(() => rec.emit([['I sleep badly.', true], ['Work is stressful', false]], 1));
    expect(result.current.interim).toBe('Work is stressful');
    act(() => result.current.stop());
    expect(rec.stopped).toBe(true);
    expect(result.current.listening).toBe(false);
    expect(result.current.interim).toBe('');
    act(() => rec.emit([['I sleep badly.', true], ['Work is stressful.', true]], 1));
    act(() => rec.end());
    expect(result.current.transcript).toBe('I sleep badly. Work is stressful.');
    act(() => result.current.reset());
    expect(result.current.transcript).toBe('');
  });

  it('maps a refused microphone to denied (and the spec message), other errors to the voice error texts', () => {
    const onError = vi.fn();
    const { result } = setup({ onError });
    act(() => result.current.start());
    act(() => last().fail('not-allowed'));
    expect(result.current.listening).toBe(false);
    expect(result.current.permission).toBe('denied');
    expect(result.current.error).toEqual({ kind: 'denied', code: 'not-allowed' });
    expect(voiceErrorMessage(result.current.error!)).toEqual({ title: 'Microphone Access Denied', description: 'Please allow microphone access to use voice input.' });

    act(() => result.current.start());
    act(() => last().fail('audio-capture'));
    expect(result.current.error).toEqual({ kind: 'failed', code: 'audio-capture' });
    expect(voiceErrorMessage(result.current.error!, 'single')).toEqual({ title: 'Voice input error', description: 'Please try typing your response instead.' });
    expect(voiceErrorMessage(result.current.error!, 'continuous')).toEqual({ title: 'Microphone error', description: 'Please try typing instead' });

    act(() => result.current.start());
    act(() => last().fail('no-speech'));
    expect(result.current.error?.kind).toBe('no-speech');
    expect(onError).toHaveBeenCalledTimes(3);
  });

  it('ignores "aborted", does not start twice and aborts on unmount', () => {
    const onError = vi.fn();
    const { result, unmount } = setup({ onError });
    act(() => result.current.start());
    act(() => result.current.start());
    expect(FakeRecognition.instances).toHaveLength(1);
    act(() => last().fail('aborted'));
    expect(onError).not.toHaveBeenCalled();
    expect(result.current.listening).toBe(true);
    unmount();
    expect(last().aborted).toBe(true);
  });

  it('reports unsupported when start() throws', () => {
    class Broken extends FakeRecognition {
      override start() {
        throw new Error('InvalidStateError');
      }
    }
    vi.stubGlobal('SpeechRecognition', Broken);
    const { result } = setup();
    act(() => result.current.start());
    expect(result.current.listening).toBe(false);
    expect(result.current.error?.kind).toBe('unsupported');
  });
});
