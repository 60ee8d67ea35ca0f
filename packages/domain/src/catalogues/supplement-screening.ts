// Supplement safety screening: matches a supplement's safety rules against the user's free-text
// medications and health conditions and their pregnancy status. Matching is whole-word and
// case-insensitive ('Levothyroxine 50mcg' matches 'levothyroxine'; 'backpack' does not match
// 'back'; 'adrenal' does not match 'renal'); a plural 's'/'es' is accepted ('blood thinners').
// Screening errs on the side of caution: a false alarm costs a "check with your doctor" note.
import { isCustomCatalogueId } from './catalogue-ids';
import type { Supplement, SupplementSafetySeverity } from './catalogue-schemas';
import { foldText, toWords } from './catalogue-text';

export const SUPPLEMENT_SCREENING_TIERS = ['avoid', 'caution', 'info', 'ok'] as const;
export type SupplementScreeningTier = (typeof SUPPLEMENT_SCREENING_TIERS)[number];

/** The parts of a user profile that screening reads (all free text, all optional). */
export interface SupplementScreeningProfile {
  medications?: string | null;
  healthConditions?: string | null;
  /** 'pregnant' | 'trying' | 'breastfeeding' trigger rules; other values ('not_pregnant', …) do not. */
  pregnancyStatus?: string | null;
  /**
   * Her life stage (docs/decisions/043): 'pregnant' and 'breastfeeding' protect her exactly like the same
   * pregnancy status in her health answers; other life stages add nothing to screening.
   */
  lifeStage?: string | null;
}

/** The pregnancy status a life stage stands for in screening ('pregnant' / 'breastfeeding'), else null. */
export const lifeStagePregnancyStatus = (lifeStage: string | null | undefined): 'pregnant' | 'breastfeeding' | null =>
  lifeStage === 'pregnant' || lifeStage === 'breastfeeding' ? lifeStage : null;

/**
 * Every pregnancy status screening applies to her: her health answer and her life stage. Either
 * one protects her; when they differ (answered 'not pregnant', life stage 'pregnant') both count.
 */
export const screeningPregnancyStatuses = (profile: SupplementScreeningProfile): string[] => {
  const statuses: string[] = [];
  for (const s of [profile.pregnancyStatus, lifeStagePregnancyStatus(profile.lifeStage)]) {
    if (s && s.trim() !== '' && !statuses.includes(s)) statuses.push(s);
  }
  return statuses;
};

/** A memo key naming every field screening reads (profiles with equal keys screen alike). */
export const screeningProfileKey = (profile: SupplementScreeningProfile): string =>
  `${profile.medications ?? ''}\u0000${profile.healthConditions ?? ''}\u0000${screeningPregnancyStatuses(profile).join(',')}`;

export interface SupplementScreeningReason {
  reason: string;
  severity: SupplementSafetySeverity;
  /** The rule keyword that matched (absent for the custom-entry note). */
  matched?: string;
}

export interface SupplementScreeningResult {
  /** The most serious severity found, or 'ok' when nothing matched. */
  tier: SupplementScreeningTier;
  /** Matched reasons, most serious first. */
  reasons: SupplementScreeningReason[];
}

export const CUSTOM_SUPPLEMENT_SAFETY_NOTE =
  'This is a custom entry, so we have no safety information for it. Check with your doctor or pharmacist, especially if you take medication, are pregnant or breastfeeding.';

const SEVERITY_RANK: Record<SupplementSafetySeverity, number> = { avoid: 0, caution: 1, info: 2 };

/** Pregnancy statuses (spec enum values and common spellings) mapped to the text they stand for. */
const PREGNANCY_STATUS_TEXT: Readonly<Record<string, string>> = {
  pregnant: 'pregnant pregnancy',
  trying: 'trying to conceive',
  trying_to_conceive: 'trying to conceive',
  ttc: 'trying to conceive',
  breastfeeding: 'breastfeeding',
  lactating: 'breastfeeding',
  nursing: 'breastfeeding',
  chestfeeding: 'breastfeeding',
};

const pregnancyStatusText = (status: string | null | undefined): string =>
  PREGNANCY_STATUS_TEXT[toWords(status ?? '').replace(/ /g, '_')] ?? '';

/**
 * The word forms a text is searched in: hyphens read as spaces ('anti-depressant' → 'anti
 * depressant') and as nothing ('anti-depressant' → 'antidepressant').
 */
const searchForms = (text: string): string[] => {
  const spaced = toWords(text);
  const joined = toWords(foldText(text).replace(/-/g, ''));
  return spaced === joined ? [spaced] : [spaced, joined];
};

const keywordPatterns = new Map<string, RegExp | null>();

/** Whole-word pattern for a keyword (letters/digits only after folding), cached. */
const keywordPattern = (keyword: string): RegExp | null => {
  let pattern = keywordPatterns.get(keyword);
  if (pattern === undefined) {
    const words = toWords(keyword);
    pattern = words === '' ? null : new RegExp(`(?:^| )${words}(?:s|es)?(?= |$)`);
    keywordPatterns.set(keyword, pattern);
  }
  return pattern;
};

const formsMatch = (forms: readonly string[], keyword: string): boolean => {
  const pattern = keywordPattern(keyword);
  return pattern !== null && forms.some((form) => pattern.test(form));
};

/** True when `keyword` occurs in `text` as whole word(s), ignoring case, accents and punctuation. */
export const matchesSafetyKeyword = (text: string, keyword: string): boolean => formsMatch(searchForms(text), keyword);

/** Screens one supplement against a user's medications, conditions and pregnancy status. */
export const screenSupplement = (
  supplement: Supplement,
  profile: SupplementScreeningProfile = {},
): SupplementScreeningResult => {
  const sources = [profile.medications ?? '', profile.healthConditions ?? '', ...screeningPregnancyStatuses(profile).map(pregnancyStatusText)]
    .filter((text) => text.trim() !== '')
    .map(searchForms);

  const reasons: SupplementScreeningReason[] = [];
  const seen = new Set<string>();
  const add = (entry: SupplementScreeningReason): void => {
    const key = `${entry.severity}|${entry.reason}`;
    if (seen.has(key)) return;
    seen.add(key);
    reasons.push(entry);
  };

  for (const rule of [...supplement.safety.contraindications, ...supplement.safety.interactions]) {
    const matched = rule.match.find((keyword) => sources.some((forms) => formsMatch(forms, keyword)));
    if (matched !== undefined) add({ reason: rule.reason, severity: rule.severity, matched });
  }
  if (isCustomCatalogueId(supplement.id)) add({ reason: CUSTOM_SUPPLEMENT_SAFETY_NOTE, severity: 'info' });

  reasons.sort((a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity]);
  return { tier: reasons[0]?.severity ?? 'ok', reasons };
};

/** False only when a rule says 'avoid' for this user. */
export const isSupplementSafeFor = (supplement: Supplement, profile: SupplementScreeningProfile = {}): boolean =>
  screenSupplement(supplement, profile).tier !== 'avoid';

/** True when the coach may suggest it unprompted: nothing worse than an 'info' note. */
export const isAutoRecommendable = (supplement: Supplement, profile: SupplementScreeningProfile = {}): boolean => {
  const { tier } = screenSupplement(supplement, profile);
  return tier === 'ok' || tier === 'info';
};
