// The labelled triage corpus (docs/decisions/037): at least 300 red-flag and 300 ordinary notes.
import type { RedFlagCategory } from '../triage';
import { HOLDOUT_ORDINARY_TEXT, HOLDOUT_RED_FLAG_TEXT } from './holdout-notes';
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

const labelled = (text: string): LabelledNote[] =>
  lines(text).map((line) => {
    const bar = line.indexOf(' | ');
    return { category: line.slice(0, bar) as RedFlagCategory, text: line.slice(bar + 3) };
  });
const ordinary = (text: string): LabelledNote[] => lines(text).map((t) => ({ text: t, category: null }));

export const RED_FLAG_CORPUS: readonly LabelledNote[] = labelled(RED_FLAG_NOTES_TEXT);
export const ORDINARY_CORPUS: readonly LabelledNote[] = ordinary(ORDINARY_NOTES_TEXT);
/** Never used to tune the rules: see holdout-notes.ts. */
export const HOLDOUT_CORPUS: readonly LabelledNote[] = [...labelled(HOLDOUT_RED_FLAG_TEXT), ...ordinary(HOLDOUT_ORDINARY_TEXT)];
