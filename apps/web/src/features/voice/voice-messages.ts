import { MESSAGES, type Message } from '@cadence/domain';
import type { VoiceError } from './use-speech-recognition';

/**
 * Spec §8 texts for voice problems.
 * - Five-question onboarding: denied → 'Microphone Access Denied', unsupported → 'Voice input not
 *   supported', anything else → 'Voice input error'.
 * - Continuous capture (wizard, note box): denied → 'Microphone Access Denied', unsupported →
 *   'Voice input not supported', anything else → 'Microphone error - Please try typing instead'.
 */
export function voiceErrorMessage(error: VoiceError, flavour: 'single' | 'continuous' = 'single'): Message {
  if (error.kind === 'denied') return MESSAGES.microphoneDenied;
  if (error.kind === 'unsupported') return MESSAGES.voiceNotSupported;
  return flavour === 'single' ? MESSAGES.voiceInputError : MESSAGES.microphoneError;
}

/** 'Voice input not available. Please allow microphone access or use text input.' (§8). */
export const VOICE_NOT_AVAILABLE = MESSAGES.voiceNotAvailable.title;
