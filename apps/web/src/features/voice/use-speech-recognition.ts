import { SPEECH_RECOGNITION_LANG } from '@cadence/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  getSpeechRecognitionConstructor,
  type SpeechRecognitionErrorEventLike,
  type SpeechRecognitionEventLike,
  type SpeechRecognitionLike,
} from './speech-recognition-api';

/** Microphone permission as far as the browser tells us ('unknown' until it does). */
export type MicrophonePermission = 'unknown' | 'prompt' | 'granted' | 'denied';

/**
 * Why voice input stopped with a problem:
 * - `denied`: the microphone permission was refused (not-allowed / service-not-allowed);
 * - `unsupported`: no SpeechRecognition in this browser, or it refused to start;
 * - `no-speech`: nothing was heard;
 * - `failed`: any other recognition error (audio-capture, network, …).
 */
export type VoiceErrorKind = 'denied' | 'unsupported' | 'no-speech' | 'failed';

export interface VoiceError {
  kind: VoiceErrorKind;
  /** The browser's error code ('not-allowed', 'audio-capture', …) or 'unsupported'. */
  code: string;
}

export interface UseSpeechRecognitionOptions {
  /** Keep listening after a pause (wizard, note box) or stop after one result (five questions). */
  continuous?: boolean;
  /** Report partial text while the person is speaking. */
  interimResults?: boolean;
  /** Recognition language; spec §9: 'en-US'. */
  lang?: string;
  /** Called with each final piece of text (already trimmed, never empty). */
  onFinalResult?: (text: string) => void;
  /** Called once per problem (a good place for the spec's toast). */
  onError?: (error: VoiceError) => void;
}

export interface SpeechRecognitionState {
  /** Speech recognition exists in this browser; voice controls are hidden when false. */
  supported: boolean;
  permission: MicrophonePermission;
  listening: boolean;
  /** Final text heard since the last reset(), pieces joined by a space. Only text is kept — never audio. */
  transcript: string;
  /** Words heard so far that are not final yet (interimResults only). */
  interim: string;
  start: () => void;
  stop: () => void;
  /** Clears transcript, interim and error (does not stop listening). */
  reset: () => void;
  error: VoiceError | null;
}

const DENIED_CODES = new Set(['not-allowed', 'service-not-allowed']);

function errorFromCode(code: string): VoiceError {
  if (DENIED_CODES.has(code)) return { kind: 'denied', code };
  if (code === 'no-speech') return { kind: 'no-speech', code };
  if (code === 'language-not-supported') return { kind: 'unsupported', code };
  return { kind: 'failed', code };
}

function detach(rec: SpeechRecognitionLike): void {
  rec.onstart = null;
  rec.onaudiostart = null;
  rec.onresult = null;
  rec.onerror = null;
  rec.onend = null;
}

const join = (a: string, b: string): string => [a.trim(), b.trim()].filter(Boolean).join(' ');

/** Reads (and follows) the Permissions API state for the microphone where the browser has it. */
function useMicrophonePermission(): [MicrophonePermission, (p: MicrophonePermission) => void] {
  const [permission, setPermission] = useState<MicrophonePermission>('unknown');
  useEffect(() => {
    const permissions = typeof navigator !== 'undefined' ? navigator.permissions : undefined;
    if (!permissions?.query) return;
    let status: PermissionStatus | null = null;
    let cancelled = false;
    const update = () => {
      if (status && !cancelled) setPermission(status.state);
    };
    permissions
      .query({ name: 'microphone' as PermissionName })
      .then((s) => {
        status = s;
        update();
        s.addEventListener('change', update);
      })
      .catch(() => undefined); // Firefox/Safari may not know 'microphone': stay 'unknown'.
    return () => {
      cancelled = true;
      status?.removeEventListener('change', update);
    };
  }, []);
  return [permission, setPermission];
}

/**
 * Voice input through the Web Speech API (window.SpeechRecognition || webkitSpeechRecognition).
 * One recognition session per start(); the session stops on stop(), on an error, at the end of
 * speech (non-continuous) or when the component unmounts. Only the transcript is ever kept.
 *
 *   const voice = useSpeechRecognition({ continuous: true, interimResults: true, onFinalResult: append });
 *   {voice.supported ? <VoiceButton voice={voice} /> : null}
 */
export function useSpeechRecognition(options: UseSpeechRecognitionOptions = {}): SpeechRecognitionState {
  const { continuous = false, interimResults = false, lang = SPEECH_RECOGNITION_LANG } = options;
  const [supported] = useState(() => getSpeechRecognitionConstructor() !== null);
  const [permission, setPermission] = useMicrophonePermission();
  const [listening, setListening] = useState(false);
  const [transcript, setTranscript] = useState('');
  const [interim, setInterim] = useState('');
  const [error, setError] = useState<VoiceError | null>(null);

  const recognitionRef = useRef<SpeechRecognitionLike | null>(null);
  const stoppingRef = useRef(false);
  const callbacks = useRef({ onFinalResult: options.onFinalResult, onError: options.onError });
  callbacks.current = { onFinalResult: options.onFinalResult, onError: options.onError };

  const fail = useCallback((err: VoiceError) => {
    setError(err);
    callbacks.current.onError?.(err);
  }, []);

  const start = useCallback(() => {
    const previous = recognitionRef.current;
    if (previous && !stoppingRef.current) return; // already listening
    if (previous) {
      // A stopped session still waiting for its last result: drop it.
      detach(previous);
      recognitionRef.current = null;
      try {
        previous.abort();
      } catch {
        // ignore
      }
    }
    stoppingRef.current = false;
    const Ctor = getSpeechRecognitionConstructor();
    if (!Ctor) {
      fail({ kind: 'unsupported', code: 'unsupported' });
      return;
    }
    let rec: SpeechRecognitionLike;
    try {
      rec = new Ctor();
      rec.continuous = continuous;
      rec.interimResults = interimResults;
      rec.lang = lang;
      rec.maxAlternatives = 1;
    } catch {
      fail({ kind: 'unsupported', code: 'unsupported' });
      return;
    }
    const finish = () => {
      if (recognitionRef.current !== rec) return;
      detach(rec);
      recognitionRef.current = null;
      stoppingRef.current = false;
      setListening(false);
      setInterim('');
    };
    rec.onaudiostart = () => setPermission('granted');
    rec.onresult = (event: SpeechRecognitionEventLike) => {
      let finalText = '';
      let interimText = '';
      for (let i = event.resultIndex; i < event.results.length; i += 1) {
        const result = event.results[i];
        const text = result?.[0]?.transcript ?? '';
        if (result?.isFinal) finalText = join(finalText, text);
        else interimText = join(interimText, text);
      }
      if (!stoppingRef.current) setInterim(interimText);
      if (finalText) {
        setTranscript((prev) => join(prev, finalText));
        callbacks.current.onFinalResult?.(finalText);
      }
    };
    rec.onerror = (event: SpeechRecognitionErrorEventLike) => {
      if (event.error === 'aborted') return; // we stopped it ourselves
      const err = errorFromCode(event.error);
      if (err.kind === 'denied') setPermission('denied');
      finish();
      try {
        rec.abort();
      } catch {
        // already stopped
      }
      fail(err);
    };
    rec.onend = finish;
    recognitionRef.current = rec;
    setError(null);
    setInterim('');
    setListening(true);
    try {
      rec.start();
    } catch {
      finish();
      fail({ kind: 'unsupported', code: 'start-failed' });
    }
  }, [continuous, interimResults, lang, fail, setPermission]);

  const stop = useCallback(() => {
    const rec = recognitionRef.current;
    if (!rec) return;
    // The button flips back at once; the engine may still deliver the last final result before onend.
    stoppingRef.current = true;
    setListening(false);
    setInterim('');
    try {
      rec.stop();
    } catch {
      detach(rec);
      recognitionRef.current = null;
      setInterim('');
    }
  }, []);

  const reset = useCallback(() => {
    setTranscript('');
    setInterim('');
    setError(null);
  }, []);

  useEffect(
    () => () => {
      const rec = recognitionRef.current;
      if (!rec) return;
      detach(rec);
      recognitionRef.current = null;
      try {
        rec.abort();
      } catch {
        // ignore
      }
    },
    [],
  );

  return { supported, permission, listening, transcript, interim, start, stop, reset, error };
}
