// The golden-suite people: varied ages, conditions, medications, cycle situations and ways of
// saying things. Each goes through onboarding, 14 days of check-ins and two weekly reviews.

export type Condition =
  | 'sleep'
  | 'back'
  | 'stress'
  | 'bread'
  | 'forget'
  | 'flush'
  | 'fatigue'
  | 'cramps'
  | 'headache'
  | 'mood'
  | 'anxiety'
  | 'good';

export interface Persona {
  id: string;
  /** The first onboarding answer, as she typed it. */
  first: string;
  name: string;
  location?: string;
  age: number;
  /** Answers 2-5 (hormone symptoms, priorities, past approaches, current support). */
  answers: readonly [string, string, string, string];
  /** What her daily notes are about (cycled). */
  conditions: readonly Condition[];
  /** Share of today's tasks she ticks (0-1). */
  adherence: number;
  /** Programme start date (varied weekdays). */
  start: string;
  /** Onboarding path. */
  path: 'five' | 'wizard';
  healthConditions?: string;
  medications?: string;
  /** Expectations about her cycle situation. */
  expect?: { noSeedCycling?: boolean; perimenopause?: boolean; pregnant?: boolean };
}

const p = (x: Persona): Persona => x;

export const PERSONAS: readonly Persona[] = [
  p({ id: 'priya', first: "I'm Priya and I live in Leeds.", name: 'Priya', location: 'Leeds', age: 46, answers: ['Hot flushes and night sweats, and I sleep badly', 'Better sleep and less stress', 'Tried yoga but stopped', 'My GP, no medication'], conditions: ['sleep', 'flush', 'back'], adherence: 0.7, start: '2025-03-10', path: 'five', expect: { perimenopause: true } }),
  p({ id: 'aisha', first: 'Hi, I am Aisha from Bradford', name: 'Aisha', location: 'Bradford', age: 31, answers: ["I'm on the pill and get bad mood swings", 'Feel calmer, more energy', 'Running but got injured', 'Nothing at the moment'], conditions: ['mood', 'fatigue'], adherence: 0.5, start: '2025-03-12', path: 'five', expect: { noSeedCycling: true } }),
  p({ id: 'maria', first: 'Maria, Lisbon', name: 'Maria', location: 'Lisbon', age: 39, answers: ['Irregular periods and PMS', 'Hormone balance and regular cycle', 'Seed cycling once', 'Nutritionist'], conditions: ['cramps', 'bread'], adherence: 0.8, start: '2025-03-13', path: 'five' }),
  p({ id: 'joanne', first: 'Joanne, 47, Leeds', name: 'Joanne', location: 'Leeds', age: 47, answers: ['Night sweats, brain fog, tired all the time', 'Energy and sleep', 'HRT was discussed but I have not started', 'GP'], conditions: ['flush', 'fatigue', 'forget'], adherence: 0.6, start: '2025-03-10', path: 'five', expect: { perimenopause: true } }),
  p({ id: 'bex', first: 'Call me Bex. I live in Brighton with my partner', name: 'Bex', location: 'Brighton', age: 28, answers: ['Painful periods and bloating', 'Less pain, better digestion', 'Heat pads, ibuprofen', 'Partner'], conditions: ['cramps', 'bread', 'good'], adherence: 0.9, start: '2025-03-15', path: 'five' }),
  p({ id: 'sinead', first: 'Sinéad here, 52, from Galway', name: 'Sinéad', location: 'Galway', age: 52, answers: ['Periods stopped last year, hot flushes at night', 'Sleep through the night', 'Black cohosh', 'Menopause clinic'], conditions: ['flush', 'sleep'], adherence: 0.7, start: '2025-03-11', path: 'five', expect: { perimenopause: true, noSeedCycling: true } }),
  p({ id: 'annemarie', first: "My name is Anne-Marie and I'm based in Cardiff", name: 'Anne-Marie', location: 'Cardiff', age: 44, answers: ['Stress, anxiety and poor sleep', 'Feel calm', 'Meditation apps', 'Therapist; I take sertraline'], conditions: ['anxiety', 'sleep', 'stress'], adherence: 0.6, start: '2025-03-10', path: 'five', medications: 'Sertraline 50mg' }),
  p({ id: 'maryanne', first: "I'm Mary Anne, from Cork", name: 'Mary Anne', location: 'Cork', age: 58, answers: ['Joint pain and stiffness, post-menopausal', 'Move without pain', 'Physio', 'Physio and GP'], conditions: ['back', 'good'], adherence: 0.8, start: '2025-03-14', path: 'five', expect: { noSeedCycling: true } }),
  p({ id: 'zoe', first: 'Zoë, from Paris', name: 'Zoë', location: 'Paris', age: 25, answers: ['Acne and irregular cycles, maybe PCOS', 'Regular cycle', 'Diet changes', 'Dermatologist'], conditions: ['bread', 'mood'], adherence: 0.4, start: '2025-03-16', path: 'five' }),
  p({ id: 'chloe', first: 'I am Chloé and I live in Montréal', name: 'Chloé', location: 'Montréal', age: 34, answers: ["I'm 20 weeks pregnant and exhausted", 'Energy and good sleep', 'Prenatal yoga', 'Midwife'], conditions: ['fatigue', 'sleep', 'back'], adherence: 0.6, start: '2025-03-10', path: 'five', expect: { pregnant: true, noSeedCycling: true } }),
  p({ id: 'kate', first: "hi i'm kate and i live in glasgow", name: 'Kate', location: 'Glasgow', age: 41, answers: ['tired, low mood before my period', 'more energy', 'nothing really', 'friends'], conditions: ['fatigue', 'mood'], adherence: 0.5, start: '2025-03-12', path: 'five' }),
  p({ id: 'fatima', first: "My name's Fatima. I live in Birmingham.", name: 'Fatima', location: 'Birmingham', age: 37, answers: ['Stress from work and headaches', 'Less stress', 'Walking at lunch', 'Manager is supportive'], conditions: ['stress', 'headache'], adherence: 0.7, start: '2025-03-13', path: 'five' }),
  p({ id: 'helen', first: 'Helen here', name: 'Helen', age: 50, answers: ['Hot flashes and anxiety', 'Feel like myself again', 'Acupuncture', 'Husband'], conditions: ['flush', 'anxiety'], adherence: 0.6, start: '2025-03-10', path: 'five', expect: { perimenopause: true } }),
  p({ id: 'olu', first: 'Olu, 38, London', name: 'Olu', location: 'London', age: 38, answers: ['Fibroids, heavy periods, tired', 'More energy', 'Iron tablets', 'Gynaecologist'], conditions: ['fatigue', 'cramps'], adherence: 0.5, start: '2025-03-11', path: 'five' }),
  p({ id: 'rachel', first: 'I am tired all the time. My name is Rachel and I live in York.', name: 'Rachel', location: 'York', age: 42, answers: ['Exhausted, poor sleep, hypothyroid', 'Energy', 'Cutting caffeine', 'GP; I take levothyroxine'], conditions: ['fatigue', 'sleep', 'forget'], adherence: 0.6, start: '2025-03-12', path: 'five', healthConditions: 'Hypothyroidism', medications: 'Levothyroxine' }),
  p({ id: 'grace', first: "Hello! I'm Grace and I'm from Nairobi originally but now live in Manchester", name: 'Grace', location: 'Manchester', age: 36, answers: ['Bloating and IBS', 'Better digestion', 'Low FODMAP', 'Dietitian'], conditions: ['bread', 'stress'], adherence: 0.8, start: '2025-03-10', path: 'five' }),
  p({ id: 'lina', first: 'Name is Li Na, I live in Singapore', name: 'Li Na', location: 'Singapore', age: 30, answers: ["On the pill, stressed and can't sleep", 'Sleep', 'Melatonin sometimes', 'Nobody'], conditions: ['sleep', 'stress'], adherence: 0.7, start: '2025-03-15', path: 'five', expect: { noSeedCycling: true } }),
  p({ id: 'joann', first: "I'm Jo-Ann from Toronto", name: 'Jo-Ann', location: 'Toronto', age: 49, answers: ['Perimenopause: night sweats and mood swings', 'Stable mood', 'Nothing yet', 'Sister'], conditions: ['flush', 'mood'], adherence: 0.5, start: '2025-03-11', path: 'five', expect: { perimenopause: true } }),
  p({ id: 'ngozi', first: 'Ngozi, 44, Lagos', name: 'Ngozi', location: 'Lagos', age: 44, answers: ['Back pain and stress', 'Less pain', 'Massage', 'Family'], conditions: ['back', 'stress'], adherence: 0.6, start: '2025-03-13', path: 'five' }),
  p({ id: 'ingrid', first: "I'm Ingrid, living in Oslo", name: 'Ingrid', location: 'Oslo', age: 55, answers: ['On HRT, still tired, joint aches', 'Strength', 'Gym', 'GP'], conditions: ['fatigue', 'back'], adherence: 0.8, start: '2025-03-10', path: 'five', expect: { noSeedCycling: true } }),
  p({ id: 'meera', first: "Hey, it's Meera from Pune", name: 'Meera', location: 'Pune', age: 33, answers: ['PCOS, cravings and fatigue', 'Energy and regular periods', 'Keto', 'Doctor; metformin'], conditions: ['fatigue', 'bread'], adherence: 0.6, start: '2025-03-14', path: 'five', medications: 'Metformin' }),
  p({ id: 'susan', first: 'Susan, from Perth', name: 'Susan', location: 'Perth', age: 61, answers: ['Post-menopausal, poor sleep, stiff joints', 'Sleep and mobility', 'Swimming', 'Friends'], conditions: ['sleep', 'back'], adherence: 0.7, start: '2025-03-12', path: 'wizard', expect: { noSeedCycling: true } }),
  p({ id: 'sarah', first: 'I am Sarah Jones and I live in Austin', name: 'Sarah Jones', location: 'Austin', age: 40, answers: ['Anxiety and racing thoughts at night', 'Calm', 'Therapy', 'Therapist'], conditions: ['anxiety', 'sleep'], adherence: 0.6, start: '2025-03-10', path: 'wizard' }),
  p({ id: 'beatriz', first: 'Beatriz here, from São Paulo', name: 'Beatriz', location: 'São Paulo', age: 29, answers: ['Heavy periods and cramps', 'Less pain', 'Nothing', 'Mum'], conditions: ['cramps', 'fatigue'], adherence: 0.7, start: '2025-03-11', path: 'wizard' }),
  p({ id: 'emma', first: "I'm Emma. I'm 33 and I live in Bristol", name: 'Emma', location: 'Bristol', age: 33, answers: ['Burnout, tired, bloated', 'Energy', 'Coffee', 'Nobody'], conditions: ['stress', 'bread', 'fatigue'], adherence: 0.4, start: '2025-03-13', path: 'wizard' }),
  p({ id: 'tash', first: "Call me Tash, I'm from Newcastle", name: 'Tash', location: 'Newcastle', age: 27, answers: ['On the mini pill, headaches and stress', 'Fewer headaches', 'Painkillers', 'Flatmates'], conditions: ['headache', 'stress'], adherence: 0.6, start: '2025-03-15', path: 'wizard', expect: { noSeedCycling: true } }),
  p({ id: 'hannah', first: 'My name is Hannah and I am located in Dublin', name: 'Hannah', location: 'Dublin', age: 35, answers: ['Pregnant (second trimester), back pain, poor sleep', 'Comfort', 'Pregnancy pillow', 'Midwife'], conditions: ['back', 'sleep'], adherence: 0.7, start: '2025-03-10', path: 'wizard', expect: { pregnant: true, noSeedCycling: true } }),
  p({ id: 'lucy', first: 'Lucy, 29, Edinburgh', name: 'Lucy', location: 'Edinburgh', age: 29, answers: ['Low mood and low energy', 'Feel brighter', 'Running', 'Friends'], conditions: ['mood', 'good'], adherence: 0.8, start: '2025-03-12', path: 'wizard' }),
  p({ id: 'yuki', first: "I'm Yuki and I live in Osaka", name: 'Yuki', location: 'Osaka', age: 45, answers: ['Hot flushes and insomnia', 'Sleep', 'Soy foods', 'Doctor'], conditions: ['flush', 'sleep'], adherence: 0.6, start: '2025-03-14', path: 'wizard', expect: { perimenopause: true } }),
  p({ id: 'amara', first: 'Hi there, Amara. Living in Leicester.', name: 'Amara', location: 'Leicester', age: 38, answers: ['Endometriosis pain and fatigue', 'Less pain', 'Heat, rest', 'Specialist'], conditions: ['cramps', 'fatigue'], adherence: 0.5, start: '2025-03-10', path: 'wizard' }),
  p({ id: 'claire', first: 'I am Claire, I live in Nottingham and work full time', name: 'Claire', location: 'Nottingham', age: 43, answers: ['Stress, forgetting things, poor sleep', 'Sleep and focus', 'Supplements', 'Partner'], conditions: ['forget', 'sleep', 'stress'], adherence: 0.6, start: '2025-03-11', path: 'wizard' }),
  p({ id: 'rosa', first: 'Rosa from Madrid', name: 'Rosa', location: 'Madrid', age: 51, answers: ['Menopause, night sweats, weight around the middle', 'Sleep', 'Walking', 'GP'], conditions: ['flush', 'good'], adherence: 0.8, start: '2025-03-13', path: 'five', expect: { perimenopause: true } }),
  p({ id: 'karen', first: "I'm Karen, 58, from Sheffield", name: 'Karen', location: 'Sheffield', age: 58, answers: ['Arthritis in my knees and hips, tired', 'Move easier', 'Physio exercises', 'GP; I take warfarin'], conditions: ['back', 'fatigue'], adherence: 0.7, start: '2025-03-10', path: 'five', medications: 'Warfarin' }),
  p({ id: 'noor', first: "I'm Noor and I live in Dubai", name: 'Noor', location: 'Dubai', age: 32, answers: ['Trying to conceive, stressed', 'Calm and balanced hormones', 'Acupuncture', 'Fertility clinic'], conditions: ['stress', 'anxiety'], adherence: 0.7, start: '2025-03-12', path: 'five' }),
  p({ id: 'agnieszka', first: 'Agnieszka, Kraków', name: 'Agnieszka', location: 'Kraków', age: 40, answers: ['Bloating after meals, especially bread', 'Better digestion', 'Probiotics', 'Nobody'], conditions: ['bread', 'good'], adherence: 0.6, start: '2025-03-15', path: 'five' }),
  p({ id: 'siobhan', first: "Hello, I'm Siobhán and I live in Belfast", name: 'Siobhán', location: 'Belfast', age: 48, answers: ['Breastfeeding, exhausted, low mood', 'Energy', 'Naps', 'Health visitor'], conditions: ['fatigue', 'mood'], adherence: 0.4, start: '2025-03-10', path: 'five', expect: { noSeedCycling: true } }),
  p({ id: 'tamsin', first: "I'm Tamsin, a mum of two from Exeter", name: 'Tamsin', location: 'Exeter', age: 39, answers: ['Stress, no time, back ache', 'Time for myself', 'Pilates', 'Husband'], conditions: ['stress', 'back', 'forget'], adherence: 0.5, start: '2025-03-11', path: 'wizard' }),
  p({ id: 'dani', first: "I am Dani and I'm from Cape Town", name: 'Dani', location: 'Cape Town', age: 26, answers: ['Anxiety, irregular periods', 'Calm', 'Journaling', 'Friends'], conditions: ['anxiety', 'cramps'], adherence: 0.7, start: '2025-03-13', path: 'wizard' }),
  p({ id: 'laura', first: 'Laura here, 41, Bath', name: 'Laura', location: 'Bath', age: 41, answers: ['Migraines around my period', 'Fewer migraines', 'Triptans', 'Neurologist'], conditions: ['headache', 'cramps'], adherence: 0.6, start: '2025-03-14', path: 'wizard' }),
  p({ id: 'priyanka', first: 'i am priyanka from delhi', name: 'Priyanka', location: 'Delhi', age: 36, answers: ['thyroid, tired and gaining weight', 'energy', 'yoga', 'doctor, thyroxine'], conditions: ['fatigue', 'forget'], adherence: 0.5, start: '2025-03-10', path: 'five', healthConditions: 'Hypothyroidism', medications: 'Thyroxine' }),
  p({ id: 'ruth', first: "I'm Ruth, I live in Leeds and I'm perimenopausal", name: 'Ruth', location: 'Leeds', age: 47, answers: ['Hot flushes, poor sleep, anxiety', 'Sleep', 'Nothing', 'GP'], conditions: ['flush', 'anxiety', 'sleep'], adherence: 0.6, start: '2025-03-12', path: 'wizard', expect: { perimenopause: true } }),
  p({ id: 'mei', first: 'Mei, 36, Hong Kong', name: 'Mei', location: 'Hong Kong', age: 36, answers: ['Stress and bloating', 'Calm gut', 'Herbal teas', 'Nobody'], conditions: ['stress', 'bread'], adherence: 0.7, start: '2025-03-15', path: 'wizard' }),
];

/** What she writes about each condition (cycled over the days). */
export const NOTE_BANK: Readonly<Record<Condition, readonly string[]>> = {
  sleep: ['Slept badly again, woke at 3am', 'Bad night, tossing and turning', 'Slept a bit better last night', "Couldn't fall asleep until 1"],
  back: ['My lower back hurts this morning', 'Back is stiff after sitting all day', 'Back pain a bit better today, mild'],
  stress: ['Work is overwhelming, feeling stressed', 'Stressed about deadlines', 'Calmer today, energy 6/10'],
  bread: ['Bloated after bread at lunch', 'Really bloated after bread again', 'Stomach fine today, skipped the bread'],
  forget: ['Forgot my supplements again', 'Remembered everything today, energy 6/10', 'Forgot to take my magnesium'],
  flush: ['Hot flushes all afternoon', 'Night sweats woke me twice', 'Fewer hot flushes today'],
  fatigue: ['Exhausted, energy 3/10', 'So tired today', 'Energy 6/10, feeling ok'],
  cramps: ['Period cramps today', 'Cramping and tired', 'Feeling good, energy 7/10'],
  headache: ['Headache all afternoon', 'Mild headache this morning', 'No headache today, feeling good'],
  mood: ['Feeling low and tearful', 'Mood a bit down', 'Feeling brighter today'],
  anxiety: ['Anxious and on edge', 'Racing thoughts at night', 'Felt calm today'],
  good: ['Feeling great today, energy 8/10', 'Good day, lots of energy'],
};

/** Her weekly reflection (what helped, what didn't), by her first condition. */
export const REFLECTIONS: Readonly<Record<Condition, readonly [string, string]>> = {
  sleep: ['Going to bed earlier helped a bit', 'Still waking at 3am most nights'],
  back: ['The stretches helped my back', 'Sitting all day at work is hard on my back'],
  stress: ['The breathing helped when I remembered', 'Too busy at work, no time for myself'],
  bread: ['Walking after dinner helped', 'I was bloated after bread most days'],
  forget: ['Feeling a bit more energy', 'I kept forgetting my supplements'],
  flush: ['A fan by the bed helped', 'Hot flushes at night kept waking me'],
  fatigue: ['Daylight walks helped my energy', 'Still exhausted in the afternoons'],
  cramps: ['Heat pad and rest helped', 'Cramps made the week hard'],
  headache: ['Drinking more water helped', 'Headaches in the afternoon'],
  mood: ['Seeing friends helped', 'Low mood most evenings'],
  anxiety: ['Journaling helped me settle', 'Anxious at night, racing thoughts'],
  good: ['Everything went well', 'Nothing really'],
};
