// Screening beyond the catalogue (docs/decisions/039): any text that can name a supplement — a custom
// routine she typed, a plan task, an LLM suggestion — is read against the interaction table
// (catalogues/interactions.ts) and the catalogue's own safety rules, for her medication classes
// and conditions. A supplement we cannot identify gets a "we could not check this one" caution,
// never silence.
import { toWords } from '../catalogues/catalogue-text';
import { INTERACTIONS, type InteractionEntry, type InteractionSeverity } from '../catalogues/interactions';
import { screeningProfileKey, type SupplementScreeningProfile } from '../catalogues/supplement-screening';
import {
  classifyMedications,
  CONDITION_LABELS,
  MEDICATION_CLASS_LABELS,
  profileConditions,
  type MedicationClass,
  type ProfileCondition,
} from './medication-classes';
import { escapeRegExp } from './regex-trie';

const aliasSource = (aliases: readonly string[]): string =>
  `(?:^| )(?:${[...new Set(aliases.map(toWords).filter((a) => a !== ''))].map(escapeRegExp).join('|')})(?:s)?(?= |$)`;

const ENTRY_PATTERNS: readonly { entry: InteractionEntry; pattern: RegExp }[] = INTERACTIONS.map((entry) => ({
  entry,
  pattern: new RegExp(aliasSource([entry.name, ...entry.aliases])),
}));
const ANY_ENTRY = new RegExp(aliasSource(INTERACTIONS.flatMap((x) => [x.name, ...x.aliases])));

const NO_ENTRIES: readonly InteractionEntry[] = Object.freeze([]);
/** Memo of text → entries (pure; bounded, cleared when full): generated texts repeat a lot. */
const ENTRIES_MEMO = new Map<string, readonly InteractionEntry[]>();
const ENTRIES_MEMO_MAX = 4096;

/** Interaction-table entries named in a text (whole words; case, accents and punctuation ignored). */
export function findInteractionEntries(text: string): readonly InteractionEntry[] {
  const memo = ENTRIES_MEMO.get(text);
  if (memo !== undefined) return memo;
  const words = toWords(text);
  const found = words === '' || !ANY_ENTRY.test(words) ? NO_ENTRIES : Object.freeze(ENTRY_PATTERNS.filter((p) => p.pattern.test(words)).map((p) => p.entry));
  if (ENTRIES_MEMO.size >= ENTRIES_MEMO_MAX) ENTRIES_MEMO.clear();
  ENTRIES_MEMO.set(text, found);
  return found;
}

export type CautionTier = InteractionSeverity | 'unknown';

export interface CautionReason {
  supplement: string;
  /** Medication class or condition label ("a blood thinner (anticoagulant)", "pregnancy"). */
  with: string;
  severity: InteractionSeverity;
  note: string;
  source: string;
}

export interface Targets {
  classes: ReadonlySet<MedicationClass>;
  conditions: ReadonlySet<ProfileCondition>;
}

const targetsMemo = new Map<string, Targets>();
let lastProfile: SupplementScreeningProfile | null = null;
let lastTargets: Targets | null = null;
export function targetsFor(profile: SupplementScreeningProfile): Targets {
  if (profile === lastProfile && lastTargets) return lastTargets;
  const key = screeningProfileKey(profile);
  let t = targetsMemo.get(key);
  if (!t) {
    t = { classes: new Set(classifyMedications(profile.medications)), conditions: new Set(profileConditions(profile)) };
    if (targetsMemo.size > 256) targetsMemo.clear();
    targetsMemo.set(key, t);
  }
  lastProfile = profile;
  lastTargets = t;
  return t;
}

export function tableReasons(entry: InteractionEntry, targets: Targets): CautionReason[] {
  return entry.rows
    .filter((r) => targets.classes.has(r.target as MedicationClass) || targets.conditions.has(r.target as ProfileCondition))
    .map((r) => ({
      supplement: entry.name,
      with:
        (MEDICATION_CLASS_LABELS as Record<string, string>)[r.target] ?? (CONDITION_LABELS as Record<string, string>)[r.target] ?? r.target,
      severity: r.severity,
      note: r.note,
      source: r.source,
    }));
}

/** Interaction-table ids named in a text that must not be proposed unprompted (avoid or caution). */
export function interactionBlockedIds(text: string, profile: SupplementScreeningProfile): string[] {
  const entries = findInteractionEntries(text);
  if (entries.length === 0) return [];
  const targets = targetsFor(profile);
  return entries.filter((e) => tableReasons(e, targets).some((r) => r.severity !== 'info')).map((e) => e.id);
}
