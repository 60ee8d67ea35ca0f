// Catalogue search (spec §5, §9): starts at 1 character, case-insensitive substring match, at
// most 8 results. Exercises match on name, description, category or purpose; supplements on
// name, use_case or type. Name matches rank first. Each result says whether it is already
// selected ('Added' and disabled in the UI).
import { CATALOGUE_SEARCH_MAX_RESULTS, CATALOGUE_SEARCH_MIN_CHARS } from '../constants';
import type { Exercise, Supplement } from './catalogue-schemas';
import { foldText } from './catalogue-text';
import { EXERCISES } from './exercises';
import { SUPPLEMENTS } from './supplements';

// The limits live in constants (§9); re-exported here (same binding, so no export clash).
export { CATALOGUE_SEARCH_MAX_RESULTS, CATALOGUE_SEARCH_MIN_CHARS };

export type CatalogueSearchResult<T> = T & { added: boolean };

export interface CatalogueSearchOptions<T> {
  /** Ids already selected by the user: their results carry `added: true`. */
  selectedIds?: readonly string[];
  /** Entries to search instead of the built-in catalogue (e.g. built-ins plus custom entries). */
  catalogue?: readonly T[];
}

/** Case-, accent- and apostrophe-insensitive form; hyphens and runs of whitespace become one space. */
const searchable = (text: string): string => foldText(text).replace(/[-\s]+/g, ' ').trim();

interface FieldTiers<T> {
  /** Fields ranked right after the name. */
  secondary: (item: T) => readonly string[];
  /** Fields ranked last. */
  tertiary: (item: T) => readonly string[];
}

const NO_MATCH = Number.POSITIVE_INFINITY;

/** 0: name starts with the query; 1: a name word does; 2: name contains it; 3/4: other fields. */
const rankOf = <T extends { name: string }>(item: T, query: string, tiers: FieldTiers<T>): number => {
  const name = searchable(item.name);
  if (name.startsWith(query)) return 0;
  if (name.includes(` ${query}`)) return 1;
  if (name.includes(query)) return 2;
  if (tiers.secondary(item).some((field) => searchable(field).includes(query))) return 3;
  if (tiers.tertiary(item).some((field) => searchable(field).includes(query))) return 4;
  return NO_MATCH;
};

const searchCatalogue = <T extends { id: string; name: string }>(
  items: readonly T[],
  rawQuery: string,
  selectedIds: readonly string[] | undefined,
  tiers: FieldTiers<T>,
): CatalogueSearchResult<T>[] => {
  const query = typeof rawQuery === 'string' ? searchable(rawQuery) : '';
  if (query.length < CATALOGUE_SEARCH_MIN_CHARS) return [];
  const selected = new Set(selectedIds ?? []);
  return items
    .map((item, index) => ({ item, index, rank: rankOf(item, query, tiers) }))
    .filter((hit) => hit.rank !== NO_MATCH)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, CATALOGUE_SEARCH_MAX_RESULTS)
    .map(({ item }) => ({ ...item, added: selected.has(item.id) }));
};

const EXERCISE_FIELDS: FieldTiers<Exercise> = {
  secondary: (e) => [e.category, e.purpose],
  tertiary: (e) => [e.description],
};

const SUPPLEMENT_FIELDS: FieldTiers<Supplement> = {
  secondary: (s) => [s.use_case, s.type],
  tertiary: () => [],
};

/** Up to 8 exercises matching the query (blank query → no results). */
export const searchExercises = <T extends Exercise = Exercise>(
  query: string,
  options: CatalogueSearchOptions<T> = {},
): CatalogueSearchResult<T>[] =>
  searchCatalogue<T>(options.catalogue ?? (EXERCISES as readonly Exercise[] as readonly T[]), query, options.selectedIds, EXERCISE_FIELDS);

/** Up to 8 supplements matching the query (blank query → no results). */
export const searchSupplements = <T extends Supplement = Supplement>(
  query: string,
  options: CatalogueSearchOptions<T> = {},
): CatalogueSearchResult<T>[] =>
  searchCatalogue<T>(options.catalogue ?? (SUPPLEMENTS as readonly T[]), query, options.selectedIds, SUPPLEMENT_FIELDS);
