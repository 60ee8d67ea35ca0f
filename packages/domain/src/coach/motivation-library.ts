// Tagged motivation lines: enough that a 45-day programme never shows the same line twice, and
// tagged so the coach can fit the day (day 1 welcomes; "look how far you have come" waits until
// there is a distance to look back on), yesterday (a hard day, a good day) and her challenges.
import type { Theme } from './themes';

export type MotivationTag = 'welcome' | 'early' | 'low' | 'momentum' | 'progress' | 'late' | 'general' | Theme;

export interface MotivationLine {
  text: string;
  tags: readonly MotivationTag[];
  /** Shown from this programme day on (default 2; welcome lines are day 1 only). */
  minDay?: number;
}

const m = (text: string, tags: readonly MotivationTag[], minDay?: number): MotivationLine =>
  minDay === undefined ? { text, tags } : { text, tags, minDay };

export const MOTIVATION_LINES: readonly MotivationLine[] = Object.freeze([
  // Day 1
  m('Today is a beginning, not a test. Pick one thing from your plan and let that be enough.', ['welcome'], 1),
  m('Starting is the bravest part, and you have already done it.', ['welcome'], 1),
  m('Day one is for finding your feet. Nothing has to be perfect today.', ['welcome'], 1),
  // The first week
  m('The first few days are about learning what your plan feels like. Curiosity beats pressure.', ['early']),
  m('New habits feel awkward at first. That is normal, not a sign you are doing it wrong.', ['early']),
  m('You do not have to feel motivated to begin. Begin, and let the motivation catch up.', ['early', 'general']),
  m('Small steps still move you forward. One ticked task is a real win.', ['early', 'general']),
  m('It is early days. Notice what feels easy and what feels hard; both are useful to know.', ['early']),
  m('Showing up again today matters more than how much you get done.', ['early', 'momentum']),
  // After a hard day
  m('Yesterday was hard. Today only asks for the smallest step you can manage.', ['low']),
  m('Rest is part of the plan, not a break from it.', ['low', 'general']),
  m('If today feels heavy, choose the easiest task and call it a success.', ['low']),
  m('A slower day is still part of the journey. Your body is asking for care, not effort.', ['low']),
  m('Be as kind to yourself today as you would be to a good friend.', ['low', 'mood']),
  m('Low days pass. Do a little, rest a lot, and try again tomorrow.', ['low']),
  m('You are allowed to go slowly. You are still going.', ['low', 'general']),
  m('Even on a hard day, you can choose one thing that makes you feel a little better.', ['low', 'mood']),
  m('Listen to what your body is telling you today, and adjust without guilt.', ['low', 'mobility']),
  // After a good day
  m('You ticked things off yesterday. Carry that feeling into one task this morning.', ['momentum']),
  m('Yesterday went well. Let today be steady rather than more.', ['momentum']),
  m('Consistency beats intensity. Showing up gently again is how habits form.', ['momentum', 'general']),
  m('Celebrate the routines you kept, not the ones you missed.', ['momentum', 'general']),
  m('You are building trust with your body, one small promise at a time.', ['momentum']),
  m('Tiny habits, repeated, become the ground you stand on.', ['momentum', 'general']),
  // Looking back (later in the programme)
  m('Look how far you have come since day one.', ['progress'], 14),
  m('Notice one thing that feels a little easier than it did when you started. That is your progress showing.', ['progress'], 10),
  m('You have been at this for weeks now. The habits you are building are becoming yours.', ['progress'], 14),
  m('Some days you will not feel the change, but the days add up all the same.', ['progress'], 7),
  m('You know more about what helps you now than you did at the start. Trust that.', ['progress'], 10),
  m('A week behind you. Whatever it looked like, you kept coming back.', ['progress'], 7),
  m('Halfway there. Keep what helps and let go of what does not.', ['late'], 22),
  m('The finish line is in sight. Think about which habits you want to keep after day 45.', ['late'], 35),
  m('You have shown up for weeks. That is not luck; that is you.', ['late'], 28),
  m('These last days are about making your routines your own, not about doing more.', ['late'], 38),
  // Sleep
  m('A restful evening starts in the afternoon: a little daylight and a calm hour before bed help.', ['sleep']),
  m('Even after a poor night, a steady wake-up time helps your sleep find its rhythm.', ['sleep']),
  m('Sleep is something you make room for, not something you force. Start winding down a little earlier tonight.', ['sleep']),
  m('Tired is information, not failure. Go gently and protect tonight’s sleep.', ['sleep', 'energy']),
  // Stress and anxiety
  m('Take a breath. You are doing better than you think.', ['stress', 'anxiety', 'general']),
  m('You cannot pour from an empty cup. A few quiet minutes for yourself count.', ['stress']),
  m('When your mind races, your breath is the quickest way back. Out-breaths a little longer than in-breaths.', ['anxiety', 'stress']),
  m('Not everything needs doing today. Choose what matters and let the rest wait.', ['stress']),
  m('Caring for yourself is not selfish. It is how you keep showing up for your life.', ['stress', 'general']),
  m('Worry shrinks a little when you name it. Write it down, then put the page away.', ['anxiety']),
  // Pain, injury and mobility
  m('Movement can be soft. A stretch or a slow walk still counts.', ['mobility', 'injury']),
  m('Pain-free range is the right range. Gentle and regular beats deep and rare.', ['mobility']),
  m('Healing is not a race. Every gentle day adds up.', ['injury', 'mobility']),
  m('Your body is doing a lot of work behind the scenes. Meet it with patience today.', ['injury', 'general']),
  // Cycle and hormones
  m('Your energy changes across the month and across life. Plan kinder days when you need them.', ['cycle']),
  m('Hormones ebb and flow; so can your plan. Adjust to today, not to an ideal.', ['cycle']),
  m('Hot or restless nights are hard. A cool room and an easier morning are allowed.', ['cycle', 'sleep']),
  m('Noticing your patterns is powerful. A one-line note today helps future you.', ['cycle', 'general']),
  // Energy
  m('Your energy is precious. Spend it on what matters most to you today.', ['energy']),
  m('Morning light, a glass of water and a kind thought: a gentle start is a strong start.', ['energy', 'general']),
  m('Energy often follows movement. Five easy minutes may be all it takes to feel a lift.', ['energy']),
  m('Pace yourself: steady energy through the day beats a burst and a crash.', ['energy']),
  // Digestion
  m('Your gut likes rhythm. Regular, unhurried meals are a quiet kind of care.', ['digestion']),
  m('Notice how foods make you feel, without judging. That is how patterns show up.', ['digestion']),
  m('A relaxed walk after eating is one of the simplest things you can do for digestion.', ['digestion']),
  // Mood
  m('Daylight and a little connection lift more days than you would expect.', ['mood']),
  m('Low mood is not laziness. Small, kind actions are the way through.', ['mood']),
  m('Reach out to someone today, even with a short message. Connection counts.', ['mood']),
  // General
  m('Progress is rarely a straight line.', ['general']),
  m('Today does not need to be perfect to be good.', ['general']),
  m('Your pace is the right pace.', ['general']),
  m('You can start again at any moment of the day.', ['general']),
  m('Check in with yourself: what do you need most right now?', ['general']),
  m('The effort you put in today is an investment in how you feel tomorrow.', ['general']),
  m('Honour the days you feel strong and the days you need to rest.', ['general']),
  m('Let today be about showing up, not about being perfect.', ['general']),
  m('Your wellbeing is worth the time you give it.', ['general']),
  m('Gentle and steady wins this race.', ['general']),
  m('Every glass of water, every deep breath, every short walk counts.', ['general']),
  m('You already did something brave by paying attention to your health.', ['general']),
  m('Small changes, kept, change everything.', ['general']),
  m('There is no wrong way to have a slow morning. Begin where you are.', ['general']),
  m('What you do most days matters more than what you do once in a while.', ['general']),
  m('Trust the process, and trust yourself inside it.', ['general']),
  m('One kind choice for your body today is enough to keep the thread going.', ['general']),
]);
