import { LOCAL_STORAGE_KEYS, STORAGE_TRUE } from './constants';

export { LOCAL_STORAGE_KEYS };

/**
 * Typed access to the browser local-storage keys of spec §3.
 * - string keys hold plain text;
 * - flag keys hold the string 'true' (read as boolean; setting false removes the key);
 * - json keys hold JSON; bad JSON (or the wrong shape) is logged and ignored (spec §8).
 */


export type StorageKey = keyof typeof LOCAL_STORAGE_KEYS;

/** A stored recommendation: at least a title (spec §3 "list with a title each"). */
export interface StoredRecommendation {
  title: string;
  description?: string;
  category?: string;
  frequency?: string;
  [extra: string]: unknown;
}
/** spec §3 Reset programme: programTitle + recommendations (strings). */
export interface StoredResetProgram {
  programTitle: string;
  recommendations: string[];
}
/** spec §3 personalizedProfile: an object of lists (emotionalHealth, diet, …). */
export type StoredPersonalizedProfile = Record<string, string[]>;

/** Value type of every key. */
export interface StorageValues {
  wellnessUserId: string;
  hasCompletedOnboarding: boolean;
  onboardingCompleted: boolean;
  hasPersonalizedOnboarding: boolean;
  userName: string;
  userLocation: string;
  userCustomCategories: string[];
  personalizedProfile: StoredPersonalizedProfile;
  programName: string;
  recommendations: StoredRecommendation[];
  resetProgram: StoredResetProgram;
}

export type FlagKey = 'hasCompletedOnboarding' | 'onboardingCompleted' | 'hasPersonalizedOnboarding';
/** What `getItem` returns: flags are booleans, everything else is the value or null. */
export type StoredValue<K extends StorageKey> = K extends FlagKey ? boolean : StorageValues[K] | null;

type Kind = 'string' | 'flag' | 'json';
const KIND: { [K in StorageKey]: Kind } = {
  wellnessUserId: 'string',
  hasCompletedOnboarding: 'flag',
  onboardingCompleted: 'flag',
  hasPersonalizedOnboarding: 'flag',
  userName: 'string',
  userLocation: 'string',
  userCustomCategories: 'json',
  personalizedProfile: 'json',
  programName: 'string',
  recommendations: 'json',
  resetProgram: 'json',
};

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Shape checks for JSON keys: a value that parses but has the wrong shape is ignored too. */
const JSON_GUARDS: { [K in StorageKey]?: (v: unknown) => boolean } = {
  userCustomCategories: isStringArray,
  personalizedProfile: (v) => isObject(v) && Object.values(v).every(isStringArray),
  recommendations: (v) => Array.isArray(v) && v.every((r) => isObject(r) && typeof r.title === 'string'),
  resetProgram: (v) => isObject(v) && typeof v.programTitle === 'string' && isStringArray(v.recommendations),
};

function backend(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // storage disabled (privacy mode, sandboxed frame)
  }
}

function readRaw(name: string): string | null {
  try {
    return backend()?.getItem(name) ?? null;
  } catch {
    return null;
  }
}

/** Reads a key; `null` when absent (flags: `false`), unparsable or of the wrong shape. */
export function getItem<K extends StorageKey>(key: K): StoredValue<K> {
  type R = StoredValue<K>;
  const raw = readRaw(LOCAL_STORAGE_KEYS[key]);
  const kind = KIND[key];
  if (kind === 'flag') return (raw === STORAGE_TRUE) as R;
  if (raw === null) return null as R;
  if (kind === 'string') return raw as R;
  try {
    const value: unknown = JSON.parse(raw);
    const guard = JSON_GUARDS[key];
    if (guard && !guard(value)) {
      console.warn(`[storage] ignoring '${key}': unexpected shape`);
      return null as R;
    }
    return value as R;
  } catch (error) {
    console.warn(`[storage] ignoring '${key}': invalid JSON`, error);
    return null as R;
  }
}

/** The stored text of a value (flags: 'true'); null when the key is to be removed (`null`, `undefined`, a false flag). */
function encode<K extends StorageKey>(key: K, value: StorageValues[K] | null | undefined): string | null {
  const kind = KIND[key];
  if (value === null || value === undefined || (kind === 'flag' && value === false)) return null;
  return kind === 'flag' ? STORAGE_TRUE : kind === 'string' ? String(value) : JSON.stringify(value);
}

/** The raw localStorage entries `[name, text]` that setItem writes for these values (tests seed a browser with them). */
export function storageEntries(values: { [K in StorageKey]?: StorageValues[K] }): [string, string][] {
  const entries: [string, string][] = [];
  for (const key of Object.keys(values) as StorageKey[]) {
    const raw = encode(key, values[key]);
    if (raw !== null) entries.push([LOCAL_STORAGE_KEYS[key], raw]);
  }
  return entries;
}

/** Writes a key (flags: `true` stores 'true', `false` removes it; `null`/`undefined` removes). */
export function setItem<K extends StorageKey>(key: K, value: StorageValues[K] | null | undefined): void {
  const raw = encode(key, value);
  if (raw === null) return removeItem(key);
  try {
    backend()?.setItem(LOCAL_STORAGE_KEYS[key], raw);
  } catch (error) {
    console.warn(`[storage] could not write '${key}'`, error);
  }
}

export function removeItem(key: StorageKey): void {
  try {
    backend()?.removeItem(LOCAL_STORAGE_KEYS[key]);
  } catch {
    // ignore
  }
}

/** Removes every Cadence key of spec §3 (reset, failed stored-user check). */
export function clearLocalData(): void {
  for (const key of Object.keys(LOCAL_STORAGE_KEYS) as StorageKey[]) removeItem(key);
}

/** Splash `?reset=true`: clears all local storage of this origin. */
export function clearAllLocalStorage(): void {
  try {
    backend()?.clear();
  } catch {
    // ignore
  }
}

/** Convenience: the stored user id, if any. */
export const getStoredUserId = (): string | null => getItem('wellnessUserId') || null;

/** `storage.get('userName')`, `storage.set('onboardingCompleted', true)`, … */
export const storage = { get: getItem, set: setItem, remove: removeItem, clear: clearLocalData, clearAll: clearAllLocalStorage };
