// Small text helpers shared by catalogue search, safety screening and custom ids.

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const APOSTROPHES = /['\u2018\u2019\u02bc`]/g;

/** Lowercase, strip accents and apostrophes ("Child's" → "childs", "Café" → "cafe"). */
export const foldText = (text: string): string =>
  text.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase().replace(APOSTROPHES, '');

/** Folded text with every run of non-alphanumerics turned into one space, trimmed. */
export const toWords = (text: string): string => foldText(text).replace(/[^a-z0-9]+/g, ' ').trim();

/** 32-bit FNV-1a hash as 8 hex digits: a short deterministic fingerprint. */
export const fingerprint = (text: string): string => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
};
