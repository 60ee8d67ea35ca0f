import { MAX_NOTE_LENGTH } from '@cadence/domain';
import { describe, expect, it } from 'vitest';
import { appendNote } from './log.service';

describe('appendNote', () => {
  it('starts the notes with the first note', () => {
    expect(appendNote('', '  tired today ')).toBe('tired today');
  });
  it('appends later notes after a blank line', () => {
    expect(appendNote('tired today', 'better after lunch')).toBe('tired today\n\nbetter after lunch');
  });
  it('ignores empty notes and an immediate repeat', () => {
    expect(appendNote('a', '   ')).toBe('a');
    expect(appendNote('a\n\nb', 'b')).toBe('a\n\nb');
  });
  it('stays within the note limit, keeping the newest text', () => {
    const out = appendNote('x'.repeat(MAX_NOTE_LENGTH), 'newest note');
    expect(out.length).toBeLessThanOrEqual(MAX_NOTE_LENGTH);
    expect(out.endsWith('newest note')).toBe(true);
    expect(appendNote('', 'y'.repeat(MAX_NOTE_LENGTH + 10))).toHaveLength(MAX_NOTE_LENGTH);
  });
});
