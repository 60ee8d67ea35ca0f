import { useEffect, useState } from 'react';

/** Prefix of the drafts kept in this browser (not part of the spec's storage keys: text she has not saved yet). */
const DRAFT_PREFIX = 'cadence:draft:';

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

/**
 * A text field whose unsaved text survives a reload and moving between screens in this tab (docs/decisions/099):
 * kept in sessionStorage under `key` while she types, dropped by `clear()` once saved. `initial` (e.g. the saved
 * review) is used when there is no draft.
 */
export function useDraft(key: string, initial: string): [string, (value: string) => void, () => void] {
  const name = DRAFT_PREFIX + key;
  const [value, setValue] = useState<string>(() => storage()?.getItem(name) ?? initial);
  useEffect(() => {
    const s = storage();
    if (!s) return;
    try {
      if (value === initial) s.removeItem(name);
      else s.setItem(name, value);
    } catch {
      // A full or blocked storage only loses the draft, never the typing.
    }
  }, [name, value, initial]);
  const clear = () => {
    try {
      storage()?.removeItem(name);
    } catch {
      // as above
    }
  };
  return [value, setValue, clear];
}
