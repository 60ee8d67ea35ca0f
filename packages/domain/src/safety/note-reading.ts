// The safety reading of one note, sentence by sentence (docs/decisions/105-note-model.md).
//
// Two lines read every note. The rules (triage.ts) come first: they are precise, and they carry the
// judgement calls (negation, someone else, figures of speech, pregnancy and menopause context). A
// sentence-embedding model behind a port (SentenceFlagModel, implemented in the API) adds recall: it
// reads each sentence's clauses, and only what the rules' handling lets through:
//   - it never sees idioms or quoted words (prepareForReading);
//   - for symptom categories it reads the clause with its negated words removed ("no chest pain
//     today, just tired" reaches it as "today, just tired"), and its flag is dropped when the clause
//     is about someone else ("my mum had a stroke") or over ("years ago", "fine now");
//   - self-harm, eating, medicine and weight talk are read whole ("I don't see the point of going on");
//   - a sentence that leans on the one before ("It started an hour ago") is also read joined to it.
// Every flag carries its source ('rule' | 'model' | 'coach_model') and a confidence. A coach model may
// add flags (withCoachFlags) but never remove one. Pure: the model is passed in; null means rules only.
import type { SafetyNotice } from '../schemas';
import { splitSentences } from './sentences';
import { splitClauses, withoutNegated } from './text';
import {
  findRedFlags,
  findSignCandidates,
  heldForSomeoneElse,
  isResolvedClause,
  modelFlagHeldBack,
  noteVoice,
  type NoteVoice,
  speaksOfASign,
  statesHerStatus,
  prepareForReading,
  RED_FLAG_CATEGORIES,
  safetyNoticeFor,
  type RedFlagCategory,
  type SignCandidate,
  type TriageOptions,
} from './triage';

export const FLAG_SOURCES = ['rule', 'model', 'coach_model'] as const;
export type FlagSource = (typeof FLAG_SOURCES)[number];

/** What a model says about one piece of text: a category and how sure it is (0-1). */
export interface SentenceFlag {
  category: RedFlagCategory;
  confidence: number;
}

/**
 * The port: anything that flags red-flag categories in short texts. Returns, per input, the categories
 * at or above the model's own thresholds (its thresholds are part of the trained head).
 */
export interface SentenceFlagModel {
  flag(sentences: readonly string[]): Promise<SentenceFlag[][]>;
  /**
   * The learned sign guard (decision 162), where the model has one: per clause where a rule's sign is said
   * (findSignCandidates), whether the sign stands as hers, now and meant. Absent: every rule's flag stands.
   */
  signsStand?(candidates: readonly SignCandidate[]): Promise<boolean[]>;
}

export interface ReadFlag {
  category: RedFlagCategory;
  /** 1 for a rule; the model's probability otherwise. */
  confidence: number;
  source: FlagSource;
  /** Index into `sentences` of the sentence it was read in. */
  sentence: number;
  /** The words that raised it (the rule's match, or the clause the model read). */
  phrase: string;
}

/** Why part of a note could not be read. */
export type UnreadReason = 'language' | 'no_words';

export interface NoteSafetyReading {
  sentences: string[];
  /** One flag per category at most: a rule's wins over the model's. Most serious first. */
  flags: ReadFlag[];
  /** Sentences that could not be read, and why (another language; emoji or symbols only). */
  unread: { sentence: number; reason: UnreadReason }[];
  /** Set when most of the note is in a language the reading does not know: the coach should not pretend. */
  language: 'en' | 'other';
  /** Whether the model read it too ('rules+model') or the rules alone ('rules'). */
  triage: TriageMode;
  /** Categories a rule flagged that the learned guard judged not hers, now and meant, and so dropped (decision 162). */
  guarded: RedFlagCategory[];
}

export type TriageMode = 'rules' | 'rules+model';

/** Categories the model's flag is checked for negation, someone else and "over" (symptoms she has now). */
const SYMPTOM_CATEGORIES: ReadonlySet<RedFlagCategory> = new Set<RedFlagCategory>([
  'chest_pain',
  'stroke',
  'anaphylaxis',
  'heavy_bleeding',
  'blood_clot',
  'severe_abdominal_pain',
  'fainting',
  'postmenopausal_bleeding',
  'pregnancy_emergency',
]);


/** Clause longer than this many words is read in overlapping windows, so one alarming part counts. */
const WINDOW_WORDS = 40;
const WINDOW_STEP = 30;

const LETTER = /\p{L}/u;
const LATIN_LETTER = /[a-z]/i;
const EN_WORDS = new Set(
  "i me my im i'm i've ive and the a an to of in on at is was it it's this that but so not no have has had be been am are with for feel feeling felt today tired just really very bit after my day today's week".split(' '),
);
/** Frequent words of the languages people most often write in instead (they rarely occur in English). */
const OTHER_WORDS = new Set(
  'je suis les des est pas une dans avec pour mais tres très ich bin nicht und der die das ist mit auch sehr mein meine ein eine habe yo estoy muy pero con una los las por para mi tengo sono non della molto ho che het een niet ik ben mijn heb eu não muito estou tenho jag är och inte det jeg ikke og er'.split(' '),
);

/** 'other' when a sentence reads as another language (another script, or more foreign than English words). */
function languageOf(sentence: string): 'en' | 'other' | 'none' {
  const letters = [...sentence].filter((ch) => LETTER.test(ch));
  if (letters.length === 0) return 'none';
  const latin = letters.filter((ch) => LATIN_LETTER.test(ch) || /[\u00c0-\u024f]/.test(ch)).length;
  if (latin / letters.length < 0.5) return 'other';
  const words = sentence.toLowerCase().split(/[^\p{L}']+/u).filter((w) => w !== '');
  let en = 0;
  let other = 0;
  for (const w of words) {
    if (EN_WORDS.has(w)) en++;
    else if (OTHER_WORDS.has(w)) other++;
  }
  return other >= 2 && other > en ? 'other' : 'en';
}

/** A pasted list's bullet or number ("- ", "* ", "3) ") is not part of the sentence. */
const BULLET = /^\s*(?:[-*•·‣◦]+|\d{1,2}[.)])\s+/;

/** The sentences of a note as she wrote them (a pasted list: one item each). */
export function readingSentences(text: string): string[] {
  return splitSentences(text)
    .map((s) => s.replace(BULLET, '').trim())
    .filter((s) => s !== '');
}

/** What the model reads for one sentence: its clauses, prepared like the rules' text, long ones windowed. */
export function readingUnits(sentence: string, voice?: NoteVoice): string[] {
  const units: string[] = [];
  for (const clause of splitClauses(prepareForReading(sentence, voice))) {
    const words = clause.split(' ');
    if (words.length <= WINDOW_WORDS) units.push(clause);
    else for (let i = 0; i < words.length; i += WINDOW_STEP) units.push(words.slice(i, i + WINDOW_WORDS).join(' '));
  }
  return units.filter((u) => LETTER.test(u));
}

/**
 * A sentence that leans on the one before for what it is about: "It started an hour ago", "This has been
 * going on since lunch", "And now my arm is numb". Read alone, its clause says little; read with the end of
 * the sentence before, it says what the two say together (docs/decisions/140-note-model-round-7.md).
 */
const LEANS_ON_PREVIOUS = /^(?:it|it's|its|this|that|these|those|which|and|then|now|still|since then|same|again)\b/;

/** One unit the model reads: a clause of a sentence, or (context) a leaning sentence's first clause with the previous sentence's last. */
export interface ReadingUnit {
  sentence: number;
  unit: string;
  context: boolean;
}

/**
 * Every unit the model reads in a note, in order: each readable sentence's clauses, and for a sentence
 * that leans on the previous readable one, its first clause joined to that sentence's last clause (when
 * the two fit in one window). The training script reads notes through this same function.
 */
export function noteUnits(sentences: readonly string[], readable: (sentence: number) => boolean = () => true): ReadingUnit[] {
  const out: ReadingUnit[] = [];
  let previous: string | null = null;
  // Whose voice the note is in is read from the whole note, as the rules read it (a diary's later sentences too).
  const voice = noteVoice(sentences.join(' '));
  sentences.forEach((s, i) => {
    if (!readable(i)) {
      previous = null;
      return;
    }
    const units = readingUnits(s, voice);
    for (const unit of units) out.push({ sentence: i, unit, context: false });
    const first = units[0];
    if (previous !== null && first !== undefined && LEANS_ON_PREVIOUS.test(first)) {
      const joined = `${previous} ${first}`;
      if (joined.split(' ').length <= WINDOW_WORDS) out.push({ sentence: i, unit: joined, context: true });
    }
    previous = units.at(-1) ?? null;
  });
  // Her status in one clause, a sign in another ("last period was 2019. a pinkish discharge a few times"): the two
  // read together, in the note's order (decision 157). At most MAX_STATUS_UNITS of these, so a long note stays quick.
  const status = out.filter((u) => !u.context && statesHerStatus(u.unit)).slice(0, 2);
  if (status.length === 0) return out;
  const joined: ReadingUnit[] = [];
  out.forEach((u, i) => {
    if (u.context || statesHerStatus(u.unit) || !speaksOfASign(u.unit)) return;
    for (const s of status) {
      const unit = out.indexOf(s) < i ? `${s.unit} ${u.unit}` : `${u.unit} ${s.unit}`;
      if (joined.length < MAX_STATUS_UNITS && unit.split(' ').length <= WINDOW_WORDS) joined.push({ sentence: u.sentence, unit, context: true });
    }
  });
  return [...out, ...joined];
}

/** Units joining her status to a sign, per note (each is one more sentence for the model to embed). */
const MAX_STATUS_UNITS = 6;

/** Categories most serious first, as the notice orders them. */
const rank = (c: RedFlagCategory): number => RED_FLAG_CATEGORIES.indexOf(c);

/** The rules' flags, each placed in the sentence its words came from. */
function ruleFlags(text: string, sentences: readonly string[]): ReadFlag[] {
  const voice = noteVoice(text);
  const prepared = sentences.map((s) => prepareForReading(s, voice));
  return findRedFlags(text).map((m) => {
    const at = prepared.findIndex((s) => s.includes(m.phrase));
    return { category: m.category, confidence: 1, source: 'rule' as const, sentence: Math.max(0, at), phrase: m.phrase };
  });
}

export interface ReadOptions {
  /** false: the model's flags alone (the bench's per-source figures); the app always reads with the rules. */
  rules?: boolean;
  /** false: the rules' flags are not judged by the model's sign guard (the bench's per-source figures). */
  guard?: boolean;
}

/** Read one note: rules first, then (when given) the model on what the rules' handling lets through. */
export async function readNoteSafety(text: string, model: SentenceFlagModel | null, options: ReadOptions = {}): Promise<NoteSafetyReading> {
  const sentences = readingSentences(text);
  const unread: NoteSafetyReading['unread'] = [];
  const languages = sentences.map(languageOf);
  languages.forEach((l, i) => {
    if (l === 'other') unread.push({ sentence: i, reason: 'language' });
    if (l === 'none') unread.push({ sentence: i, reason: 'no_words' });
  });
  const otherLetters = sentences.filter((_, i) => languages[i] === 'other').join('').length;
  const enLetters = sentences.filter((_, i) => languages[i] === 'en').join('').length;
  const language = otherLetters > enLetters ? 'other' : 'en';

  // The model's units are known from the sentences alone, so the model starts on them first: where it runs beside the
  // rules (the API's worker thread, decision 170), it embeds while the rules read. Its flags are merged after the
  // rules' and the guard's, as before.
  const inputs: { sentence: number; unit: string; whole: string; stripped: boolean; resolved: boolean }[] = [];
  if (model !== null) {
    // Whole units (for self-harm, eating, medicines, weight) and, where a negation was removed, the rest.
    for (const { sentence, unit } of noteUnits(sentences, (i) => languages[i] === 'en')) {
      const resolved = isResolvedClause(unit);
      inputs.push({ sentence, unit, whole: unit, stripped: false, resolved });
      const rest = withoutNegated(unit);
      if (rest !== null) inputs.push({ sentence, unit: rest, whole: unit, stripped: true, resolved });
    }
  }
  const modelResults = model !== null && inputs.length > 0 ? model.flag(inputs.map((x) => x.unit)) : Promise.resolve([] as SentenceFlag[][]);
  // Awaited below, after the rules; a failure is not "unhandled" meanwhile (it is thrown there).
  modelResults.catch(() => undefined);

  const flags = new Map<RedFlagCategory, ReadFlag>();
  if (options.rules !== false) for (const f of ruleFlags(text, sentences)) if (!flags.has(f.category)) flags.set(f.category, f);
  // The learned guard (decision 162): a rule's flag is dropped when every clause its sign is said in is judged not
  // hers, now and meant. A category with no such clause (one the rules add from the note as a whole) stands.
  const guarded: RedFlagCategory[] = [];
  if (model?.signsStand && options.guard !== false && flags.size > 0) {
    const candidates = findSignCandidates(text).filter((c) => flags.get(c.category)?.source === 'rule');
    const stand = candidates.length > 0 ? await model.signsStand(candidates) : [];
    for (const category of new Set(candidates.map((c) => c.category)))
      if (!candidates.some((c, i) => c.category === category && stand[i] === true)) {
        flags.delete(category);
        guarded.push(category);
      }
  }

  if (model !== null) {
    // A stripped unit follows its whole unit: the whole one's symptom flags give way to it.
    const hasStripped = new Set(inputs.flatMap((x, i) => (x.stripped ? [i - 1] : [])));
    const results = await modelResults;
    const prepared = prepareForReading(text);
    inputs.forEach((input, i) => {
      for (const f of results[i] ?? []) {
        const symptom = SYMPTOM_CATEGORIES.has(f.category);
        // Symptoms are read from the clause without its negated words; the whole clause only when it had none.
        if (symptom && !input.stripped && hasStripped.has(i)) continue;
        if (!symptom && input.stripped) continue;
        if (symptom && input.resolved) continue;
        // Someone else, judged on the whole clause (the stripped one may have lost the "not me").
        if (heldForSomeoneElse(f.category, input.whole)) continue;
        if (modelFlagHeldBack(f.category, prepared, input.whole)) continue;
        const seen = flags.get(f.category);
        if (seen && (seen.source === 'rule' || seen.confidence >= f.confidence)) continue;
        flags.set(f.category, { category: f.category, confidence: f.confidence, source: 'model', sentence: input.sentence, phrase: input.unit });
      }
    });
  }
  return {
    sentences,
    flags: [...flags.values()].sort((a, b) => rank(a.category) - rank(b.category)),
    unread,
    language,
    triage: model === null ? 'rules' : 'rules+model',
    guarded,
  };
}

/** A coach model's flags are added, never used to remove one (docs/decisions/105). */
export function withCoachFlags(reading: NoteSafetyReading, coachFlags: readonly (SentenceFlag & { sentence?: number })[]): NoteSafetyReading {
  const flags = [...reading.flags];
  for (const f of coachFlags) {
    if (flags.some((x) => x.category === f.category)) continue;
    const sentence = f.sentence ?? 0;
    flags.push({ category: f.category, confidence: f.confidence, source: 'coach_model', sentence, phrase: reading.sentences[sentence] ?? '' });
  }
  return { ...reading, flags: flags.sort((a, b) => rank(a.category) - rank(b.category)) };
}

/** A flag the coach model proposes (decision 146): a category and her own words that show it. */
export interface CoachFlagProposal {
  category: string;
  quote: string;
}

/** A quote shorter than this says too little to stand on ("chest pain" alone could be "no chest pain"). */
export const MIN_COACH_QUOTE_WORDS = 3;
/** The confidence a coach model's flag carries: below the rules' 1, reported as its own source. */
export const COACH_FLAG_CONFIDENCE = 0.6;

const EDGE_PUNCTUATION = /^[\s"'“”‘’.,;:!?()-]+|[\s"'“”‘’.,;:!?()-]+$/g;
const folded = (s: string) => s.toLowerCase().replace(/[‘’]/g, "'").replace(/\s+/g, ' ').trim();

/**
 * The coach model's proposals it may add (decision 146): only in a known category, only with her own words
 * (a quote of at least {@link MIN_COACH_QUOTE_WORDS} words found in one sentence of the note), and never where
 * the rules' own reading says the words are not hers now: negated ("no chest pain"), about someone else, or
 * past. One flag per category. It adds flags; nothing here can remove one.
 */
export function acceptedCoachFlags(text: string, proposals: readonly CoachFlagProposal[]): (SentenceFlag & { sentence: number })[] {
  const sentences = readingSentences(text).map(folded);
  const out: (SentenceFlag & { sentence: number })[] = [];
  for (const p of proposals) {
    const category = p.category as RedFlagCategory;
    if (!RED_FLAG_CATEGORIES.includes(category) || out.some((f) => f.category === category)) continue;
    const quote = folded(p.quote).replace(EDGE_PUNCTUATION, '');
    if (quote.split(' ').length < MIN_COACH_QUOTE_WORDS) continue;
    const at = sentences.findIndex((s) => s.includes(quote));
    if (at < 0) continue;
    const sentence = sentences[at] as string;
    const stripped = withoutNegated(sentence);
    if (stripped !== null && !stripped.includes(quote)) continue;
    const before = sentence.slice(0, sentence.indexOf(quote));
    if (heldForSomeoneElse(category, before) || isResolvedClause(sentence)) continue;
    out.push({ category, confidence: COACH_FLAG_CONFIDENCE, sentence: at });
  }
  return out;
}

/** The action-first notice for a reading, or null when nothing was flagged. */
export function noticeForReading(reading: NoteSafetyReading, options: TriageOptions = {}): SafetyNotice | null {
  const phrases: Partial<Record<RedFlagCategory, string>> = {};
  for (const f of reading.flags) phrases[f.category] ??= f.phrase;
  return safetyNoticeFor(
    reading.flags.map((f) => f.category),
    { ...options, phrases },
  );
}

/** The categories a reading flagged, in order (for metrics and tests). */
export const flaggedCategories = (reading: NoteSafetyReading): RedFlagCategory[] => reading.flags.map((f) => f.category);
