// The labelled triage corpus (issue 16): at least 300 red-flag and 300 ordinary notes.
import type { RedFlagCategory } from '../triage';
import { ORDINARY_NOTES_TEXT } from './ordinary-notes';
import { RED_FLAG_NOTES_TEXT } from './red-flag-notes';

export interface LabelledNote {
  text: string;
  /** null: an ordinary note, no red flag. */
  category: RedFlagCategory | null;
}

const lines = (text: string): string[] =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');

export const RED_FLAG_CORPUS: readonly LabelledNote[] = lines(RED_FLAG_NOTES_TEXT).map((line) => {
  const bar = line.indexOf(' | ');
  return { category: line.slice(0, bar) as RedFlagCategory, text: line.slice(bar + 3) };
});

export const ORDINARY_CORPUS: readonly LabelledNote[] = lines(ORDINARY_NOTES_TEXT).map((text) => ({ text, category: null }));
