// Custom catalogue entries (spec §5): a blank name means the add is ignored (null); description
// defaults to the name; a custom exercise's category defaults to 'movement' and its purpose is
// 'custom'; a custom supplement's dosage defaults to 'As needed'.
import { customCatalogueId } from './catalogue-ids';
import { CUSTOM_EXERCISE_DEFAULT_CATEGORY, isSupplementType } from './catalogue-constants';
import type { Exercise, Supplement, SupplementType } from './catalogue-schemas';

export const CUSTOM_EXERCISE_PURPOSE = 'custom';
/** Custom exercises have unknown effort, so they are not presented as 'gentle'. */
export const CUSTOM_EXERCISE_INTENSITY = 'moderate';
export const CUSTOM_SUPPLEMENT_DEFAULT_DOSAGE = 'As needed';
export const CUSTOM_SUPPLEMENT_DEFAULT_TYPE: SupplementType = 'other';

export interface CustomExerciseInput {
  name: string;
  description?: string | null;
  category?: string | null;
}

export interface CustomSupplementInput {
  name: string;
  /** What it is taken for; `description` is accepted as an alias. Defaults to the name. */
  use_case?: string | null;
  description?: string | null;
  dosage?: string | null;
  type?: SupplementType | string | null;
}

/** Trimmed text with inner whitespace collapsed; '' for blank or non-string input. */
const clean = (value: unknown): string => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');

/** Builds a custom exercise, or null when the name is blank (the add is ignored). */
export const createCustomExercise = (input: CustomExerciseInput): Exercise | null => {
  const name = clean(input.name);
  if (name === '') return null;
  return {
    id: customCatalogueId(name),
    name,
    description: clean(input.description) || name,
    category: clean(input.category) || CUSTOM_EXERCISE_DEFAULT_CATEGORY,
    purpose: CUSTOM_EXERCISE_PURPOSE,
    goal_tags: [],
    intensity: CUSTOM_EXERCISE_INTENSITY,
  };
};

/**
 * Builds a custom supplement, or null when the name is blank (the add is ignored). It carries no
 * safety rules; screening marks it with an 'info' note that no safety data is available.
 */
export const createCustomSupplement = (input: CustomSupplementInput): Supplement | null => {
  const name = clean(input.name);
  if (name === '') return null;
  const type = clean(input.type).toLowerCase().replace(/ /g, '-');
  return {
    id: customCatalogueId(name),
    name,
    use_case: clean(input.use_case) || clean(input.description) || name,
    dosage: clean(input.dosage) || CUSTOM_SUPPLEMENT_DEFAULT_DOSAGE,
    type: isSupplementType(type) ? type : CUSTOM_SUPPLEMENT_DEFAULT_TYPE,
    safety: { contraindications: [], interactions: [] },
  };
};
