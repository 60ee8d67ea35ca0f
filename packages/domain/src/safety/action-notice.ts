// The safety notice, action first (docs/decisions/037). The first line is the one thing to do, fitted to
// what she wrote ("You said you feel faint: call 999 now"), with the number for HER country as a
// tel: link; then a short 'why' and what to do until help comes. Pure: the categories that fired,
// the words she used and a country code in, a SafetyNotice out — so a client can re-localise a
// notice to the browser's region when her location names no country.
import type { SafetyCall, SafetyLevel, SafetyNotice } from '../schemas';
import { helpForCountry, telHref, type CountryHelp } from './emergency-numbers';

/** Tablets taken: "took", "swallowed", "finished off the rest". */
const TAKEN = /\b(?:took|taken|swallowed|downed|necked|finished off|finished)\b/;
/** A dose looked up or pictured: "searching how many", "how easy it would be", "that'd be enough". */
const LOOKED_UP = /\b(?:googl\w*|look\w* up|search\w*|research\w*|how many|how easy|enough|too much|too many|what (?:they're|theyre|they are) for)\b/;
/** Tablets saved, put aside, counted or hidden (not taken): "thirty saved now", "counting them". */
const PILLS_KEPT = /\b(?:sav(?:e|ed|ing)|aside|stockpil\w*|hoard\w*|stash\w*|count\w*|hid|hidden|hiding|keeping|kept|collect\w*|lethal|fatal|deadly|put by|put away)\b/;

/** Most serious first: the first category that fired gives the notice its title and first line. */
export const SAFETY_CATEGORIES = [
  'self_harm',
  'chest_pain',
  'stroke',
  'anaphylaxis',
  'pregnancy_emergency',
  'heavy_bleeding',
  'blood_clot',
  'severe_abdominal_pain',
  'fainting',
  'eating_disorder',
  'postmenopausal_bleeding',
  'medication_change',
  'rapid_weight_loss',
] as const;
export type SafetyCategory = (typeof SAFETY_CATEGORIES)[number];

/**
 * How the first line acts: call emergency now, call the crisis line, see someone today, urgent same-day
 * care (emergency when breathless), see a doctor soon (within two weeks), or talk it through.
 */
type Urgency = 'emergency' | 'crisis' | 'today' | 'same_day' | 'soon' | 'support' | 'prescriber' | 'gentle';

interface CategoryText {
  level: SafetyLevel;
  urgency: Urgency;
  title: string;
  /** Short 'why', two sentences at most. */
  why: string;
  /** What to do until help comes. */
  steps: (help: CountryHelp) => string[];
  /** "You said …" fragment from the phrase that matched. */
  said: (phrase: string) => string;
}

const NO_DRIVING = 'Do not drive yourself; ask someone to take you or call for help.';

/** A medicine that is someone else's: "my sister's tablets", "borrowed", "gave me some of her…" (the notice's words). */
const SOMEONE_ELSES_MEDICINE = /\b(?:borrow\w*|gave me|giving me|lent me|someone else(?:'?s)?)\b|\b(?:her|his|their)\b (?:\w+ ){0,3}?(?:pills?|tablets?|tabs|meds|medications?|medicines?|patch(?:es)?|inhaler|prescription|script)\b|\w(?:'s|s'|’s) (?:\w+ ){0,3}?(?:pills?|tablets?|tabs|meds|medications?|medicines?|patch(?:es)?|antibiotics|inhaler|prescription|script)\b/;

export const SAFETY_CATEGORY_TEXT: Readonly<Record<SafetyCategory, CategoryText>> = {
  self_harm: {
    level: 'urgent',
    urgency: 'crisis',
    title: 'You deserve support right now',
    why: "Thoughts of hurting yourself or not wanting to live are a sign you need support now, not a weakness. You don't have to carry this alone.",
    steps: (h) => [
      'If you can, move away from anything you could use to hurt yourself.',
      'Tell someone you trust how you are feeling and ask them to stay with you.',
      `If you might act on these thoughts, or you have taken something, call ${h.emergency} now.`,
    ],
    said: (p) =>
      // Tablets put by, counted or looked up are not tablets taken (decision 159): she hears what she said.
      PILLS_KEPT.test(p) && !TAKEN.test(p)
        ? 'you are keeping tablets aside'
        : // Round 17 (decision 160): a dose looked up or pictured is a thought, not tablets taken.
          LOOKED_UP.test(p) && !TAKEN.test(p)
          ? 'you are having thoughts of ending your life'
          : /overdos|pills|tablets/.test(p) || TAKEN.test(p)
            ? 'you may have taken too many pills'
            : /hurt|harm|cut|burn|scratch|bled|bleed|blade|razor/.test(p)
              ? 'you are thinking of hurting yourself'
              : 'you are having thoughts of ending your life',
  },
  chest_pain: {
    level: 'urgent',
    urgency: 'emergency',
    title: 'Chest pain or trouble breathing needs urgent care',
    why: 'Chest pain, pressure or tightness, or trouble breathing, can be a heart or lung problem, and those are treated best in the first minutes.',
    steps: () => ['Stop what you are doing and sit down.', 'Unlock the door and ask someone to stay with you.', NO_DRIVING],
    said: (p) => (/breath/.test(p) ? 'you are struggling to breathe' : 'you have chest pain'),
  },
  stroke: {
    level: 'urgent',
    urgency: 'emergency',
    title: 'Signs of a stroke need an ambulance now',
    why: 'A drooping face, a weak or numb arm or leg, trouble speaking, or a sudden, very severe headache can be a stroke. Treatment works best in the first hour.',
    steps: () => [
      'Note the time the signs started: the hospital will ask.',
      'Do not eat, drink or take any medicine (not even aspirin) until a clinician says so.',
      NO_DRIVING,
    ],
    said: (p) => (/headache|head/.test(p) && !/face|arm|speech|speak|word|slur|droop/.test(p) ? 'you have a sudden, very severe headache' : 'you have signs of a stroke'),
  },
  anaphylaxis: {
    level: 'urgent',
    urgency: 'emergency',
    title: 'Swelling of the lips, tongue or throat is an emergency',
    why: 'Swelling of the lips, tongue or throat, or trouble breathing or swallowing, often after something new, can be a severe allergic reaction (anaphylaxis), which can get worse within minutes.',
    steps: () => [
      'If you have an adrenaline auto-injector (such as an EpiPen), use it now.',
      'Lie down with your legs raised; sit up if it is hard to breathe.',
      'Do not take any more of the new supplement, food or medicine; keep the packet to show the paramedics.',
    ],
    said: () => 'you may be having a severe allergic reaction',
  },
  pregnancy_emergency: {
    level: 'urgent',
    urgency: 'emergency',
    title: 'Please contact your maternity team now',
    why: 'Bleeding, strong pain, fluid leaking, your baby moving less, a bad headache or blurred vision in pregnancy all need checking straight away.',
    steps: () => [
      'Call your midwife or maternity unit too; have your maternity notes ready.',
      'Lie down on your left side while you wait.',
      NO_DRIVING,
    ],
    said: (p) =>
      /moved|moving|kick|movement/.test(p)
        ? 'your baby is moving less'
        : /water|fluid/.test(p)
          ? 'your waters may have broken'
          : /miscarr|ectopic/.test(p)
            ? 'you may be losing the pregnancy'
            : /bleed|bled|spotting|blood/.test(p)
              ? 'you are pregnant and bleeding'
              : /vision|spots|stars|flash|swell|swollen|pressure|eclampsia/.test(p)
                ? 'you are pregnant with a warning sign of pre-eclampsia'
                : 'you are pregnant and in pain',
  },
  heavy_bleeding: {
    level: 'urgent',
    urgency: 'today',
    title: 'Very heavy bleeding needs medical attention',
    why: 'Soaking a pad or tampon every hour or two, large clots, or bleeding that will not stop can make you dangerously anaemic; with dizziness or faintness it is an emergency.',
    steps: (h) => [
      'Lie down with your legs raised and keep warm.',
      'Count the pads or tampons you use: the doctor will ask.',
      `If you feel dizzy, faint, short of breath or very weak, call ${h.emergency} straight away.`,
    ],
    said: (p) =>
      /vomit|throw|threw|cough|spit|sick/.test(p)
        ? 'you are bringing up blood'
        : /tarry/.test(p)
          ? 'you have black, tarry stools'
          : 'you have very heavy bleeding',
  },
  blood_clot: {
    level: 'urgent',
    urgency: 'same_day',
    title: 'A possible blood clot needs urgent care today',
    why: 'One swollen, warm, painful calf, or sudden breathlessness or chest pain, can be a blood clot, especially on the combined pill or HRT or after a long journey. A clot in the leg can move to the lungs.',
    steps: (h) => [
      'Rest with your leg raised; do not rub or massage it.',
      'Tell the clinician if you take the combined pill or HRT, or have had a long journey or an operation recently.',
      `If you become breathless, have chest pain or cough up blood, call ${h.emergency} now.`,
    ],
    said: (p) => (/breath|chest/.test(p) ? 'you are suddenly breathless, with a possible clot' : 'you have a swollen, painful leg that could be a clot'),
  },
  severe_abdominal_pain: {
    level: 'urgent',
    urgency: 'emergency',
    title: 'Severe tummy or pelvic pain needs checking',
    why: 'Severe or sudden pain in your tummy or pelvis can be appendicitis, an ectopic pregnancy or a twisted ovary, which need treatment quickly.',
    steps: () => [
      'Do not eat or drink until a clinician has seen you, in case you need treatment.',
      'Do not take more painkillers than the packet says.',
      NO_DRIVING,
    ],
    said: () => 'you have severe pain in your tummy',
  },
  fainting: {
    level: 'urgent',
    urgency: 'emergency',
    title: 'Feeling faint needs checking now',
    why: 'Fainting or feeling about to faint can come from blood loss, your heart or low blood pressure, and a fall can hurt you.',
    steps: () => ['Sit or lie down now, with your legs raised if you can.', 'Ask someone to stay with you.', NO_DRIVING],
    said: (p) =>
      /feel|felt|going to|gonna|about to|nearly|almost|might|lightheaded|\bpass out|passing out/.test(p)
        ? 'you feel faint'
        : /pass/.test(p)
          ? 'you passed out'
          : /black/.test(p)
            ? 'you blacked out'
            : /collaps|keeled/.test(p)
              ? 'you collapsed'
              : 'you fainted',
  },
  eating_disorder: {
    level: 'caution',
    urgency: 'support',
    title: 'Support for your relationship with food',
    why: 'What you wrote suggests eating may feel really hard right now. You deserve care and support, not restriction, and help works best early.',
    steps: (h) => [
      'If you can, have something small to eat or drink now.',
      'Tell someone you trust how eating feels at the moment.',
      `If you feel faint, have chest pain, or have not been able to eat or drink for a day or more, call ${h.emergency}.`,
    ],
    said: () => 'eating feels really hard right now',
  },
  postmenopausal_bleeding: {
    level: 'caution',
    urgency: 'soon',
    title: 'Bleeding after the menopause needs checking',
    why: 'Bleeding after the menopause is often harmless, but it always needs checking by a doctor, usually within two weeks.',
    steps: (h) => [
      'Book an appointment with your doctor and say it is bleeding after the menopause; they may refer you to a specialist.',
      'Note the dates and how much you bled: the doctor will ask.',
      `If the bleeding is heavy, or you feel dizzy or faint, call ${h.emergency}.`,
    ],
    said: () => 'you have bleeding after the menopause',
  },
  medication_change: {
    level: 'caution',
    urgency: 'prescriber',
    title: 'Talk to your prescriber before changing your medication',
    why: 'Stopping, skipping or changing a prescribed medicine can cause withdrawal, a relapse or a clot or bleed, depending on the medicine. Your prescriber or pharmacist can tell you how to change it safely.',
    steps: (h) => [
      'If you have not stopped yet, and no clinician has told you otherwise, keep taking it as prescribed until you have spoken to them. If you already have, ask them whether and how to restart.',
      'Write down your question and any side effects you have noticed.',
      `If you have a severe reaction (swelling of the face or lips, trouble breathing), call ${h.emergency}.`,
    ],
    // Her words, as near as the phrase allows: someone else's medicine taken, or one run out, is not "changed".
    said: (p) =>
      SOMEONE_ELSES_MEDICINE.test(p)
        ? 'you have taken a medicine that was prescribed for someone else'
        : /\b(?:ran|run|running) out\b|\bout of (?:my |the )?\w/.test(p)
          ? 'you have run out of a medicine, or gone without it'
          : 'you have changed or stopped a medicine, or are thinking of it',
  },
  rapid_weight_loss: {
    level: 'caution',
    urgency: 'gentle',
    title: 'Fast weight loss is not something we will plan',
    why: 'Losing weight fast can upset your cycle, thyroid and mood and is hard on your body. Cadence never sets weight or calorie targets; we focus on steady habits that make you feel well.',
    steps: () => [
      'Keep regular, nourishing meals; do not skip them.',
      'If your weight is a worry for your health, talk to your doctor about a safe pace.',
    ],
    said: () => 'you want to lose weight fast',
  },
};

export interface NoticeInput {
  categories: readonly SafetyCategory[];
  /** Matched phrase per category (first match), used for the "You said …" line. */
  phrases?: Partial<Record<SafetyCategory, string>>;
  /** ISO country code, or null/undefined when unknown (DEFAULT_HELP numbers). */
  country?: string | null;
}

const call = (label: string, number: string): SafetyCall => ({ label, number, href: telHref(number) });

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

const joinSaid = (parts: readonly string[]): string =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) as string}`;

function resourcesFor(urgencies: ReadonlySet<Urgency>, help: CountryHelp): string[] {
  const where = help.code === 'ZZ' ? ' (112 works from most mobile phones), or your local emergency number' : '';
  const out = [`Emergency: call ${help.emergency}${where}, or go to the nearest emergency department.`];
  if (urgencies.has('crisis')) {
    out.push(
      help.crisis
        ? `Crisis support, any time: ${help.crisis.how ?? 'call'} ${help.crisis.name} on ${help.crisis.number}.`
        : 'Crisis support: contact your local crisis line, or your doctor today.',
    );
    out.push('If you can, tell someone you trust how you are feeling and ask them to stay with you.');
  }
  if (urgencies.has('support'))
    out.push(
      help.eatingDisorder
        ? `Eating-disorder support: ${help.eatingDisorder.name} on ${help.eatingDisorder.number}, or your doctor.`
        : 'Eating-disorder support: talk to your doctor or a local eating-disorder service.',
    );
  if (urgencies.has('prescriber')) out.push('Your prescriber, GP or pharmacist can advise on any change to your medicines.');
  out.push('This app cannot help in an emergency and does not replace a clinician.');
  return out;
}

/** Build the action-first notice; null when no category fired. */
export function buildSafetyNotice(input: NoticeInput): SafetyNotice | null {
  const ordered = SAFETY_CATEGORIES.filter((c) => input.categories.includes(c));
  const first = ordered[0];
  if (first === undefined) return null;
  const help = helpForCountry(input.country);
  const texts = ordered.map((c) => SAFETY_CATEGORY_TEXT[c]);
  const urgencies = new Set(texts.map((t) => t.urgency));
  const saidList = [...new Set(ordered.map((c) => SAFETY_CATEGORY_TEXT[c].said(input.phrases?.[c] ?? '')))];
  // Heavy bleeding with faintness, or someone who may have overdosed, is an emergency.
  const overdose = saidList.includes('you may have taken too many pills');
  const said = `You said ${joinSaid(saidList.slice(0, 2))}`;
  const emergencyCall = call(`Call ${help.emergency}`, help.emergency);
  let action: string;
  let primary: SafetyCall | undefined;
  let secondary: SafetyCall | undefined;
  const top = SAFETY_CATEGORY_TEXT[first].urgency;
  if (top === 'crisis' && !overdose) {
    if (help.crisis) {
      action = `${said}. Please ${help.crisis.how ?? 'call'} ${help.crisis.name} on ${help.crisis.number} now, free, any time. If you might act on these thoughts, call ${help.emergency}.`;
      primary = call(`Call ${help.crisis.number}`, help.crisis.number);
      secondary = emergencyCall;
    } else {
      action = `${said}. Please call ${help.emergency} or your local crisis line now.`;
      primary = emergencyCall;
    }
  } else if (top === 'emergency' || top === 'crisis' || urgencies.has('emergency')) {
    action =
      first === 'pregnancy_emergency'
        ? `${said}: call your maternity unit now, or ${help.emergency} if you are bleeding heavily, in severe pain or feel faint.`
        : `${said}: call ${help.emergency} now.`;
    primary = emergencyCall;
    if (urgencies.has('crisis') && help.crisis) secondary = call(`Call ${help.crisis.number}`, help.crisis.number);
  } else if (top === 'today') {
    action = `${said}: get medical help today, and call ${help.emergency} now if you feel dizzy or faint.`;
    primary = emergencyCall;
  } else if (top === 'same_day') {
    // A clot with breathlessness may already be in the lungs: the emergency number, not a same-day appointment.
    action = saidList.some((s) => /breathless/.test(s))
      ? `${said}: call ${help.emergency} now.`
      : `${said}: get urgent medical care today (an urgent care centre or your doctor's same-day appointment), and call ${help.emergency} now if you become breathless or have chest pain.`;
    primary = emergencyCall;
  } else if (top === 'soon') {
    action = `${said}: please see your doctor soon. It needs checking, usually within two weeks.`;
  } else if (top === 'support') {
    action = help.eatingDisorder
      ? `${said}. You deserve support: you can call ${help.eatingDisorder.name} on ${help.eatingDisorder.number}, or talk to your doctor.`
      : `${said}. You deserve support: please talk to your doctor or an eating-disorder service.`;
    if (help.eatingDisorder) primary = call(`Call ${help.eatingDisorder.number}`, help.eatingDisorder.number);
  } else if (top === 'prescriber') {
    // Said whether she has already stopped or is only thinking of it (the 390 px walk of round 15: "before changing
    // it" had nothing to point back to, and she had stopped a week before).
    action = `${said}: please talk to your prescriber or a pharmacist soon, before you change anything more.`;
  } else {
    action = `${capitalise(saidList[0] ?? '')}? We will help you build steady habits, without weight or calorie targets.`;
  }
  const steps = [...new Set(texts.flatMap((t) => t.steps(help)))].slice(0, 5);
  const level: SafetyLevel = texts.some((t) => t.level === 'urgent') ? 'urgent' : 'caution';
  return {
    level,
    title: SAFETY_CATEGORY_TEXT[first].title,
    message: SAFETY_CATEGORY_TEXT[first].why,
    resources: resourcesFor(urgencies, help),
    action,
    ...(primary ? { call: primary } : {}),
    ...(secondary ? { secondaryCall: secondary } : {}),
    steps,
    categories: [...ordered],
    said: said.slice(0, 200),
    country: help.code === 'ZZ' ? null : help.code,
  };
}

/**
 * The same notice for another country (the browser's region when her location named none).
 * Keeps the dismissal and follow-up state; a notice without categories is returned unchanged.
 */
export function localiseSafetyNotice(notice: SafetyNotice, country: string | null): SafetyNotice {
  const categories = (notice.categories ?? []).filter((c): c is SafetyCategory => (SAFETY_CATEGORIES as readonly string[]).includes(c));
  if (categories.length === 0 || helpForCountry(country).code === 'ZZ') return notice;
  const phrases = phrasesFromSaid(notice.said ?? '', categories);
  const rebuilt = buildSafetyNotice({ categories, phrases, country });
  if (!rebuilt) return notice;
  return {
    ...rebuilt,
    ...(notice.dismissedAt ? { dismissedAt: notice.dismissedAt } : {}),
    ...(notice.followUp ? { followUp: notice.followUp } : {}),
  };
}

/** The stored "You said …" line already holds the fitted words: feed them back as phrases. */
function phrasesFromSaid(said: string, categories: readonly SafetyCategory[]): Partial<Record<SafetyCategory, string>> {
  const out: Partial<Record<SafetyCategory, string>> = {};
  for (const c of categories) out[c] = said.toLowerCase();
  return out;
}
