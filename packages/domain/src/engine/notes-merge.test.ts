import { describe, expect, it } from 'vitest';
import { mergeNoteEdits } from './notes-merge';

describe('mergeNoteEdits (docs/decisions/122)', () => {
  it('replaces the notes when nobody wrote since she started, or when no base is sent', () => {
    expect(mergeNoteEdits('slept ok', 'slept ok', 'slept ok, walked 20 min')).toBe('slept ok, walked 20 min');
    expect(mergeNoteEdits('anything', undefined, 'mine')).toBe('mine');
    expect(mergeNoteEdits('old', 'old', '')).toBe('');
  });
  it('keeps both texts when another device wrote meanwhile', () => {
    expect(mergeNoteEdits('online on the laptop', '', 'offline on the train')).toBe('online on the laptop\n\noffline on the train');
    expect(mergeNoteEdits('slept ok. laptop note', 'slept ok', 'slept ok. phone note')).toBe('slept ok. laptop note\n\nphone note');
  });
  it('does not repeat a text the stored notes already hold (a write sent twice)', () => {
    expect(mergeNoteEdits('a\n\nb', 'x', 'b')).toBe('a\n\nb');
    expect(mergeNoteEdits('same', 'x', 'same')).toBe('same');
  });
  it('keeps the stored notes when she changed nothing, and takes hers when nothing is stored', () => {
    expect(mergeNoteEdits('theirs', 'base', 'base')).toBe('theirs');
    expect(mergeNoteEdits('', 'base', 'mine')).toBe('mine');
    expect(mergeNoteEdits('theirs', 'base', 'base   ')).toBe('theirs');
  });
});
