// Supplement screening of generated content: routines, recommendations, tasks and adjustments
// never propose a supplement whose catalogue safety rules say it is not auto-recommendable for
// this user (medications, health conditions, pregnancy status). Supplements are found in text
// by name keywords of the SUPPLEMENTS catalogue (plus a few common aliases).
import type { Supplement } from '../catalogues/catalogue-schemas';
import {
  isAutoRecommendable,
  screeningProfileKey,
  screenSupplement,
  type SupplementScreeningProfile,
  type SupplementScreeningReason,
  type SupplementScreeningTier,
} from '../catalogues/supplement-screening';
import { SUPPLEMENTS } from '../catalogues/supplements';
import { interactionBlockedIds } from './interaction-screen';
import { normalizeText } from './text';
import { escapeRegExp } from './regex-trie';

/**
 * Extra words that name a catalogue supplement. 'adaptogen' maps to both adaptogens in the
 * catalogue: an "adaptogenic tea" often contains ashwagandha or rhodiola, so for a user who must
 * avoid either it is screened out too (conservative on purpose).
 */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  ashwagandha: ['withania', 'adaptogen', 'adaptogens', 'adaptogenic', 'ksm-66'],
  rhodiola: ['rhodiola', 'golden root', 'adaptogen', 'adaptogens', 'adaptogenic'],
  'magnesium-glycinate': ['magnesium'],
  'vitamin-d3': ['vitamin d', 'vit d', 'cholecalciferol'],
  'omega-3': ['omega 3', 'omega-3', 'omega3', 'fish oil', 'cod liver oil', 'epa', 'dha'],
  'vitamin-b12': ['b12', 'cobalamin', 'methylcobalamin', 'b vitamins', 'b-complex', 'b complex'],
  'vitamin-b6': ['b6', 'pyridoxine', 'b vitamins', 'b-complex', 'b complex'],
  'iron-bisglycinate': ['iron', 'ferrous'],
  'calcium-citrate': ['calcium'],
  'l-theanine': ['theanine'],
  curcumin: ['turmeric'],
  'chasteberry-vitex': ['vitex', 'agnus castus', 'chasteberry', 'chaste tree'],
  'evening-primrose-oil': ['evening primrose', 'epo'],
  'psyllium-husk': ['psyllium', 'ispaghula', 'fibre supplement', 'fiber supplement'],
  'vitamin-c': ['ascorbic acid'],
  probiotic: ['probiotics', 'probiotic'],
  inositol: ['inositol', 'myo-inositol'],
  creatine: ['creatine'],
};

/** Bracket parts of catalogue names that are ordinary words, not the supplement ("Psyllium husk (fibre)"). */
const GENERIC_WORDS: readonly string[] = ['fibre', 'fiber', 'multi-strain', 'turmeric extract'];


/** Name keywords of a supplement: the name, the name without the bracket part, the bracket part, aliases. */
export function supplementKeywords(supplement: Supplement): string[] {
  const name = normalizeText(supplement.name);
  const bare = name.replace(/\s*\(.*?\)\s*/g, ' ').trim();
  const inBrackets = [...name.matchAll(/\(([^)]+)\)/g)].map((m) => (m[1] as string).trim());
  const keys = new Set<string>([name, bare, ...inBrackets, ...(ALIASES[supplement.id] ?? []).map(normalizeText)]);
  keys.delete('');
  for (const generic of GENERIC_WORDS) keys.delete(generic);
  return [...keys];
}

interface SupplementMatcher {
  supplement: Supplement;
  pattern: RegExp;
}

const keywordAlternation = (keywords: readonly string[]): string =>
  `(?<![\\w-])(?:${keywords.map((k) => escapeRegExp(k).replace(/[- ]/g, '[- ]?')).join('|')})(?:s)?(?![\\w-])`;

const MATCHERS: readonly SupplementMatcher[] = SUPPLEMENTS.map((supplement) => ({
  supplement,
  pattern: new RegExp(keywordAlternation(supplementKeywords(supplement))),
}));
/** Any catalogue keyword at all: one scan for the common case of no supplement. */
const ANY_SUPPLEMENT = new RegExp(keywordAlternation(SUPPLEMENTS.flatMap(supplementKeywords)));

const NONE: readonly Supplement[] = Object.freeze([]);
/** Memo of text → supplements named (pure; bounded, cleared when full). Generated texts repeat a lot. */
const FOUND_MEMO = new Map<string, readonly Supplement[]>();
const FOUND_MEMO_MAX = 4096;

/** Catalogue supplements named in a text, in catalogue order. */
export function findSupplementsInText(text: string): readonly Supplement[] {
  const memo = FOUND_MEMO.get(text);
  if (memo !== undefined) return memo;
  const normalized = normalizeText(text);
  const found = ANY_SUPPLEMENT.test(normalized)
    ? Object.freeze(MATCHERS.filter((m) => m.pattern.test(normalized)).map((m) => m.supplement))
    : NONE;
  if (FOUND_MEMO.size >= FOUND_MEMO_MAX) FOUND_MEMO.clear();
  FOUND_MEMO.set(text, found);
  return found;
}

/**
 * Memo of isAutoRecommendable per screening profile (a pure function of its inputs), so a user's
 * repeated requests do not re-run keyword screening. Bounded: cleared when it grows large.
 */
const AUTO_MEMO = new Map<string, Map<string, boolean>>();
const AUTO_MEMO_MAX_PROFILES = 256;

let lastProfile: SupplementScreeningProfile | null = null;
let lastMemo = new Map<string, boolean>();

/** isAutoRecommendable from ../catalogues, memoised per profile. */
export function isAutoRecommendableFor(supplement: Supplement, profile: SupplementScreeningProfile): boolean {
  let memo: Map<string, boolean> | undefined = profile === lastProfile ? lastMemo : undefined;
  if (memo === undefined) {
    const key = screeningProfileKey(profile);
    memo = AUTO_MEMO.get(key);
    if (memo === undefined) {
      if (AUTO_MEMO.size >= AUTO_MEMO_MAX_PROFILES) AUTO_MEMO.clear();
      memo = new Map();
      AUTO_MEMO.set(key, memo);
    }
    lastProfile = profile;
    lastMemo = memo;
  }
  let ok = memo.get(supplement.id);
  if (ok === undefined) {
    ok = isAutoRecommendable(supplement, profile);
    memo.set(supplement.id, ok);
  }
  return ok;
}

/** Catalogue supplements named in a text that must not be proposed to this user. */
export function blockedSupplementsInText(text: string, profile: SupplementScreeningProfile): Supplement[] {
  return findSupplementsInText(text).filter((s) => !isAutoRecommendableFor(s, profile));
}

/**
 * Ids of every supplement named in a text that must not be proposed unprompted: catalogue rules
 * and the interaction table (herbs and supplements beyond the catalogue, docs/decisions/039).
 */
export function blockedSupplementIdsInText(text: string, profile: SupplementScreeningProfile): string[] {
  const ids = blockedSupplementsInText(text, profile).map((s) => s.id);
  for (const id of interactionBlockedIds(text, profile)) {
    // A table entry that is also in the catalogue is reported by its catalogue id, once.
    const twin = CATALOGUE_TWIN[id] ?? id;
    if (!ids.includes(twin)) ids.push(twin);
  }
  return ids;
}

/** Interaction-table ids whose supplement is also a catalogue entry (table id → catalogue id). */
const CATALOGUE_TWIN: Readonly<Record<string, string>> = {
  magnesium: 'magnesium-glycinate',
  'vitamin-d': 'vitamin-d3',
  'fish-oil': 'omega-3',
  iron: 'iron-bisglycinate',
  calcium: 'calcium-citrate',
  turmeric: 'curcumin',
  vitex: 'chasteberry-vitex',
  'evening-primrose': 'evening-primrose-oil',
  psyllium: 'psyllium-husk',
};

/** Interaction tier for a supplement a user adds by hand (matched by name against the catalogue). */
export interface ManualSupplementScreening {
  /** The worst tier among the catalogue supplements named; 'unknown' when none is in the catalogue. */
  tier: SupplementScreeningTier | 'unknown';
  matches: { supplementId: string; name: string; tier: SupplementScreeningTier; reasons: SupplementScreeningReason[] }[];
  /** Plain words to show next to the entry. */
  message: string;
}

const TIER_RANK: Record<SupplementScreeningTier, number> = { avoid: 0, caution: 1, info: 2, ok: 3 };
const TIER_MESSAGE: Record<SupplementScreeningTier | 'unknown', string> = {
  avoid: 'Not recommended for you based on your profile. Please check with your doctor or pharmacist before taking it.',
  caution: 'Use with caution: it may interact with your medication or a health condition. Check with your doctor or pharmacist first.',
  info: 'Generally considered safe for you; see the notes below.',
  ok: 'No known interactions with the medications and conditions in your profile.',
  unknown:
    'We have no safety information for this entry. Check with your doctor or pharmacist, especially if you take medication, are pregnant or breastfeeding.',
};

/** Screen a supplement the user typed in by hand: show the interaction tier, never block silently. */
export function screenManualSupplement(nameOrText: string, profile: SupplementScreeningProfile): ManualSupplementScreening {
  const matches = findSupplementsInText(nameOrText).map((s) => {
    const result = screenSupplement(s, profile);
    return { supplementId: s.id, name: s.name, tier: result.tier, reasons: result.reasons };
  });
  const worst = matches.reduce<SupplementScreeningTier | 'unknown'>(
    (acc, m) => (acc === 'unknown' || TIER_RANK[m.tier] < TIER_RANK[acc] ? m.tier : acc),
    'unknown',
  );
  return { tier: worst, matches, message: TIER_MESSAGE[worst] };
}

// --- generic item screening ---------------------------------------------------------------------

const TEXT_KEYS = ['title', 'label', 'name', 'description', 'rationale', 'notes', 'content', 'message'] as const;

interface SubtaskLike {
  name?: unknown;
  description?: unknown;
}

function ownText(item: unknown): string {
  if (typeof item === 'string') return item;
  if (item === null || typeof item !== 'object') return '';
  const rec = item as Record<string, unknown>;
  return TEXT_KEYS.map((k) => rec[k])
    .filter((v): v is string => typeof v === 'string')
    .join('\n');
}

function subtaskText(s: SubtaskLike): string {
  return [s.name, s.description].filter((v): v is string => typeof v === 'string').join('\n');
}

export interface DroppedItem<T> {
  item: T;
  supplements: string[];
}

export interface ScreenResult<T> {
  kept: T[];
  dropped: DroppedItem<T>[];
}

/**
 * Screen recommendations, routines, wizard routines, tasks or adjustments (objects or strings).
 * - An item whose own text (title, label, description, rationale, notes …) names a supplement
 *   that is not auto-recommendable for the user is dropped.
 * - An item with `subtasks` keeps its safe subtasks; the offending ones are removed, and the item
 *   is dropped if none are left.
 */
export function screenRecommendationsDetailed<T>(items: readonly T[], profile: SupplementScreeningProfile): ScreenResult<T> {
  const kept: T[] = [];
  const dropped: DroppedItem<T>[] = [];
  for (const item of items) {
    const blocked = blockedSupplementIdsInText(ownText(item), profile);
    if (blocked.length > 0) {
      dropped.push({ item, supplements: blocked });
      continue;
    }
    const subtasks = (item as { subtasks?: unknown } | null)?.subtasks;
    if (!Array.isArray(subtasks) || subtasks.length === 0) {
      kept.push(item);
      continue;
    }
    const removed = new Set<string>();
    const safe = (subtasks as SubtaskLike[]).filter((s) => {
      const b = blockedSupplementIdsInText(subtaskText(s), profile);
      for (const x of b) removed.add(x);
      return b.length === 0;
    });
    if (safe.length === 0) dropped.push({ item, supplements: [...removed] });
    else kept.push(removed.size === 0 ? item : ({ ...item, subtasks: safe } as T));
  }
  return { kept, dropped };
}

/** The items that are safe to propose to this user (see screenRecommendationsDetailed). */
export function screenRecommendationsForUser<T>(items: readonly T[], profile: SupplementScreeningProfile): T[] {
  return screenRecommendationsDetailed(items, profile).kept;
}

/**
 * A conservative screening profile: the user's fields plus free text (onboarding answers, wizard
 * context) read as possible medications/conditions, so "I take levothyroxine" in an answer counts.
 */
export function screeningProfileFrom(
  user: SupplementScreeningProfile | null | undefined,
  ...freeText: readonly (string | null | undefined)[]
): SupplementScreeningProfile {
  const extra = freeText.filter((t): t is string => typeof t === 'string' && t.trim() !== '').join('\n');
  const join = (a: string | null | undefined): string => [a ?? '', extra].filter((t) => t.trim() !== '').join('\n');
  return {
    medications: join(user?.medications),
    healthConditions: join(user?.healthConditions),
    pregnancyStatus: user?.pregnancyStatus ?? null,
    lifeStage: user?.lifeStage ?? null,
  };
}
