// Data minimisation for LLM prompts (what each operation sends: docs/decisions/035).
// A prompt carries what the task needs and nothing that identifies her: never name, email,
// location, ids or age; medications and conditions only as the classes the coach needs ('takes
// an anticoagulant') and only for a signed-in person; free text as a summary where a summary
// serves, and redacted where the text itself is the task (today's check-in note).
import {
  answerList,
  detectFocusAreas,
  escapeRegExp,
  extractFromNote,
  screeningPregnancyStatusFor,
  readingOfLog,
  readNote,
  summarySymptoms,
  triageMany,
  type CoachNoteContext,
  type DailyLog,
  type LlmExtractObject,
  type User,
} from '@cadence/domain';

interface TermClass {
  label: string;
  terms: readonly string[];
}

/** Medication classes the coach needs (supplement interactions, energy, sleep, mood). */
const MEDICATION_CLASSES: readonly TermClass[] = [
  {
    label: 'takes an anticoagulant',
    terms: ['anticoagulant', 'blood thinner', 'warfarin', 'coumadin', 'apixaban', 'eliquis', 'rivaroxaban', 'xarelto', 'dabigatran', 'edoxaban', 'heparin', 'clopidogrel', 'aspirin'],
  },
  { label: 'takes thyroid medication', terms: ['levothyroxine', 'thyroxine', 'liothyronine', 'euthyrox', 'synthroid', 'thyroid'] },
  {
    label: 'takes an antidepressant',
    terms: ['antidepressant', 'ssri', 'snri', 'sertraline', 'fluoxetine', 'prozac', 'citalopram', 'escitalopram', 'paroxetine', 'venlafaxine', 'duloxetine', 'mirtazapine', 'amitriptyline', 'bupropion'],
  },
  { label: 'takes hormone therapy or hormonal contraception', terms: ['hrt', 'estradiol', 'oestradiol', 'estrogen', 'oestrogen', 'progesterone', 'progestogen', 'tibolone', 'contraceptive', 'the pill', 'testosterone'] },
  { label: 'takes blood-pressure medication', terms: ['blood pressure', 'amlodipine', 'ramipril', 'lisinopril', 'losartan', 'bisoprolol', 'propranolol', 'beta blocker', 'diuretic'] },
  { label: 'takes diabetes medication', terms: ['metformin', 'insulin', 'gliclazide', 'semaglutide', 'ozempic', 'sitagliptin'] },
  { label: 'takes a sedative or sleep medication', terms: ['zopiclone', 'zolpidem', 'diazepam', 'lorazepam', 'benzodiazepine', 'sleeping pill', 'sedative'] },
  { label: 'takes a statin', terms: ['statin', 'atorvastatin', 'simvastatin', 'rosuvastatin'] },
  { label: 'takes an immunosuppressant', terms: ['immunosuppressant', 'tacrolimus', 'ciclosporin', 'cyclosporine', 'methotrexate'] },
];

/** Condition classes the coach needs. */
const CONDITION_CLASSES: readonly TermClass[] = [
  { label: 'has a thyroid condition', terms: ['thyroid', 'hypothyroidism', 'hyperthyroidism', 'hashimoto', 'graves'] },
  { label: 'has diabetes', terms: ['diabetes', 'diabetic', 'prediabetes'] },
  { label: 'has high blood pressure', terms: ['high blood pressure', 'hypertension'] },
  { label: 'has a heart condition', terms: ['heart', 'cardiac', 'arrhythmia', 'atrial fibrillation'] },
  { label: 'has a bleeding or clotting disorder', terms: ['bleeding disorder', 'clotting', 'haemophilia', 'hemophilia', 'dvt', 'thrombosis'] },
  { label: 'has a kidney or liver condition', terms: ['kidney', 'renal', 'liver', 'hepatic'] },
  { label: 'has depression or anxiety', terms: ['depression', 'anxiety', 'panic'] },
  { label: 'has PCOS or endometriosis', terms: ['pcos', 'polycystic', 'endometriosis'] },
  { label: 'has joint or back pain', terms: ['arthritis', 'osteoarthritis', 'back pain', 'joint'] },
  { label: 'has an autoimmune condition', terms: ['autoimmune', 'lupus', 'rheumatoid', 'coeliac', 'celiac', 'crohn', 'colitis'] },
];

const fold = (s: string) => s.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
const wordRe = (term: string) => new RegExp(`(^|[^a-z0-9])${escapeRegExp(fold(term))}(e?s)?(?=$|[^a-z0-9])`, 'i');

/** The classes named in a free-text field; text that names none still counts as 'other'. */
export function classesOf(text: string | null | undefined, classes: readonly TermClass[], other: string): string[] {
  const t = fold(text ?? '').trim();
  if (!t || /^(none|no|n\/a|na|nothing|-)$/.test(t)) return [];
  const found = classes.filter((c) => c.terms.some((term) => wordRe(term).test(t))).map((c) => c.label);
  return found.length > 0 ? found : [other];
}

export const medicationClasses = (text: string | null | undefined) => classesOf(text, MEDICATION_CLASSES, 'takes another medication');
export const conditionClasses = (text: string | null | undefined) => classesOf(text, CONDITION_CLASSES, 'has another health condition');

const ALL_MEDICATION_TERMS = MEDICATION_CLASSES.flatMap((c) => c.terms);

/**
 * The profile facts the coach uses. `user` absent (unauthenticated wizard): nothing at all, so no
 * medication or condition ever goes out on an unauthenticated call.
 */
export function profileForPrompt(user: User | null | undefined): Record<string, unknown> {
  if (!user) return {};
  const out: Record<string, unknown> = {};
  if (user.challenges.length) out.challenges = user.challenges;
  if (user.goals.length) out.goals = user.goals;
  const conditions = conditionClasses(user.healthConditions);
  if (conditions.length) out.conditions = conditions;
  const medications = medicationClasses(user.medications);
  if (medications.length) out.medications = medications;
  // Her life stage 'pregnant' / 'breastfeeding' says the same as the health answer (docs/decisions/043).
  const pregnancy = screeningPregnancyStatusFor(user.lifeStage) ?? (user.pregnancyStatus !== 'not_pregnant' ? user.pregnancyStatus : null);
  if (pregnancy) out.pregnancy = pregnancy;
  if (user.exerciseLevel) out.exerciseLevel = user.exerciseLevel;
  if (typeof user.sleepHours === 'number') out.sleepHoursPerNight = user.sleepHours;
  if (typeof user.stressLevel === 'number') out.stressLevel = user.stressLevel;
  return out;
}

/** A summary of free-text answers: focus areas, symptoms and mood/energy read by the rules. */
export function summaryOf(texts: readonly string[]): Record<string, unknown> {
  const answers = texts.filter((t) => t.trim());
  const reading = readNote(answers.join('\n'));
  const extract = extractFromNote(reading);
  const out: Record<string, unknown> = {
    focusAreas: detectFocusAreas(answers),
    themes: summarySymptoms([reading]),
    symptoms: extract.symptoms,
  };
  for (const k of ['mood', 'energy', 'pain'] as const) if (extract[k] !== undefined) out[k] = extract[k];
  return out;
}

export const onboardingSummary = (responses: Record<string, string>) => summaryOf(answerList(responses));

/**
 * Free text that IS the task (today's check-in note): her name, email, location, phone numbers,
 * links and medication names are replaced; capped in length.
 */
export function redact(text: string, user: User | null | undefined, maxLength = 600): string {
  let out = text.slice(0, maxLength);
  out = out.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]');
  out = out.replace(/https?:\/\/\S+/g, '[link]');
  out = out.replace(/\+?\d[\d\s().-]{7,}\d/g, '[number]');
  const personal = [
    ...(user?.name ?? '').split(/\s+/),
    ...(user?.location ?? '').split(/[\s,]+/),
  ].filter((w) => w.length >= 3);
  for (const word of personal) out = out.replace(new RegExp(`\\b${escapeRegExp(word)}\\b`, 'gi'), '[private]');
  for (const term of ALL_MEDICATION_TERMS) {
    if (term.length < 4) continue;
    out = out.replace(new RegExp(`\\b${escapeRegExp(term)}\\b`, 'gi'), '[medication]');
  }
  return out;
}

const DAY_MS = 86_400_000;
export const RECENT_LOG_DAYS = 3;

function extractOf(log: DailyLog): LlmExtractObject {
  if (log.llmExtract && typeof log.llmExtract === 'object') return log.llmExtract;
  return extractFromNote(readingOfLog(log));
}

/**
 * The last RECENT_LOG_DAYS days of logs before `today` (or of the newest log), as levels and
 * symptoms only: no note text, and a day whose note raised a red flag is left out entirely.
 */
export function logsForPrompt(logs: readonly DailyLog[] | undefined, today?: string): Record<string, unknown>[] {
  const list = [...(logs ?? [])].sort((a, b) => (a.date < b.date ? 1 : -1));
  const ref = today ?? list[0]?.date;
  if (!ref) return [];
  const refMs = Date.parse(`${ref}T00:00:00Z`);
  return list
    .filter((l) => {
      const age = (refMs - Date.parse(`${l.date}T00:00:00Z`)) / DAY_MS;
      // With `today`: the RECENT_LOG_DAYS days before it (today's note is the prompt's subject).
      return today === undefined ? age >= 0 && age < RECENT_LOG_DAYS : age >= 1 && age <= RECENT_LOG_DAYS;
    })
    .filter((l) => !triageMany([l.notes, l.transcript]))
    .map((l) => {
      const e = extractOf(l);
      const out: Record<string, unknown> = { daysAgo: Math.round((refMs - Date.parse(`${l.date}T00:00:00Z`)) / DAY_MS) };
      for (const k of ['mood', 'energy', 'pain'] as const) if (e[k] !== undefined) out[k] = e[k];
      if (e.symptoms.length) out.symptoms = e.symptoms;
      const done = Object.entries(l.completed ?? {}).filter(([, v]) => v === true).map(([k]) => k);
      if (done.length) out.completed = done;
      return out;
    });
}

/**
 * Her days before today as the adapt-plan prompt needs them (docs/decisions/065): the streak,
 * yesterday's task counts and the week's energy trend. Numbers and a trend word only: never yesterday's
 * note (it names her) nor any text of hers.
 */
export function historyForPrompt(context: Omit<CoachNoteContext, 'checkIn'> | undefined): Record<string, unknown> {
  const h = context?.history;
  if (!h) return {};
  const out: Record<string, unknown> = { daysInARow: h.streak };
  const y = h.yesterday;
  if (y && typeof y.total === 'number' && y.total > 0) out.yesterdayTasks = { done: y.done ?? 0, total: y.total };
  if (y) out.checkedInYesterday = y.checkedIn;
  if (h.weekTrend && h.weekTrend !== 'unknown') out.energyThisWeek = h.weekTrend;
  return out;
}
