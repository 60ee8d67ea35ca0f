// Catalogue ids: kebab-case slugs. Custom entries get a deterministic 'custom-' id from their name.
import { fingerprint, foldText, toWords } from './catalogue-text';

export const CUSTOM_CATALOGUE_ID_PREFIX = 'custom-';
/** Longest slug part of a custom id; longer names are cut and get a fingerprint suffix. */
export const MAX_CUSTOM_SLUG_LENGTH = 60;

/** "Child's Pose (easy)" → "childs-pose-easy"; "" when nothing alphanumeric is left. */
export const toCatalogueSlug = (text: string): string => toWords(text).replace(/ /g, '-');

/**
 * Deterministic id for a custom entry: 'custom-' + slug of the name. Names with no Latin letters
 * or digits fall back to a fingerprint of the name; over-long slugs are cut and fingerprinted so
 * two long names sharing a prefix still get different ids.
 */
export const customCatalogueId = (name: string): string => {
  const folded = foldText(name).replace(/\s+/g, ' ').trim();
  const slug = toCatalogueSlug(folded);
  if (slug === '') return `${CUSTOM_CATALOGUE_ID_PREFIX}${fingerprint(folded)}`;
  if (slug.length <= MAX_CUSTOM_SLUG_LENGTH) return `${CUSTOM_CATALOGUE_ID_PREFIX}${slug}`;
  const head = slug.slice(0, MAX_CUSTOM_SLUG_LENGTH - 9).replace(/-+$/, '');
  return `${CUSTOM_CATALOGUE_ID_PREFIX}${head}-${fingerprint(folded)}`;
};

export const isCustomCatalogueId = (id: string): boolean => id.startsWith(CUSTOM_CATALOGUE_ID_PREFIX);
