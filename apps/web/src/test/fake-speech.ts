// The web tests' one fake SpeechRecognition (the browser API is the boundary), driven by hand or by a script.
import { vi } from 'vitest';
import type { SpeechRecognitionEventLike, SpeechRecognitionLike } from '../features/voice/speech-recognition-api';

export class FakeRecognition implements SpeechRecognitionLike {
  static instances: FakeRecognition[] = [];
  /** Whether stop() ends the session at once (a hook test sets false and calls end() itself). */
  static endOnStop = true;
  continuous = false;
  interimResults = false;
  lang = '';
  maxAlternatives = 0;
  onstart: SpeechRecognitionLike['onstart'] = null;
  onaudiostart: SpeechRecognitionLike['onaudiostart'] = null;
  onresult: SpeechRecognitionLike['onresult'] = null;
  onerror: SpeechRecognitionLike['onerror'] = null;
  onend: SpeechRecognitionLike['onend'] = null;
  started = false;
  stopped = false;
  aborted = false;
  constructor() {
    FakeRecognition.instances.push(this);
  }
  static get last(): FakeRecognition | undefined {
    return FakeRecognition.instances.at(-1);
  }
  start() {
    this.started = true;
    this.onstart?.(new Event('start'));
    this.onaudiostart?.(new Event('audiostart'));
  }
  stop() {
    this.stopped = true;
    if (FakeRecognition.endOnStop) this.end();
  }
  end() {
    this.onend?.(new Event('end'));
  }
  abort() {
    this.aborted = true;
  }
  /** Emit results: [text, isFinal][] (all of them from resultIndex). */
  emit(results: [string, boolean][], resultIndex = 0) {
    const list = results.map(([transcript, isFinal]) => Object.assign([{ transcript }], { isFinal }));
    this.onresult?.({ resultIndex, results: list } as unknown as SpeechRecognitionEventLike);
  }
  /** One final result. */
  say(text: string) {
    this.emit([[text, true]]);
  }
  fail(error: string) {
    this.onerror?.({ error } as never);
  }
}

/** Installs FakeRecognition as the browser's SpeechRecognition (hand-driven). */
export function installFakeRecognition(): typeof FakeRecognition {
  FakeRecognition.instances = [];
  vi.stubGlobal('SpeechRecognition', FakeRecognition);
  return FakeRecognition;
}

/** A scripted SpeechRecognition: start() emits `transcript` as one final result, or fails with `error`. */
export function installFakeSpeech(script: { transcript?: string; error?: string; delayMs?: number }) {
  FakeRecognition.instances = [];
  class Scripted extends FakeRecognition {
    override start() {
      this.started = true;
      setTimeout(() => {
        if (script.error) {
          this.fail(script.error);
          this.onend?.(new Event('end'));
          return;
        }
        this.onaudiostart?.(new Event('audiostart'));
        if (script.transcript) this.say(script.transcript);
        if (!this.continuous) this.onend?.(new Event('end'));
      }, script.delayMs ?? 10);
    }
    override stop() {
      this.stopped = true;
      setTimeout(() => this.onend?.(new Event('end')), 0);
    }
  }
  vi.stubGlobal('SpeechRecognition', Scripted);
  return Scripted;
}

/** Sets what the Permissions API answers for the microphone. */
export function stubMicPermission(state: PermissionState) {
  const status = { state, addEventListener: () => undefined, removeEventListener: () => undefined };
  Object.defineProperty(navigator, 'permissions', { configurable: true, value: { query: vi.fn(async () => status) } });
}
export function clearMicPermission() {
  Object.defineProperty(navigator, 'permissions', { configurable: true, value: undefined });
}
