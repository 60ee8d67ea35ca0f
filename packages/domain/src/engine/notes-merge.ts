/**
 * Two devices, one day's notes (docs/decisions/122): a note saved from the text she started from (`base`) is
 * laid over what is stored now. When nobody else wrote meanwhile it simply replaces it, as always. When someone
 * did (another phone, online, while this one was offline), both texts are kept: what she added is appended, and
 * a text the stored notes already hold is not repeated. Nothing she wrote on either device is overwritten.
 */
export const NOTES_JOIN = '\n\n';

export function mergeNoteEdits(stored: string, base: string | undefined, mine: string): string {
  if (base === undefined || stored === base) return mine;
  if (mine === base || mine === stored) return stored;
  const added = (mine.startsWith(base) ? mine.slice(base.length) : mine).replace(/^[\s.,;:-]+/, '').trim();
  if (added === '') return stored;
  if (stored.trim() === '') return mine;
  if (stored.includes(added)) return stored;
  return `${stored.trimEnd()}${NOTES_JOIN}${added}`;
}
