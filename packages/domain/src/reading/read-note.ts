// One reading of a note (docs/decisions/110): every text she writes — a check-in, a Log note, a
// weekly reflection, an onboarding answer — is read here once, into a NoteReading that is stored
// next to `llmExtract` and used by every consumer (the coach, the Log's symptom summary, weekly
// stats and recommendations, focus areas, the clinician PDF, the export). This file holds the one
// vocabulary for symptoms, topics, what helped and what she misses; red flags come from triage
// (safety/triage.ts) and medicines from the medication table and the supplement catalogue.
import { findInteractionEntries } from '../safety/interaction-screen';
import { MEDICATION_NAMES, MEDICATION_CLASSES, type MedicationClass } from '../safety/medication-classes';
import { findSupplementsInText } from '../safety/supplement-screen';
import { isNegated, normalizeText, splitClauses } from '../safety/text';
import { splitSentences } from '../safety/sentences';
import { findRedFlags, RED_FLAG_INFO } from '../safety/triage';
import { intentsOf } from '../coach/intents';
import { everyMatch, LIFE_STAGE_WORDS } from './life-stage';
import { isCurrentReading, presentSymptoms } from './views';

export { reviewText } from './review-text';
import { NOTE_READING_VERSION, MAX_READING_SENTENCE_LENGTH, MAX_READING_SENTENCES, NOTE_SYMPTOMS } from './version';
import type {
  NoteEffect,
  NoteMedicine,
  NoteMiss,
  NoteReading,
  NoteRedFlag,
  NoteSymptom,
  NoteSymptomName,
  NoteTopic,
  NoteTopicMention,
  NoteUnread,
} from '../schemas/reading';
import { escapeRegExp } from '../safety/regex-trie';

/** Confidence given to a rule's red flag: the rules are precise (docs/decisions/037). */
export const RULE_FLAG_CONFIDENCE = 1;

// --- vocabulary ------------------------------------------------------------------------------------

const SYMPTOM_PATTERNS: ReadonlyArray<readonly [NoteSymptomName, RegExp]> = [
  ['poor sleep', /\b(?:slept (?:badly|poorly|terribly|awfully|horribly|very little|little|bad|awful|terrible)|(?:bad|poor|terrible|awful|broken|restless|rough|sleepless) (?:night|nights|sleep|night's sleep)|(?:couldn't|can't|could not|didn't|did not) (?:sleep|fall asleep|get to sleep|stay asleep)|insomnia|woke (?:up )?(?:at \d|early|several times|a lot|multiple times|constantly|every hour|repeatedly)|wak(?:e|ing) (?:up )?(?:at \d|in the night|during the night|early|a lot)|kept waking|up all night|barely slept|hardly slept|tossing and turning|sleep (?:was|has been|is) (?:bad|poor|awful|terrible|rubbish|broken|patchy))/g],
  ['fatigue', /\b(?:tired|exhausted|exhaustion|fatigue|fatigued|drained|wiped out|no energy|low energy|sluggish|knackered|worn out|lethargic|running on empty|shattered)\b/g],
  ['brain fog', /\b(?:brain fog|foggy|can't focus|can't concentrate|fuzzy head)\b/g],
  ['headache', /\b(?:headaches?|migraines?|head (?:hurts|aches|is pounding|is sore))\b/g],
  ['back pain', /\b(?:(?:lower |upper )?back (?:pain|ache|aches|aching|hurts|hurting|is sore|is killing me|is stiff|twinge|spasm)|backache|sore (?:lower )?back|(?:pain|ache|aching|twinge) in (?:my )?(?:lower |upper )?back|sciatica)\b/g],
  ['neck pain', /\b(?:neck (?:pain|ache|aches|hurts|is sore|is stiff)|stiff neck|sore neck|crick in my neck)\b/g],
  ['shoulder pain', /\b(?:shoulders? (?:pain|ache|aches|hurts?|is sore|are sore)|sore shoulders?)\b/g],
  ['knee pain', /\b(?:knees? (?:pain|ache|aches|hurts?|is sore|are sore)|sore knees?)\b/g],
  ['hip pain', /\b(?:hips? (?:pain|ache|aches|hurts?|is sore|are sore)|sore hips?)\b/g],
  ['joint pain', /\b(?:joint pain|joints? (?:ache|aches|hurt|hurts|are sore)|achy joints|aching joints|arthritis flare)\b/g],
  ['stiffness', /\b(?:stiff|stiffness|achy|aching all over)\b/g],
  ['cramps', /\b(?:cramps|cramping|period pain|menstrual pain)\b/g],
  ['bloating', /\b(?:bloat(?:ed|ing)?|gassy|swollen belly)\b/g],
  ['digestive upset', /\b(?:digestive (?:upset|issues|problems|trouble)|constipat\w*|indigestion|reflux|heartburn|upset (?:stomach|tummy)|stomach (?:ache|upset|is upset)|tummy (?:ache|upset)|diarrh\w*|ibs flare)\b/g],
  ['nausea', /\b(?:nause\w*|queasy|felt sick|feel sick|feeling sick)\b/g],
  ['hot flushes', everyMatch(LIFE_STAGE_WORDS.hotFlushes)],
  ['night sweats', everyMatch(LIFE_STAGE_WORDS.nightSweats)],
  ['cravings', /\bcrav(?:ings?|ing)\b/g],
  ['stress', /\b(?:stress(?:ed|ful)?|overwhelm(?:ed|ing)?|under pressure|frazzled|burn(?:ed|t)? out|burnout)\b/g],
  ['anxiety', /\b(?:anxious|anxiety|panic(?:ky)?|worried|on edge|nervous|racing thoughts)\b/g],
  ['low mood', /\b(?:low mood|mood (?:is |was |has been )?(?:low|down|bad|rubbish)|(?:feeling|feel|felt) (?:low|down|blue|flat|sad)|sad|depressed|tearful|cried|crying|miserable)\b/g],
  ['irritability', /\b(?:irritable|irritated|snappy|short[- ]tempered|cranky|grumpy|moody)\b/g],
];

const TOPIC_PATTERNS: ReadonlyArray<readonly [NoteTopic, RegExp]> = [
  ['stress', /\b(?:stress\w*|burn(?:ed|t)? ?out|burnout|overwhelm\w*|under pressure|frazzled)\b/g],
  ['anxiety', /\b(?:anxi\w*|panic\w*|worr(?:y|ied|ying)|nervous|on edge|racing thoughts)\b/g],
  ['sleep', /\b(?:sleep\w*|insomnia|slept|wake up at|waking (?:up )?(?:at|in the night|early)|restless nights?|can't sleep)\b/g],
  ['injury', /\b(?:injur\w*|recover(?:y|ing) from|post-?injury|surgery|sprain\w*|rehab\w*|physio\w*)\b/g],
  ['mobility', /\b(?:pain|painful|aches?|aching|stiff\w*|mobility|joints?|back|neck|knees?|hips?|shoulders?|arthritis|sciatica|fibromyalgia)\b/g],
  ['cycle', /\b(?:cycles?|pms|pmdd|periods?|menstrua\w*|hormon\w*|perimenopaus\w*|menopaus\w*|hot (?:flush|flash)\w*|pcos|endometriosis)\b/g],
  ['energy', /\b(?:energy|fatigue\w*|tired\w*|exhaust\w*|sluggish|brain fog|drained|lethargic)\b/g],
  ['digestion', /\b(?:digest\w*|bloat\w*|gut|ibs|constipat\w*|reflux|stomach|tummy)\b/g],
  ['mood', /\b(?:depress\w*|low mood|mood|sad\w*|tearful|flat)\b/g],
];

/** After a topic word: "is OK", "fine", "good", "well", "not a problem" — she says it is not a problem. */
const FINE_AFTER =
  /^(?:'s|\s)*(?:\s*(?:is|was|are|were|has been|have been|has|seems?|feels?|been|itself|overall|actually|really|pretty|quite|mostly|generally|all|totally|absolutely))*\s*(?:ok|okay|fine|good|great|well|alright|all right|normal|sorted|better than ever|not (?:bad|an issue|a problem|too bad)|no (?:problem|issue)s?)\b/;
/** Before a topic word: "no problems with", "nothing wrong with". */
const FINE_BEFORE = /\b(?:no (?:problems?|issues?|trouble) (?:with|sleeping)|nothing wrong with|fine with)\s*(?:my\s+)?$/;
/** Resolved: "it's gone", "cleared up", "used to", "no longer". */
const RESOLVED_AFTER = /\b(?:(?:has|have|had|is|are|was) (?:gone|passed|cleared|settled|stopped|eased off)|went away|cleared up|gone now|is gone|are gone|disappeared|over now|stopped)\b/;
const RESOLVED_BEFORE = /\b(?:used to (?:have|get|suffer)|no longer|not any more|don't get|had (?:a |some )?(?:bad )?$)/;
/** Someone else is the subject ("my daughter's headache", "he has a cold"). */
const OTHER_PERSON =
  /\b(?:my|our|her|his) (?:mum|mom|mother|dad|father|sister|brother|friend|husband|wife|partner|boyfriend|girlfriend|son|daughter|kids?|child|children|baby|colleague|coworker|boss|neighbou?r|grandma|grandad|grandpa|nan|aunt|uncle|cousin|dog|cat)(?:s|'s)?\b|^(?:he|she|they)\b/;
const FIRST_PERSON = /\b(?:i|i'm|i've|i'd|im|me|myself|mine|my)\b/;

const SEVERE = /\b(?:severe|terrible|awful|unbearable|really bad|killing me|excruciating|worst|horrendous|dreadful|so bad|constant)\b/;
const MILD = /\b(?:mild|slight|slightly|a bit|a little|little|twinge|niggle|minor)\b/;
const EASING = /\b(?:better|easing|eased|improving|improved|fewer|less|milder)\b/;
const AT_NIGHT = /\b(?:(?:[1-5]|one|two|three|four|five) ?(?:am|a\.m\.|o'clock)|in the night|at night|overnight|night ?time|during the night|middle of the night|woke|waking|wake)\b/;

const GOOD = /\b(?:great|good|well rested|rested|slept (?:well|great)|energi[sz]ed|feeling (?:better|strong|positive)|amazing|fantastic|happy|calm|full of energy)\b/;
const HIGH_ENERGY = /\b(?:energi[sz]ed|lots of energy|high energy|full of energy|buzzing)\b/;
const levelPattern = (name: string): RegExp =>
  new RegExp(`\\b${name}(?: level)?(?: is| was| at| of|:)? ?(\\d{1,2})(?: ?/ ?10| out of 10)?\\b`);
const LEVEL_PATTERNS = { mood: levelPattern('mood'), energy: levelPattern('energy'), pain: levelPattern('pain') } as const;
const PAIN_SYMPTOMS: readonly NoteSymptomName[] = ['back pain', 'neck pain', 'shoulder pain', 'knee pain', 'hip pain', 'joint pain', 'headache', 'cramps', 'stiffness'];

/** "X helped", "X really helps", "X made a difference", "X was lovely". */
const HELPED =
  /^(.{2,60}?)\s+(?:(?:really|definitely|actually|also|both|has|have|had|all|so|genuinely)\s+)*(?:helped|helps|help|was (?:really |so )?(?:helpful|lovely|great|good)|is (?:really |so )?(?:helpful|working)|worked|works|made (?:a|the|all the) (?:big |real |huge )?difference|calmed me|settled me)\b/;
const NOT_HELPED =
  /^(.{2,60}?)\s+(?:(?:really|just|also|has|have)\s+)*(?:didn't help|did not help|doesn't help|does not help|hasn't helped|did nothing|does nothing|made (?:it|things|me) worse|was too (?:much|hard|long)|didn't work|doesn't work)\b/;
/** "I (really) miss my walks", "I've been missing yoga", "wish I could get back to swimming". */
const MISSES =
  /\b(?:i (?:really |do |so )?miss(?:ed)? (?:doing |having )?|i've been missing |missing (?=my )|wish i could (?:get back to|go back to|still do|do) |i'd love to get back to )([a-z' -]{3,40}?)(?=$|[,.!?]| (?:and|but|so|because|in the|every|again|now|lately|recently|since)\b)/;
/** "I missed my walk today" is a day she skipped it, not one she longs for. */
const SKIPPED_TODAY = /\b(?:today|this morning|yesterday|tonight|this week)\b/;

const FILLER_START = /^(?:and|but|so|also|then|just|honestly|actually|i think|i found|i feel like|definitely|really)\s+/;

// --- medicines -------------------------------------------------------------------------------------

/** Table words too general to be one medicine ('pill' alone, 'levo'). */
const NOT_A_NAME = new Set(['pill', 'pop', 'coc', 'patch', 'implant', 'depo', 'levo', 'ndt', 'biologic', 'biologics', 'liver', 'menopause treatment', 'antidepressant', 'anti depressant', 'ssri', 'snri']);
const MEDICATION_MATCHERS: ReadonlyArray<{ cls: MedicationClass; name: string; re: RegExp }> = MEDICATION_CLASSES.flatMap((cls) =>
  MEDICATION_NAMES[cls]
    .filter((n) => !NOT_A_NAME.has(n) && n.length >= 3)
    .map((name) => ({ cls, name, re: new RegExp(`\\b${escapeRegExp(name).replace(/ /g, '\\s+')}(?:s)?\\b`) })),
).sort((a, b) => b.name.length - a.name.length);
/** One scan that matches wherever any medication name could: ordinary clauses cost one regex, not hundreds. */
const ANY_MEDICATION = new RegExp(MEDICATION_MATCHERS.map((m) => m.re.source).join('|'));
/** Misspellings in the table map to the spelling a pharmacist would write. */
const CANONICAL: Readonly<Record<string, string>> = {
  levothyroxin: 'levothyroxine',
  warferin: 'warfarin',
  warfrin: 'warfarin',
  sertaline: 'sertraline',
  metformon: 'metformin',
};
const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

function medicinesIn(clause: string, found: Map<string, NoteMedicine>): void {
  for (const m of ANY_MEDICATION.test(clause) ? MEDICATION_MATCHERS : []) {
    const hit = m.re.exec(clause);
    if (hit === null || isNegated(clause.slice(0, hit.index))) continue;
    const name = capitalise(CANONICAL[m.name] ?? m.name);
    if (![...found.values()].some((f) => f.words.includes(hit[0]) || hit[0].includes(f.words))) {
      found.set(name.toLowerCase(), { name, kind: 'medication', words: hit[0].slice(0, 100), medicationClass: m.cls });
    }
  }
  for (const s of findSupplementsInText(clause)) {
    const key = s.name.toLowerCase();
    if (found.has(key)) continue;
    found.set(key, { name: s.name, kind: s.type === 'herb' ? 'herb' : 'supplement', words: s.name.toLowerCase().slice(0, 100), medicationClass: null });
  }
  for (const e of findInteractionEntries(clause)) {
    const key = e.name.toLowerCase();
    if ([...found.keys()].some((k) => k === key || k.startsWith(key.slice(0, 6)))) continue;
    found.set(key, { name: e.name, kind: 'supplement', words: e.name.toLowerCase().slice(0, 100), medicationClass: null });
  }
}

// --- what it could not read -------------------------------------------------------------------------

const ENGLISH_WORDS = new Set([
  'i', 'the', 'and', 'a', 'to', 'my', 'is', 'it', 'of', 'in', 'was', 'me', 'today', 'feel', 'but', 'so', 'not', 'have', 'had', 'been',
  'with', 'for', 'on', 'this', 'that', 'just', 'very', 'im', "i'm", 'at', 'all', 'night', 'sleep', 'tired', 'good', 'bad', 'day', 'no',
]);
/** Common function words of the other languages she is likeliest to write in (es, fr, de, it, pt, nl, pl). */
const FOREIGN_WORDS = new Set([
  'y', 'con', 'de', 'el', 'la', 'los', 'las', 'muy', 'estoy', 'hoy', 'pero', 'mi', 'que', 'es', 'un', 'una', 'je', 'suis', 'et', 'le',
  'les', 'des', 'très', 'mais', 'aujourd', 'pas', 'ich', 'bin', 'und', 'nicht', 'heute', 'sehr', 'mit', 'der', 'die', 'das', 'sono',
  'molto', 'oggi', 'ma', 'non', 'il', 'di', 'estou', 'muito', 'não', 'em', 'ik', 'ben', 'het', 'een', 'niet', 'jestem', 'nie', 'się',
]);
/** Latin-script words; a note with few English function words among them is in another language. */
function isOtherLanguage(normalized: string): boolean {
  const words = normalized.match(/[\p{L}']+/gu) ?? [];
  if (words.length === 0) return /\p{L}/u.test(normalized);
  const nonLatin = words.filter((w) => !/^[\p{Script=Latin}'\p{M}]+$/u.test(w)).length;
  if (nonLatin / words.length > 0.5) return true;
  if (words.length < 4) return false;
  const english = words.filter((w) => ENGLISH_WORDS.has(w)).length;
  const foreign = words.filter((w) => FOREIGN_WORDS.has(w)).length;
  return english / words.length < 0.08 || (foreign >= 2 && foreign > english);
}

/** Four or more lines that start like list items (bullets, numbers) or read like a pasted table. */
function isPastedList(text: string): boolean {
  const lines = text.split(/\n/).map((l) => l.trim()).filter((l) => l !== '');
  const items = lines.filter((l) => /^(?:[-*•·]|\d+[.)]|\[[ x]\])\s*/.test(l)).length;
  return items >= 4 || (lines.length >= 6 && lines.filter((l) => l.split(/\s+/).length <= 4).length / lines.length > 0.7);
}

// --- the reading -----------------------------------------------------------------------------------

function level(n: string, name: keyof typeof LEVEL_PATTERNS): number | undefined {
  const m = LEVEL_PATTERNS[name].exec(n);
  if (m === null) return undefined;
  const v = Number(m[1]);
  return v <= 10 ? v : undefined;
}

function subjectOf(before: string): 'self' | 'other' {
  const m = OTHER_PERSON.exec(before);
  if (m === null) return 'self';
  return FIRST_PERSON.test(before.slice(m.index + m[0].length).replace(/^\s*'s\b/, '')) && !/\b(?:my|our) \w+(?:'s)?\s*\w*\s*$/.test(before) ? 'self' : 'other';
}

function tidy(what: string): string {
  let s = what.trim().replace(/^[,;:\s]+/, '');
  for (let i = 0; i < 3; i++) s = s.replace(FILLER_START, '');
  return s.replace(/\s+/g, ' ').trim();
}

/** Is the match negated, or said to be fine ("I sleep OK", "no problems with sleep")? */
function saysFine(clause: string, index: number, length: number): boolean {
  const before = clause.slice(0, index);
  if (isNegated(before) || FINE_BEFORE.test(before)) return true;
  return FINE_AFTER.test(clause.slice(index + length));
}

export interface ReadNoteOptions {
  /** Red flags from other readers (a model) to add to the rules' flags; never removes one. */
  extraFlags?: readonly NoteRedFlag[];
}

/** Read one text into a NoteReading. Pure and deterministic; empty text gives an empty reading. */
export function readNote(text: string, options: ReadNoteOptions = {}): NoteReading {
  const raw = text ?? '';
  const allSentences = splitSentences(raw);
  const unread: NoteUnread[] = [];
  if (allSentences.length > MAX_READING_SENTENCES) unread.push('too_long');
  if (isPastedList(raw)) unread.push('pasted_list');
  const normalized = normalizeText(raw);
  if (normalized !== '' && isOtherLanguage(normalized)) unread.push('other_language');

  const sentences = allSentences.slice(0, MAX_READING_SENTENCES).map((s) => s.slice(0, MAX_READING_SENTENCE_LENGTH));
  const normSentences = sentences.map(normalizeText);

  const symptoms = new Map<NoteSymptomName, NoteSymptom>();
  const topics = new Map<NoteTopic, NoteTopicMention>();
  const medicines = new Map<string, NoteMedicine>();
  const effects: NoteEffect[] = [];
  const misses: NoteMiss[] = [];

  normSentences.forEach((sentence, si) => {
    for (const clause of splitClauses(sentence)) {
      for (const [symptom, re] of SYMPTOM_PATTERNS) {
        for (const m of clause.matchAll(re)) {
          const index = m.index ?? 0;
          const before = clause.slice(0, index);
          const after = clause.slice(index + m[0].length);
          const negated = isNegated(before);
          const subject = subjectOf(before);
          const when = RESOLVED_AFTER.test(after) || RESOLVED_BEFORE.test(before) ? 'resolved' : 'now';
          const mention: NoteSymptom = {
            symptom,
            words: m[0].slice(0, 100),
            negated,
            subject,
            when,
            severity: SEVERE.test(clause) ? 'severe' : MILD.test(clause) ? 'mild' : null,
            easing: EASING.test(clause),
            atNight: AT_NIGHT.test(clause) || symptom === 'night sweats',
            sentence: si,
          };
          const old = symptoms.get(symptom);
          // A mention that is hers, now and not negated wins over a negated or someone else's one.
          const counts = (s: NoteSymptom) => !s.negated && s.subject === 'self' && s.when === 'now';
          if (old === undefined || (!counts(old) && counts(mention))) symptoms.set(symptom, mention);
          else if (counts(old) && counts(mention)) {
            if (mention.severity === 'severe') old.severity = 'severe';
            if (mention.atNight) old.atNight = true;
          }
        }
      }
      for (const [topic, re] of TOPIC_PATTERNS) {
        for (const m of clause.matchAll(re)) {
          const index = m.index ?? 0;
          const fine = saysFine(clause, index, m[0].length) || subjectOf(clause.slice(0, index)) === 'other';
          const old = topics.get(topic);
          if (old === undefined || (old.negated && !fine)) topics.set(topic, { topic, words: m[0].slice(0, 100), negated: fine, sentence: si });
        }
      }
      medicinesIn(clause, medicines);
      const stripped = clause.replace(/^(?:i think|honestly|actually|and|but|so|also)\s+/, '');
      const notHelped = NOT_HELPED.exec(stripped);
      const helped = notHelped === null ? HELPED.exec(stripped) : null;
      const hit = notHelped ?? helped;
      if (hit !== null) {
        const what = tidy(hit[1] ?? '');
        const negated = notHelped === null && /\b(?:not|nothing|never|didn't|doesn't|hasn't)\b/.test(what);
        if (what !== '' && !/^(?:it|that|this|which|nothing|anything)$/.test(what) && !negated) {
          effects.push({ what: what.slice(0, 200), helped: notHelped === null, intents: [...intentsOf(what)] });
        }
      }
      const miss = MISSES.exec(clause);
      if (miss !== null && !(/\bmissed\b/.test(miss[0]) && SKIPPED_TODAY.test(clause))) {
        const what = tidy(miss[1] ?? '');
        if (what !== '') misses.push({ what: what.slice(0, 200), intents: [...intentsOf(what)] });
      }
    }
  });

  const redFlags: NoteRedFlag[] = [];
  for (const f of findRedFlags(raw)) {
    if (!redFlags.some((r) => r.category === f.category)) {
      redFlags.push({ category: f.category, confidence: RULE_FLAG_CONFIDENCE, source: 'rule', phrase: f.phrase.slice(0, 100), title: RED_FLAG_INFO[f.category].title });
    }
  }
  const reading: NoteReading = {
    version: NOTE_READING_VERSION,
    sentences,
    symptoms: NOTE_SYMPTOMS.filter((s) => symptoms.has(s)).map((s) => symptoms.get(s) as NoteSymptom),
    topics: [...topics.values()],
    redFlags,
    medicines: [...medicines.values()].slice(0, 50),
    effects: effects.slice(0, 50),
    misses: misses.slice(0, 50),
    mood: null,
    energy: null,
    pain: null,
    unread,
  };
  const levels = levelsOf(normSentences.join(' '), reading);
  return withFlags({ ...reading, ...levels }, options.extraFlags ?? []);
}

/** Mood, energy and pain: a number she gave ("energy 4/10"), else a word from her symptoms. */
function levelsOf(n: string, reading: NoteReading): Pick<NoteReading, 'mood' | 'energy' | 'pain'> {
  const has = (s: NoteSymptomName): boolean => presentSymptoms(reading).some((x) => x.symptom === s);
  const mood = level(n, 'mood') ?? (has('low mood') ? 'low' : has('anxiety') ? 'anxious' : has('stress') ? 'stressed' : has('irritability') ? 'irritable' : GOOD.test(n) ? 'good' : null);
  const energy = level(n, 'energy') ?? (has('fatigue') || has('brain fog') ? 'low' : HIGH_ENERGY.test(n) ? 'high' : GOOD.test(n) ? 'good' : null);
  const pains = presentSymptoms(reading).filter((s) => PAIN_SYMPTOMS.includes(s.symptom));
  const pain =
    level(n, 'pain') ?? (pains.length === 0 ? null : pains.some((p) => p.severity === 'severe') ? 'severe' : pains.some((p) => p.severity === 'mild') ? 'mild' : 'moderate');
  return { mood, energy, pain };
}

/** The reading with more red flags (a model's, the coach model's): flags are added, never removed. */
export function withFlags(reading: NoteReading, flags: readonly NoteRedFlag[]): NoteReading {
  if (flags.length === 0) return reading;
  const out = [...reading.redFlags];
  for (const f of flags) if (!out.some((r) => r.category === f.category && r.source === f.source)) out.push(f);
  return { ...reading, redFlags: out };
}

/** The stored reading when it is current, else a fresh reading of the text (documents from before readings). */
export function readingOrRead(stored: unknown, text: string): NoteReading {
  return isCurrentReading(stored) ? stored : readNote(text);
}

/** The text of a day's log the reading covers: her notes, and the check-in transcript when the notes do not hold it. */
export function logText(log: { notes?: string | null; transcript?: string | null }): string {
  const notes = (log.notes ?? '').trim();
  const transcript = (log.transcript ?? '').trim();
  if (transcript === '' || notes.includes(transcript)) return notes;
  return notes === '' ? transcript : `${notes}\n\n${transcript}`;
}


/** A log's reading: the stored one, or read on the fly for a log saved before readings existed. */
export function readingOfLog(log: { notes?: string | null; transcript?: string | null; reading?: unknown }): NoteReading {
  return readingOrRead(log.reading, logText(log));
}
