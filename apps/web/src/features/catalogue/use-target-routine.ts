import type { Routine } from '@cadence/domain';
import { useState } from 'react';

/** The chosen target routine of a type: her choice while it exists, else her first routine of that type, else none (new). */
export function useTargetRoutine(routines: readonly Routine[], type: Routine['type']) {
  const candidates = routines.filter((r) => r.type === type);
  const [chosen, setChosen] = useState<string | null | undefined>(undefined); // undefined: not chosen; null: new routine
  const target = chosen === null ? undefined : (candidates.find((r) => r.id === chosen) ?? candidates[0]);
  return { candidates, target, setTargetId: (id: string | undefined) => setChosen(id ?? null) };
}
