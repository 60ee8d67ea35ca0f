// Curated content for the dashboard cards. Warm, plain language; no calorie or weight numbers,
// no medical claims, no named supplements (so nothing here needs supplement screening).
import type { PersonalizedTip, RoutineType, TipDifficulty } from '../schemas';

export const MOTIVATIONS: readonly string[] = Object.freeze([
  'Small steps still move you forward. Pick one thing from your plan and let that be enough to start.',
  'Your body is doing a lot of work behind the scenes. Meet it with patience today.',
  'Rest is part of the plan, not a break from it.',
  'You do not have to feel motivated to begin. Begin, and let the motivation catch up.',
  'Progress is rarely a straight line. A slower day is still part of the journey.',
  'Be as kind to yourself today as you would be to a good friend.',
  'Every glass of water, every deep breath, every short walk counts.',
  'Consistency beats intensity. Showing up gently is a win.',
  'Listen to what your body is telling you today, and adjust without guilt.',
  "You've already done something brave by paying attention to your health.",
  'Today does not need to be perfect to be good.',
  'A few quiet minutes for yourself can change the tone of the whole day.',
  'Notice one thing that felt a little easier this week. That is your progress showing.',
  'You are allowed to go slowly. You are still going.',
  'Your energy is precious. Spend it on what matters most to you today.',
  'Tiny habits, repeated, become the foundation you stand on.',
  'Take a breath. You are doing better than you think.',
  'If today feels heavy, choose the smallest task and call it a success.',
  'Caring for yourself is not selfish. It is how you keep showing up for your life.',
  'Celebrate the routines you kept, not the ones you missed.',
  'Your pace is the right pace.',
  'Morning light, a glass of water and a kind thought: a gentle start is a strong start.',
  'Healing is not a race. Every day you learn a little more about what helps you.',
  'You can start again at any moment of the day.',
  'Movement can be soft. A stretch or a slow walk still counts.',
  'Check in with yourself today: what do you need most right now?',
  'The effort you put in today is an investment in how you will feel tomorrow.',
  'Honour the days you feel strong and the days you need to rest.',
  'You are building trust with your body, one small promise at a time.',
  'Let today be about showing up, not about being perfect.',
  'Your wellbeing is worth the time you give it.',
  'Even on a hard day, you can choose one thing that makes you feel a little better.',
  'Look how far you have come since day one.',
  'Gentle and steady wins this race.',
]);

export interface LibraryTip extends PersonalizedTip {
  category: RoutineType;
  difficulty: TipDifficulty;
}

const tip = (title: string, category: RoutineType, difficulty: TipDifficulty, content: string): LibraryTip => ({
  title,
  category,
  difficulty,
  content,
});

export const TIPS: readonly LibraryTip[] = Object.freeze([
  // mindfulness
  tip('Try a Longer Out-Breath', 'mindfulness', 'easy', 'Breathe in for a count of four and out for a count of six, for two or three minutes. A longer out-breath helps many people feel calmer.'),
  tip('Start Your Day with Daylight', 'mindfulness', 'easy', 'Step outside for a few minutes soon after waking. Morning light helps set your body clock, which many people find supports steadier energy and sleep.'),
  tip('A Screen-Free Last Hour', 'mindfulness', 'medium', 'Put phones and laptops away an hour before bed. Swap them for a book, a bath or gentle stretching so your mind can wind down.'),
  tip('The Five-Senses Pause', 'mindfulness', 'easy', 'When you feel overwhelmed, name five things you can see, four you can hear, three you can touch, two you can smell and one you can taste.'),
  tip('Write It Down Before Bed', 'mindfulness', 'easy', 'If your mind races at night, jot down tomorrow’s to-do list and any worries. Getting them on paper can make it easier to let go.'),
  tip('A Body Scan Check-In', 'mindfulness', 'medium', 'Lie down and slowly move your attention from your toes to the top of your head, noticing any tension and letting it soften.'),
  tip('Keep a Steady Wake-Up Time', 'mindfulness', 'medium', 'Waking at a similar time each day, even at weekends, is one of the simplest ways to help your sleep settle into a rhythm.'),
  tip('Three Good Things', 'mindfulness', 'easy', 'Before sleep, note three things that went well today, however small. It gently trains your attention towards what is working.'),
  // movement
  tip('Walk After Meals', 'movement', 'easy', 'A relaxed ten-minute walk after eating can help digestion and leave you feeling lighter and more awake.'),
  tip('Move Every Hour', 'movement', 'easy', 'If you sit for long periods, stand up, roll your shoulders and walk around for a minute or two every hour.'),
  tip('Stretch Within Comfort', 'movement', 'easy', 'Stretch to the point of mild tension, never pain, and breathe slowly while you hold. Gentle and regular beats deep and rare.'),
  tip('Match Movement to Your Energy', 'movement', 'medium', 'On high-energy days, try something more challenging; on low days, a walk or gentle yoga is just as valuable.'),
  tip('Strength Supports You', 'movement', 'medium', 'Two or three short sessions of strength work a week, such as bridges, squats to a chair or wall push-ups, help keep muscles and bones strong.'),
  tip('Warm Up First', 'movement', 'easy', 'Spend a few minutes on easy movement like marching on the spot or arm circles before any workout to help your body prepare.'),
  tip('Cool Down with Breath', 'movement', 'easy', 'End each session with a minute of slow breathing and a gentle stretch to help your body shift back into rest mode.'),
  tip('Pelvic Floor Moments', 'movement', 'medium', 'Practise slow pelvic floor lifts while waiting for the kettle: lift gently, hold for a few seconds, then fully relax.'),
  // nutrition
  tip('Build a Balanced Plate', 'nutrition', 'easy', 'Aim for some protein, colourful vegetables and a source of fibre at each meal. It helps keep energy steadier through the day.'),
  tip('Start with Water', 'nutrition', 'easy', 'Keep a glass or bottle of water where you can see it. Many people notice fewer afternoon slumps when they drink regularly.'),
  tip('Eat Regularly', 'nutrition', 'easy', 'Going a long time without eating can leave you tired and shaky. Regular meals and snacks help your body feel safe and fuelled.'),
  tip('Add, Don’t Subtract', 'nutrition', 'easy', 'Instead of cutting foods out, try adding one more vegetable, fruit or handful of seeds to a meal today.'),
  tip('Fibre for Your Gut', 'nutrition', 'medium', 'Beans, lentils, oats, vegetables and seeds feed the friendly bacteria in your gut. Add them gradually so your body can adjust.'),
  tip('Gentle Caffeine Timing', 'nutrition', 'medium', 'Try having your last caffeinated drink before early afternoon and see whether your sleep feels deeper.'),
  tip('A Calming Evening Drink', 'nutrition', 'easy', 'A warm caffeine-free herbal tea such as chamomile or peppermint can become a soothing signal that the day is ending.'),
  tip('Plan One Meal Ahead', 'nutrition', 'medium', 'On busy days, having one simple meal planned, or leftovers ready, takes the pressure off and helps you eat well.'),
  // supplement (general habits only; no named products)
  tip('Keep a Supplement List', 'supplement', 'easy', 'Write down everything you take, including vitamins and herbal teas, and share the list with your doctor or pharmacist.'),
  tip('Check Before You Start', 'supplement', 'easy', 'Before adding a new supplement, ask your doctor or pharmacist whether it suits your medication, any health conditions and pregnancy plans.'),
  tip('One Change at a Time', 'supplement', 'medium', 'If you start something new, change one thing at a time so you can tell what is actually helping.'),
  tip('Food First', 'supplement', 'easy', 'Supplements work best alongside varied, regular meals, not instead of them.'),
  // other
  tip('Track How You Feel', 'other', 'easy', 'A one-line note each day about your energy, mood and sleep can reveal patterns you would otherwise miss.'),
  tip('Notice Your Cycle', 'other', 'medium', 'If you have a cycle, jot down how your energy and mood change across the month. It can help you plan kinder days.'),
  tip('Make Your Bedroom a Cave', 'other', 'medium', 'A cool, dark and quiet bedroom helps many people sleep more deeply. Try an eye mask or earplugs if you cannot change the room.'),
  tip('Ask for Help', 'other', 'easy', 'Share your goals with someone you trust. A friend who checks in can make new routines easier to keep.'),
  tip('Prepare for Tomorrow', 'other', 'easy', 'Lay out walking shoes or a water bottle the night before. Small cues make healthy choices easier in the morning.'),
  tip('Plan Rest Days', 'other', 'medium', 'Schedule rest as seriously as activity. Recovery days help your body respond well to everything else you do.'),
]);
