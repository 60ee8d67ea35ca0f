// Voice input for every screen that has it (five-question onboarding, wizard, note box).
export { useSpeechRecognition } from './use-speech-recognition';
export type { MicrophonePermission, SpeechRecognitionState, UseSpeechRecognitionOptions, VoiceError, VoiceErrorKind } from './use-speech-recognition';
export { RecordingIndicator, VoiceButton, type VoiceButtonProps } from './voice-button';
export { VOICE_NOT_AVAILABLE, voiceErrorMessage } from './voice-messages';
export { getSpeechRecognitionConstructor, isSpeechRecognitionSupported } from './speech-recognition-api';
