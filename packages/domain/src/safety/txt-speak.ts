/**
 * Txt speak, read as the words it stands for (round 22, decision 167). A note typed in a hurry drops its vowels
 * ("chst tght since lnch, hrd 2 brth"), its g ("thnkn abt endin it") and spells by number ("2day", "evry1", "4ever").
 * The rules and the model know "chest", "tight", "breathe"; they never saw "chst".
 *
 * By kind, not by phrasing: a word is read as a key word when it is that key word with some of its vowels left out
 * (the same consonants in the same order, every letter of it in the key word, the same first letter), or the same with
 * its final g dropped ("walkn" is "walking"). Only in a note written that way (two words or more with no vowel at all
 * that are not a known abbreviation), so that an ordinary note's "pan" never becomes "pain".
 */

/** Key words, most likely first: where two share a skeleton ("brth": breath, birth), the first is read. */
const TXT_WORDS = [
  // first among words of one skeleton ("wk" is a week, not "woke"; "wnt" is want, not "won't")
  'week', 'want', 'went', 'had',
  // signs
  'chest', 'tight', 'tightness', 'pain', 'pains', 'pressure', 'breath', 'breathe', 'breathing', 'breathless', 'sweating',
  'sweaty', 'shaky', 'shaking', 'worst', 'headache', 'sudden', 'suddenly', 'thunder', 'thunderclap', 'threw', 'throw',
  'throwing', 'puking', 'puked', 'vomiting', 'vomited', 'sick', 'fever', 'feverish', 'stomach', 'tummy', 'belly',
  'pelvic', 'blacked', 'black', 'passed', 'fainted', 'fainting', 'collapsed', 'dizzy', 'floor', 'woke', 'bleeding',
  'bleed', 'blood', 'period', 'periods', 'spotting', 'heavy', 'clots', 'pads', 'soaked', 'soaking', 'swollen', 'swelling',
  'throat', 'tongue', 'lips', 'swallow', 'itchy', 'hives', 'calf', 'baby', 'moved', 'moving', 'kicks', 'kicking',
  'weeks', 'pregnant', 'slurred', 'slurring', 'words', 'speech', 'drooping', 'droopy', 'face', 'numb', 'weak',
  'weakness', 'vision', 'blurry', 'light', 'stopped', 'stopping', 'pills', 'tablets', 'meds', 'doctor', 'prescribed',
  'double', 'doubled', 'fasted', 'fasting', 'starving', 'binge', 'binged', 'purge', 'laxatives', 'calories', 'earn',
  'rules', 'hungry', 'weight', 'lost', 'down', 'kilos', 'pounds', 'trying', 'ending', 'end', 'kill', 'myself', 'suicidal',
  'disappear', 'forever', 'anymore', 'alive', 'dead', 'die', 'dying', 'thinking', 'thoughts', 'cutting', 'cut',
  'hurting', 'hurt',
  // the words around them the rules read
  'cant', 'cannot', 'couldnt', 'dont', 'didnt', 'wont', 'hasnt', 'havent', 'isnt', 'this', 'that', 'with', 'without',
  'about', 'since', 'after', 'before', 'again', 'every', 'everything', 'everyone', 'nothing', 'something', 'almost',
  'hard', 'lunch', 'dinner', 'breakfast', 'today', 'tonight', 'night', 'days', 'time', 'times', 'work',
  'walking', 'walk', 'stand', 'standing', 'straight', 'getting', 'worse', 'ever', 'like', 'usually', 'have', 'need', 'just', 'still', 'really', 'from', 'bathroom', 'program', 'third', 'first', 'second', 'side', 'left',
  'right', 'arm', 'leg', 'hand', 'head', 'back', 'look', 'feel', 'feeling', 'felt', 'water',
] as const;

/** Words with no vowel that are their own thing (and never count towards a note written in txt speak). */
const NOT_TXT = new Set([
  'lol', 'lmao', 'lmfao', 'omg', 'tbh', 'idk', 'imo', 'imho', 'btw', 'bp', 'hrt', 'gp', 'nhs', 'dr', 'mr', 'mrs', 'ms',
  'st', 'rd', 'nd', 'th', 'kg', 'kgs', 'lb', 'lbs', 'mg', 'mcg', 'ml', 'hr', 'hrs', 'ppl', 'pls', 'plz', 'thx', 'ty', 'bf',
  'gf', 'dh', 'dd', 'ds', 'tv', 'dvd', 'cbt', 'ssri', 'mri', 'ct', 'ecg', 'ekg', 'dvt', 'ivf', 'pcos', 'ptsd', 'wtf', 'ffs',
  'smh', 'brb', 'ngl', 'fml', 'rn', 'bc', 'cz', 'xx', 'xxx', 'hmm', 'hmmm', 'mmm', 'shh', 'psst', 'grr', 'zzz', 'pfft',
  'tsk', 'nth', 'sth', 'hb', 'gtg', 'ttyl', 'jk', 'nvm', 'ppm', 'bpm', 'hcg', 'tsh', 'fsh', 'lh', 'pms', 'pmdd', 'ibs',
  'nsaid', 'nsaids', 'smth', 'sb', 'ok', 'ld', 'pt', 'pts', 'rx', 'tx', 'dx', 'hx', 'sx', 'bmi', 'crp', 'wbc',
  'pv', 'pr', 'sm', 'skin', 'thin', 'chin', 'shin', 'spin', 'twin', 'grin', 'begin', 'cousin', 'within', 'basin', 'cabin',
  'robin', 'satin', 'raisin', 'margin', 'origin', 'vitamin', 'insulin', 'aspirin', 'admin', 'kin', 'bin', 'tin', 'pin',
  'sin', 'win', 'fin', 'din', 'rly', 'lpl', 'hw', 'cm', 'mm', 'km', 'mph', 'bbq', 'mcd', 'mcds', 'kfc', 'tk', 'nyc', 'la', 'sf', 'dc',
  'uk', 'nz', 'sg', 'gym', 'hmph', 'brr', 'shhh', 'pst', 'ssp', 'ctrl', 'nw', 'np', 'thnx',
]);

/** Spelling by number and sign. */
const NUMBER_WORDS: Readonly<Record<string, string>> = {
  '2day': 'today', '2dy': 'today', '2nite': 'tonight', '2nyt': 'tonight', '2nt': 'tonight', '2moro': 'tomorrow',
  '4ever': 'forever', 'evry1': 'everyone', 'every1': 'everyone', 'sum1': 'someone', 'some1': 'someone', 'any1': 'anyone',
  'no1': 'no one', 'b4': 'before', 'l8r': 'later', 'gr8': 'great', 'w8': 'wait', 'h8': 'hate', 'm8': 'mate',
  'str8': 'straight', 'nite': 'night', 'wat': 'what', 'bcos': 'because', 'coz': 'because', 'cuz': 'because',
  'sez': 'says', 'ur': 'your', 'u': 'you', 'n': 'and', 'w/o': 'without', 'w/': 'with', '@': 'at',
};

const VOWEL = /[aeiou]/;
const skeleton = (word: string): string => word[0]! + word.slice(1).replace(/[aeiou]/g, '');

function isSubsequence(short: string, long: string): boolean {
  let i = 0;
  for (let j = 0; j < long.length && i < short.length; j++) if (short[i] === long[j]) i++;
  return i === short.length;
}

const WORDS = new Set<string>(TXT_WORDS);
/** Skeleton to key words, most likely first. */
const BY_SKELETON = new Map<string, string[]>();
for (const w of TXT_WORDS) {
  const s = skeleton(w);
  const list = BY_SKELETON.get(s);
  if (list) list.push(w);
  else BY_SKELETON.set(s, [w]);
}
const APOSTROPHE: Readonly<Record<string, string>> = {
  cant: "can't", couldnt: "couldn't", dont: "don't", didnt: "didn't", wont: "won't", hasnt: "hasn't", havent: "haven't",
  isnt: "isn't",
};

/** The key word a txt-speak word stands for, or null. */
export function txtWord(word: string): string | null {
  if (WORDS.has(word) || NOT_TXT.has(word) || word.length < 2) return null;
  const tries = word.endsWith('n') && !word.endsWith('ng') ? [word, `${word}g`] : [word];
  for (const t of tries)
    for (const key of BY_SKELETON.get(skeleton(t)) ?? [])
      if (key === t || (key.length > t.length && isSubsequence(t, key))) return APOSTROPHE[key] ?? key;
  return null;
}

const TOKEN = /(?<![\w'’])[a-z]+(?![\w'’])/g;
const NUMBERED = new RegExp(
  `(?<![\\w/@])(?:${Object.keys(NUMBER_WORDS)
    .sort((a, b) => b.length - a.length)
    .map((k) => k.replace(/[/@]/g, (c) => `\\${c}`))
    .join('|')})(?![\\w/@])`,
  'g',
);
/** Spelling by number that only txt speak has ("2day", "4ever"): the number words above with a digit in them. */
const STRONG_NUMBERED = new RegExp(`(?<![\\w/])(?:${Object.keys(NUMBER_WORDS).filter((k) => /\d/.test(k)).join('|')})(?!\\w)`);
/** "2" as "to" before a verb or a place, never before a count ("2 pads"). */
const TWO_AS_TO =
  /(?<=[a-z] )2 (?=(?:the|my|me|a|be|get|go|do|eat|earn|breathe|breath|stand|walk|grab|sit|disappear|die|end|stop|see|sleep|hold|catch|keep|take|lie|lay|move|talk|say|swallow|throw|puke|vomit|wake|bed|work|hospital|feel|look|think|make|burn|run|bathroom|toilet|loo)\b)/g;

/**
 * Whether a note is written in txt speak: a word with no vowel that stands for a key word (not a known abbreviation),
 * and a second word that stands for one, or a number word ("2day").
 */
export function isTxtSpeak(text: string): boolean {
  let bare = 0;
  let other = 0;
  for (const m of text.matchAll(TOKEN)) {
    const w = m[0];
    if (w.length < 2 || NOT_TXT.has(w) || WORDS.has(w) || !txtWord(w)) continue;
    if (!VOWEL.test(w)) bare++;
    else other++;
    if (bare >= 1 && bare + other >= 2) return true;
  }
  return bare >= 1 && STRONG_NUMBERED.test(text);
}

/** A lower-cased note with its txt speak read as words; any other note unchanged. */
export function readTxtSpeak(text: string): string {
  if (!isTxtSpeak(text)) return text;
  return text
    .replace(NUMBERED, (w) => NUMBER_WORDS[w] ?? w)
    .replace(TOKEN, (w) => txtWord(w) ?? w)
    .replace(TWO_AS_TO, 'to ');
}
