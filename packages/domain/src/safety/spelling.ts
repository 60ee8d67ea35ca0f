/**
 * Misspelt sign words, read as she meant them (decision 159). A word typed on a phone or spelt as it sounds
 * ("hevy", "bleding", "peroid", "breth", "munths", "nickers") is one or two edits from the word a rule or the
 * model knows. The list of hand-made spellings (`SPELLING` in triage.ts) caught the ones a set had shown; this
 * reads the ones no set has shown yet: any word of four letters or more that is not itself a known word and is
 * one edit (two, for a long word) from exactly one of the words signs are said in becomes that word.
 *
 * Pure and fast: the key words' deletions are indexed once (the symmetric-delete method), so a note's word is
 * looked up, not compared with every key word.
 */

/** The words a sign is said in, that a misspelling could hide. */
const KEY_WORDS = [
  // bleeding and periods
  'bleeding', 'bleed', 'bleeds', 'blood', 'period', 'periods', 'heavy', 'heavier', 'flooding', 'clots', 'soaking', 'soaked',
  'through', 'every', 'hours', 'knickers', 'underwear', 'spotting', 'menopause', 'months', 'cycle', 'tampon', 'tampons',
  // pregnancy
  'pregnant', 'pregnancy', 'weeks', 'baby', 'moving', 'kicking', 'midwife', 'waters', 'contractions', 'cramping',
  // breathing, swelling, allergy
  'breathe', 'breath', 'breathing', 'properly', 'swollen', 'swelling', 'throat', 'tongue', 'swallow', 'wheezy', 'wheezing',
  'allergic', 'allergy', 'antibiotic', 'antibiotics', 'puffy',
  // chest, heart, stroke
  'chest', 'pressure', 'squeezing', 'crushing', 'sweating', 'sweaty', 'shoulder', 'radiating', 'palpitations', 'racing',
  'numb', 'numbness', 'tingling', 'weakness', 'slurred', 'slurring', 'drooping', 'droopy', 'suddenly', 'sudden',
  'headache', 'worst', 'vision', 'blurry', 'curtain', 'couldnt', 'right', 'words', 'speech', 'confused',
  // tummy, fainting
  'stomach', 'tummy', 'belly', 'vomiting', 'vomited', 'fainted', 'fainting', 'collapsed', 'dizzy', 'unconscious',
  'blacked', 'severe', 'unbearable', 'agony', 'excruciating', 'appendix', 'abdominal', 'abdomen',
  // clots
  'calf', 'swollen', 'breathless', 'journey', 'flight',
  // eating and weight
  'eating', 'starving', 'starve', 'calories', 'purging', 'laxatives', 'vomit', 'binge', 'bingeing', 'weight', 'weighed',
  'stone', 'pounds', 'kilos', 'dropped', 'nearly', 'normal', 'clothes', 'skipping', 'skipped',
  // medicines
  'tablets', 'medication', 'medicine', 'prescription', 'prescribed', 'stopped', 'stopping', 'yesterday', 'doctor',
  'insulin', 'metformin', 'sertraline', 'citalopram', 'escitalopram', 'fluoxetine', 'venlafaxine', 'levothyroxine',
  'warfarin', 'apixaban', 'estradiol', 'oestrogen', 'estrogen', 'progesterone', 'thyroxine', 'lithium', 'lamotrigine',
  // self-harm
  'myself', 'anymore', 'suicidal', 'suicide', 'overdose', 'paracetamol', 'everyone', 'without', 'tomorrow', 'nothing',
  'pointless', 'hopeless', 'burden', 'goodbye',
] as const;

/**
 * Real words one or two edits from a key word, never changed: "wait" is not "weight", "hearts" is not "hours".
 * Read from every word of the corpus the speller would have changed (decision 159).
 */
const REAL_WORDS = new Set<string>([
  'overdue',
  // Polish "nie jem" (I'm not eating), read by an eating rule as it is (round 17).
  'jem',
  'very', 'standing', 'stabbing', 'shaking', 'easing', 'craving', 'staying', 'works', 'word', 'woods', 'breaking',
  'blessing', 'dripping', 'scone', 'rushing', 'numbers', 'drowning', 'carries', 'blinding', 'crawling', 'fanning',
  'creeping', 'wellness', 'staining', 'smelling', 'bells', 'skirting', 'weeds', 'failing', 'wort', 'binning', 'raving',
  'leeds', 'underway', 'ours', 'crouching', 'cracking', 'confided', 'crashing', 'floating', 'kills', 'stare', 'farting',
  'flossing', 'spoiling', 'cloth', 'midlife', 'breather', 'mediation', 'weighted', 'watery', 'estrogel', 'oestrogel',
  'estradot', 'cals', 'bled', 'sweat', 'shouldnt', 'headachy', 'headachey', 'weekly', 'heady', 'belle', 'bella',
  'bread', 'breed', 'blend', 'bloom', 'flood', 'heave', 'heaven', 'clot', 'cloths', 'though', 'thorough', 'trough',
  'thought', 'tough', 'ever', 'hour', 'kickers', 'stickers', 'snickers', 'potting', 'plotting', 'spotty', 'moths',
  'mouths', 'cycled', 'babe', 'mowing', 'loving', 'having', 'licking', 'ticking', 'picking', 'waiters', 'camping',
  'cramming', 'breadth', 'wreath', 'proper', 'property', 'shallow', 'follow', 'tongs', 'wheeze', 'puppy', 'fussy',
  'pushy', 'chess', 'cheat', 'sweats', 'should', 'raking', 'facing', 'pacing', 'raging', 'racism', 'lacing', 'numbs',
  'thumb', 'dumb', 'slurped', 'drooling', 'dropping', 'worse', 'worth', 'worms', 'world', 'version', 'curtains',
  'certain', 'night', 'might', 'sight', 'light', 'fight', 'tight', 'bright', 'write', 'rite', 'wright', 'fright',
  'speed', 'confuse', 'dummy', 'mummy', 'yummy', 'jelly', 'bully', 'faint', 'fainter', 'painting', 'painted',
  'fasting', 'tainted', 'lapsed', 'several', 'sever', 'calm', 'call', 'half', 'journal', 'slight', 'flights',
  'heating', 'seating', 'beating', 'meeting', 'starring', 'staring', 'starting', 'stating', 'carve', 'purring',
  'urging', 'bingo', 'hinge', 'height', 'eight', 'stones', 'store', 'stove', 'stole', 'stoke', 'stony', 'pound',
  'kilo', 'dripped', 'cropped', 'propped', 'early', 'yearly', 'clearly', 'dearly', 'formal', 'shipping', 'slipping',
  'stripping', 'clipping', 'shipped', 'slipped', 'skimmed', 'tables', 'cables', 'stables', 'tablet', 'description',
  'subscription', 'stopper', 'shopped', 'stooped', 'stepped', 'stomped', 'shopping', 'stepping', 'stooping', 'insult',
  'anyone', 'overdone', 'everyday', 'knitting', 'noting', 'pointer', 'border', 'burned', 'breeding', 'beading',
  'reading', 'leading', 'heading', 'feeding', 'needing', 'seeding', 'weeding', 'speeding', 'pleading', 'bleeder',
  'peeks', 'seeks', 'reeks', 'geeks', 'leeks', 'cheeks', 'puffs', 'stuffy', 'fluffy', 'huffy', 'busy', 'gassy',
  'giddy', 'chesty', 'cheese', 'chase', 'cheesy', 'mostly', 'crying', 'trying', 'frying', 'drying', 'proving',
  'swearing', 'sweeping', 'weeping', 'sleeping', 'wetting', 'setting', 'getting', 'letting', 'putting', 'spotted',
  'potted', 'slotted', 'shouting', 'sporting', 'sorting', 'splitting', 'thread', 'threat', 'throne', 'thrown',
  'frothy', 'allergen', 'sundae', 'sunday', 'needed', 'worsen', 'worded', 'worked', 'wordy', 'visual', 'monday',
  'breast', 'breasts', 'bloat', 'blots', 'spitting', 'skimming', 'slimming', 'swimming', 'stinging', 'starling',
  'bleep', 'bleat', 'blond', 'blonde', 'bloody', 'floor', 'periodic', 'heavily', 'coats', 'slots', 'plots', 'envy',
  'house', 'sours', 'yours', 'tours', 'pours', 'cycles', 'recycle', 'bicycle', 'movie', 'saving', 'waving', 'wicked',
  'matters', 'breaths', 'breathes', 'swallows', 'hollow', 'wheel', 'putty', 'chef', 'presume', 'sweater', 'sweetie',
  'sweeting', 'shoulders', 'number', 'tinkling', 'weakens', 'drooped', 'header', 'visions', 'blurred', 'bury',
  'could', 'rights', 'sword', 'speck', 'confined', 'belt', 'smelly', 'serve', 'agent', 'journey', 'eatings',
  'calorie', 'pursing', 'singe', 'tinge', 'sleight', 'freight', 'tone', 'founds', 'mounds', 'rounds', 'sounds',
  'wounds', 'kites', 'nearby', 'norma', 'skipper', 'meditation', 'medicinal', 'proscription', 'himself', 'herself',
  'itself', 'anytime', 'anyway', 'evening', 'withhold', 'burdens', 'garden', 'warden', 'goodbyes', 'blending',
  'bleeping', 'blooded', 'meets', 'wears', 'wakes', 'walks', 'winks', 'herbs', 'pets', 'puff', 'moody', 'bossy',
  'stomp', 'monthly', 'prying', 'spying', 'roving', 'tabled', 'abled', 'unstable', 'swatting', 'betting', 'netting',
  'jetting', 'vetting', 'plotted', 'shotting', 'spouting', 'scouting', 'snorting', 'shorting', 'strange', 'strong',
  'string', 'spring', 'sting', 'cable', 'table', 'fable', 'stable', 'threats', 'throw', 'allergies', 'allergist',
  'visiting', 'dizziness', 'weds', 'webs', 'woke', 'moving', 'racing', 'wors', 'weighs',
]);

const MIN_LENGTH = 4;

/** Edits allowed from a key word: one, or two for a word of eight letters or more. */
const editsFor = (word: string): number => (word.length >= 8 ? 2 : 1);

function deletions(word: string, depth: number): Set<string> {
  const out = new Set<string>();
  let frontier = [word];
  for (let d = 0; d < depth; d++) {
    const next: string[] = [];
    for (const w of frontier)
      for (let i = 0; i < w.length; i++) {
        const v = w.slice(0, i) + w.slice(i + 1);
        if (!out.has(v)) {
          out.add(v);
          next.push(v);
        }
      }
    frontier = next;
  }
  return out;
}

/** Optimal string alignment distance (a swap of two neighbours is one edit: "peroid"). */
function distance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    let rowMin = Infinity;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((d[i - 1] as number[])[j]! + 1, (d[i] as number[])[j - 1]! + 1, (d[i - 1] as number[])[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, (d[i - 2] as number[])[j - 2]! + 1);
      (d[i] as number[])[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > cap) return cap + 1;
  }
  return (d[rows - 1] as number[])[cols - 1]!;
}

const KEYS = new Set<string>(KEY_WORDS);
/** Each key word, and each of its deletions, to the key words it comes from. */
const INDEX = new Map<string, string[]>();
for (const key of KEYS) {
  for (const v of [key, ...deletions(key, editsFor(key))]) {
    const list = INDEX.get(v);
    if (list) {
      if (!list.includes(key)) list.push(key);
    } else INDEX.set(v, [key]);
  }
}

const cache = new Map<string, string | null>();
const CACHE_LIMIT = 20_000;

/** The key word a misspelt word stands for, or null (a known word, too short, too far, or two keys as near). */
export function correctedWord(word: string): string | null {
  if (word.length < MIN_LENGTH || KEYS.has(word) || REAL_WORDS.has(word) || !/^[a-z]+$/.test(word)) return null;
  const hit = cache.get(word);
  if (hit !== undefined) return hit;
  const candidates = new Set<string>();
  for (const v of [word, ...deletions(word, word.length >= 7 ? 2 : 1)]) for (const key of INDEX.get(v) ?? []) candidates.add(key);
  let best: string | null = null;
  let bestDistance = Infinity;
  let tie = false;
  for (const key of candidates) {
    const allowed = editsFor(key);
    // The first letter is kept; a word and a key word one of which begins the other are forms of one word
    // ("bloods", "binged", "sweat"), not a misspelling.
    if (key[0] !== word[0] || key.startsWith(word) || word.startsWith(key)) continue;
    const dist = distance(word, key, allowed);
    if (dist > allowed) continue;
    // Two edits only for a long word that keeps its first two letters and its last, and is not another -ing word
    // ("standing" is not "starving"): "propaly", "sertrline".
    if (dist === 2 && (word.length < 7 || key.slice(0, 2) !== word.slice(0, 2) || key.at(-1) !== word.at(-1) || (word.endsWith('ing') && key.endsWith('ing')))) continue;
    if (dist < bestDistance) {
      best = key;
      bestDistance = dist;
      tie = false;
    } else if (dist === bestDistance && key !== best) tie = true;
  }
  const out = tie ? null : best;
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(word, out);
  return out;
}

/** The text with each misspelt sign word read as its key word; everything else unchanged. */
export function correctSpelling(text: string): string {
  return text.replace(/(?<![a-z'’])[a-z]{4,}(?![a-z'’])/g, (w) => correctedWord(w) ?? w);
}
