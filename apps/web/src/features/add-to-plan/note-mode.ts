import type { MicrophonePermission } from '../voice';

export type NoteMode = 'text' | 'voice';

/** §4 note box: voice is selectable only when speech recognition is supported and the microphone is not refused. */
export function canUseVoice(voice: { supported: boolean; permission: MicrophonePermission }): boolean {
  return voice.supported && voice.permission !== 'denied';
}

/** The mode actually used: a voice request falls back to text when voice is not available. */
export function resolveNoteMode(requested: NoteMode, voice: { supported: boolean; permission: MicrophonePermission }): NoteMode {
  return requested === 'voice' && canUseVoice(voice) ? 'voice' : 'text';
}

/** Appends a piece of dictated text to the note. */
export const appendText = (note: string, piece: string): string => [note.trimEnd(), piece.trim()].filter(Boolean).join(' ');
