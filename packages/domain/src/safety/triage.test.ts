import { describe, expect, it } from 'vitest';
import { SafetyNoticeSchema } from '../schemas';
import {
  findRedFlags,
  prepareForReading,
  findSignCandidates,
  SIGN_CLAUSE_WORDS,
  RED_FLAG_CATEGORIES,
  RED_FLAG_INFO,
  safetyNoticeFor,
  triageMany,
  triageText,
  type RedFlagCategory,
  weightLossRate,
  modelFlagHeldBack,
  noteVoice,
} from './triage';

// Every red flag must fire, with the expected category.
const RED_FLAGS: ReadonlyArray<readonly [string, RedFlagCategory]> = [
  // self-harm / suicidal thoughts
  ["I've been having suicidal thoughts again", 'self_harm'],
  ['Sometimes I think everyone would be better off without me', 'self_harm'],
  ['Honestly I want to kill myself', 'self_harm'],
  ["I don't want to live anymore", 'self_harm'],
  ['Thinking about ending my life', 'self_harm'],
  ["I've been cutting myself to cope with the stress", 'self_harm'],
  ['I have urges to hurt myself tonight', 'self_harm'],
  ['There is no point in living like this', 'self_harm'],
  ['I just want to die', 'self_harm'],
  ['Took too many pills last night on purpose', 'self_harm'],
  ['Feel like ending it all', 'self_harm'],
  ['I wish I could go to sleep and never wake up', 'self_harm'],
  ["I'm not okay, I keep thinking about self-harm", 'self_harm'],
  // chest pain / breathing
  ['Chest pain when I walk up the stairs', 'chest_pain'],
  ['Crushing pressure in my chest and my left arm hurts', 'chest_pain'],
  ["My chest feels tight after the workout and it won't ease", 'chest_pain'],
  ['Pain spreading to my jaw and a weird ache in my chest', 'chest_pain'],
  ["I can't breathe properly tonight", 'chest_pain'],
  ['Sudden shortness of breath while resting on the sofa', 'chest_pain'],
  ["I'm not sure if it's chest pain or heartburn", 'chest_pain'],
  ["I haven't slept and now have chest pain", 'chest_pain'],
  ['Walked without stopping, chest pressure afterwards', 'chest_pain'],
  // fainting
  ['I fainted in the shower this morning', 'fainting'],
  ['Passed out at work today', 'fainting'],
  ['I keep blacking out when I stand up', 'fainting'],
  ['Felt lightheaded and lost consciousness for a moment', 'fainting'],
  ['Nearly fainted twice today', 'fainting'],
  ['No chest pain but I fainted yesterday', 'fainting'],
  ['Feeling faint and shaky all afternoon', 'fainting'],
  // heavy bleeding
  ['Very heavy bleeding, soaking a pad every hour', 'heavy_bleeding'],
  ['Bleeding heavily and passing large clots', 'heavy_bleeding'],
  ["My period won't stop, I'm soaking through tampons", 'heavy_bleeding'],
  ['Extremely heavy period and I feel wiped out', 'heavy_bleeding'],
  ['I think I am hemorrhaging after my procedure', 'heavy_bleeding'],
  ['Vomiting blood this morning', 'heavy_bleeding'],
  ['Period blood soaked through my sheets overnight', 'heavy_bleeding'],
  // pregnancy emergencies
  ["I'm 10 weeks pregnant and bleeding", 'pregnancy_emergency'],
  ['Pregnant and I have bad cramps today', 'pregnancy_emergency'],
  ["Baby hasn't moved since yesterday", 'pregnancy_emergency'],
  ['My waters broke at 32 weeks', 'pregnancy_emergency'],
  ["I think I'm having a miscarriage", 'pregnancy_emergency'],
  ["I'm 28 weeks pregnant with a severe headache and blurry vision", 'pregnancy_emergency'],
  ['Second trimester and some spotting this morning', 'pregnancy_emergency'],
  ['Pregnant, and the midwife found high blood pressure', 'pregnancy_emergency'],
  // severe abdominal pain
  ['Severe abdominal pain since this morning', 'severe_abdominal_pain'],
  ['Excruciating pain in my lower right stomach', 'severe_abdominal_pain'],
  ["Stomach pain is unbearable and I'm vomiting", 'severe_abdominal_pain'],
  ['Worst pain of my life, all in my belly', 'severe_abdominal_pain'],
  ["Sharp stabbing pelvic pain, I can't stand up straight", 'severe_abdominal_pain'],
  ['Doubled over in pain most of the night', 'severe_abdominal_pain'],
  ['Severe cramps that painkillers do not touch', 'severe_abdominal_pain'],
  // eating disorder signs
  ["I've been making myself throw up after meals", 'eating_disorder'],
  ['Starving myself to lose weight before the wedding', 'eating_disorder'],
  ["Haven't eaten in three days because I feel fat", 'eating_disorder'],
  ['Using laxatives to get rid of what I ate', 'eating_disorder'],
  ['Binge eating then purging most nights', 'eating_disorder'],
  ["I'm terrified of gaining weight so I skip all meals", 'eating_disorder'],
  ['I feel disgusting after eating anything', 'eating_disorder'],
  ['Trying to keep it under 600 calories a day', 'eating_disorder'],
  ['Working out for hours to burn off what I ate', 'eating_disorder'],
  ["I don't see the point of going on anymore", 'self_harm'],
  ["I don't see the point in going on anymore", 'self_harm'],
  ['I feel hopeless, nothing matters', 'self_harm'],
  // stroke signs, anaphylaxis, bleeding after the menopause, a possible clot (docs/decisions/105)
  ['My face is drooping on one side and my speech is slurred', 'stroke'],
  ['Suddenly my left arm went weak and I could not lift it', 'stroke'],
  ['The worst headache of my life came on out of nowhere', 'stroke'],
  ['I think I am having a stroke', 'stroke'],
  ['Slurring my words and my smile is lopsided', 'stroke'],
  ['Started a new supplement and now my lips are swelling', 'anaphylaxis'],
  ['My throat is closing up and my tongue feels swollen', 'anaphylaxis'],
  ['Hives everywhere and it is hard to breathe', 'anaphylaxis'],
  ["Can't swallow properly since the new tablets, my lips feel huge", 'anaphylaxis'],
  ['Had to use my EpiPen after lunch', 'anaphylaxis'],
  ["I'm postmenopausal and had some bleeding today", 'postmenopausal_bleeding'],
  ['No period for three years and now spotting', 'postmenopausal_bleeding'],
  ['My periods stopped 2 years ago and I bled this morning', 'postmenopausal_bleeding'],
  ['Post-menopausal spotting again', 'postmenopausal_bleeding'],
  ['Since the menopause nothing, but brown discharge today', 'postmenopausal_bleeding'],
  ['My left calf is swollen, hot and painful', 'blood_clot'],
  ['On the combined pill and suddenly breathless', 'blood_clot'],
  ['Right leg swollen and red since the long-haul flight, it hurts', 'blood_clot'],
  ['Worried about a DVT', 'blood_clot'],
  ['Sudden shortness of breath after my operation', 'blood_clot'],
];

// No ordinary note may fire — including idioms and negated phrases.
const ORDINARY: readonly string[] = [
  "I'm dying to try the new yoga class",
  'That was a killer workout, legs are jelly',
  'Period cramps today, took it easy',
  "Heavy legs after yesterday's run",
  "I fainted with laughter at my daughter's joke",
  'No chest pain, just a bit tired',
  "I'm not suicidal, just really tired of this insomnia",
  'Did chest stretches and felt great',
  'Chest day at the gym went well',
  'Slept badly, lower back pain',
  'Bloated after lunch, mild stomach ache',
  'Feeling stressed about work deadlines',
  'Binge-watched a series and went to bed late',
  "I'm starving after my walk",
  'My period is a bit heavier than usual this month',
  'Headache in the afternoon, drank more water',
  'Hot flushes at night, night sweats soaked through my sheets',
  'Energy 4/10, brain fog all morning',
  'Great day! Walked 8k steps and meditated',
  'Pregnancy yoga class was lovely',
  "We're trying to get pregnant, tracking my cycle and some spotting mid-cycle",
  'This heat is killing me',
  'My kids will be the death of me',
  'Knee pain on the stairs, iced it',
  'Neck stiff from the laptop',
  'Feeling anxious but the breathing exercise helped',
  'Low mood, cried a bit, called a friend',
  'Skipped breakfast because I was rushing',
  'Craving sugar before my period',
  'Sharp mind today, got lots done',
  'Intense core workout, abs are sore',
  'Blackout curtains helped me sleep',
  'I could eat a horse after that hike',
  'Nearly died laughing at the comedy show',
  'Dizzy when I stood up too fast, drank some water',
  'Feeling faint-hearted about starting the gym',
  'Tummy a bit upset, had ginger tea',
  'I never wake up before 8 on weekends',
  "I don't want to skip my walk tomorrow",
  'Bleeding gums when I floss',
  'Killed it at my presentation today',
  'Fasting 12 hours overnight, feel fine',
  'Heavy heart today, I miss my mum',
  'Lifted heavier weights and felt strong',
  'Pelvic floor exercises done',
  'Slight pelvic ache before my period',
  'You nearly gave me a heart attack with that surprise party',
  'I made myself sick with worry about the exam',
  'Purging my wardrobe this weekend felt amazing',
  'Never fainted, never had chest pain, just tired',
  'Had a big lunch and collapsed on the sofa',
  'Need to get this off my chest: I hate burpees',
  'Not feeling suicidal at all, mood is better this week',
  'Out of breath on the hill but recovered quickly',
  'Worst sleep of my life last night',
  '20 weeks pregnant and had a blood test today, all fine',
  'My chest is sore from push-ups',
  'My mum had a stroke last year',
  'Stroked the cat and felt calmer',
  'What a stroke of luck',
  'Lips chapped from the wind',
  'Sore throat and swollen glands with this cold',
  'Calves sore after the hill walk',
  'Spotting mid-cycle again, period due next week',
  'Light bleeding on my sequential HRT as expected',
  'Struggling to find my words at work, brain fog again',
  'No headache today for once',
];

describe('triageText — red flags', () => {
  it('has at least 40 red-flag and 40 ordinary notes', () => {
    expect(RED_FLAGS.length).toBeGreaterThanOrEqual(40);
    expect(ORDINARY.length).toBeGreaterThanOrEqual(40);
  });

  it.each(RED_FLAGS)('fires on %j (%s)', (note, category) => {
    const notice = triageText(note);
    expect(notice).not.toBeNull();
    expect(findRedFlags(note).map((m) => m.category)).toContain(category);
    expect(SafetyNoticeSchema.parse(notice)).toEqual(notice);
  });

  it('covers every category with at least 5 notes', () => {
    // medication_change and rapid_weight_loss are covered by the labelled corpus (action-notice.test.ts).
    for (const c of RED_FLAG_CATEGORIES.filter((x) => x !== 'medication_change' && x !== 'rapid_weight_loss')) {
      expect(RED_FLAGS.filter(([, cat]) => cat === c).length).toBeGreaterThanOrEqual(5);
    }
  });
});

describe('triageText — ordinary notes', () => {
  it.each(ORDINARY.map((n) => [n]))('does not fire on %j', (note) => {
    expect(findRedFlags(note)).toEqual([]);
    expect(triageText(note)).toBeNull();
  });

  it('ignores empty text', () => {
    expect(triageText('')).toBeNull();
    expect(triageText('   ')).toBeNull();
  });
});

describe('safety notices', () => {
  it('self-harm notice leads with the national crisis line as a tel: link, and the emergency number', () => {
    const notice = triageText('I want to end my life', { country: 'GB' });
    expect(notice?.level).toBe('urgent');
    expect(notice?.title).toBe(RED_FLAG_INFO.self_harm.title);
    expect(notice?.action).toMatch(/^You said you are having thoughts of ending your life\. Please call Samaritans on 116 123 now/);
    expect(notice?.call).toEqual({ label: 'Call 116 123', number: '116 123', href: 'tel:116123' });
    expect(notice?.secondaryCall?.href).toBe('tel:999');
    expect(notice?.resources.at(-1)).toMatch(/cannot help in an emergency/);
    expect(triageText('I want to end my life', { country: 'US' })?.call?.href).toBe('tel:988');
  });

  it('eating-disorder signs alone give a caution notice with an eating-disorder helpline', () => {
    const notice = triageText("I've been starving myself", { country: 'GB' });
    expect(notice?.level).toBe('caution');
    expect(notice?.call?.number).toBe('0808 801 0677');
    expect(notice?.resources.join(' ')).toMatch(/Beat/);
  });

  it('combines categories, most serious first, without duplicate resources', () => {
    const notice = triageText('I fainted and now I have chest pain. Also starving myself.');
    expect(notice?.level).toBe('urgent');
    expect(notice?.title).toBe(RED_FLAG_INFO.chest_pain.title);
    expect(notice?.action).toBe('You said you have chest pain and you fainted: call 112 now.');
    expect(notice?.categories).toEqual(['chest_pain', 'fainting', 'eating_disorder']);
    expect(new Set(notice?.resources).size).toBe(notice?.resources.length);
  });

  it('safetyNoticeFor returns null for no categories', () => {
    expect(safetyNoticeFor([])).toBeNull();
  });

  it('notices never exceed schema limits and every category has plain words', () => {
    const all = safetyNoticeFor([...RED_FLAG_CATEGORIES]);
    expect(SafetyNoticeSchema.safeParse(all).success).toBe(true);
  });

  it('handles curly apostrophes and "cannot"', () => {
    expect(triageText('I don\u2019t want to live')).not.toBeNull();
    expect(triageText('I cannot breathe')).not.toBeNull();
    expect(triageText('i dont want to live anymore')).not.toBeNull();
  });

  it('uses whole-text pregnancy context', () => {
    expect(triageText('I am 12 weeks pregnant. Some bleeding tonight.')?.title).toBe(
      RED_FLAG_INFO.pregnancy_emergency.title,
    );
    expect(triageText('Not pregnant. Some spotting tonight.')).toBeNull();
  });
});

describe('triageMany', () => {
  it('combines several texts and skips blanks', () => {
    expect(triageMany(['fine today', null, undefined, ''])).toBeNull();
    const notice = triageMany(['all good', 'I passed out at the shop', "I'm bulimic"]);
    expect(notice?.title).toBe(RED_FLAG_INFO.fainting.title);
    expect(notice?.categories).toEqual(['fainting', 'eating_disorder']);
  });
});

describe('round 7 (decision 140): what the rules now read, and what they leave alone', () => {
  const categories = (note: string) => findRedFlags(note).map((m) => m.category);
  it.each([
    'took about 20 of my sleeping tablets an hour ago',
    'I keep googling how many pills it would take',
    'started cutting again, thighs this time',
    'i burned myself with the hair straighteners on purpose',
    'sat on the edge of the bath with a blade for an hour',
    'whats the point when i dont plan on being around much longer',
    "I'm not sure I'll still be here next week",
    "tbh i've been praying i dont wake up",
    'my brain keeps telling me to crash the car',
    'wrote letters to my girls tonight just in case',
    "honestly i'm not safe at home tonight",
    'i wanna kms ngl',
  ])('self-harm: %j', (note) => {
    expect(categories(note)).toContain('self_harm');
  });

  it.each([
    'took 2 paracetamol for my headache and it eased',
    'took 20mg of my sertraline as usual',
    'burned my arm on the oven tray, ouch',
    'cut my finger chopping onions',
    "I won't be around next week, we're on holiday",
    'not sure I will be here for the class on friday',
    'so tired I could pass out on the sofa right now',
    'my GP lowered my levothyroxine dose, feeling ok',
    'my friend is pregnant and bleeding, worried for her',
    'the nurse said if I ever soak a pad an hour I should call, nowhere near that',
  ])('ordinary: %j', (note) => {
    expect(categories(note)).toEqual([]);
  });

  it('still raises a medicine change made against advice, and pregnancy when it is hers', () => {
    expect(categories('my gp said to keep taking it but I stopped my HRT anyway')).toContain('medication_change');
    expect(categories("I'm 30 weeks pregnant and bleeding, my friend is driving me in")).toContain('pregnancy_emergency');
  });
});

describe('round 8 (decision 145): what the rules now read, and what they leave alone', () => {
  const categories = (note: string) => findRedFlags(note).map((m) => m.category);
  it.each([
    // weight lost faster than about 1 kg a week, wanted or not
    ['goal: 2 stone in 3 weeks. no excuses', 'rapid_weight_loss'],
    ['weight keeps falling off, down 9lb since last wednesday and eating normally', 'rapid_weight_loss'],
    ['need to be 8 pounds lighter by saturday for the reunion', 'rapid_weight_loss'],
    ["I'm 4kg lighter than at the start of the week without trying", 'rapid_weight_loss'],
    ['lost nearly a stone in a fortnight without trying', 'rapid_weight_loss'],
    ['went from a 14 to a 10 in about a month', 'rapid_weight_loss'],
    // bleeding after the menopause, said the ways people say it
    ['periods finished ages ago but the last couple of days theres been a pink tinge', 'postmenopausal_bleeding'],
    ['no period at all since spring 2021 and had a proper bleed yesterday', 'postmenopausal_bleeding'],
    ['there was blood in my pad this morning, havent needed pads for years', 'postmenopausal_bleeding'],
    ['Menopause at 51. Found blood on the loo roll twice this week', 'postmenopausal_bleeding'],
    ['been 14 months with no period and now spotting on and off', 'postmenopausal_bleeding'],
    ["I haven't had a period in about 18 months and there's been some bleeding", 'postmenopausal_bleeding'],
    ['my last period was in 2019, but I have been bleeding since Tuesday', 'postmenopausal_bleeding'],
    // medicines
    ['halved my estrogen gel myself', 'medication_change'],
    ['my insulin pen ran out and the pharmacy didnt have any', 'medication_change'],
    ['forgot my bp tablet yesterday so took two this morning to catch up', 'medication_change'],
    ['not taken my propranolol for a few days', 'medication_change'],
    ['been cutting my sertraline in half to make the box last', 'medication_change'],
    // stroke
    ['one side of my mouth isnt moving right', 'stroke'],
    ['hubby says my face looked lopsided at dinner', 'stroke'],
    ['numbness all down my right side, face arm and leg', 'stroke'],
    ['knew what i wanted to say but it came out as nonsense', 'stroke'],
    ['i lost the vision in my right eye for a few minutes', 'stroke'],
    // clot
    ['one leg is much fatter than the other, aching deep in the calf', 'blood_clot'],
    ['calf is swollen and the skin looks reddish purple', 'blood_clot'],
    ['suddenly cant catch my breath. im on the pill', 'blood_clot'],
    ['knee op 10 days ago and now a sharp pain in my side when i breathe in', 'blood_clot'],
    // pregnancy (weeks said on their own count as a pregnancy)
    ['at 32 weeks. tonight my face and fingers have swollen right up', 'pregnancy_emergency'],
    ['28 weeks and theres been a trickle of clear fluid', 'pregnancy_emergency'],
    ['quick one - 16 weeks and spotting since I woke up', 'pregnancy_emergency'],
    ['period is 2 weeks late and the test was a faint positive, now really bad sharp pain', 'pregnancy_emergency'],
    ['baby has been much quieter today, maybe 3 little movements all day', 'pregnancy_emergency'],
    // heavy bleeding
    ['flooding every time I stand up', 'heavy_bleeding'],
    ["so heavy i'm having to sit on a towel", 'heavy_bleeding'],
    ['ive gone through 6 pads in 5 hours', 'heavy_bleeding'],
    ['clots like chunks of liver', 'heavy_bleeding'],
    // chest, allergy, fainting
    ['a tight band came round my chest on the hill', 'chest_pain'],
    ['felt like my heart was being squeezed in a fist', 'chest_pain'],
    ['pain in my jaw and between my shoulder blades, plus feeling sick and clammy', 'chest_pain'],
    ['big raised blotches all over and cant get a proper breath', 'anaphylaxis'],
    ['my eyelids are swelling shut', 'anaphylaxis'],
    ["next thing i'm on the floor, husband says i was out maybe 20 seconds", 'fainting'],
    ['next thing the instructor was fanning me', 'fainting'],
    // eating
    ['only had 400 calories today', 'eating_disorder'],
    ['skipping breakfast and lunch to speed the weight loss up', 'eating_disorder'],
    ['throw the rest of my meal away when no ones looking', 'eating_disorder'],
    ['havent had a proper meal since sunday', 'eating_disorder'],
    ['bringing up most of what i do eat', 'eating_disorder'],
    // self-harm
    ['cant see any way out that isnt me gone', 'self_harm'],
    ['everyone would manage fine without me', 'self_harm'],
    ['hubby would get the life insurance and the kids would be ok', 'self_harm'],
  ] as const)('fires: %j', (note, category) => {
    expect(categories(note)).toContain(category);
  });

  it.each([
    'lost 2lb since last monday, slow and steady',
    'Weigh-in day: 1.2kg down since last week which is what the coach said is healthy',
    'lost 1 stone in 6 months, steady',
    'did 12 weeks of the plan and lost 6kg',
    'my 21st birthday was 3 weeks ago',
    'friends husband got a DVT after a long flight so ive bought us flight socks',
    'neighbours dog swallowed a sock and had awful belly pain',
    'my teenage niece is really struggling with anorexia',
    'sis had an early scan after some cramping, everything looks perfect, 7 weeks',
    'laughed so hard at the pub quiz i nearly passed out haha',
    'fainted once when i was pregnant with my eldest, 18 yrs ago now, and not since',
    'had a DVT in 2015 after an op, all cleared, not on the pill now',
    'Had a miscarriage many years ago and today would have been their birthday',
    "last month's flooding period feels like a memory, this one is normal",
    'i was out like a light by 10',
    'my psych upped my venlafaxine to 150 last week',
    "i was so tired my words came out jumbled",
    'i lost vision in one eye for a second - joking, my contact lens fell out',
    'the kids manage fine without me for a weekend',
    "I can't see a way out of this overtime mess",
    "i've been cutting my hair short",
    'skipped the gym to get the kids',
    '6 weeks into the programme and feeling great, bleeding gums though',
    'no period for 2 months and now a heavy one, peri is wild',
  ])('stays quiet: %j', (note) => {
    expect(categories(note)).toEqual([]);
  });

  it('works out a rate of weight loss from the words', () => {
    expect(weightLossRate('2 stone in 3 weeks')?.kgPerWeek).toBeCloseTo(4.23, 1);
    expect(weightLossRate('half a stone in a fortnight')?.kg).toBeCloseTo(3.18, 1);
    expect(weightLossRate('9lb since last wednesday')?.kgPerWeek).toBeCloseTo(4.08, 1);
    expect(weightLossRate('8 pounds lighter by saturday')?.kgPerWeek).toBeCloseTo(5.18, 1);
    expect(weightLossRate('5kg in 2 months')?.kgPerWeek).toBeCloseTo(0.58, 1);
    expect(weightLossRate('3kg in 4 days')?.kgPerWeek).toBeCloseTo(5.25, 1);
    expect(weightLossRate('a few kg at some point')).toBeNull();
    expect(weightLossRate('5kg lighter')).toBeNull();
  });
});

describe('round 9 (decision 150): false alarms on ordinary notes, by kind, and their near misses', () => {
  const categories = (note: string) => [...new Set(findRedFlags(note).map((m) => m.category))];
  it.each([
    // a medicine changed by her, or against what she was told
    ['I doubled my dose', 'medication_change'],
    ['halved my sertraline myself to see what happens', 'medication_change'],
    ['my GP said not to but I doubled my sertraline anyway', 'medication_change'],
    ['the nurse said to keep it the same but I doubled my HRT gel on my own', 'medication_change'],
    ["I'm going to stop my HRT", 'medication_change'],
    ['my GP appointment got moved, I halved my sertraline', 'medication_change'],
    ['ran out of my sertraline last week', 'medication_change'],
    ['ran out of my HRT and the pharmacy had none', 'medication_change'],
    // self-harm about someone else, with no one helping yet; her own, even with someone helping another
    ['my son said he didn\'t want to be here anymore', 'self_harm'],
    ['my friend took an overdose and nobody knows', 'self_harm'],
    ["my son is with his GP now. I don't want to be here anymore either", 'self_harm'],
    // her own past self-harm that is back, or with nothing said of being safe now
    ["I overdosed in 2010 and I'm thinking about doing it again", 'self_harm'],
    ['took an overdose last night, I\'m safe now', 'self_harm'],
    ['I overdosed in 2010, doing well at work, and now I want to end it for good', 'self_harm'],
    ["I overdosed in 2010, I'm doing well, but today I'm thinking about doing it again", 'self_harm'],
    ['I took all my tablets at once', 'self_harm'],
    ['took all my tablets', 'self_harm'],
    // a screening question answered yes
    ["the GP asked if I'd had thoughts of self harm and I said yes", 'self_harm'],
    // figures of speech, when the words are her own sign
    ['my face dropped on one side when I smiled', 'stroke'],
    ['blacked out the other day at work', 'fainting'],
    ['was laughing then suddenly my chest hurt and went tight', 'chest_pain'],
    ['I could go jump off a cliff', 'self_harm'],
    ['I want to jump off a bridge', 'self_harm'],
    ["I've been feeling suicidal", 'self_harm'],
    ['slurring my words and i havent had a drink', 'stroke'],
    // someone else, but she is the one with the sign
    ['I fainted next to the lady on the bus', 'fainting'],
    ['watched EastEnders then had chest pain myself', 'chest_pain'],
    ['watching a film and my face drooped on one side', 'stroke'],
    ['watched TV and then had a fainting episode', 'fainting'],
    ['watched the film, fainted afterwards', 'fainting'],
    ['I keep getting chest pain, the GP said it was anxiety', 'chest_pain'],
    ["asked if I'd had thoughts of suicide, said no, but honestly I have", 'self_harm'],
    // over, but back now; or "explained" and still going
    ['had a DVT in 2018, off the blood thinners now and my calf is swollen and red', 'blood_clot'],
    ['had a stroke in 2019, today my face is drooping', 'stroke'],
    ['had a DVT in 2018, my calf is swollen and red today as well', 'blood_clot'],
    ['fainted at the gym, never again will I skip breakfast', 'fainting'],
    ['bleeding heavily before my kids got home, soaked through my jeans', 'heavy_bleeding'],
    ['it was nothing like my usual period pain, severe stomach pain', 'severe_abdominal_pain'],
    ['new girl started at work, lovely - oh yeah, had a really sharp stabbing pain low on my right side, doubled me over', 'severe_abdominal_pain'],
    ["chest pain last year, the GP said it was reflux but it's not going away", 'chest_pain'],
    // third pass (the w5-w8 notes): near misses
    ['oh no, I fainted at the shops', 'fainting'],
    ['oh yeah, had crushing chest pain on the stairs', 'chest_pain'],
    ["at my mum's house I fainted", 'fainting'],
    ["my client (I'm a carer) said I looked grey and I fainted", 'fainting'],
    ['I reduced my antidepressant without telling my psychiatrist', 'medication_change'],
    ["I've stopped my HRT", 'medication_change'],
    ["pain low on one side at 6 weeks, scared it's ectopic", 'pregnancy_emergency'],
    ['I felt like I might faint and then I did pass out', 'fainting'],
    ['severe cramping at 7 weeks, the midwife said to come in', 'pregnancy_emergency'],
    ["flooding last year, and it's back now, soaking through", 'heavy_bleeding'],
    ["I am losing weight like nothing, four kilos in one week, with this cough that doesn't go", 'rapid_weight_loss'],
    ['fainted in high school, and again this morning', 'fainting'],
    ['fainted at the concert. still dizzy', 'fainting'],
    ['had chest pain last year and it\'s back today', 'chest_pain'],
    ["chest pain, I thought it was reflux but it's getting worse", 'chest_pain'],
    ["chest pain on and off, the GP said it was reflux but it's still there", 'chest_pain'],
    ['the chest pain turned out to be a clot in my lung', 'blood_clot'],
    ["haven't recovered from the heavy bleeding, soaking a pad an hour", 'heavy_bleeding'],
    ['my miscarriage was 2 yrs ago, now 8 weeks and bleeding', 'pregnancy_emergency'],
    // a negated sign, but another sign present; bleeding after the menopause with no other source
    ['hives and my lips are swelling, no breathing problem yet', 'anaphylaxis'],
    ['blood on the tissue after wiping, periods finished years ago', 'postmenopausal_bleeding'],
    // blood pressure up in a pregnancy still fires (it is no longer read as bleeding)
    ['my blood pressure was high at the midwife, 34 weeks', 'pregnancy_emergency'],
    ['34 weeks and my blood pressure is 150/100 with a headache', 'pregnancy_emergency'],
    // second pass (the older corpora's remaining false alarms): their near misses
    ['my friend told me she wanted to die', 'self_harm'],
    ['my friend told me I looked pale and then I passed out', 'fainting'],
    ['the GP told me it was just anxiety but the chest pain is back tonight', 'chest_pain'],
    ["hubby says it's just stress but I keep getting a squeezing pain in my chest on the stairs", 'chest_pain'],
    ["swollen lip because i bit it and now my throat feels tight and I can't breathe", 'anaphylaxis'],
    ['was worried I might faint but then I fainted in the queue', 'fainting'],
    ['I want to die, we got the mental health team in', 'self_harm'],
    ["the heavy bleeding hasn't been sorted by the tablets, soaking through pads", 'heavy_bleeding'],
    // weight lost faster than the safe pace
    ['lost 10lb in two weeks', 'rapid_weight_loss'],
    ['want to lose a stone in a week', 'rapid_weight_loss'],
  ] as const)('fires: %j → %s', (note, category) => {
    expect(categories(note)).toContain(category);
  });

  it.each([
    // a medicine changed with a clinician, a run-out resupplied, tablets taken on time, a wish taken back
    'my GP doubled my dose',
    'My GP dropped my levothyroxine from 100 to 75 after my bloods came back',
    'the menopause nurse doubled my oestrogen gel to 2 pumps',
    'my endocrinologist halved my carbimazole, bloods next month',
    'my ob had me stop metformin now that i\'m in the 2nd trimester',
    'switched from yaz to a lower estrogen pill per my gyn',
    'came off the pill in my 40s with my doctor\'s help',
    'thinking of coming off the pill at some point, will book a chat with the nurse first',
    'ran out of sertraline but the pharmacy got it in the next day',
    'nearly ran out of my thyroid tablets but the chemist did an emergency supply, didnt miss any',
    'took all my tablets on time this week, proud of myself',
    "wish I could stop my HRT but I'm not going to",
    'lost 3lb in two weeks on the plan, eating proper meals',
    // someone else (and self-harm only when that person is being helped, in her care, or in a story)
    'my mil has heavy bleeding and an appt monday, i\'m driving her',
    'pal at work\'s dad had a stroke, I\'m covering her shifts',
    'po my kuya had a heart attack, he is recovering',
    'the lady next to me on the train had an allergic reaction, the guard used an epipen',
    'friend from my running group had an ectopic, sending her a meal',
    'drama at work: colleague collapsed in the car park, she\'s fine',
    'My friend took a handful of pills last night and is in hospital. She\'s stable. I\'m heartbroken',
    'Worried about my son who rang saying he didn\'t want to be here anymore. He\'s with his GP now',
    'my patient today talked about wanting to die, hard shift',
    'the character in my drama had a stroke and the acting was brilliant',
    'Watched Grey\'s last night, the chest pain episode had me in bits',
    'the Netflix show had a character who takes an overdose, had to switch off',
    // over, long past or explained
    'passed out at my wedding from the heat twenty years ago, husband still teases me',
    'fainted once in high school at a concert, never since',
    'i almost fainted at my cousin\'s wedding in june. fine since',
    'had an ectopic in 2019, now 22 wks w a healthy little girl',
    'my miscarriage was 2 yrs ago, finally feeling hopeful about ttc again',
    'had a miscarriage five years ago, still think of that baby sometimes',
    'I had a miscarriage before my youngest, it still makes me sad sometimes',
    'I was hospitalised for pre-eclampsia with my last baby, she\'s nine now',
    'last year I had a mini stroke, on my tablets now, physio finished, feeling strong',
    'had a DVT in 2018, off the blood thinners now, doing my walks',
    'recovered from anorexia in college, doing well',
    'history of anorexia in my 20s, recovered and stable for 15 yrs, ate a lovely roast today',
    'the chest pain from last week turned out to be costochondritis, better now',
    'went to casualty last week for chest pain and they said it was muscle strain, all tests clear',
    'Went to A&E last month with chest pain and it was reflux. Now on omeprazole',
    'i had a panic attack that felt like a heart attack last yr, ecg normal',
    'had a really heavy period in spring and got iron tablets, levels fine now',
    "it's the anniversary of Dad's heart attack. lit a candle",
    'had a hemorrhage after my daughter\'s birth, all good now',
    'the bleeding at 7 weeks was a subchorionic hematoma, resolved by 14, baby\'s perfect',
    'the overdose was back in 2010, I had help, I\'m safe and doing well, just tired today',
    'the suicidal thoughts I had after my divorce are long gone, three years now, I\'m in a good place',
    // figures of speech
    'nearly had a stroke when the kids said they invited ten friends for dinner',
    'Had a heart attack on the stairs - the cat shot past me in the dark',
    'my face dropped when I saw the bill',
    'got that tight chest feeling when I opened the credit card bill lol',
    'blacked out the photos of the kids before posting them',
    'traffic today was suicide, two hours to go ten km',
    'this week can go jump off a cliff honestly',
    'laughed so hard at the comedy show I couldn\'t breathe',
    'Nearly passed out laughing at my daughter\'s impression of her teacher',
    'the sermon was so long I nearly passed out from boredom',
    'this heat wave is suffocating, cant breathe out there lol',
    'slurring my words after 2 glasses of prosecco at the hen do',
    'weight on my chest (the cat, she sleeps on me)',
    'I said to my husband I wish I could disappear for a week, meaning a spa holiday',
    'i was scared it was a heart attack at first but it was my reflux again',
    // negated, a screening question, prevention, an advert in quotes, an expected sign
    'hives gone, were from the wool jumper, no breathing problem at any point',
    'leg cramp in the night, calf went hard for a minute then eased, no swelling this morning',
    "screening question at the doctors asked if I'd had thoughts of self harm, said no",
    'therapist asked about suicidal thoughts and I could honestly say no for the first time in ages',
    'ob put me on baby aspirin at 12 wks for preeclampsia prevention',
    'Saw an ad: "lose 10kg in 10 days!" no thank you',
    "saw an advert 'lose a stone in a week' and laughed",
    'midwife checked my blood pressure and urine today, all normal at 26 weeks',
    '12 week scan today, all fine. mild cramps like the midwife said, no bleeding',
    'blood on the tissue but its from my nose, periods finished years ago, nothing down below',
    // second pass: reported to her, being helped, in her care, explained after, an ordinary cause
    'one of my patients told me she didn\'t want to live anymore, we got the mental health team in',
    'we had a young lad in after an overdose, he\'s stable',
    'My best friend told me she\'s been having thoughts of ending her life. I sat with her while she rang her GP',
    'i\'m a dietitian and saw a young girl with arfid today',
    'had a tia scare last month but the neurologist said it was a migraine, all scans clear',
    'the heavy bleeding I had last month was sorted by the tablets the GP gave me',
    'took all my tablets as normal, didnt miss one',
    "the ad promised 'lose 7lbs in 7 days', no thank you",
    "'how to lose 10kg fast' was trending again, those videos make me cross",
    'was worried i might faint at the dentist but did the breathing and was fine',
    'swollen lip because i bit it eating a sandwich',
    'a bit of lip swelling from a cold sore coming',
    'fainted once 20 years ago when I gave blood, never since. donating again tomorrow, bit nervous',
    'Had a DVT after my C-section fifteen years ago, so my GP gave me the patch, all fine. Not going to dwell on it.',
    // third pass: someone else bare or by their thing, an aside in brackets, interjections, recovery, explained
    "sister fainted at the wedding, it was boiling, she's fine",
    "neighbour got stung and needed the epipen, ambulance came, she's ok",
    "my aunt's bleeding after menopause turned out to be a polyp",
    "mum's appointment (her DVT is being treated)",
    "oh yeah, my sister was saying her period was so heavy she was flooding, I told her to see the doctor",
    "my client at work (I'm a carer) talked about wanting to die today, I passed it on to her GP",
    'reduced antidepressant w psychiatrist, going ok',
    "changed to oestrogen spray, dr's idea",
    'My doctor is stopping my HRT gradually over 3 months',
    "coming off the antidepressant slowly with my psychiatrist's plan",
    'the hot flushes have almost stopped on the HRT',
    'GP did an ECG last month, she said ectopic beats',
    'suicidal thoughts in my 30s, much better now with support',
    'Ten years since I last self-harmed. Bought myself a necklace to mark it.',
    'anorexia recovery 10 yrs, proud',
    'I had anorexia in my early twenties and have been well for a long time',
    'i had a miscarriage at 44, it\'s been 8 years, i still think of her',
    'no bleeding since the miscarriage in March, periods back to normal',
    'I felt like I might faint in the heat so I sat down, felt fine after 5 mins',
    'Is mild cramping normal at 7 weeks pregnant? no bleeding, midwife said it\'s often the uterus stretching',
    'chest pain last wk was reflux, gp confirmed',
    'flooding was awful last year, got a Mirena and barely bleed now',
  ])('stays quiet: %j', (note) => {
    expect(categories(note)).toEqual([]);
  });
});

describe('round 11 (decision 150): recall by kind, and each kind\'s near misses', () => {
  const categories = (note: string) => [...new Set(findRedFlags(note).map((m) => m.category))];
  it.each([
    // eating: calories a day, not eating since a day, fasting for days, undoing food, being sick said other ways
    ['about 450 calories a day for a fortnight now', 'eating_disorder'],
    ["haven't eaten since wednesday and it feels good", 'eating_disorder'],
    ["if the scales are up I don't eat that day", 'eating_disorder'],
    ['water fasting for 4 days to drop the last bit', 'eating_disorder'],
    ['had a binge on biscuits, then swam for three hours to make up for it', 'eating_disorder'],
    ['ate tea with the family then brought it back up in the bathroom', 'eating_disorder'],
    ['threw up my dinner on purpose again', 'eating_disorder'],
    ['got rid of my lunch again in the work loo', 'eating_disorder'],
    ['took 5 laxatives after the party food', 'eating_disorder'],
    ['weighed myself fifteen times today, before and after every wee', 'eating_disorder'],
    ["living on black coffee and diet coke, 3 stone to go", 'eating_disorder'],
    ["told my husband I'd already eaten so he wouldn't ask", 'eating_disorder'],
    ['the hunger is a win, I feel in control', 'eating_disorder'],
    ['skipping breakfast and lunch to fit into the dress', 'eating_disorder'],
    // fainting: going down, coming round, out cold, the world going black, legs giving way
    ['stood up too fast and went down like a sack of potatoes', 'fainting'],
    ['came to with my neighbour kneeling next to me', 'fainting'],
    ['I was out cold for a minute in the lounge', 'fainting'],
    ['the room went black and I hit the floor', 'fainting'],
    ["my legs gave way and I was on the kitchen floor, don't remember the fall", 'fainting'],
    ['went limp in the queue at the post office', 'fainting'],
    // medicines: forgotten for days, every other day, someone else's, binned, an extra dose, not collected
    ['forgot my levo all week, since monday', 'medication_change'],
    ['only taking my sertraline every other day to make it last', 'medication_change'],
    ["using my sister's HRT patches until mine come", 'medication_change'],
    ['binned my antidepressants, done with them', 'medication_change'],
    ['took an extra 2 of my propranolol before the interview', 'medication_change'],
    ['stopped my statins for the 45 days', 'medication_change'],
    ["haven't picked up my repeat prescription, been without for a week", 'medication_change'],
    // pregnancy: a context said any way, with a sign said any way
    ['29 weeks and a pounding headache with zigzags in my eyes', 'pregnancy_emergency'],
    ["35 wks, haven't felt him move since last night", 'pregnancy_emergency'],
    ['test says pregnant, now a sharp pain low on the left and my shoulder tip hurts', 'pregnancy_emergency'],
    ['thirty two weeks and there was a gush of water in the shop', 'pregnancy_emergency'],
    // self-harm: a way pictured, tablets saved, goodbyes, not wanting to go on
    ['keep thinking about walking into the river on my way home', 'self_harm'],
    ["I've been saving up my co-codamol, I know what I'm going to do", 'self_harm'],
    ['wrote letters to my children tonight, just in case', 'self_harm'],
    ["I don't really want to be alive anymore", 'self_harm'],
    ['kids would be better off w/o me', 'self_harm'],
    // self-harm, second pass: a bridge stood on a long time, ways out, goodbyes, things given away, a packet swallowed
    ['stood on the bridge for ages again, a long time, and nobody knows', 'self_harm'],
    ['lying awake thinking of ways out', 'self_harm'],
    ['hate myself enough to end it', 'self_harm'],
    ['wrote goodbye notes to my family and hid them', 'self_harm'],
    ["gave my cat to my neighbour, won't need to feed her", 'self_harm'],
    ['swallowed a packet of my blood pressure tablets', 'self_harm'],
    ['googled how many co-codamol it takes', 'self_harm'],
    ["I'm a burden on everyone", 'self_harm'],
    // tummy pain with a sign of how bad it is; a belly hard as a board
    ['pain low down on the right and a temperature of 38.5', 'severe_abdominal_pain'],
    ['belly is rock hard and hurts to touch', 'severe_abdominal_pain'],
    // weight: number words, this week, a day
    ['lost eleven pounds in two weeks without trying', 'rapid_weight_loss'],
    ['down 5kg this week and I have not been dieting', 'rapid_weight_loss'],
    ['going for 3 lbs a day until the holiday', 'rapid_weight_loss'],
    // bleeding after the menopause: the menopause said any way
    ["haven't had a period for 3 years and there's pink on the tissue today", 'postmenopausal_bleeding'],
    ['periods stopped at 50, I am 56, and I have some brown spotting', 'postmenopausal_bleeding'],
    ['long past the change and had a bleed this morning', 'postmenopausal_bleeding'],
    // clot: the risk said any way
    ['6 hours in the car yesterday and my calf is hot, red and swollen', 'blood_clot'],
    ['two weeks after my hysterectomy and I coughed up some blood, breathless', 'blood_clot'],
  ] as const)('fires: %j', (note, category) => {
    expect(categories(note)).toContain(category);
  });

  it.each([
    // eating: burned calories, a treat made up for with food, fasting for a blood test or for faith, binge-watching
    'burned 600 calories on the bike today',
    'skipped breakfast because I overslept, had a big lunch to make up for it',
    'fasting bloods tomorrow so nothing after 10pm, 12 hours',
    'fasting for ramadan, day 4, feeling good',
    'had a binge on netflix, three episodes of the crown',
    'brought it up with my manager, she was lovely',
    'threw up after the curry, think it was dodgy prawns',
    "my daughter weighs the flour before and after, she's precise",
    // fainting: a swelling or a price that went down, a friend who came round, lights out at bedtime, the kids out cold
    'the swelling in my ankle went down overnight',
    'my friend came round with cake and we laughed',
    'lights out at 10.15, read for twenty minutes first',
    'kids out by 8, I went down to the shop',
    // medicines: the pharmacy resupplied, a clinician's change, a retraction, a pill box not a pill
    'the pharmacy was out of my Estradiol but they found some at the other branch, no gap',
    'swapped to evening dose after chat w pharmacist',
    'doc paused my hrt before op, as planned',
    'took my morning thyroid tablet twice... no wait, I checked the pill box, I only took one',
    'changed the pillowcase twice in the night',
    // pregnancy: the signs with no pregnancy said
    'pounding headache and zigzags after the screen all day',
    "the dog hasn't moved from the sofa all morning",
    // self-harm: a figure of speech taken back, a meaning explained, something long over and well now
    "if my boss sends one more email I'm going to walk into the sea. (I'm not. I'm going to walk to the fridge.)",
    "I don't want to go on. With this conversation, I mean, with my sister about visiting mum",
    "I used to think about ending it when I was going through the divorce, about 10 years ago. I got help and I'm so far from that now",
    "I don't want to go on holiday with the in-laws",
    'stood on the bridge to watch the boats, lovely evening',
    'looking at ways out of the contract with my landlord',
    'thinking of ending it with him, he never listens',
    'gave away my old coats to the charity shop',
    'wrote a note to the kids\' teacher about the trip',
    // tummy pain explained; weight readings not an amount lost; a safe pace over weeks
    'that awful abdo pain was gallstones, out now',
    "I've gone from 12st 9 to 12st 4 in a month, which is what I was aiming for",
    'down 3kg since the start of the programme six weeks ago',
    // the menopause said but no bleeding; bleeding with no menopause said
    "haven't had a period for 3 years and feeling great",
    'spotting a bit mid-cycle again, periods regular',
    // clot: a leg sign with no risk; a risk with no sign
    'long flight to Spain, legs a bit stiff but fine after a walk',
  ])('stays quiet: %j', (note) => {
    expect(categories(note)).toEqual([]);
  });
});

describe('round 12 (decision 150): recall by kind, and each kind\'s near misses', () => {
  const categories = (note: string) => [...new Set(findRedFlags(note).map((m) => m.category))];
  it.each([
    // self-harm: not waking up hoped for, a burden, not existing, an illness hoped for, a place pictured,
    // tablets taken or counted, hurting herself said other ways, no future, better without her, loose ends
    ["some mornings I hope I don't wake up", 'self_harm'],
    ['angry that i woke up again today', 'self_harm'],
    ["I'm just a burden on all of them", 'self_harm'],
    ['I want to stop existing for a long while', 'self_harm'],
    ['honestly hoping the biopsy comes back bad', 'self_harm'],
    ['if I crashed the car on the bypass it would look like an accident', 'self_harm'],
    ['I keep thinking about the viaduct near work', 'self_harm'],
    ['took about twenty of my sleeping tablets an hour ago', 'self_harm'],
    ['counting my tablets in my head to see if they would be enough', 'self_harm'],
    ['been burning my wrist with a lighter at night', 'self_harm'],
    ['dug my nails into my arms until they bled', 'self_harm'],
    ["I've stopped seeing a future for myself", 'self_harm'],
    ['the house would be lighter without me in it', 'self_harm'],
    ['gave my niece my good ring today, no more loose ends', 'self_harm'],
    ["don't really see the point of going on anymore", 'self_harm'],
    // medicines: stopped alone, a dose changed alone, taken some days, none for days, ran out, someone else's
    ['stopped the sertraline, it made me numb', 'medication_change'],
    ['dropped my venlafaxine to 75 myself', 'medication_change'],
    ['only taking my levo every 3rd day now', 'medication_change'],
    ['no insulin for 3 days, the pen is broken', 'medication_change'],
    ['ran out of my estradiol and the pharmacy is shut', 'medication_change'],
    ['my sister gave me a few of her fluoxetine', 'medication_change'],
    ['took 2 thyroxine to make up for missing yesterday', 'medication_change'],
    ['using 1 pump of the oestrogel instead of 2 to stretch it', 'medication_change'],
    // heavy bleeding: through clothes or bedding, every hour, gushing, clots with signs of blood loss
    ['bled through my work trousers again and onto the chair', 'heavy_bleeding'],
    ['period so bad, filling a super tampon in under an hour', 'heavy_bleeding'],
    ['it just gushes out when I stand up, period day 3', 'heavy_bleeding'],
    ['period clots and I feel so lightheaded on the stairs', 'heavy_bleeding'],
    ['clots the size of a 10p with this period', 'heavy_bleeding'],
    // bleeding after the menopause: the menopause and the blood said more ways
    ["haven't had aunt flo since 2021 and there's blood today", 'postmenopausal_bleeding'],
    ['my monthlies stopped at 51, now some pinkish discharge', 'postmenopausal_bleeding'],
    ['post meno and a bit of red on the loo roll', 'postmenopausal_bleeding'],
    ['on continuous combined hrt for 2 years, now bleeding', 'postmenopausal_bleeding'],
    ["I'm 62 and there's blood in my knickers", 'postmenopausal_bleeding'],
    ['two years period free and now spotting', 'postmenopausal_bleeding'],
    // pregnancy: said more ways, with the signs said more ways
    ['34 wks and the baby has been really quiet all day', 'pregnancy_emergency'],
    ['preg 30 weeks, clear fluid keeps leaking', 'pregnancy_emergency'],
    ['two lines on the test, now pain low on the left side', 'pregnancy_emergency'],
    ['36 weeks, headache so bad and wavy lines', 'pregnancy_emergency'],
    // eating: purging, undoing food, numbers kept to, hiding, fear of foods, laxatives daily
    ['put my fingers down my throat after tea', 'eating_disorder'],
    ['kept it under 600 again today', 'eating_disorder'],
    ['hid my lunch in my bag so they thought I ate', 'eating_disorder'],
    ["I'm scared of bread and oil now", 'eating_disorder'],
    ['on laxatives daily so I feel empty', 'eating_disorder'],
    ['weigh myself before and after I eat', 'eating_disorder'],
    // stroke: the face wonky, speech jumbled with a second sign, a hand that stops working, sight lost
    ['my smile looked wonky in the mirror and my arm felt heavy', 'stroke'],
    ['words came out jumbled for ten minutes and my face went numb', 'stroke'],
    ['my right hand just stopped working and my mouth felt odd', 'stroke'],
    ['went blind in my right eye for a few minutes', 'stroke'],
    ['headache like an explosion at the back of my head', 'stroke'],
    // tummy pain: moved from the belly button; no poo or wind with a swollen tummy; pain with more signs
    ['pain started at my belly button and moved to the right', 'severe_abdominal_pain'],
    ["haven't pooed in 4 days and my tummy is swollen and hard", 'severe_abdominal_pain'],
    ['tummy pain so strong I am crying on the floor', 'severe_abdominal_pain'],
    // weight: a large loss she did not try for
    ['lost nearly 2 stone since the summer without trying', 'rapid_weight_loss'],
    ['down 2 dress sizes this month and not even trying', 'rapid_weight_loss'],
  ] as const)('fires: %j → %s', (note, category) => {
    expect(categories(note)).toContain(category);
  });

  it.each([
    // self-harm: someone else waking up, a burden of work, a disappearing wish with a place, a scan hoped fine
    "hope the baby doesn't wake up before 6",
    'pray I won\'t wake up at 3am drenched again',
    'I wish I could disappear to a beach for a week',
    'hoping the scan comes back clear',
    'took all my tablets as normal, didnt miss one',
    'hit my head on the kitchen wall cupboard, ouch',
    'cut my leg shaving again, small one',
    'burnt my arm on the hot oven tray making dinner',
    'nobody will miss the old sofa',
    "can't see a future with him, so we split up",
    'made a will with my husband now the house is bought',
    // medicines: a clinician's plan, a course finished, taken as usual, a time moved, resupplied
    'no more pred, course finished as planned',
    'the hrt has stopped the sweats completely',
    'took my meds at 9 instead of 7, lie in',
    "I haven't missed a single HRT dose in 45 days",
    'missed my HRT patch change by a day, changed it as soon as I remembered',
    'shortage of my HRT gel so the pharmacy gave me sachets instead, GP ok\'d it',
    'my passport expired so I renewed it, the HRT is going well',
    // heavy bleeding: usual for her, no signs, sweat not blood, bladder leaks
    "period is like a tap today but I'm used to it, feel fine",
    'period heavy-ish but no heavier than usual, no clots, no dizziness',
    'night sweats, wet through my pyjamas again, period due next week',
    'leaked through my pants when I sneezed, pelvic floor again',
    'emails out of control at work, period started',
    // bleeding after the menopause: too soon to count, a urine infection, someone else, periods still coming
    'periods stopped 8 months ago and some spotting today, nurse said that can still happen',
    'thought my period was back after two years but it was a UTI making the pee pink',
    "I'm 56 and my daughter is pregnant, she had some spotting and the midwife says all fine",
    "I'm 55, still having periods, some spotting between periods",
    'post meno and my blood pressure is fine',
    // pregnancy: a check that was normal, periods every few weeks, movements normal
    'midwife checked my blood pressure at 26 weeks, all normal, baby kicking lots',
    'spotting mid cycle, still getting periods every 5-6 wks',
    '30 weeks and baby still kicking away',
    // eating: food poisoning, a walk after dinner, a word limit
    'ate a dodgy prawn and was sick all night',
    'kept it under 500 words for the newsletter',
    // stroke: brain fog with no second sign, a sore arm after the gym
    'brain fog today, kept losing my words',
    'left arm sore and heavy after the gym',
    // weight: a small loss not tried for, a large loss on the plan
    'lost 2 lbs this week without trying, nice surprise',
    'down a stone since January on the plan, slow and steady',
    // tummy pain: a little constipation, a mild stomach ache
    "haven't pooed in 2 days, a bit bloated",
    'stomach ache after lunch, gone now',
  ])('stays quiet: %j', (note) => {
    expect(categories(note)).toEqual([]);
  });

  it('reads a 5,000-character note of repeated near words to the end without a flag', () => {
    // Shapes that once made one alternation of every rule slow (round 12): the rules are tried one by one.
    for (const unit of ['no ', 'i was 50 ', 'period since ', 'took my tablets ', 'no period, ']) {
      expect(findRedFlags(unit.repeat(Math.ceil(5000 / unit.length)).slice(0, 5000))).toEqual([]);
    }
  });
});

describe('round 13 (decision 157): false alarms by kind, and their near misses', () => {
  it.each([
    'chest tight with a cold, coughing all night, kids gave it me',
    "a lot of chest tightness this week, but it's my asthma with the cold weather",
    'my aunty fainted at the wedding from the heat, she is fine after some juice',
    'face felt numb on one side, it was the dentist injection, wears off in a couple of hours',
    'Had my ablation in the spring for the heavy bleeding and honestly life changing. Barely any period now.',
    'My GP has been talking to me about reducing my HRT dose, so we dropped from two pumps of gel to one as a trial.',
    'A couple of months ago I had thoughts of ending things. I got help and I am seeing a counsellor every week. Today was a decent day.',
    "It's not the end of the world, I know, but I don't recognise myself",
  ])('stays quiet: "%s"', (note) => {
    expect(findRedFlags(note)).toEqual([]);
  });
  it.each([
    ['crushing chest pain going into my jaw, sweating, not a cold', 'chest_pain'],
    ['painful chest after coughing fit and it is spreading to my arm', 'chest_pain'],
    ['my face is drooping on one side and my words are slurred', 'stroke'],
    ['tranexamic acid for the heavy bleeding is not working, soaking a pad every hour', 'heavy_bleeding'],
    ['stopped my HRT on my own, GP does not know', 'medication_change'],
    ['I got help last year but tonight I want to end my life', 'self_harm'],
  ])('still fires: "%s"', (note, category) => {
    expect(findRedFlags(note).map((m) => m.category)).toContain(category);
  });
});

describe('round 14 (decision 158): false alarms by kind, recall by kind, and their near misses', () => {
  it.each([
    // Someone else: a grandparent, a teen's tantrum, someone she is supporting or grieving.
    'my grandfather had a stroke back in 2019, so I keep an eye on my blood pressure, 124/80 this morning',
    'my daughter said she wanted to die because her phone was confiscated. drama queen',
    "my neighbour's son was admitted after an overdose, I took round a lasagne and sat with her. worried for them all",
    // Her own history, over and well.
    'we talked in therapy about the suicidal thoughts I had years ago. none now, I have a safety plan and I feel calm',
    // A bleed the doctor told her to expect on HRT.
    'started HRT in the spring, some light spotting at first that the nurse said is expected, it has settled',
    // A change the consultant decided; a supplement stopped; a treated past.
    'the consultant decided to stop my tablets and start the coil instead, she said carry on until then',
    'stopped the magnesium tablets, no difference to my sleep',
    'bad tummy pain last week, A&E said it was an infection, antibiotics, pain all gone now',
    // Figures of speech.
    'if I have to sit through one more parents evening I will walk into the sea',
    'felt a bit faint hearted before my driving test but passed',
    'ate so much at the buffet, never eating again',
    'that school run is a heart attack waiting to happen',
    'fainted at the sight of my gas bill haha',
    'the GP asked the usual questions about self harm and I said no, all fine',
  ])('stays quiet: "%s"', (note) => {
    expect(findRedFlags(note)).toEqual([]);
  });
  it.each([
    ['a sort of heavy feeling in the middle of my chest on the stairs, sweaty', 'chest_pain'],
    ['indigestion I thought, but now it is going into my left arm', 'chest_pain'],
    ['chest aches when I walk up the hill, better when I stop', 'chest_pain'],
    ['my face is puffing up after the new supplement and my voice is hoarse', 'anaphylaxis'],
    ['tongue feels too big for my mouth and I can hardly get my breath', 'anaphylaxis'],
    ['the right side of my mouth is drooping and my arm feels heavy', 'stroke'],
    ['30 weeks and I have not felt the little one move since yesterday', 'pregnancy_emergency'],
    ['belly hard as a board, pain getting worse and I have been sick', 'severe_abdominal_pain'],
    ['over the past three weeks I have lost about seven kilos without trying', 'rapid_weight_loss'],
    ['I eat nothing all day and live on 400 calories', 'eating_disorder'],
    ['I did not mention to the GP that I stopped my sertraline last week', 'medication_change'],
    ['my grandmother had a stroke years ago and today my own face feels droopy on one side', 'stroke'],
    // A negated screening answer taken back keeps the flag.
    ['asked about thoughts of suicide, said no, but honestly I have them', 'self_harm'],
    // Spelling as typed on a phone.
    ['cheast squeezing and sweaty and sick', 'chest_pain'],
  ])('still fires: "%s"', (note, category) => {
    expect(findRedFlags(note).map((m) => m.category)).toContain(category);
  });
});

describe('round 15 (decision 158): what set K taught, by kind, and the near misses', () => {
  it.each([
    'my brother in law has been self harming, the whole family is reeling, I am ok, just sad for him',
    'got breathless and a bit tight in the chest on the stairs but that is my asthma, the puffer sorted it',
    'I nearly passed out in that sauna, joking, it was just very hot',
    'years ago I had a very dark patch and thought about ending it. I had a lot of help and I am in a much better place now',
    'swapped the tablets for the patch on the consultant advice, much easier',
    'we had a lovely day at the park and my sister rang to say her husband had a stroke, he is recovering',
    'in my younger days I was anorexic, well for a long time now and eating properly',
    'my lips swelled a little after the new balm, it was gone in an hour, breathing fine the whole time',
    'the chest pain I had in the summer was checked with an ECG and they found nothing wrong',
    'tried the smoothie my friend recommended and it was lovely',
    'cottage cheese is not my friend, ate it anyway',
    'bad cold, no appetite, just soup today',
  ])('stays quiet: "%s"', (note) => {
    expect(findRedFlags(note)).toEqual([]);
  });
  it.each([
    ['tried the new protein shake a friend recommended and now my lips are swelling and my voice is hoarse', 'anaphylaxis'],
    ['I past out at the bus stop this morning', 'fainting'],
    ['my left cuff is hot and swollen since the long flight', 'blood_clot'],
    ['decided to halve my levothyroxine myself', 'medication_change'],
    ['I reckon I do not need the metformin so I have stopped it', 'medication_change'],
    ['had a wee faint in the kitchen again', 'fainting'],
    ['weigh myself ten times a day and if the number goes up I eat nothing', 'eating_disorder'],
    ['goal is 6kg off before the party next saturday, doing just shakes', 'eating_disorder'],
    ['periods stopped 3 years ago, menopause done, but spotted after sex', 'postmenopausal_bleeding'],
    ['worst headache of my life came on like thunder while I was lifting the basket', 'stroke'],
    ['every night I pray god to take me in my sleep', 'self_harm'],
    ['26 weeks and water came out of me, a lot, soaked my trousers', 'pregnancy_emergency'],
    ['sudden shortness of breath and a sharp pain when I breathe in, had my knee replaced a fortnight ago', 'blood_clot'],
    ['I am a diabetic and feel sweaty with an odd pressure in my chest, not pain really', 'chest_pain'],
  ])('still fires: "%s"', (note, category) => {
    expect(findRedFlags(note).map((m) => m.category)).toContain(category);
  });
});

describe('after set L (decision 158): an overdose said plainly, and the near misses', () => {
  it.each([
    ['after the row I swallowed a handful of my sleeping pills', 'self_harm'],
    ['took about 20 paracetamol an hour ago', 'self_harm'],
    ['took all the tablets left in the packet, getting sleepy now', 'self_harm'],
    ['took extra of my diazepam tonight on purpose', 'self_harm'],
    ['last night I stood on the balcony thinking about jumping', 'self_harm'],
    ['i dont want to wake up tomorow', 'self_harm'],
  ])('fires: "%s"', (note, category) => {
    expect(findRedFlags(note).map((m) => m.category)).toContain(category);
  });
  it.each([
    'took all my tablets this morning, even the big fish oil one',
    'took 2 paracetamol for the headache and it went',
    'sat on the roof terrace with a coffee thinking about the holiday',
  ])('stays quiet: "%s"', (note) => {
    expect(findRedFlags(note)).toEqual([]);
  });
});

describe('a supplement is not a prescribed medicine, for the model too (decision 158)', () => {
  it.each([
    ['stopped the sage tablets, flushes the same', true],
    ['stopped my hayfever tablets, season is over', true],
    ['stopped my sertraline tablets on my own', false],
    ['stopped my iron and my levothyroxine', false],
  ])('"%s" held back: %s', (clause, held) => {
    expect(modelFlagHeldBack('medication_change', clause, clause)).toBe(held);
  });
});

describe('round 16 (decision 159): warning signs and body signs said by what they do, and the near misses', () => {
  it.each([
    // Self-harm said without the words.
    ['I keep putting my zolpidem aside instead of taking it', 'self_harm'],
    ['thirty pills saved in the drawer', 'self_harm'],
    ['swallowed everything in the medicine drawer after tea', 'self_harm'],
    ['searched up the lethal dose of amitriptyline', 'self_harm'],
    ['I do not plan on being around by the new year', 'self_harm'],
    ['I have a plan and a date', 'self_harm'],
    ['tell my daughters i loved them', 'self_harm'],
    ['went to the bridge again after work and stood there', 'self_harm'],
    ['left the engine running in the garage with the door shut', 'self_harm'],
    ['I just want it all to end, for good', 'self_harm'],
    ['no reason to carry on any more', 'self_harm'],
    // Eating, weight and medicines.
    ['two fingers down my throat after the takeaway', 'eating_disorder'],
    ['did 400 star jumps so it cancels the biscuit', 'eating_disorder'],
    ['I never let myself eat before 6', 'eating_disorder'],
    ['my trousers are hanging off me and I have not been dieting', 'rapid_weight_loss'],
    ['need to shift 6 kg by the 30th, that is 9 days', 'rapid_weight_loss'],
    ['only taking my bisoprolol when my heart races', 'medication_change'],
    ['chucked the citalopram in the bin', 'medication_change'],
    // Body signs.
    ['my leg just gave way on the right and I cannot lift my arm', 'stroke'],
    ['my husband says I am talking gibberish', 'stroke'],
    ['like a curtain came down over my left eye for a few minutes', 'stroke'],
    ['my lip has gone enormous after the new face cream and my throat feels like it is closing', 'anaphylaxis'],
    ['feels like someone is kneeling on my chest', 'chest_pain'],
    ['a crushing feeling in the middle of my chest', 'chest_pain'],
    ['my right calf is noticeably bigger than the left one and warm', 'blood_clot'],
    ['the pad cannot hold it even for an hour', 'heavy_bleeding'],
    ['came round on the bathroom floor', 'fainting'],
    ['out cold for a minute at the bus stop', 'fainting'],
    ['I am 71 and there was blood on the tissue this morning', 'postmenopausal_bleeding'],
    ['pain in my belly comes in waves, vomiting, cannot pass wind', 'severe_abdominal_pain'],
    // Misspelt as a phone types it (the speller).
    ['my peroid is so hevy i am bleding through a pad every hour', 'heavy_bleeding'],
    // Pregnant, with a sign of another category: the pregnancy notice leads.
    ['20 weeks pregnant and passing clots', 'pregnancy_emergency'],
  ])('fires: "%s"', (note, category) => {
    expect(findRedFlags(note).map((m) => m.category)).toContain(category);
  });
  it.each([
    'bought rope for the tomato plants',
    'not going to be here for much longer, moving to Bristol in May',
    'I would rather die than run a marathon',
    'saved 20 quid on the shop this week',
    'tired, my words came out jumbled, said fridge instead of oven',
    'I am 56 and still having periods, some spotting between them',
    'the nurse halved my prednisolone as planned, tapering down over a fortnight',
    'feel like an elephant is sitting on me, that is how heavy my eyelids are',
    'my husband noticed blood in his urine and has a GP appointment',
    'the patient on my round had crushing chest pain, called 999',
    'my water broke... the bottle in my bag all over my laptop',
    'lost 6 kg on the plan since January, really pleased',
    'bit of a headache at 28 weeks, my usual one, no swelling or vision problems',
  ])('stays quiet: "%s"', (note) => {
    expect(findRedFlags(note)).toEqual([]);
  });
});

describe('after set M (decision 159): what its ordinary notes tripped on, and the near misses', () => {
  it.each([
    'Dr. Okafor moved me from the tablets to the patch last week',
    'if I hear that song on the radio one more time I will kill myself',
    'nicked my finger, cut myself on the grater doing the cheese, plaster on',
    'Joan from next door passed out in the heat, her son took her home',
    'my period came this morning, three days late, usual cramps',
    'when I was pregnant with my first I bled at 10 weeks and it was fine',
    'slurring my words after 4 cocktails, never again',
    'I had a dream that I was bleeding heavily, woke up and all fine',
    'puffed going up the stairs, still getting over a chest infection',
  ])('stays quiet: "%s"', (note) => {
    expect(findRedFlags(note)).toEqual([]);
  });
  it.each([
    ['Dr. Okafor said nothing about it, I just stopped my sertraline', 'medication_change'],
    ['cut myself with a razor again on purpose', 'self_harm'],
    ['had a nightmare and woke with crushing chest pain that has not gone', 'chest_pain'],
    ['pregnant 30 weeks and my period-like cramps are severe and constant', 'pregnancy_emergency'],
  ])('still fires: "%s"', (note, category) => {
    expect(findRedFlags(note).map((m) => m.category)).toContain(category);
  });
});

describe('after set N (decision 159): clinical shorthand, and the near misses', () => {
  it.each([
    ['mood low for weeks, passive SI at night, no plan', 'self_harm'],
    ['I would not mind if I did not wake up tomorrow', 'self_harm'],
    ['syncope at the bus stop this morning, first time', 'fainting'],
    ['RLQ pain since 5am and a temp, probably appendix', 'severe_abdominal_pain'],
    ['PMB again, LMP 2017, not on HRT', 'postmenopausal_bleeding'],
    ["self-d/c'd my venlafaxine last week", 'medication_change'],
    ['lips swelling, stridor when I breathe in', 'anaphylaxis'],
    ['on the combined pill, sudden SOB and pleuritic pain', 'blood_clot'],
    ['32/40 and reduced FM since yesterday', 'pregnancy_emergency'],
    ['I binge when the house is quiet, then bring it all up', 'eating_disorder'],
  ])('fires: "%s"', (note, category) => {
    expect(findRedFlags(note).map((m) => m.category)).toContain(category);
  });
  it.each([
    'I work on the PMB clinic list on Tuesdays, busy day of scans',
    'night sweats soaked the sheets again, menopause joys',
    'one of our heifers has a swollen hot leg, the vet is coming',
    'anaphylaxis drill at school today, but not me, the nurse ran it',
    'chest a bit sore from the push ups yesterday, just the muscles',
  ])('stays quiet: "%s"', (note) => {
    expect(findRedFlags(note)).toEqual([]);
  });
});

describe('after set O (decision 159): what its notes said, and the near misses', () => {
  it.each([
    ['staring at the sleeping pills in the drawer again and counting them', 'self_harm'],
    ['wrote goodbye letters to my boys last night', 'self_harm'],
    ['I pray God takes me in my sleep', 'self_harm'],
    ['came on suddenly at lunch, everything double and I cannot walk straight', 'stroke'],
    ['next thing I was on the kitchen floor, no idea how long', 'fainting'],
    ['week 35 and a thumping headache with zigzags in my eyes', 'pregnancy_emergency'],
    ['these are not like my period cramps, sharp, one sided and getting worse', 'severe_abdominal_pain'],
  ])('fires: "%s"', (note, category) => {
    expect(findRedFlags(note).map((m) => m.category)).toContain(category);
  });
  it.each([
    "yes I'm counting my tablets, it's for the pill box the pharmacist suggested",
    'self harmed in my twenties, been well for over a decade now',
    'ran out of my thyroxine on Friday but got the repeat prescription sorted on Saturday',
    'nearly forgot my thyroid pill but remembered at 9',
    'chest felt tight last night, it was the new sports bra, fine once it was off',
    'had a scare with some spotting, the scan and biopsy were all clear',
    'my friend has been thinking of ending it, I am going round hers tomorrow, worried sick about her',
    'heatwave, 108 today, walked at 6 before it got hot',
    'work is killing me, living on coffee this week',
  ])('stays quiet: "%s"', (note) => {
    expect(findRedFlags(note)).toEqual([]);
  });
});

describe('round 17 (decision 160): kinds the rules had not read, and the near misses', () => {
  it.each([
    // self-harm said with a word between, by who would manage, by what she looked up or pictured
    ['keep thinking about just ending it all, tonight more than ever', 'self_harm'],
    ['the girls would cope fine if I simply was not around', 'self_harm'],
    ['spent an hour searching how many of my tablets it would take', 'self_harm'],
    ['counting Mum\'s old morphine in the cupboard again, I keep counting it', 'self_harm'],
    ['finished off the rest of my zopiclone about an hour ago', 'self_harm'],
    ['I do not see myself still here by spring', 'self_harm'],
    ['giving my good coats away to my sister, low as anything, they will not need to sort it after', 'self_harm'],
    ['scratched my arms till they bled last night', 'self_harm'],
    // eating kept, undone or feared
    ['made myself bring it all back up after tea', 'eating_disorder'],
    ['day six of only black coffee', 'eating_disorder'],
    ['chewed the toast and spat it out so I would not swallow the calories', 'eating_disorder'],
    ['ate 350 calories today and still feel enormous', 'eating_disorder'],
    ["I don't deserve dinner after today", 'eating_disorder'],
    ['limiting myself to a yoghurt a day until the wedding', 'eating_disorder'],
    // bodies
    ['my right calf is hot, puffy and red, the left one is fine, got off a 12 hour flight Tuesday', 'blood_clot'],
    ['the mug slipped out of my right hand and my sister says my speech went funny', 'stroke'],
    ['my husband says my mouth has gone crooked and I am saying the wrong words', 'stroke'],
    ['band around my chest and my left arm feels dead heavy', 'chest_pain'],
    ['went grey and dropped in the queue at the post office', 'fainting'],
    ['woke up on the bathroom floor, no idea how I got there', 'fainting'],
    ['period so heavy I nearly passed out, head spinning', 'heavy_bleeding'],
    ['stomach pain low on the right, sharp, I can only bend over, temperature 38.6 and sick twice', 'severe_abdominal_pain'],
    ['hives spreading everywhere after the new antibiotic and my voice has gone hoarse', 'anaphylaxis'],
    ["I'm 64, some pink when I wiped this morning", 'postmenopausal_bleeding'],
    ["30 weeks, can't remember when baby last kicked", 'pregnancy_emergency'],
    ['took myself off the warfarin, the bruising was driving me mad', 'medication_change'],
    ['left my inhaler and my blood pressure tablets at my mum\'s, four days now without', 'medication_change'],
    ['lost 8 kg since September and I am eating the same as always', 'rapid_weight_loss'],
    ['want to lose a stone by the wedding, that is 3 weeks', 'rapid_weight_loss'],
  ])('fires: "%s"', (note, category) => {
    expect(findRedFlags(note).map((m) => m.category)).toContain(category);
  });
  it.each([
    'thinking of ending it with him, he never listens',
    'nearly fell asleep at my desk, I could pass out with tiredness today',
    'I nearly fainted at the price of the boiler (not literally) but it is booked',
    'picked up my HRT before it ran out for once',
    'the programme says eat protein at every meal but honestly I do not like eggs',
    'did a pregnancy test because I was a week late, negative, and then my period came with the usual cramps',
    'a year ago I thought about ending my life, I got help and I am looking forward to things again',
    'my leg went dead from sitting on it through the whole film',
    "couldn't get my words out in the interview, nerves",
    'voice hoarse after teaching all day and a cold coming on',
    'tummy cramps low and dull like every month before my period, no fever, nothing sharp',
    'ankles a bit swollen at 31 weeks by the evening, no headache, midwife happy',
    'curry was so hot my face melted',
    'my booking is overdue, must ring the surgery',
    'lost 2 lbs this week, slow and steady like the plan says',
  ])('stays quiet: "%s"', (note) => {
    expect(findRedFlags(note)).toEqual([]);
  });
});

describe("the model's self-harm flag on a relationship's ending (the round 17 walk, decision 160)", () => {
  it.each([
    ['thinking of ending it with him, he never listens to a word i say', true],
    ['ready to call it off with my boyfriend', true],
    ['thinking of ending it with him and then ending it all', false],
    ['since i broke up with him i do not want to be here any more', false],
    ['thinking of ending it', false],
  ])('"%s" held back: %s', (clause, held) => {
    expect(modelFlagHeldBack('self_harm', clause, clause)).toBe(held);
  });
});

describe("round 17 (decision 160): self-harm's plain words the rules still missed", () => {
  it.each([
    'honestly i just wanna die',
    "sometimes I think no one would notice if I killed myself",
    "I'd rather be dead than keep waking up like this",
    'it would be easier for everyone if I was dead',
    'keep picturing slitting my wrists',
    'cut deeper this time, it is still bleeding',
    'the voice in my head keeps saying kill yourself',
    "can't stop hurting myself at night",
    'downed half a bottle of vodka with my sleeping pills to make it all stop',
    'bought paracetamol from three different chemists today',
    'not wanting to live is how most days feel',
    'so tired of waking up every morning',
    'I keep going out to the shed where I have the rope',
  ])('fires: "%s"', (note) => {
    expect(findRedFlags(note).map((m) => m.category)).toContain('self_harm');
  });
  it.each([
    "I'd rather die than wear those shoes again",
    'my sister talked about not wanting to live, we got her some help and she is staying with us',
    'killing myself at the gym this week, legs are jelly',
  ])('stays quiet: "%s"', (note) => {
    expect(findRedFlags(note)).toEqual([]);
  });
});

describe('round 17 (decision 160): the plain kinds of the other categories, and the near misses', () => {
  it.each([
    ['had a binge on the biscuits then threw it all up', 'eating_disorder'],
    ['throwing up after most of my meals again', 'eating_disorder'],
    ['keeping under 400 cals most days, if I go over 500 I panic', 'eating_disorder'],
    ["if the scale is up I don't eat that day", 'eating_disorder'],
    ['I lie to my partner about eating, say I had lunch at work', 'eating_disorder'],
    ['scale keeps going down, 11 lbs in 9 days and I am not dieting', 'rapid_weight_loss'],
    ['cutting the estradiol patch in half with scissors to make it last', 'medication_change'],
    ['have not taken my lamotrigine for about a week', 'medication_change'],
    ['missed my evening insulin and had pudding', 'medication_change'],
    ['the right side of my body is not working properly since lunch', 'stroke'],
    ['my words would not come and my hand will not do what I tell it', 'stroke'],
    ['suddenly cannot see the left half of the page', 'stroke'],
    ['chest tight and heavy since I got up', 'chest_pain'],
    ['my right leg is swollen from the knee down since the flight home', 'blood_clot'],
    ['all of a sudden so short of breath, started the combined pill last month', 'blood_clot'],
    ['stabbing pain low on the left, a temperature and being sick, I am bent double', 'severe_abdominal_pain'],
    ["haven't been able to pass wind since yesterday, tummy swollen and being sick", 'severe_abdominal_pain'],
    ['periods finished 4 years ago and now there is blood again', 'postmenopausal_bleeding'],
    ['after 15 months with no period I have had spotting', 'postmenopausal_bleeding'],
  ])('fires: "%s"', (note, category) => {
    expect(findRedFlags(note).map((m) => m.category)).toContain(category);
  });
  it.each([
    'had a stomach bug, threw up twice, kids had it first',
    'down 3 lbs in 3 weeks on the plan, steady',
    'the nurse lowered my levothyroxine and I have been taking the new dose for a week',
    'my left arm is numb from sleeping on it',
    'chest tight from the bonfire smoke, fine now',
    'both ankles swollen after the long day on my feet in the heat',
    'cramps like every month before my period, hot water bottle, no fever',
  ])('stays quiet: "%s"', (note) => {
    expect(findRedFlags(note)).toEqual([]);
  });
});

describe("the model's heavy-bleeding flag on a heavy day she calls usual (round 17, decision 160)", () => {
  it.each([
    ['period day 2, my usual heavy day, changing every 4 hours', true],
    ['a few small clots on day one like always', true],
    ['heavy as usual but dizzy and pale today', false],
    ['soaking a pad every hour, way past my normal heavy', false],
  ])('"%s" held back: %s', (note, held) => {
    expect(modelFlagHeldBack('heavy_bleeding', note, note)).toBe(held);
  });
});

describe('after sets S and T (decision 160): their kinds in phrasings of my own, and the near misses', () => {
  it.each([
    ['a new collagen powder this morning and now swelling of my upper lip and my throat feels narrow', 'anaphylaxis'],
    ['feels like an elephant sat on my chest and I am sweating', 'chest_pain'],
    ['three days of nothing but black coffee and I feel great', 'eating_disorder'],
    ['went down at the bus stop and woke up with a stranger calling my name', 'fainting'],
    ['changing a super tampon every 40 minutes and it is still coming', 'heavy_bleeding'],
    ['I stopped taking them altogether last week, the tablets for my thyroid', 'medication_change'],
    ['stood at the top of the car park for ages, didn’t jump, not sure about next time', 'self_harm'],
    ['made a plan tonight', 'self_harm'],
    ['I would rather not wake up tomorrow', 'self_harm'],
    ['postmenopausal four years and today I had what looked like a proper period', 'postmenopausal_bleeding'],
    ['34 weeks pregnant and the baby is very quiet today', 'pregnancy_emergency'],
    ['pain started at my belly button and has moved to the right, it hurts to cough', 'severe_abdominal_pain'],
    ['when I smiled in the mirror one side did not move', 'stroke'],
  ])('fires: "%s"', (note, category) => {
    expect(findRedFlags(note).map((m) => m.category)).toContain(category);
  });
  it.each([
    'throat felt tight before my presentation, nerves, fine once I started talking',
    'pregnancy scare over, period turned up this morning with the usual cramps',
    'my student said he wanted to die over a B minus, kids are so dramatic',
    'a deadline that will give us all a heart attack',
    'so tired I could have passed out on the desk',
    'been a year since my overdose and I am still here and glad about it',
  ])('stays quiet: "%s"', (note) => {
    expect(findRedFlags(note)).toEqual([]);
  });
});

describe('round 18 (decision 161): whole kinds from the blind training writers, in phrasings of my own, and the near misses', () => {
  it.each([
    // bleeding after the menopause: the context said more ways, the blood said the way minimisers say it
    ['two years post now and there was a pink streak on the tissue this morning', 'postmenopausal_bleeding'],
    ['a smudge of brown on my liner, periodless for 18 months', 'postmenopausal_bleeding'],
    ['periods gone since 2019 and today some blood when I wiped', 'postmenopausal_bleeding'],
    ["I haven't needed pads in 4 years and now there's a bit of red on my knickers", 'postmenopausal_bleeding'],
    ["thought i'd finally finished with all that, then spotted today", 'postmenopausal_bleeding'],
    // fainting: where she came round, and a carer's words
    ['came round on the kitchen tiles with the kettle still going', 'fainting'],
    ['next thing I knew I was on the landing carpet, no idea how long', 'fainting'],
    ['resident had brief LOC approx 20 seconds at breakfast', 'fainting'],
    // heavy bleeding with the signs of losing too much
    ['soaked through two pads and my jeans in an hour and my heart is pounding', 'heavy_bleeding'],
    ['passed a clot the size of my fist this morning', 'heavy_bleeding'],
    // pregnancy: the baby quieter, the waters, a one-sided pain early on
    ['31 weeks and the kicks have gone really weak since yesterday', 'pregnancy_emergency'],
    ['clear fluid trickling since lunch, 33 wks, is this my waters', 'pregnancy_emergency'],
    ['found out I am pregnant last week, now a sharp pain on my right side low down', 'pregnancy_emergency'],
    // weight lost without trying; a crash plan with a target
    ['my skirts are all hanging off me and I have not been trying at all', 'rapid_weight_loss'],
    ['seven day juice cleanse, aiming for 12 lbs off before the christening', 'rapid_weight_loss'],
    // eating: purging meant, rules about food, food hidden
    ['ate the lot then did the finger thing in the bathroom', 'eating_disorder'],
    ['laxatives every night so the scale keeps going down', 'eating_disorder'],
    ['no dinner until I have done my 15k steps, that is the rule now', 'eating_disorder'],
    ['I tell them I ate at work so nobody watches me', 'eating_disorder'],
    // medicines: someone else's, or changed on her own
    ["been using my sister's diazepam to get to sleep", 'medication_change'],
    ['doubled my own sertraline because the low dose was doing nothing', 'medication_change'],
    ['out of my blood pressure tablets for five days, cannot get an appointment', 'medication_change'],
    // self-harm said sideways
    ['honestly I do not want to wake up most mornings now', 'self_harm'],
    ['the notes for the children are in the drawer with the will', 'self_harm'],
    ['searching methods again at 3am', 'self_harm'],
    ['picture driving into the oncoming lorry on the dual carriageway', 'self_harm'],
    // chest and stroke with their companions
    ['my chest feels like a tight band and it is going down my left arm', 'chest_pain'],
    ['I said cup instead of phone and my brain and mouth are not connected, since 20 minutes', 'stroke'],
  ])('fires: "%s"', (note, category) => {
    expect(findRedFlags(note).map((m) => m.category)).toContain(category);
  });
  it.each([
    'no period for 14 months and no bleeding since, all calm',
    'fell asleep on the living room floor with the kids and woke up on the rug at 3',
    'she is 32 weeks and her ankles are like balloons, the midwife is keeping an eye',
    'threw up after the rollercoaster, never again',
    'headache from not eating till late, meetings all day',
    'doubled my water intake, not my meds',
    'whether to try the gel instead of the patches, asking the nurse on tuesday',
    'took all my tablets on time this week, proud of myself',
    'i want to disappear under the duvet till spring',
    'the cuts on my arms are from the brambles',
    'my chest is not tight at all today, just tired from the walk',
    'so tired my words came out jumbled, asked for the remote when I meant the kettle',
    'losing weight slowly, eating normally, happy with it',
    'my daughter is making herself sick after meals, how do I talk to her',
  ])('stays quiet: "%s"', (note) => {
    expect(findRedFlags(note)).toEqual([]);
  });
});

describe('round 18 (decision 161): the hard negatives sets V and W showed, in phrasings of my own', () => {
  it.each([
    'the bleed I had in the summer turned out to be a polyp, removed, nothing since',
    'dizzy spell scare over, bloods came back normal',
    'the heavy periods are sorted since the coil went in',
    'follow up on the chest pain I mentioned: ECG and x-ray all normal, no pain since',
    'my GP asked about harming myself at the review, I honestly said no',
    'this rota has me wanting to die, six lates in a row',
    "I'm going to pass out if this queue doesn't move",
    'so nervous before the interview I thought I would have a heart attack',
    'no way I am pregnant, had my tubes tied years ago, just period cramps',
    'stopped the fizzy drinks this week, no meds changed',
    'down 3 lbs over the month, exactly what the coach said to expect',
    "after tia's barbecue my head was pounding from the sun",
    'signed up to volunteer with the eating disorder charity in town',
    'one of the patients on my ward collapsed today, the team got to her fast',
    'we decided together that I would come off the HRT slowly over the spring',
  ])('stays quiet: "%s"', (note) => {
    expect(findRedFlags(note)).toEqual([]);
  });
  it.each([
    ['the chest pain turned out to be a clot in my lung', 'blood_clot'],
    ['my face drooped and my arm went weak for ten minutes, gone now', 'stroke'],
    ['awful stabbing pain low on the right, probably just trapped wind but I have been sick twice', 'severe_abdominal_pain'],
    ['bled through the sheets overnight and I feel like I am going to faint if I stand', 'heavy_bleeding'],
  ])('still fires: "%s"', (note, category) => {
    expect(findRedFlags(note).map((m) => m.category)).toContain(category);
  });
});

describe("the model's flags the rules' reasons hold back (round 18, decision 161)", () => {
  it.each([
    ['self_harm', "my friend told me she's been thinking about ending her life, we rang her GP together", true],
    ['self_harm', 'my sister keeps saying she does not want to live, I am going round hers tonight', true],
    ['self_harm', 'the nurse asked the usual question about hurting myself and I answered no', true],
    ['self_harm', 'I keep thinking about ending it', false],
    ['rapid_weight_loss', 'weight same as last week', true],
    ['rapid_weight_loss', 'down 0.5kg', true],
    ['rapid_weight_loss', 'aiming for about a pound a week', true],
    ['rapid_weight_loss', 'down a stone in two weeks without trying', false],
  ] as const)('%s on "%s" held back: %s', (category, note, held) => {
    expect(modelFlagHeldBack(category, note, note)).toBe(held);
  });
});

describe('findSignCandidates: every clause a sign is said in, with no guard (decision 162)', () => {
  it('reads the sign whoever it belongs to, denied, over or meant otherwise', () => {
    const cats = (t: string) => findSignCandidates(t).map((c) => c.category);
    expect(cats('my mum had a stroke last year')).toContain('stroke');
    expect(cats('no chest pain today, just tired')).toContain('chest_pain');
    expect(cats('fainted once at a concert in 2009, fine since')).toContain('fainting');
    expect(cats('slept well, walked the dog, feeling good')).toEqual([]);
    expect(cats('')).toEqual([]);
  });
  it('keeps one per category and clause, and cuts a long clause around the sign', () => {
    const long = `${'we walked along the river and talked about the garden and the weather and the kids '.repeat(4)}and then I fainted in the queue`;
    const found = findSignCandidates(long).filter((c) => c.category === 'fainting');
    expect(found).toHaveLength(1);
    const clause = (found[0] as { clause: string }).clause;
    expect(clause.split(' ').length).toBeLessThanOrEqual(SIGN_CLAUSE_WORDS);
    expect(clause).toContain('fainted');
  });
  it('every flag the rules raise has a clause of its category to judge', () => {
    for (const note of ['I fainted at work today', 'crushing chest pain going down my left arm', 'my lips and tongue are swelling after the prawns', 'stopped my sertraline on my own last week'])
      for (const f of findRedFlags(note)) expect(findSignCandidates(note).map((c) => c.category), note).toContain(f.category);
  });
});

describe('round 19: Scots negation, family names for elders, a workout out to kill her (decision 162)', () => {
  it.each([
    'nae chest pain the day, just tired after the hill',
    'i didnae faint, just felt a wee bit wobbly getting up',
    'my dadi had a stroke last month in Lahore, we are flying out on Friday',
    'my abuela fainted at mass on Sunday, she is 91',
    'our memaw had chest pains and went in, praying for her',
    'these lunges are trying to kill me',
    'the instructor wants to kill me with those hill sprints',
  ])('stays quiet: %j', (note) => {
    expect(findRedFlags(note)).toEqual([]);
  });
  it.each([
    ['nae sleep again and I keep thinking about ending it all', 'self_harm'],
    ['I want to kill myself, nothing helps', 'self_harm'],
    ['crushing chest pain nae better, going into my jaw', 'chest_pain'],
    ['fainted in the kitchen this morning, nani found me on the floor', 'fainting'],
  ] as const)('still fires: %j', (note, category) => {
    expect(findRedFlags(note).map((f) => f.category)).toContain(category);
  });
});

describe('findSignCandidates reads what a rule needs besides its words (decision 162)', () => {
  const cats = (t: string) => findSignCandidates(t).map((c) => c.category);
  it('a weight loss only at a pace the rule checks', () => {
    expect(cats('lost 1kg in 3 months, slow and steady')).not.toContain('rapid_weight_loss');
    expect(cats('lost 6kg in 2 weeks without trying')).toContain('rapid_weight_loss');
  });
  it("a pregnancy sign only where a pregnancy is said, and bleeding after the menopause only where the menopause is", () => {
    expect(cats('spotting and bad tummy pain since lunch')).not.toContain('pregnancy_emergency');
    expect(cats("I'm 8 weeks pregnant, spotting and bad tummy pain since lunch")).toContain('pregnancy_emergency');
    expect(cats('some spotting this morning')).not.toContain('postmenopausal_bleeding');
    expect(cats('no period for three years and now some spotting this morning')).toContain('postmenopausal_bleeding');
  });
});

describe('round 20: signs in the grammar of them, not one phrasing at a time (decision 165), in phrasings of my own', () => {
  it.each([
    ['my periods packed up 8 years back and this morning there was spotting on the liner', 'postmenopausal_bleeding'],
    ["haven't had a period in about 4ish yrs, bled a bit yesterday", 'postmenopausal_bleeding'],
    ['menopause in 2016. some blood again today', 'postmenopausal_bleeding'],
    ['done with the periods 10 years now and i am bleeding', 'postmenopausal_bleeding'],
    ['stomach pain, cant straighten up, been sick three times', 'severe_abdominal_pain'],
    ['the pain low on my right is like knives and I have a fever', 'severe_abdominal_pain'],
    ['tummy ache that has me curled up on the sofa, getting worse', 'severe_abdominal_pain'],
    ['keep thinking about just driving into the river on the way home', 'self_harm'],
    ['the kids would be better off if i was gone', 'self_harm'],
    ['scratching my arms on purpose again tonight', 'self_harm'],
    ["been taking my neighbour's diazepam to sleep", 'medication_change'],
    ['off my blood pressure tablets for 5 days now', 'medication_change'],
    ['so scared of getting fat that I only had black coffee', 'eating_disorder'],
    ['had a slice of cake so I have to burn it off double tomorrow', 'eating_disorder'],
    ['chest like a band round it since breakfast and my left arm aches', 'chest_pain'],
    ['everything went dark and I fell in the hallway', 'fainting'],
    ['my sister said I passed out at the table for a minute', 'fainting'],
  ] as const)('fires: %j', (note, category) => {
    expect(findRedFlags(note).map((f) => f.category)).toContain(category);
  });
  it.each([
    "my periods stopped 6 years ago and there's been no bleeding since",
    'my mum is 80 and had some spotting, her doctor is seeing her',
    "i'm in perimenopause, period came back after 3 months with some spotting",
    'doubled over with period cramps, threw up, same as every month',
    'stomach bug going round the house, doubled over and sick all night',
    'wondering about just stepping off the treadmill early, my legs are done',
    'my chest felt like a weight was on it after the bench press, sore arms too',
    'snacked on crisps instead of eating a proper lunch',
    'chest tight with this cold and coughing since last night',
    'my husband said i passed out on the sofa during the film, so tired',
  ])('stays quiet: %j', (note) => {
    expect(findRedFlags(note)).toEqual([]);
  });
});

describe('round 21: her own English, the clinic\'s shorthand, and kinds set AB showed (decision 166), in phrasings of my own', () => {
  it.each([
    // Her own English read as the rules' English.
    ['fell doon in the kitchen, came roon on the flair wi ma heid sair', 'fainting'],
    ['nae bleed fur five year an noo spottin on the tissue', 'postmenopausal_bleeding'],
    ['ah\'ve been bringin ma tea back up efter, every night this week', 'eating_disorder'],
    ['aint had my thyroid pills in 6 days, cant afford em', 'medication_change'],
    ['me left leg is swole up and hot since the coach trip, the other one is fine', 'blood_clot'],
    // A clinician about herself.
    ['self: central CP ~30 min, radiating L arm, diaphoretic', 'chest_pain'],
    ['me: new dysarthria and R arm drift since 18:00', 'stroke'],
    ['18 mo amenorrhoea then 2 days of light bleeding, not on hrt', 'postmenopausal_bleeding'],
    // Kinds.
    ['i wish i just would not wake up tomorrow', 'self_harm'],
    ["i'd rather be in the ground with him than here", 'self_harm'],
    ['kept staring at the pills thinking a handful would make it all stop', 'self_harm'],
    ['had a long think about jumping off the multi storey', 'self_harm'],
    ['cut my arms with a razor again so i can feel something', 'self_harm'],
    ['rules for myself now: no carbs, nothing after 4, skip breakfast if i break them', 'eating_disorder'],
    ['ate until i felt sick again tonight, standing at the cupboard, hate myself', 'eating_disorder'],
    ['like the empty feeling when i skip dinner', 'eating_disorder'],
    ['heavy pressure on my chest and my left arm feels dead, sweating', 'chest_pain'],
    ['tried to tell him about work and it all came out garbled, my right hand is weak', 'stroke'],
    ['could not see the left half of the telly for a while this evening', 'stroke'],
    ['ten days after my hysterectomy and suddenly I cannot catch my breath', 'blood_clot'],
    ['ate a satay skewer, lips tingling and now I am wheezing', 'anaphylaxis'],
    ['29 weeks with baby number two, some bleeding and cramps since lunch', 'pregnancy_emergency'],
    ['expecting, 35 weeks, splitting headache and my rings will not come off, vision blurry', 'pregnancy_emergency'],
    ['started my sister\'s hrt patches because mine ran out', 'medication_change'],
    // A count of her own signs with no work in sight.
    ['three chest pains since breakfast and my jaw aches with them', 'chest_pain'],
  ] as const)('fires: %j', (note, category) => {
    expect(findRedFlags(note).map((f) => f.category)).toContain(category);
  });
  it.each([
    // Three older rules' false alarms, found by round 20's negatives.
    'the team would be fine without me for a week',
    'felt like someone was sitting on it after the bench press',
    'everything went black when the power cut out',
    // Round 21's own near misses.
    'pray i will not wake up at 5 again with the sweats',
    'getting swole at the gym these days, arms are huge',
    'ma said the roast was lovely',
    'burnt my hand on the oven tray, ran it under the tap',
    'stung by a wasp at the picnic, bit sore, otherwise grand',
    'what does a stroke feel like? asking for my mum, she worries',
    'nearly fainted when i saw the electric bill',
    'sepsis study day at work, brain full',
    'in recovery from bulimia for 8 years now, eating well',
    'not allowed food before my colonoscopy tomorrow',
    'ate until i was stuffed at the wedding buffet lol',
    // A count of signs is work when the shift or the job is named first.
    'a&e nurse, five strokes and two faints on nights, home now',
    'long shift, 2 chest pains and a sepsis, feet are done',
  ])('stays quiet: %j', (note) => {
    expect(findRedFlags(note)).toEqual([]);
  });
});

describe('round 22: txt speak, sound spellings, a second language, and kinds set AC showed (decision 167), in phrasings of my own', () => {
  it.each([
    // Txt speak.
    ['chst feels crushd, pain dwn my lft arm, swtng', 'chest_pain'],
    ['blckd out n woke on bthrm flr 2nite', 'fainting'],
    ['wnt 2 end it ths wk, cnt cope', 'self_harm'],
    ['no prd 4 6 yrs n now bleedn', 'postmenopausal_bleeding'],
    // Sound spellings and a second language.
    ['been having thorts of ending it all', 'self_harm'],
    ['I pass doubt at the bus stop this morning', 'fainting'],
    ['is very long time I don\'t have period, maybe 7 years, now bleeding again', 'postmenopausal_bleeding'],
    ['since 2 weeks not taking my blood pressure tablets, the healer said no need', 'medication_change'],
    ['in 3 weeks i lose 8 kg and i eat normal', 'rapid_weight_loss'],
    ['me duele mucho la barriga, can\'t stand up straight, vomiting all night', 'severe_abdominal_pain'],
    ['hace 4 años que no me baja la regla and now sangre again', 'postmenopausal_bleeding'],
    ['sobrang sakit ng tiyan ko, can\'t walk, may fever', 'severe_abdominal_pain'],
    // Kinds.
    ['honestly so tired of being alive these days', 'self_harm'],
    ['wrote to my son in case i\'m not around much longer', 'self_harm'],
    ['would anyone even notice if i wasn\'t here', 'self_harm'],
    ['half my face is drooping on one side in the mirror', 'stroke'],
    ['my left arm won\'t lift since dinner and my face feels numb', 'stroke'],
    ['suddenly couldn\'t see out of my left eye on the bus', 'stroke'],
    ['belly pain going into my back, sick five times, shivery', 'severe_abdominal_pain'],
    ['calf is red and hot and tender since we got back from the coach trip', 'blood_clot'],
    ['blood going through my jeans in an hour, two pads', 'heavy_bleeding'],
    ['32 weeks and i\'ve barely felt her all day', 'pregnancy_emergency'],
    ['stuck my fingers down my throat after tea again', 'eating_disorder'],
    ['ran 2 hours so i could earn my dinner', 'eating_disorder'],
    ['chucked my antidepressants in the bin, doing it naturally now', 'medication_change'],
    ['pharmacy out of my heart tablets so i have gone without since friday', 'medication_change'],
  ] as const)('fires: %j', (note, category) => {
    expect(findRedFlags(note).map((f) => f.category)).toContain(category);
  });
  it.each([
    'made a pan of soup, kids loved it',
    'so tired of living in this damp flat',
    'saying goodbye to my sister at the airport, teary',
    'can\'t lift my right arm since the gym, shoulder strain',
    'can\'t see out of my left eye, the stye is huge',
    'tummy ache and sick since the dodgy prawns, can\'t stand up long, food poisoning i think',
    'calf red and sore after my run, cramp i think',
    'counting my pills into the weekly box, all sorted',
    'threw out the old vitamins that expired',
    'hid the chocolate in my bag so the kids wouldn\'t find it',
    // Questions, patients, fright, nerves, a film, asking first, reading up, a mother in Spanish.
    'what are the symptoms of a clot? curious after the flight',
    'admitted a lady after an overdose tonight, long night',
    'pt collapsed in bay 4, all fine now, me shattered',
    'nearly fainted from shock at the price of butter',
    'chest tight with nerves before the interview, got the job!',
    'watched a documentary about a woman who had a stroke at 40',
    'going to ask my gp if i can come off the statins, not changing anything yet',
    'been reading up on sepsis for my course',
    'my mami stopped her blood pressure pills again, so stubborn',
  ])('stays quiet: %j', (note) => {
    expect(findRedFlags(note)).toEqual([]);
  });
});

describe('round 23: words and kinds set AD showed (decision 167, second part), in phrasings of my own', () => {
  it.each([
    ['divvent want to wake up tomorrow, honest', 'self_harm'],
    ['if i am not here it is more easy for my children', 'self_harm'],
    ['stood on the car park roof and looked down for a long time', 'self_harm'],
    ['yesterday everything become dark and i fall in the shop', 'fainting'],
    ['next thing i\'m lying on the pavement with a man asking my name', 'fainting'],
    ['smiled at the baby and one side didn\'t go up, arm feels heavy', 'stroke'],
    ['worst headache of me whole life came on suddenly at the sink', 'stroke'],
    ['chest is hurtin an i\'m all clammy an sweaty', 'chest_pain'],
    ['been through 7 pads since this morning, clots', 'heavy_bleeding'],
    ['my left calf is twice as big than the other and red, only the one leg', 'blood_clot'],
    ['just back from the long haul and can\'t catch my breath at all', 'blood_clot'],
    ['26 weeks, tight pains that come and go every 10 minutes', 'pregnancy_emergency'],
    ['terrified of my dinner again, hid most of it', 'eating_disorder'],
    ['ate a biscuit then did 300 star jumps so it wouldn\'t count', 'eating_disorder'],
    ['i finish my heart tablets 6 days ago and pharmacy has none', 'medication_change'],
    ['since one month i lose 6 kilo, i do not try', 'rapid_weight_loss'],
    ['aunt flo turned up after 6 years clear, bright red', 'postmenopausal_bleeding'],
    ['after the new face cream my throat feels weird and tight, hives everywhere', 'anaphylaxis'],
  ] as const)('fires: %j', (note, category) => {
    expect(findRedFlags(note).map((f) => f.category)).toContain(category);
  });
  it.each([
    'one of the lads collapsed on the line tonight, first aid sorted him',
    'had a young girl in after an od, so sad, home now',
    'three overdose admissions on nights, shattered',
    'used to self harm as a teen but that is long behind me, years clean',
    'blacked out the whole night of the hen do lol',
    'if i have to sit through one more budget meeting i will scream',
    'thinking about coming off my hrt but will talk to my gp first',
    'me mate fainted at the gig, she is fine now',
    'calf sore and red after the football, only the one leg, got kicked',
  ])('stays quiet: %j', (note) => {
    expect(findRedFlags(note)).toEqual([]);
  });
});

describe('round 24: words and kinds set AE showed (decision 168), in phrasings of my own', () => {
  it.each([
    ['my belle dey hurt me well well since morning, i dey vomit and i no fit stand up straight, fever too', 'severe_abdominal_pain'],
    ['30 weeks and baby no dey move since last night', 'pregnancy_emergency'],
    ['my periods stop since six years, now blood dey show small small', 'postmenopausal_bleeding'],
    ['31 weeks, the wean has hardly moved all day', 'pregnancy_emergency'],
    ['whole week of wanting tae no wake up in the mornings', 'self_harm'],
    ['puku is rock hard and the pain keeps getting worse', 'severe_abdominal_pain'],
    ['fell out at church this morning, came to on the floor with everybody round me', 'fainting'],
    ['weight went down from 72 to 64 in three weeks and i am eating normal', 'rapid_weight_loss'],
    ['14 days now, lost 7 kg, only soup', 'rapid_weight_loss'],
    ['ran out me inhaler and the pharmacy is shut till monday, not had it 4 days', 'medication_change'],
    ['this one found blood in her knickers again, the body stopped bleeding in 2017', 'postmenopausal_bleeding'],
    ['i keep thinking if i went to sleep and never woke up nobody would mind', 'self_harm'],
    ['walked the long way over the bridge and had a think on the bridge, not about the view', 'self_harm'],
    ['gave my dog to my sister so he is looked after if anything happens to me', 'self_harm'],
    ['decided i don\'t need the thyroxine anymore so stopped it on sunday', 'medication_change'],
    ['my auntie gave me some of her diazepam and i took two', 'medication_change'],
    ['started my cousin\'s tablets from back home instead of mine', 'medication_change'],
    ['i don\'t deserve lunch after yesterday', 'eating_disorder'],
    ['have not eaten anything in 4 days and i feel great about it', 'eating_disorder'],
    ['had 4 grapes all day, proud of myself', 'eating_disorder'],
    ['new antibiotic this morning and my lips and face are swelling, throat feels funny', 'anaphylaxis'],
    ['29 weeks, clear fluid keeps trickling out since lunch', 'pregnancy_emergency'],
    ['mi mano izquierda no agarra nada y la cara se siente dormida, de repente', 'stroke'],
    ['la sangre no para, tengo que cambiar la toalla cada hora', 'heavy_bleeding'],
    ['tengo un dolor en el estómago horrible con fiebre, no puedo pararme derecha', 'severe_abdominal_pain'],
    ['casi me desmayo en el baño, se me puso todo negro', 'fainting'],
    ['bajé 5 kilos en tres semanas sin hacer dieta', 'rapid_weight_loss'],
    ['tengo 61 años, hace mucho que no tengo regla and now bleeding again', 'postmenopausal_bleeding'],
    ['nawala 6 kilos in 2 weeks, di ko dinadiet', 'rapid_weight_loss'],
  ] as const)('fires: %j', (note, category) => {
    expect(findRedFlags(note).map((f) => f.category)).toContain(category);
  });
  it.each([
    'fell out with my sister at church, we are not speaking',
    'weight went from 70 to 69 this month, slow and steady',
    'the body did a 10k this morning and feels great',
    'stopped them watching telly after 8, kids moaned',
    'gave my old clothes to the charity shop today',
    'had 3 almonds before the gym',
    'what should i do if my waters go early? just asking ahead',
    'how heavy is too heavy for a period? mine are fine, just curious',
    'midwife shift, so many waters breaking tonight',
    'my nan had a stroke last year so I watch my blood pressure',
    'that film gives me a pain in my chest every time',
    'five years ago i was suicidal, now i am in a good place and grateful for every day',
    'dont want to wake up early tomorrow, lie in planned',
  ])('stays quiet: %j', (note) => {
    expect(findRedFlags(note)).toEqual([]);
  });
});

describe('round 25: words and kinds set AF showed (decision 168, second part), in phrasings of my own', () => {
  it.each([
    ['a dinna see the point o gettin up at aa these days, nae point o livin', 'self_harm'],
    ['stoppit ma tablets for the thyroid twa wiks ago, didna tell the doctor', 'medication_change'],
    ['lost near sax kilo in a fortnicht an a\'m no tryin', 'rapid_weight_loss'],
    ['gid doon in the kitchen, cam roon on the fleer, nae idea how long', 'fainting'],
    ['ma mou\'s aa swollen efter the prawns an a canna swallae right', 'anaphylaxis'],
    ['enceinte de 30 semaines, water just leak out all over the floor', 'pregnancy_emergency'],
    ['ménopausée depuis 3 ans, et là bleeding again since sunday', 'postmenopausal_bleeding'],
    ['future me: you fainted at the bus stop today and told nobody. your head still hurts', 'fainting'],
    ['last night i googled how to die without it hurting', 'self_harm'],
    ['if a lorry hit me on the way home i think i\'d be relieved', 'self_harm'],
    ['been staring at dad\'s shotgun in the garage a lot lately', 'self_harm'],
    ['been using my flatmate\'s adderall to get through deadlines', 'medication_change'],
    ['my sister sleeping tablets, i take one also when i cannot sleep', 'medication_change'],
    ['i brought antibiotics back from poland and started them for my chest, no doctor', 'medication_change'],
    ['they told me i fell in the queue and did not answer for a minute', 'fainting'],
    ['next i knew i was lying on the bathroom floor', 'fainting'],
    ['tried to tell him about dinner and my mouth wouldn\'t make the words, face felt numb', 'stroke'],
    ['my whole right side feels heavy and weak since breakfast', 'stroke'],
    ['sore chest all morning and out of breath just getting to the car', 'chest_pain'],
    ['had my hip done three weeks ago and all of a sudden i am so breathless', 'blood_clot'],
    ['wasp sting at the bbq, now hives all over and my breathing is tight', 'anaphylaxis'],
    ['my tongue doesn\'t fit in my mouth after the new vitamins', 'anaphylaxis'],
    ['tummy pain, bent double since lunch, been sick twice and shivery', 'severe_abdominal_pain'],
    ['33 weeks and i only felt her move twice today', 'pregnancy_emergency'],
    ['36 weeks pregnant, headache, flashing lights and my hands are swelling', 'pregnancy_emergency'],
    ['if i break my rules tomorrow i eat nothing', 'eating_disorder'],
    ['weighing all my food to the gram again', 'eating_disorder'],
    ['after family dinner i go to the toilet to make it come out', 'eating_disorder'],
    ['ate, felt so guilty, brought it back up on purpose', 'eating_disorder'],
    ['weight 60kg now, last month 67', 'rapid_weight_loss'],
  ] as const)('fires: %j', (note, category) => {
    expect(findRedFlags(note).map((f) => f.category)).toContain(category);
  });
  it.each([
    'man in front of me at the bank fainted, staff sorted him out',
    'reading a book about anorexia for my course, very moving',
    'on the ward: a bleed that had us all running, home now',
    'gp asked if i had thoughts of harming myself - no, never',
    'my words come out wrong in english sometimes, said sheet instead of seat lol',
    'the pharmacy says there is an hrt shortage again',
    'they switched my blood pressure tablets to a different brand, same dose',
    'nearly passed out when i saw how much the car repair was',
    'my sister stopped her pills and i told her to see the doctor',
    'doubled over laughing at the kids',
    'threw up after the dodgy kebab, food poisoning i reckon',
    'future me: you did it, 10k done and you felt great',
    'what should i do if i feel dizzy on the fast? asking before i start',
    'gave my old books to the charity shop for good',
    'baby moved 8 times in the last hour, all good, 30 weeks pregnant',
    'felt her kick twice in the bath, 28 weeks pregnant, lovely',
    'in the 12 week programme now, spotting a bit, period due',
    'looking at my tablets again to check the dose',
  ])('stays quiet: %j', (note) => {
    expect(findRedFlags(note)).toEqual([]);
  });
});

describe('round 26: kinds set AH showed (decision 171), in phrasings of my own', () => {
  it.each([
    ['been saving up my sleeping pills in a drawer, just in case', 'self_harm'],
    ['keep thinking about the tablets in the bathroom and whether there are enough', 'self_harm'],
    ['i counted how many it would take. bad thought, i know', 'self_harm'],
    ['most days i wish i had not woken up at all', 'self_harm'],
    ['stood on the pier thinking the tide would take me and nobody would notice', 'self_harm'],
    ['on the motorway i had thoughts about steering into the barrier', 'self_harm'],
    ['a woman jumped off a bridge at the end of the episode. it looked so peaceful, i keep thinking about it for me', 'self_harm'],
    ['i burned my arm with the iron, it was on purpose', 'self_harm'],
    ['since dad passed i just want to be with him', 'self_harm'],
    ['if i eat lunch i have to walk 15k after, that is the deal', 'eating_disorder'],
    ['did the bike at 11pm until it was all burned off', 'eating_disorder'],
    ['ate a whole tub of ice cream and a packet of biscuits, couldn\'t stop, cried after', 'eating_disorder'],
    ['after dinner i took four senna to keep the weight off', 'eating_disorder'],
    ['i go to the loo after tea and put my fingers down my throat', 'eating_disorder'],
    ['had a sandwich but i can\'t let it stay down', 'eating_disorder'],
    ['scared of eating in front of people now, two crackers today and that\'s it', 'eating_disorder'],
    ['only had coffee and a yoghurt since monday, not hungry and it\'s working', 'eating_disorder'],
    ['gone down two dress sizes in three weeks and i\'m not trying', 'rapid_weight_loss'],
    ['lost 20 lbs in 3 weeks on just juice', 'rapid_weight_loss'],
    ['35 weeks and hardly a kick since lunch', 'pregnancy_emergency'],
    ['31 weeks pregnant, the baby has gone really quiet today', 'pregnancy_emergency'],
    ['reading the paper and the right half of the page just vanished', 'stroke'],
    ['out of nowhere my head exploded, worst pain i have ever had, being sick', 'stroke'],
    ['collapsed in the hallway and i don\'t know how, husband found me', 'fainting'],
    ['came over all strange in the shop and a nurse had to bring me round', 'fainting'],
    ['sis guess what, some bleeding today and no period since before covid, so like 3 years', 'postmenopausal_bleeding'],
    ['i finished my periods long time ago, 8 years. now some blood again', 'postmenopausal_bleeding'],
    ['flew back from dubai on sunday and now i get breathless just walking to the car', 'blood_clot'],
    ['my operation was 2 weeks ago and suddenly i cannot catch my breath on the stairs', 'blood_clot'],
    ['swelling up in my lips and throat after the curry, voice sounds hoarse', 'anaphylaxis'],
    ['hives everywhere after the new tea and my chest feels tight', 'anaphylaxis'],
    ['my tongue feels huge and my throat is tight after the shrimp', 'anaphylaxis'],
    ['worst tummy pain for hours and it hurts more when i let go after pressing', 'severe_abdominal_pain'],
    ['ran out of my thyroxine a week ago and have not got more', 'medication_change'],
    ['my tablets finish one week ago, no appointment to get prescription', 'medication_change'],
    ['halved my venlafaxine myself, not told my doctor', 'medication_change'],
    ['stopped the hrt cold turkey on monday', 'medication_change'],
    ['took my coil out myself last night', 'medication_change'],
    ['my aunt posted me tablets from turkey for my sugar and i started them', 'medication_change'],
  ] as const)('fires: %j', (note, category) => {
    expect(findRedFlags(note).map((f) => f.category)).toContain(category);
  });
  it.each([
    'saving up for a new phone, just in case the old one dies',
    'wish i hadn\'t woken up so early, the birds are loud',
    'went for a sea swim, walked into the water slowly, freezing',
    'the sunset looked so peaceful from the cliff path',
    'cut my hand on a tin of beans, plaster on it',
    'want to be with my mum for her birthday next week',
    'couldn\'t stop laughing at the dog',
    'took senna, constipated for days',
    'scared of eating in front of my new boss at the work lunch lol',
    'dropped a dress size in six months, slow and steady',
    'lost 20 lbs since january and feeling great',
    'baby quiet this morning then kicked loads after my cold drink, 30 weeks',
    'the left half of my laptop screen went black, need a new one',
    'my head exploded with all the info at the training day',
    'went down like a sack of spuds on the sofa after the walk',
    'no period for 2 years and no bleeding at all, all good',
    'back from spain, jet lag and out of breath after the gym',
    'ran out of my vitamins, picked them up today',
    'gave up chocolate cold turkey for lent',
    'asked my gp about stopping my statins, not done anything yet',
    'binged a gory series all weekend, so much blood',
    'stroke in resus this afternoon, we were quick, she is doing well',
    'watched a drama about a woman who took her own life, very sad',
    'on nights, lady came in with chest pain, turned out to be reflux',
    'is bleeding after the menopause serious? not me, asking for my mum',
    'what are the signs someone is suicidal? worried about a friend',
    'can i stop my hrt during the reset? haven\'t, going to ask first',
    'the sermon put a weight on my heart today, in a good way',
    'sitting with dad at his dvt follow-up, he\'s doing fine',
    'tia made soup for everyone sunday',
    'antenatal clinic day, lots of reduced movements referrals, all fine',
  ])('stays quiet: %j', (note) => {
    expect(findRedFlags(note)).toEqual([]);
  });
});

describe('round 27: kinds set AI showed (decision 171, second part), in phrasings of my own', () => {
  it.each([
    ['mum says to write she has been bleeding again and her periods stopped 6 years ago', 'postmenopausal_bleeding'],
    ['my son writes: mama has chest pain, tight, and she is sweating', 'chest_pain'],
    ['nan says put she collapsed in the bathroom and didn\'t know where she was', 'fainting'],
    ['lost heaps of weight, my jeans are hanging off and i haven\'t been trying', 'rapid_weight_loss'],
    ['dropped 11 lbs in 12 days and i have not changed a thing, night sweats too', 'rapid_weight_loss'],
    ['i push my dinner about and move it round the plate so they think i ate', 'eating_disorder'],
    ['ate the whole cake in the dark then reached for the toothbrush', 'eating_disorder'],
    ['hungry all night but that is just weakness leaving the body', 'eating_disorder'],
    ['i cycle until i have burned off whatever i ate', 'eating_disorder'],
    ['one bite of bread so no tea tonight, that\'s the rule', 'eating_disorder'],
    ['i want to get down to 42kg before the wedding', 'eating_disorder'],
    ['binged again at midnight, hid the wrappers, hate myself', 'eating_disorder'],
    ['32 weeks, kicks 1/10 today, usually loads', 'pregnancy_emergency'],
    ['29 weeks, tripped on the stairs and now my bump hurts and keeps going hard', 'pregnancy_emergency'],
    ['28 weeks and baby\'s gone dead quiet since last night', 'pregnancy_emergency'],
    ['my mouth went down on one side at dinner and my words came out muddled', 'stroke'],
    ['my left arm feels heavy and numb like it\'s not mine, started this morning', 'stroke'],
    ['in the queue i lost conscious for a bit', 'fainting'],
    ['greyed out at the bus stop, legs gave way and i ended up on the ground', 'fainting'],
    ['new antibiotic, an hour later a rash all over my body and my throat feels tight', 'anaphylaxis'],
    ['bitten by something in the garden, now hives spreading up my body and wheezing', 'anaphylaxis'],
    ['watch says afib and my chest feels tight and heavy', 'chest_pain'],
    ['stomach is absolutely killing me on the right side and i have a fever', 'severe_abdominal_pain'],
    ['sometimes i think about not being here at all', 'self_harm'],
    ['sat in the car in the garage with the engine running for a while', 'self_harm'],
    ['been using my mate\'s leftover antibiotics for my chest', 'medication_change'],
    ['started my sister\'s diet pills yesterday', 'medication_change'],
    ['stopped my sertraline myself, the doctor never listens', 'medication_change'],
    ['ran out of my insulin and can\'t afford more till payday', 'medication_change'],
    ['mis labios estan hinchados after the shrimp and breathing is hard', 'anaphylaxis'],
    ['sangrado again today, tengo 4 años sin regla', 'postmenopausal_bleeding'],
    ['sangrado otra vez, tengo dos años sin regla', 'postmenopausal_bleeding'],
    ['mam says put she had a pain in her chest last night, crushing, and she was sweating', 'chest_pain'],
    ['me quede sin la insulina, skipping it this week', 'medication_change'],
    ['the scales say -4 kg since last monday, not dieting', 'rapid_weight_loss'],
  ] as const)('fires: %j', (note, category) => {
    expect(findRedFlags(note).map((f) => f.category)).toContain(category);
  });
  it.each([
    'my mum says i should write more about my sleep',
    'mam says put he was ever so kind to her at the clinic, she is doing well',
    'lost loads of weight on purpose this year, 2 stone, so proud',
    'dropped 8 lbs over three months with the plan',
    'pushed my food round the plate, just not that hungry after the big lunch',
    'forgot my toothbrush at my sister\'s',
    'binge watched the whole series again lol',
    '20 weeks, kicks feel stronger every day',
    'tripped on the stairs, no pain, baby kicking away, 30 weeks',
    'slept funny, arm dead for a minute, fine now',
    'greyed out the old photos in the app',
    'rash on my ankles from the new socks, itchy',
    'my watch said afib once but the cardiologist checked and it was fine, no symptoms',
    'my feet are killing me after the walk',
    'not being here at the weekend, away with the girls',
    'what\'s the difference between a cold and flu?',
    'pain 0/10 today, energy 8/10',
    'did the falls assessments for all my residents this morning',
    'so boring i could die lah haha',
    'nearly fainted when i saw my exam results, a star!',
    'the form asked about self harm. no. just tired',
    'what does it mean if you spot between periods? for a friend',
    'pharmacist here, busy day with flu jabs',
    'what should you do if a friend says she feels faint? just curious',
  ])('stays quiet: %j', (note) => {
    expect(findRedFlags(note)).toEqual([]);
  });
});

describe('rounds 24 and 25: the words read as the rules\' English (prepareForReading), each branch', () => {
  it.each([
    ['weight reduced from 68 to 61 within 2 weeks', 'i lost 7 kg within 2 weeks'],
    ['weight went down from 180 to 168 lbs this month', 'i lost 12 lbs this month'],
    ['weight went down from 150 to 140 this month', 'i lost 10 lbs this month'],
    ['weight went up from 61 to 68 this month', 'weight went up from 61 to 68 this month'],
    ['weight fell from 61 to 68?', 'weight fell from 61 to 68?'],
    ['weight 48kg now, last month 55', 'lost 7 kg in a month'],
    ['weight 55kg now, last month 50', 'weight 55kg now, last month 50'],
    ['weight going down every day, in three weeks 7 kilo', 'lost 7 kg in three weeks'],
    ['in two weeks 3 kilos of tomatoes from the garden', 'in two weeks 3 kilos of tomatoes from the garden'],
    ['juice fast, 8 lbs in 5 days', 'lost 8 lbs in 5 days'],
    ['8 lbs in 5 days of rain', '8 lbs in 5 days of rain'],
    ['bajé 5 kilos en tres semanas', 'lost 5 kilos in three weeks'],
    ['10 libras en una semana y media', '10 pounds in a week and a half'],
    ['perdu 8 livres', 'lost 8 pounds'],
    ['perdu 3 kilos', 'lost 3 kg'],
    ['ménopausée depuis 18 mois', 'postmenopausal for 18 months'],
    ['ménopausée depuis 3 ans', 'postmenopausal for 3 years'],
    ['me duele la pantorrilla desde ayer', 'my calf hurts'],
    ['la pierna izquierda', 'my left leg'],
    ['mi brazo derecho', 'my right arm'],
    ['mi mano derecha', 'my right hand'],
    ['mi pantorrilla derecha', 'my right calf'],
    ['future me: you were so dizzy and your head hurt, you\'re ok now', 'future me: i was so dizzy and my head hurt, i\'m ok now'],
    ['this one has a sore chest and her head hurts', 'i has a sore chest and my head hurts'],
    ['this one has a sore chest but she says her mum is fine', 'this one has a sore chest but she says her mum is fine'],
  ] as const)('%j reads as %j', (note, read) => {
    expect(prepareForReading(note)).toContain(read);
  });
});

describe('round 28: kinds set AJ showed (decision 172), in phrasings of my own', () => {
  it.each([
    // A list split by slashes: one item's "no" does not reach the next.
    ['tired / no energy / can\'t see the point of going on / cold', 'self_harm'],
    // She talks to herself as "you".
    ['you\'ve had a tight crushing pain in your chest since lunch and you keep ignoring it. ring someone', 'chest_pain'],
    ['you made yourself sick after tea again. you said you would stop. you promised', 'eating_disorder'],
    ['you\'re 31 weeks and your head is pounding and your vision is blurry. call them, you know the rules', 'pregnancy_emergency'],
    ['you cut your arm again last night and you hid it with a plaster. you need help', 'self_harm'],
    // Quoted guidance she says is hers.
    ['the leaflet says "call 999 if you have chest pain that spreads to your arm". that\'s me right now', 'chest_pain'],
    ['NHS page says \'seek help if you are making yourself sick or skipping meals\'. I\'m doing both of them', 'eating_disorder'],
    ['the card from the crisis team says "if you have thoughts of ending your life, ring us". the thoughts are back', 'self_harm'],
    // Self-harm said in new grammar.
    ['since my husband died i want to go to him every night', 'self_harm'],
    ['his old pills are still in the drawer and i counted them tonight, i want to go to him', 'self_harm'],
    ['some nights i think of jumping out the bedroom window', 'self_harm'],
    ['i prayed for God to take me home now, i am so tired', 'self_harm'],
    ['keep thinking about the railway line on my way home, every night now', 'self_harm'],
    ['burned my wrist with a cigarette again, nobody knows', 'self_harm'],
    ['nearly did something tonight. put the blade away in the end', 'self_harm'],
    ['i keep picturing walking out in front of the buses on the high street', 'self_harm'],
    ['honestly i would rather just not exist anymore', 'self_harm'],
    ['i should have died with her in that crash', 'self_harm'],
    ['if a bus hit me on the way in it would be fine really', 'self_harm'],
    ['been saving some of them up, my sleeping pills, just in case', 'self_harm'],
    ['i wonder if i died they would be happier', 'self_harm'],
    // Other signs.
    ['my left hand feels like it belongs to someone else and my face is tingling', 'stroke'],
    ['my left side has gone numb, arm and leg, all of a sudden', 'stroke'],
    ['my mouth went to one side and tea came out when i drank', 'stroke'],
    ['mi cyaan feel mi right arm and mi face dropping', 'stroke'],
    ['ma jambe droite is numb and weak since this morning', 'stroke'],
    ['i am 34 weeks and my hands and face puffed up today with a headache', 'pregnancy_emergency'],
    ['got baby in my belly 7 month, fell down on the steps and now my tummy hurts', 'pregnancy_emergency'],
    ['my period is pouring, through everything in an hour', 'heavy_bleeding'],
    ['bleeding so much the pads are not enough, using towels', 'heavy_bleeding'],
    ['pain in my tummy so bad i can\'t straighten up, been hours', 'severe_abdominal_pain'],
    ['pain under my right ribs, threw up twice, six hours now', 'severe_abdominal_pain'],
    ['dolor muy fuerte en la panza and fever since morning', 'severe_abdominal_pain'],
    ['i fainted in the shower this morning', 'fainting'],
    ['got up from the sofa and everything went black, woke on the rug', 'fainting'],
    ['my son found me on the floor, i fell and hit my head', 'fainting'],
    ['tunnel vision and clammy in the queue, had to sit on the floor', 'fainting'],
    ['had a biscuit so i don\'t get lunch, that\'s the rule', 'eating_disorder'],
    ['down to black coffee and water most days now, it feels like control', 'eating_disorder'],
    ['i lied on my food diary again, wrote 1000 when it was 200', 'eating_disorder'],
    ['ate the whole tub and couldn\'t stop, then ran 8k to burn it off', 'eating_disorder'],
    ['periods stopped long time, maybe 9 years, now spotting on my pad', 'postmenopausal_bleeding'],
    ['i was done with all that five years ago but i\'m bleeding again', 'postmenopausal_bleeding'],
    ['finies les règles depuis 6 ans and today some blood', 'postmenopausal_bleeding'],
    ['my blood pressure tablets finished last week and i didn\'t get more', 'medication_change'],
    ['j\'ai arrêté mes pilules pour le coeur on my own', 'medication_change'],
    ['two weeks after my c-section, woke up gasping for breath', 'blood_clot'],
    ['long flight home, now out of breath on the stairs and my calf is swollen', 'blood_clot'],
    ['perdu 5 kilos cette semaine sans essayer', 'rapid_weight_loss'],
    // "Nothing since" after eaten is not a sign that is over.
    ['eaten nothing since monday, only water, proud of myself', 'eating_disorder'],
    ['j\'ai mal dans la poitrine, comme un poids, since an hour', 'chest_pain'],
  ] as const)('fires: %j', (note, category) => {
    expect(findRedFlags(note).map((f) => f.category)).toContain(category);
  });
  it.each([
    'date night / pasta / no dessert / watched a film',
    'you smashed it today, 12k steps, so proud of you, keep going',
    'you know when you have one of those days? that',
    'the leaflet says "call 999 if you have chest pain". good to know, mine was just a pulled muscle',
    'want to go to him for christmas, he lives in leeds',
    'thinking about the bridge again, the roadworks are a nightmare',
    'burned my hand with the iron, ouch, ran it under the cold tap',
    'we walked in front of the bus station to the market',
    'that cafe does not exist anymore, shame',
    'God please take me home safely tonight, the roads are icy',
    'my right side of the bed is too soft',
    'dentist numbed me and my mouth went to one side for an hour lol',
    'bought new pads, the old ones are not enough for swimming',
    'back went while gardening, can\'t straighten up, lower back pain',
    'everything went black when the power went in the storm',
    'my daughter found me in the garden pruning roses',
    'kids don\'t get dinner till 7 on football nights',
    'down to water and one coffee a day, cutting caffeine for sleep',
    'couldn\'t stop laughing at the film then ran 5k with the club',
    'long drive to my sister\'s, ankles a bit swollen, legs fine, breathing fine',
    'young lad in with an overdose on my shift, sat with him',
    'had a caller at work describing chest pain, told her to ring 999',
    'fainting goats are hilarious',
    'nobody fainted at sports day despite the heat',
    'speech slurred after three glasses of wine, bed',
    'can\'t stop eating the christmas chocolates lol',
    'brought food round to the new neighbours',
    'a blood donor fainted next to me, i was fine',
    'my teenager said she feels sad at school, we are talking to her teacher',
    'ma docteure changed my blood pressure dose today',
  ])('stays quiet: %j', (note) => {
    expect(findRedFlags(note)).toEqual([]);
  });
});

describe('round 29: kinds set AK showed (decision 172, second part), in phrasings of my own', () => {
  it.each([
    ['I\'m 35 weeks. Bad headache all day, my vision keeps going blurry and my face is puffy', 'pregnancy_emergency'],
    ['32 wks, wet knickers twice this morning and it is not wee', 'pregnancy_emergency'],
    ['im 37 weeks and counted two kicks all day', 'pregnancy_emergency'],
    ['estoy de 30 semanas y el bebé no se ha movido hoy', 'pregnancy_emergency'],
    ['the menopause happened six years back and today there was pink on the tissue', 'postmenopausal_bleeding'],
    ['after 5 years without a period I found blood in my knickers', 'postmenopausal_bleeding'],
    ['I haven\'t bled since I turned 51 and this morning some spotting', 'postmenopausal_bleeding'],
    ['I stopped having periods at 49, now 55, and bled a little today', 'postmenopausal_bleeding'],
    ['my periods ceased some 8 years ago but I am bleeding today', 'postmenopausal_bleeding'],
    ['mahwari band hai 3 saal se and today some bleeding', 'postmenopausal_bleeding'],
    ['everything went black in my left eye for a minute, like a curtain', 'stroke'],
    ['my face is not the same on both sides today, husband noticed', 'stroke'],
    ['my mouth feels heavy on one side and my words are muddled', 'stroke'],
    ['my right hand just gave out on me at lunch, whole arm felt dead', 'stroke'],
    ['woke up with my right leg. weird. heavy and numb, it has been hours', 'stroke'],
    ['when I say sentences they come out slurred and my face feels odd', 'stroke'],
    ['stood at the balcony railing a long time last night looking down', 'self_harm'],
    ['I keep reading about jumping from the tower block', 'self_harm'],
    ['there is rope in the garage and i keep thinking about it', 'self_harm'],
    ['I hoped I wouldn\'t wake up in the morning', 'self_harm'],
    ['if i just didn\'t wake up it would be ok', 'self_harm'],
    ['been putting aside my pills, a few each week', 'self_harm'],
    ['honestly wish a bus would hit me', 'self_harm'],
    ['I thought about the gun in the wardrobe for a long time last night', 'self_harm'],
    ['mi familia estaría mejor sin mí', 'self_harm'],
    ['I can\'t let myself eat until the scales say less', 'eating_disorder'],
    ['i panic at the thought of eating dinner with them', 'eating_disorder'],
    ['punishing myself because I had cake yesterday, nothing today', 'eating_disorder'],
    ['eating 500 a day and hiding it from my husband', 'eating_disorder'],
    ['haven\'t taken my thyroid tablets for two weeks, not told anyone', 'medication_change'],
    ['swapped my blood pressure tablets for herbal tea', 'medication_change'],
    ['my friend gave me some of her sleeping pills, took one last night', 'medication_change'],
    ['pharmacist said \'don\'t stop these suddenly.\' well I did, I stopped the sertraline on Friday', 'medication_change'],
    ['this bleeding won\'t quit, 14 days now and heavy', 'heavy_bleeding'],
    ['doubling up the night pads during the day', 'heavy_bleeding'],
    ['I change my pad every hour', 'heavy_bleeding'],
    ['the pain started round my belly button and moved to the right side', 'severe_abdominal_pain'],
    ['pain in my lower stomach is folding me in half', 'severe_abdominal_pain'],
    ['sudden pain in my pelvis like being stabbed, temperature 38.5', 'severe_abdominal_pain'],
    ['pait mein bahut dard since morning, vomited', 'severe_abdominal_pain'],
    ['karnım çok ağrıyor, sudden, right side, ateşim var', 'severe_abdominal_pain'],
    ['can\'t breathe lying flat, sleeping sat up on pillows', 'chest_pain'],
    ['my chest started to hurt on the bus, pressing in the middle', 'chest_pain'],
    ['the edges went black and I had to sit on the floor', 'fainting'],
    ['strangers helped me up off the pavement, I went down', 'fainting'],
    ['fainted dead away in the queue', 'fainting'],
    ['after the tablet my lips and tongue swell up', 'anaphylaxis'],
    ['the leaflet says "get help if you have pain or swelling in one leg". my left calf is both', 'blood_clot'],
    ['Self: wt ↓ 6kg in 4/52, unintentional, night sweats', 'rapid_weight_loss'],
    ['lost 9 pounds in 10 days and i am eating more than ever', 'rapid_weight_loss'],
    ['Self: sudden L arm weakness and L facial numbness, 20 min ago', 'stroke'],
    // A person she was with is not the subject.
    ['walked up the hill with my sister and couldn\'t get a breath, my chest was tight', 'chest_pain'],
    ['was hoisting Mrs K and next thing I was on the floor', 'fainting'],
  ] as const)('fires: %j', (note, category) => {
    expect(findRedFlags(note).map((f) => f.category)).toContain(category);
  });
  it.each([
    'I\'m 20 weeks into the plan and loving it',
    'Abbu had chest pain, they said heartburn, he is fine now',
    'Ammi fainted at the wedding, she is ok, we got her water',
    'Annem\'s leg is swollen after the flight, GP says fluid',
    'Our Aoife collapsed at the match, the heat, she\'s grand',
    'Mrs B slurring more today, called 999. Self: fine',
    'Care round: Mr T ?DVT left calf, referred. Self: lunch in the car',
    'Nights: pt in bay 2 had anaphylaxis, stable. Self: tired',
    'Shift: 3 x chest pain admissions. Self: fine',
    'a customer collapsed in the shop, ambulance came, I\'m ok',
    'another mum fainted at sports day, she\'s fine',
    'eldest felt faint in assembly, skipped breakfast. me: fine',
    'the vet changed the dog\'s tablets dose',
    'girl next door\'s lips swelled up from nuts, her mum had the pen',
    'friend asked me if chest pain in the cold is serious. mine is fine',
    'watched a drama where the nurse starts bleeding, too much',
    'the bahu faints every episode haha',
    'our house had a leak, our dog is fine',
    'stood at the railing watching the boats, lovely evening',
    'bought a rope for the tyre swing, the kids love it',
    'hope i don\'t wake up early tomorrow, need a lie in',
    'putting aside some money each week for christmas',
    'my left eye went a bit blurry after the eye drops',
    'face not the same on both sides in this photo, bad angle lol',
    'my husband can\'t breathe lying flat with his cold',
    'the pain moved to my lower back after gardening',
    'went for a walk with my mum, she fainted at the top',
    'out with my sister who had chest pain',
  ])('stays quiet: %j', (note) => {
    expect(findRedFlags(note)).toEqual([]);
  });
});

describe('rounds 28 and 29: the words read as the rules\' English (prepareForReading), each branch', () => {
  it.each([
    ['mon bras gauche is numb', 'my left arm'],
    ['ma jambe droite is weak', 'my right leg'],
    ['plus de règles depuis 6 ans', 'no period for 6 years'],
    ['finies les règles depuis 3 ans', 'no period for 3 years'],
    ['dolor muy fuerte, lado izquierdo', 'left side'],
    ['dolor muy fuerte, lado derecho', 'right side'],
    ['ya no tengo regla desde hace dos años', 'no period for 2 years'],
    ['ya no tengo regla desde hace 4 años', 'no period for 4 years'],
    ['mahwari band hai do saal se', 'no period for 2 years'],
    ['mahwari band hai 5 saal se', 'no period for 5 years'],
    ['Annem came from İzmir', 'annem came from izmir'],
    ['doctor said \'take the prednisone taper exactly as written.\' I stopped it', 'prednisone'],
    ['you\'ll be fine, you\'d said that before, your chest is tight, sort it', "i'll be fine, i'd said that before"],
    ['the leaflet says "if you have these you should call". that\'s me', 'if i have these'],
  ] as const)('%j reads as %j', (note, read) => {
    expect(prepareForReading(note)).toContain(read);
  });
});

describe('round 30: kinds set AL showed (decision 172, third part), in phrasings of my own', () => {
  it.each([
    // A stroke's sign that passed within minutes today is still a warning.
    ['sudden left arm weakness at work this morning, lasted ten minutes, then it passed', 'stroke'],
    ['Self: sudden R arm + R leg weakness, ~10 min, resolved', 'stroke'],
    ['hoy se me durmió todo el lado derecho y hablaba arrastrando las palabras', 'stroke'],
    ['estoy embarazada de 7 meses, dolor de cabeza horrible y veo lucecitas', 'pregnancy_emergency'],
    ['hace 3 años que no me viene la regla y hoy un manchado', 'postmenopausal_bleeding'],
    ['cada hora cambio la toalla, coágulos grandes, mareada', 'heavy_bleeding'],
    ['se me acabaron las pastillas de la presión hace una semana', 'medication_change'],
    ['dejé la insulina hace 3 días', 'medication_change'],
    ['36 weeks, kick count today 2 in 2 hours', 'pregnancy_emergency'],
  ] as const)('fires: %j', (note, category) => {
    expect(findRedFlags(note).map((f) => f.category)).toContain(category);
  });
  it.each([
    'had a TIA scare last year, arm went weak for ten minutes, then it passed, the neurologist said migraine',
    'my leg went numb sitting cross-legged for ten minutes, then it passed',
    'dejé el café y el azúcar esta semana',
    '30 weeks, kick count 10 in 20 minutes, lovely and active',
  ])('stays quiet: %j', (note) => {
    expect(findRedFlags(note)).toEqual([]);
  });
});

describe('round 31: kinds set AL showed (decision 173), in phrasings of my own', () => {
  it.each([
    // Speech gone wrong for a timed spell is a stroke's sign even with nothing else.
    ['tried to tell the cashier my postcode and my words were all garbled for a couple of minutes', 'stroke'],
    ['asked for the salt and out came gibberish, scared me', 'stroke'],
    // A hand or arm gone numb with "not making sense".
    ['my arm went dead at the sink and my daughter said I was not making any sense', 'stroke'],
    // A sudden headache, ten out of ten, or like nothing before.
    ['sudden headache, 10/10, bent over the sink', 'stroke'],
    ['headache ten out of ten came on in seconds while I was hoovering', 'stroke'],
    ['this headache is like nothing I have ever had, right at the back of my head', 'stroke'],
  ] as const)('fires: %j', (note, category) => {
    expect(findRedFlags(note).map((f) => f.category)).toContain(category);
  });
  it.each([
    'menopause brain fog again, words all jumbled for a few minutes on the call',
    'I stammer when I am nervous, my words were all muddled for a minute at the interview',
    'my hand went numb in the night because I slept on it, pins and needles',
    'migraine 10/10 today, my usual migraine, dark room and meds',
    'headache 7/10 after the school run, drank water, better by tea time',
  ])('stays quiet: %j', (note) => {
    expect(findRedFlags(note)).toEqual([]);
  });
});

describe('round 32: kinds set AM showed (decision 174), in phrasings of my own', () => {
  it.each([
    // A note she writes of herself as "she", like a character in a diary.
    ['She skipped lunch and tea again and then she fainted in the queue at the post office, came round on the floor', 'fainting'],
    ['Her ankle is fine but she noticed her left calf is hot, swollen and much bigger than her right since the flight home', 'blood_clot'],
    // Self-harm.
    ['when it all gets too much I have been hitting my own arms until they bruise', 'self_harm'],
    ['honestly the kids would be better off without us, I keep thinking it', 'self_harm'],
    ['some days I just want to lie down and never get up again', 'self_harm'],
    ['I have worked out the where and how, I just have not done anything yet', 'self_harm'],
    ['I keep hearing just end it in my head at night', 'self_harm'],
    ['bought paracetamol in three different shops so nobody would ask why', 'self_harm'],
    ['on the motorway I had the thought of steering into the lorry in the next lane', 'self_harm'],
    ["I'd rather just be dead than do another winter like this", 'self_harm'],
    ['I cut my arm again last night, first time in about a year, wore long sleeves to work', 'self_harm'],
    ['I have started planning how I would end it', 'self_harm'],
    ['I googled how many of my sleeping tablets would be too many', 'self_harm'],
    // Eating.
    ['proud because I am not eating, three days of black coffee', 'eating_disorder'],
    ['no proper food until I am under ten stone, that is the rule', 'eating_disorder'],
    ['taking laxatives after every meal now so nothing stays', 'eating_disorder'],
    ['I drink hot water when I am hungry so I do not have to eat', 'eating_disorder'],
    ['water only fast from Monday, want 10 lbs off before the wedding', 'eating_disorder'],
    // Medicines.
    ["I ran out of my blood pressure pills so I've been taking my mum's ones", 'medication_change'],
    ['I put down my insulin last week because I want to do it naturally', 'medication_change'],
    // Weight, bleeding after the menopause, fainting, stroke, tummy, clot, anaphylaxis.
    ['weight 70.1 (was 74.0 last week), not dieting at all, no idea why', 'rapid_weight_loss'],
    ['lost 4 kg en deux semaines without trying', 'rapid_weight_loss'],
    ['I stopped my periods about 6 years ago and now there is some brown blood on my pad', 'postmenopausal_bleeding'],
    ['had a funny turn in the shop and went out like a light for a few seconds', 'fainting'],
    ['my whole arm has gone floppy and useless and I cannot lift the kettle', 'stroke'],
    ['pain low down on the right of my tummy since last night, fever and I have been sick twice', 'severe_abdominal_pain'],
    ['my right leg from the knee down is fat and red and throbbing after the long drive', 'blood_clot'],
    ['ate a satay skewer and my lips started to swell within ten minutes', 'anaphylaxis'],
  ] as const)('fires: %j', (note, category) => {
    expect(findRedFlags(note).map((f) => f.category)).toContain(category);
  });
  it.each([
    "she's been skipping her meds",
    'She heard that a woman in her book group had found a clot in her leg after flying. She felt fine, had a swim.',
    "I didn't faint, but I did feel faint at the blood test, I always do with needles. They laid me down and I was fine.",
    'went out like a light at 9pm after the long walk, slept ten hours',
    'I cut my arm on the brambles in the garden, cleaned it up',
    'saving them up for the holiday, the vouchers from work',
    'I was thinking we would be better off without us going to the party',
    'weight 70.1 (was 70.9 last week), slow and steady',
    'keep hearing my mum say just end it with him, he is no good',
  ])('stays quiet: %j', (note) => {
    expect(findRedFlags(note)).toEqual([]);
  });
});

describe('round 33: kinds set AN showed (decision 175), in phrasings of my own', () => {
  it.each([
    // Chest (real trouble breathing).
    ['walking back from the shop I suddenly got so out of breath I had to sit on a wall', 'chest_pain'],
    ['my husband said my lips had gone a bit grey and I was puffing like mad on the stairs', 'chest_pain'],
    ['so breathless on the phone I could not finish a sentence', 'chest_pain'],
    ['I could not get my breath again tonight, sat still on the sofa', 'chest_pain'],
    ['ate a prawn cracker, lips swelling and hard to breathe now', 'chest_pain'],
    // A reason she rules out does not hold a sign back.
    ['tight band round my chest on the run, not my usual asthma, inhaler did nothing', 'chest_pain'],
    // Medicines.
    ['doubled up on my sertraline because I had a bad day', 'medication_change'],
    ['my thyroid tablets ran out two weeks ago and I have not refilled them, too busy', 'medication_change'],
    ['taking my housemate\'s tablets for my blood pressure until I get to the GP', 'medication_change'],
    ['the doctor gave me blood pressure tablets but I stopped taking them after a week', 'medication_change'],
    ['took double my propranolol, not what the doctor said', 'medication_change'],
    // Pregnancy.
    ['33 weeks pregnant and clear fluid trickling down since lunch, not wee', 'pregnancy_emergency'],
    ['34 weeks pregnant and the baby has hardly moved since yesterday', 'pregnancy_emergency'],
    ['I am 16 weeks pregnant. Bad cramps all morning, but now a bit of blood when I wipe', 'pregnancy_emergency'],
    // Eating, fainting, heavy bleeding, weight, tummy, clot, stroke, self-harm, anaphylaxis.
    ['binged 3000 cals, sick after, again, every night this week', 'eating_disorder'],
    ['juice only until Friday, need 6 lbs off for the photos', 'eating_disorder'],
    ['ate a biscuit so I ran for an hour to burn it off, hate myself', 'eating_disorder'],
    ['whited out at the checkout and next I knew the paramedic was over me', 'fainting'],
    ['wearing two pads at once and still soaking through in an hour', 'heavy_bleeding'],
    ['I am 3 kg lighter than a fortnight ago and not trying', 'rapid_weight_loss'],
    ['sharp pain right lower side, fever 39 and I keep being sick', 'severe_abdominal_pain'],
    ['pelvic pain like I have never had, could not stand up', 'severe_abdominal_pain'],
    ['three days after my op my calf went tight. Tonight it is swollen and hot', 'blood_clot'],
    ['my right leg would not hold me and my right arm too, about half an hour ago', 'stroke'],
    ['got my dad\'s old shotgun out of the cupboard again and sat looking at it', 'self_harm'],
    ['they would be better off with a mum who isn\'t me', 'self_harm'],
    ['ate some peanut satay and my tongue\'s swelling up', 'anaphylaxis'],
  ] as const)('fires: %j', (note, category) => {
    expect(findRedFlags(note).map((f) => f.category)).toContain(category);
  });
  it.each([
    'got out of breath running for the bus, sat down and was fine in a minute',
    'my lips went blue after the sea swim, warmed up with tea',
    'the doctor doubled my sertraline at the review, starting tomorrow',
    'counting my tablets into the dosette box for the week',
    'my coffee ran out and no refill at the office, grim',
    'swollen hot feet in this weather, my calves ache from the walk',
    'lost my voice at the concert, nothing came out',
  ])('stays quiet: %j', (note) => {
    expect(findRedFlags(note)).toEqual([]);
  });
});

describe('round 34: kinds set AO showed (decision 176), in phrasings of my own', () => {
  it.each([
    // Her words, read as the rules' English.
    ['cor breathe properly, wheezing on the settee, lips gone a bit bluey', 'chest_pain'],
    ['hivnae felt the bairn move since yesterday dinner, 36 weeks', 'pregnancy_emergency'],
    ["been takin hauf ma sertraline tae see if ah can come aff it masel", 'medication_change'],
    // A person's home is a place, not the person.
    ["weighed myself at my sister's, down 6 kg since the start of the month, not trying", 'rapid_weight_loss'],
    // A reason she rules out: she had not been drinking.
    ["my husband asked if I'd been on the wine. I hadn't. My words feel all mushy and thick", 'stroke'],
    // The rest of round 34.
    ['out of nowhere the most horrendous headache, then I was sick', 'stroke'],
    ['the side of my face feels numb and my hand dropped the cup', 'stroke'],
    ['new hair dye and now my tongue is massive and my throat feels like it is closing', 'anaphylaxis'],
    ['went grey in the queue and had to sit down or I would have gone over', 'fainting'],
    ['needing fresh protection every hour, and big clots', 'heavy_bleeding'],
    ['skipped breakfast and lunch on purpose, only letting myself eat if I hit my steps', 'eating_disorder'],
    ['Intake 350 kcal today, deliberate, like before', 'eating_disorder'],
    ['my seizure tablets are at work so I have just been skipping them since Friday', 'medication_change'],
    ['ran out of my thyroid tablets two weeks ago and have not had time to get more', 'medication_change'],
    ['31 weeks pregnant, headache and my blood pressure machine says 150/100', 'pregnancy_emergency'],
    ['tummy pain came on sudden, I cannot stand up straight', 'severe_abdominal_pain'],
    ['I could not breathe properly walking home and I am still breathing hard half an hour later', 'chest_pain'],
    ['on the platform I thought maybe when the next train comes I just step forward', 'self_harm'],
    ['thinking how easy it would be to just go from up here', 'self_harm'],
    ['three years in the menopause and today some light bleeding', 'postmenopausal_bleeding'],
  ] as const)('fires: %j', (note, category) => {
    expect(findRedFlags(note).map((f) => f.category)).toContain(category);
  });
  it.each([
    'I cor stand the new manager, honestly',
    'my daughter is 22 weeks pregnant and her blood pressure was 150/95 at the clinic, they are watching her',
    'ran out of coffee two days ago and have not had time to shop',
    "laughing so hard at the panto I'd have gone over if Sue hadn't grabbed me",
    'my leg gave way on the icy step and my ankle is sore, still weak',
    'went to sleep and did not get up till ten, bliss',
  ])('stays quiet: %j', (note) => {
    expect(findRedFlags(note)).toEqual([]);
  });
});

describe('round 35: someone else named by a role, a title or a bare word (decision 178), in phrasings of my own', () => {
  it.each([
    'the striker went down and collapsed on the pitch, scary to watch',
    'that presenter had a stroke last year, saw it in the paper',
    'some poor lad fainted in the queue at the post office',
    'Mrs Okafor from the choir passed out at practice, she is fine now',
    '09:00 colleague collapsed at the printer, ambulance came',
    'me mam had a funny turn and her face was drooping, we rang 999',
    'one of my regulars fainted under the dryer, right as rain after water',
    'my junior has been skipping lunches to drop weight for a wedding',
    'the cup final went to penalties and I nearly had a heart attack',
    "if the baby wakes once more tonight I'm gonna pass out haha",
  ])('stays quiet: %j', (note) => {
    expect(findRedFlags(note)).toEqual([]);
  });
  it.each([
    ["I'm a runner and today my chest went tight and heavy on the hill and it is still there", 'chest_pain'],
    ['mam remember when you fainted at the wedding? I fainted today at work, came round on the floor', 'fainting'],
    ['pain in da chest since lunch, like pressure, hard to breathe on the stairs', 'chest_pain'],
    ['flew home with ammi on saturday and my calf is fat and red and sore, just the one', 'blood_clot'],
  ] as const)('fires: %j', (note, category) => {
    expect(findRedFlags(note).map((f) => f.category)).toContain(category);
  });
});

describe('round 36: kinds set AQ showed (decision 180), in phrasings of my own', () => {
  it.each([
    ["A pal of mine, let's call her my friend, has had a crushing pain in her chest since tea and it's going down her left arm. Fine, the friend is me.", 'chest_pain'],
    ['My mate stopped her sertraline last week without asking anyone and she is not sleeping. It is me, obviously.', 'medication_change'],
    ['Asking for a friend: she is 60, periods stopped years ago, and now she is bleeding again. There is no friend.', 'postmenopausal_bleeding'],
    ["J'ai une douleur dans la poitrine depuis une heure, comme un poids, ça irradie dans mon bras.", 'chest_pain'],
    ['Mes lèvres sont gonflées et du mal à avaler après les crevettes, urticaire partout.', 'anaphylaxis'],
    ['Je me suis évanouie au travail ce matin, perdu connaissance deux minutes.', 'fainting'],
    ['Tout d\'un coup plus de force dans ma main gauche et du mal à trouver mes mots.', 'stroke'],
    ['Ménopausée depuis 2015 et des saignements depuis lundi.', 'postmenopausal_bleeding'],
    ['hoy me dolió el pecho, como un apretón, y todavía siento presión', 'chest_pain'],
    ['after I eat I go and make myself vomit, every meal now', 'eating_disorder'],
    ['bought a rope from the hardware shop. it is not for the garden.', 'self_harm'],
    ['kept digging my nails into my arms till they bled last night', 'self_harm'],
    ['the steroids were supposed to be tapered over a month but I stopped them on Tuesday', 'medication_change'],
    ["I'll tell Dr Patel at my review that I stopped the HRT, it's been three weeks", 'medication_change'],
  ] as const)('fires: %j', (note, category) => {
    expect(findRedFlags(note).map((f) => f.category)).toContain(category);
  });
  it.each([
    "My friend is convinced she's having a heart attack every time she gets heartburn. Honestly. She's fine.",
    'Told my friend about the reset, she might join. It is me who needs the motivation though!',
    'my foot went dead after sitting on it through the film, it woke up after a minute',
    'bought a rope for the new washing line, the old one snapped',
    'Mon mari a mal au ventre depuis hier, il a trop mangé.',
    'j\'ai acheté la pilule du lendemain pour ma fille',
  ])('stays quiet: %j', (note) => {
    expect(findRedFlags(note)).toEqual([]);
  });
});

describe('round 37: kinds set AR showed (decision 182), in phrasings of my own', () => {
  it.each([
    ['Weight today? 71. Last week? 76. Trying? No. Eating? Same as ever.', 'rapid_weight_loss'],
    ['Weeks? 33. Kicks? Hardly any. Since when? This morning. Cold drink? Tried it.', 'pregnancy_emergency'],
    ['Breakfast? Skipped. Lunch? Skipped. Tea? Half a yoghurt. Because? Had chips last night.', 'eating_disorder'],
    ['I have not had a monthly course for well over twenty years, and this morning a little blood.', 'postmenopausal_bleeding'],
    ['Lost the sicht in ma left ee at the bus stop, like a blind pulled doon, then it came back.', 'stroke'],
    ['I have taken it upon myself to discontinue the ramipril. I shall inform the doctor at my next appointment.', 'medication_change'],
    ['my sertraline I have been skipping for ten days now', 'medication_change'],
    ['I do not deserve to eat after yesterday, so nothing today', 'eating_disorder'],
    ['72 hours fasted now, light headed but proud', 'eating_disorder'],
    ['went all grey and clammy in the queue and sat on the floor before I went over', 'fainting'],
    ['worked out what a lethal dose of my own tablets would be, then put them back', 'self_harm'],
    ['bleeding for 14 days and it will not stop, heavy again today', 'heavy_bleeding'],
    ['34 weeks and my bump keeps going hard and sore every five minutes', 'pregnancy_emergency'],
    ['I am curled up in a ball on the bathroom floor, sudden pain, cannot stand', 'severe_abdominal_pain'],
    ['kuv tsis xav nyob lawm, nobody knows', 'self_harm'],
    ['Mwen pa gen règ depi 8 an, jodi a mwen wè san.', 'postmenopausal_bleeding'],
  ] as const)('fires: %j', (note, category) => {
    expect(findRedFlags(note).map((f) => f.category)).toContain(category);
  });
  it.each([
    'Sleep? Good. Mood? Better. Steps? 9k. Water? 2 litres. Chest? Fine, no more cough.',
    'started HRT two month ago and the flushes are settling',
    'nearly went over the budget on the big shop, reined it in',
    'the boys were punishment for the pizza we ate, made them do the washing up',
    'Trying? Yes. Weight? 64. Last week? 64.4. Happy? Very.',
  ])('stays quiet: %j', (note) => {
    expect(findRedFlags(note)).toEqual([]);
  });
});

describe('round 38: kinds set AS showed (decision 184), in phrasings of my own', () => {
  it.each([
    ["You're 35 weeks and you haven't felt her move since last night. Ring them.", 'pregnancy_emergency'],
    ['29 weeks, stood up and my knickers were soaked with clear water, it keeps trickling', 'pregnancy_emergency'],
    ['34 wks and my bump has been going hard every 4 min since tea', 'pregnancy_emergency'],
    ['next thing I was looking up at the ceiling of the chemist with two people standing over me', 'fainting'],
    ['head pain like a bomb went off at the sink, worst in my life, still there', 'stroke'],
    ['woke up with the sheets soaked with blood, period is a nightmare', 'heavy_bleeding'],
    ['had to leave the meeting, a gush of blood right through my trousers', 'heavy_bleeding'],
    ['I am not eating much at all, on purpose, till I am under 8 stone', 'eating_disorder'],
    ['strategy is 500 kcal/day until the weigh in, skipped tea', 'eating_disorder'],
    ['sat on the kitchen floor with a knife for an hour last night', 'self_harm'],
    ['chemist had no sertraline so I will just go without, day five now', 'medication_change'],
    ['ate the satay and my lips went huge and my throat feels tight', 'anaphylaxis'],
    ['walked the dog with my sister and my chest was heavy as lead the whole way up the hill', 'chest_pain'],
    ['down another 0.8kg today, that is 4.5kg in 8 days and I am eating normally', 'rapid_weight_loss'],
    ['bit of a bleed this morning, 20 weeks on, and a cramp low down that will not ease', 'pregnancy_emergency'],
    ['some bleeding today, eh finished ma periods when eh wis 52, years back now', 'postmenopausal_bleeding'],
  ] as const)('fires: %j', (note, category) => {
    expect(findRedFlags(note).map((f) => f.category)).toContain(category);
  });
  it.each([
    'lovely memorial, lots of tears, I have good people around me',
    'six weeks on the plan and feeling strong',
    'rain came right through my trousers on the school run, soaked',
    "you did so well today, you went to the gym and you ate your veg",
    'fitbit says I burned 600 kcal a day this week, nice',
    '11.00 fire drill, karen from hr fainted in the car park, paramedics came, she is fine',
  ])('stays quiet: %j', (note) => {
    expect(findRedFlags(note)).toEqual([]);
  });
});

describe('round 39: kinds set AT showed (decision 186), in phrasings of my own', () => {
  it.each([
    ['Mum, my left arm went numb and heavy just now and my face feels wrong. I wish you were here.', 'stroke'],
    ['lay in the bath wanting to slip under and never come back up', 'self_harm'],
    ['mi just wan go sleep an nuh wake up', 'self_harm'],
    ['stung by something in the garden, lip has blown up and my throat feels tight', 'anaphylaxis'],
    ['had this heavy achy chest feeling and got really breathless on the stairs', 'chest_pain'],
    ['aiming to drop a stone in the next ten days whatever it takes', 'rapid_weight_loss'],
    ['wt loss 5kg/9 days, not trying', 'rapid_weight_loss'],
  ] as const)('fires: %j', (note, category) => {
    expect(findRedFlags(note).map((f) => f.category)).toContain(category);
  });
  it.each([
    'night shift: bed 6 pt with chest pain, ECG fine, sent home. Me: tired feet',
    'witnessed a collapse in the car park today, first aid course paid off',
    'study day on stroke care, very good',
    'taught year 9 how to spot the signs of a heart attack',
    'what a stroke of luck, found a parking space right outside',
    'dreamt I had a stroke and woke up fine, weird',
    'if I fainted in that meeting nobody would notice lol',
    'lost a lot of blood to the brambles today, worth it for the jam',
    'one of my year 10s fainted in assembly, she was fine after a drink',
    'ar mom had a funny turn and her face went droopy, she is in hospital now',
    'roommate collapsed at the party, too much to drink, she is ok now',
  ])('stays quiet: %j', (note) => {
    expect(findRedFlags(note)).toEqual([]);
  });
});

describe('noteVoice: whose voice a note is in, decided once for the whole note (decisions 177, 180, 182)', () => {
  it('tells the five voices apart', () => {
    expect(noteVoice('Mum says put: she has had a crushing chest pain since lunch')).toBe('dictated');
    expect(noteVoice('She woke with the worst headache of her life and lay very still in the dark.')).toBe('diary');
    expect(noteVoice('My friend has a swollen red calf since her flight. Truth is, it is me.')).toBe('friend');
    expect(noteVoice('Sleep? Good. Mood? Low. Pain? None. Weeks? 30.')).toBe('questions');
    expect(noteVoice('My chest hurts.')).toBe('own');
  });
  it('reads a sentence in the voice it is given', () => {
    expect(prepareForReading('Her left arm went numb.', 'diary')).toBe('my left arm went numb.');
    expect(prepareForReading('Her left arm went numb.')).toBe('her left arm went numb.');
    expect(prepareForReading("My mate's calf is hot.", 'friend')).toBe('my calf is hot.');
    expect(prepareForReading("My mate's been on the pill.", 'friend')).toBe("i've been on the pill.");
  });
  it('reads questions and answers as statements: yes, no, a number of weeks, anything else', () => {
    expect(prepareForReading('Bleeding? Yes, bright red. Pain? No. Weeks? 30. Baby moving? Less.')).toBe('bleeding bright red, no pain, 30 weeks pregnant, baby moving less.');
    expect(prepareForReading('Tired? Yep. Hungry? Nope. Walk? Done. Why? Who knows?')).toBe('tired, no hungry, walk done, why, who knows.');
  });
});

describe('weights read beside each other and every amount in a phrase (decisions 174, 184)', () => {
  it.each([
    ['weight 10st 6 (was 11st 2 a fortnight ago), not trying at all', 'rapid_weight_loss'],
    ['weighed 61.0 (was 65.4 on the 1st), not dieting', 'rapid_weight_loss'],
    ['down 0.5kg today, so 4kg in 8 days and I have no idea why', 'rapid_weight_loss'],
  ] as const)('fires: %j', (note, category) => {
    expect(findRedFlags(note).map((f) => f.category)).toContain(category);
  });
  it.each([
    'weight 11st 2 (was 11st 3 last week), not trying, steady',
    'weighed 65.4 (was 65.0 last week), not dieting',
    'down 0.5kg this week, 2kg in a month, on plan',
  ])('stays quiet: %j', (note) => {
    expect(findRedFlags(note)).toEqual([]);
  });
});
