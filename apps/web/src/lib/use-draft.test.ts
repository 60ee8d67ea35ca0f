import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDraft } from './use-draft';

describe('useDraft (decision 099)', () => {
  it('keeps unsaved text across a remount (a reload, leaving and coming back) until cleared', () => {
    const first = renderHook(() => useDraft('weekly:2026-11-23:notes', ''));
    act(() => first.result.current[1]('Walks helped, sleep did not'));
    first.unmount();
    const again = renderHook(() => useDraft('weekly:2026-11-23:notes', ''));
    expect(again.result.current[0]).toBe('Walks helped, sleep did not');
    act(() => again.result.current[2]());
    again.unmount();
    expect(renderHook(() => useDraft('weekly:2026-11-23:notes', 'saved text')).result.current[0]).toBe('saved text');
  });
});
