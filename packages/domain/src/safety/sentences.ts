/**
 * Split text into sentences, keeping their punctuation. Line breaks count as sentence ends;
 * decimal points ("1.5") do not, because a sentence end needs whitespace after the mark.
 */
export function splitSentences(text: string): string[] {
  return text
    // "Dr. Patel switched me": a title's full stop does not end the sentence (decision 159).
    .split(/\n+|(?<=[.!?])(?<!\b(?:[Dd]r|[Mm]rs?|[Mm]s|[Pp]rof|[Ss]t)\.)\s+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}
