/**
 * Split text into sentences, keeping their punctuation. Line breaks count as sentence ends;
 * decimal points ("1.5") do not, because a sentence end needs whitespace after the mark.
 */
export function splitSentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}
