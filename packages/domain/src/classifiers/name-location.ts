import { MAX_LOCATION_LENGTH, MAX_NAME_LENGTH } from '../schemas/limits';

export interface NameAndLocation {
  name?: string;
  location?: string;
}

// A captured value runs to the first comma, period or newline (§5), or the end of the answer.
const VALUE = '([^,.\\n\\r]+)';
/** "my name is Sarah", "Name's Sarah" (case-insensitive, whole words). */
export const NAME_PATTERN = new RegExp(`\\bname(?:\\s+is|'s|’s)\\s+${VALUE}`, 'i');
/** "I live in Leeds", "I'm located in Leeds" — preferred over "from". */
export const LOCATION_PATTERN = new RegExp(`\\b(?:live|lives|living|located)\\s+in\\s+${VALUE}`, 'i');
/** "I'm from Leeds" — used only when no live-in / located-in phrase is present. */
export const FROM_PATTERN = new RegExp(`\\bfrom\\s+${VALUE}`, 'i');

function clean(value: string | undefined, max: number): string | undefined {
  const v = value?.trim().slice(0, max).trim();
  return v ? v : undefined;
}

/**
 * Name and location from the first onboarding answer (§5). Absent parts are undefined.
 * Example: "Hi, my name is Ana. I live in Porto, Portugal" → { name: 'Ana', location: 'Porto' }.
 */
export function extractNameAndLocation(answer: string): NameAndLocation {
  const name = clean(NAME_PATTERN.exec(answer)?.[1], MAX_NAME_LENGTH);
  const location = clean(
    (LOCATION_PATTERN.exec(answer) ?? FROM_PATTERN.exec(answer))?.[1],
    MAX_LOCATION_LENGTH,
  );
  const result: NameAndLocation = {};
  if (name !== undefined) result.name = name;
  if (location !== undefined) result.location = location;
  return result;
}
