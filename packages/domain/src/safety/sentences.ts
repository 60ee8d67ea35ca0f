import { TITLE_BEFORE_STOP } from './text';

// "Dr. Patel switched me": a title's full stop does not end the sentence (decision 159).
const SENTENCE_ENDS = new RegExp(`\\n+|(?<=[.!?])(?<!\\b${TITLE_BEFORE_STOP}\\.)\\s+`, 'i');

/**
 * Split text into sentences, keeping their punctuation. Line breaks count as sentence ends;
 * decimal points ("1.5") do not, because a sentence end needs whitespace after the mark.
 */
export function splitSentences(text: string): string[] {
  return text
    .split(SENTENCE_ENDS)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}
