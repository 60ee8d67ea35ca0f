// Curated content for the dashboard cards. Warm, plain language; no calorie or weight numbers,
// no medical claims, no named supplements (so nothing here needs supplement screening).
import type { PersonalizedTip, RoutineType, TipDifficulty } from '../schemas';
import { MOTIVATION_LINES } from './motivation-library';
import type { Theme } from './themes';

/** Every motivation line (see MOTIVATION_LINES for their tags). */
export const MOTIVATIONS: readonly string[] = Object.freeze(MOTIVATION_LINES.map((l) => l.text));

export interface LibraryTip extends PersonalizedTip {
  category: RoutineType;
  difficulty: TipDifficulty;
  /** How long it takes, in words ('2 minutes', 'no extra time'). */
  minutes: string;
  /** Her challenges this tip fits best (empty: anyone). */
  themes: readonly Theme[];
}

const tip = (
  title: string,
  category: RoutineType,
  difficulty: TipDifficulty,
  minutes: string,
  themes: readonly Theme[],
  content: string,
): LibraryTip => ({ title, category, difficulty, minutes, themes, content });

export const TIPS: readonly LibraryTip[] = Object.freeze([
  // mindfulness
  tip('Try a Longer Out-Breath', 'mindfulness', 'easy', '2 minutes', ['stress', 'anxiety'], 'Breathe in for a count of four and out for a count of six, for two or three minutes. A longer out-breath helps many people feel calmer.'),
  tip('Start Your Day with Daylight', 'mindfulness', 'easy', '5 minutes', ['energy', 'sleep', 'mood'], 'Step outside for a few minutes soon after waking. Morning light helps set your body clock, which many people find supports steadier energy and sleep.'),
  tip('A Screen-Free Last Hour', 'mindfulness', 'medium', 'an hour before bed', ['sleep'], 'Put phones and laptops away an hour before bed. Swap them for a book, a bath or gentle stretching so your mind can wind down.'),
  tip('The Five-Senses Pause', 'mindfulness', 'easy', '1 minute', ['anxiety', 'stress'], 'When you feel overwhelmed, name five things you can see, four you can hear, three you can touch, two you can smell and one you can taste.'),
  tip('Write It Down Before Bed', 'mindfulness', 'easy', '5 minutes', ['sleep', 'anxiety'], 'If your mind races at night, jot down tomorrow’s to-do list and any worries. Getting them on paper can make it easier to let go.'),
  tip('A Body Scan Check-In', 'mindfulness', 'medium', '10 minutes', ['stress', 'sleep', 'injury'], 'Lie down and slowly move your attention from your toes to the top of your head, noticing any tension and letting it soften.'),
  tip('Keep a Steady Wake-Up Time', 'mindfulness', 'medium', 'no extra time', ['sleep', 'energy'], 'Waking at a similar time each day, even at weekends, is one of the simplest ways to help your sleep settle into a rhythm.'),
  tip('Three Good Things', 'mindfulness', 'easy', '3 minutes', ['mood'], 'Before sleep, note three things that went well today, however small. It gently trains your attention towards what is working.'),
  // movement
  tip('Walk After Meals', 'movement', 'easy', '10 minutes', ['digestion', 'energy'], 'A relaxed ten-minute walk after eating can help digestion and leave you feeling lighter and more awake.'),
  tip('Move Every Hour', 'movement', 'easy', '2 minutes an hour', ['mobility', 'energy'], 'If you sit for long periods, stand up, roll your shoulders and walk around for a minute or two every hour.'),
  tip('Stretch Within Comfort', 'movement', 'easy', '5 minutes', ['mobility', 'injury'], 'Stretch to the point of mild tension, never pain, and breathe slowly while you hold. Gentle and regular beats deep and rare.'),
  tip('Match Movement to Your Energy', 'movement', 'medium', 'a moment to decide', ['energy', 'cycle'], 'On high-energy days, try something more challenging; on low days, a walk or gentle yoga is just as valuable.'),
  tip('Strength Supports You', 'movement', 'medium', '15 minutes, 2-3 times a week', ['mobility', 'energy'], 'Two or three short sessions of strength work a week, such as bridges, squats to a chair or wall push-ups, help keep muscles and bones strong.'),
  tip('Warm Up First', 'movement', 'easy', '3 minutes', ['injury', 'mobility'], 'Spend a few minutes on easy movement like marching on the spot or arm circles before any workout to help your body prepare.'),
  tip('Cool Down with Breath', 'movement', 'easy', '2 minutes', ['stress'], 'End each session with a minute of slow breathing and a gentle stretch to help your body shift back into rest mode.'),
  tip('Pelvic Floor Moments', 'movement', 'medium', '2 minutes', ['cycle'], 'Practise slow pelvic floor lifts while waiting for the kettle: lift gently, hold for a few seconds, then fully relax.'),
  // nutrition
  tip('Build a Balanced Plate', 'nutrition', 'easy', 'no extra time at meals', ['energy', 'digestion', 'cycle'], 'Aim for some protein, colourful vegetables and a source of fibre at each meal. It helps keep energy steadier through the day.'),
  tip('Start with Water', 'nutrition', 'easy', 'no extra time', ['energy'], 'Keep a glass or bottle of water where you can see it. Many people notice fewer afternoon slumps when they drink regularly.'),
  tip('Eat Regularly', 'nutrition', 'easy', 'no extra time', ['energy', 'mood'], 'Going a long time without eating can leave you tired and shaky. Regular meals and snacks help your body feel safe and fuelled.'),
  tip('Add, Don’t Subtract', 'nutrition', 'easy', '2 minutes', ['digestion'], 'Instead of cutting foods out, try adding one more vegetable, fruit or handful of seeds to a meal today.'),
  tip('Fibre for Your Gut', 'nutrition', 'medium', 'no extra time at meals', ['digestion'], 'Beans, lentils, oats, vegetables and seeds feed the friendly bacteria in your gut. Add them gradually so your body can adjust.'),
  tip('Gentle Caffeine Timing', 'nutrition', 'medium', 'no extra time', ['sleep', 'anxiety'], 'Try having your last caffeinated drink before early afternoon and see whether your sleep feels deeper.'),
  tip('A Calming Evening Drink', 'nutrition', 'easy', '5 minutes', ['sleep', 'stress'], 'A warm caffeine-free herbal tea such as chamomile or peppermint can become a soothing signal that the day is ending.'),
  tip('Plan One Meal Ahead', 'nutrition', 'medium', '10 minutes', ['stress', 'energy'], 'On busy days, having one simple meal planned, or leftovers ready, takes the pressure off and helps you eat well.'),
  // supplement (general habits only; no named products)
  tip('Keep a Supplement List', 'supplement', 'easy', '5 minutes, once', [], 'Write down everything you take, including vitamins and herbal teas, and share the list with your doctor or pharmacist.'),
  tip('Check Before You Start', 'supplement', 'easy', 'a short conversation', [], 'Before adding a new supplement, ask your doctor or pharmacist whether it suits your medication, any health conditions and pregnancy plans.'),
  tip('One Change at a Time', 'supplement', 'medium', 'no extra time', [], 'If you start something new, change one thing at a time so you can tell what is actually helping.'),
  tip('Food First', 'supplement', 'easy', 'no extra time', [], 'Supplements work best alongside varied, regular meals, not instead of them.'),
  // other
  tip('Track How You Feel', 'other', 'easy', '1 minute', ['cycle', 'mood', 'energy'], 'A one-line note each day about your energy, mood and sleep can reveal patterns you would otherwise miss.'),
  tip('Notice Your Cycle', 'other', 'medium', '1 minute a day', ['cycle'], 'If you have a cycle, jot down how your energy and mood change across the month. It can help you plan kinder days.'),
  tip('Make Your Bedroom a Cave', 'other', 'medium', '10 minutes, once', ['sleep', 'cycle'], 'A cool, dark and quiet bedroom helps many people sleep more deeply. Try an eye mask or earplugs if you cannot change the room.'),
  tip('Ask for Help', 'other', 'easy', '5 minutes', ['mood', 'stress'], 'Share your goals with someone you trust. A friend who checks in can make new routines easier to keep.'),
  tip('Prepare for Tomorrow', 'other', 'easy', '2 minutes', ['energy'], 'Lay out walking shoes or a water bottle the night before. Small cues make healthy choices easier in the morning.'),
  tip('Plan Rest Days', 'other', 'medium', 'no extra time', ['injury', 'energy'], 'Schedule rest as seriously as activity. Recovery days help your body respond well to everything else you do.'),
  // more (docs/decisions/041: 45 days without a repeat)
  tip('Sip Something Warm Mid-Morning', 'nutrition', 'easy', '5 minutes', ['digestion', 'stress'], 'A warm caffeine-free drink mid-morning is a small pause that can settle a busy stomach and a busy mind.'),
  tip('Protein at Breakfast', 'nutrition', 'easy', 'no extra time', ['energy', 'cycle'], 'Eggs, yoghurt, nut butter or beans at breakfast help many people avoid the mid-morning slump.'),
  tip('Eat Without Screens', 'nutrition', 'easy', 'no extra time', ['digestion', 'stress'], 'Eating one meal a day away from screens helps you notice when you are full and gives digestion a calmer start.'),
  tip('Notice Food Triggers', 'nutrition', 'easy', '1 minute after meals', ['digestion'], 'If something leaves you bloated, jot down what you ate and when. A week of notes often shows a pattern worth testing.'),
  tip('A Cooler Evening Meal', 'nutrition', 'medium', 'no extra time', ['cycle', 'sleep'], 'If hot flushes or night sweats bother you, notice whether spicy food, alcohol or a late heavy meal make evenings worse.'),
  tip('Colour on Your Plate', 'nutrition', 'easy', '2 minutes', ['digestion', 'energy'], 'Add one more colour to lunch: a handful of leaves, a grated carrot or some berries.'),
  tip('Roll Your Shoulders', 'movement', 'easy', '1 minute', ['mobility', 'stress'], 'Roll your shoulders slowly backwards five times, then forwards five times. It eases desk tension in a minute.'),
  tip('Walk and Talk', 'movement', 'easy', '10 minutes', ['mood', 'energy'], 'Take a phone call on a walk, or walk with a friend. Movement and connection in one go.'),
  tip('Stairs as a Mini-Workout', 'movement', 'medium', '3 minutes', ['energy'], 'Taking the stairs at an easy pace a few times a day adds up to real movement without planning a workout.'),
  tip('Gentle Hip Openers', 'movement', 'easy', '5 minutes', ['mobility', 'cycle'], 'Lying on your back with knees bent, let them fall gently to one side, then the other. Slow and within comfort.'),
  tip('Balance While You Brush', 'movement', 'medium', '2 minutes', ['mobility', 'injury'], 'Stand on one leg while you brush your teeth, holding the basin if you need to. Balance is a skill you can train.'),
  tip('Legs Up the Wall', 'movement', 'easy', '5 minutes', ['sleep', 'stress'], 'Lie with your legs resting up a wall for a few minutes before bed. Many people find it calming after a long day.'),
  tip('Name the Feeling', 'mindfulness', 'easy', '1 minute', ['mood', 'anxiety'], 'When a strong feeling arrives, say to yourself what it is: "this is worry", "this is frustration". Naming it often softens it.'),
  tip('One Thing at a Time', 'mindfulness', 'medium', 'no extra time', ['stress'], 'Pick one routine task today, such as making tea, and give it your full attention from start to finish.'),
  tip('A Kinder Inner Voice', 'mindfulness', 'easy', '2 minutes', ['mood', 'stress'], 'Notice one harsh thought today and rewrite it the way a good friend would say it.'),
  tip('Box Breathing', 'mindfulness', 'easy', '2 minutes', ['anxiety', 'stress'], 'Breathe in for four, hold for four, out for four, hold for four. Repeat four times.'),
  tip('A Worry Window', 'mindfulness', 'medium', '10 minutes', ['anxiety', 'sleep'], 'Give worries a set ten minutes in the early evening. When they show up at other times, note them for the window.'),
  tip('Morning Pages Lite', 'mindfulness', 'easy', '3 minutes', ['stress', 'mood'], 'Write three lines, anything at all, before you look at your phone. It clears the mind for the day.'),
  tip('Pair a New Habit', 'other', 'easy', 'no extra time', ['energy'], 'Attach a new habit to one you already have: stretch after you brush your teeth, or drink water when the kettle boils.'),
  tip('Keep Things Where You Will See Them', 'other', 'easy', '2 minutes, once', [], 'Put anything you keep forgetting next to something you use every morning, like your toothbrush or the kettle.'),
  tip('A Cool Room for Hot Nights', 'other', 'easy', '5 minutes', ['cycle', 'sleep'], 'A fan, a window open a crack and a cotton sheet can make hot flushes and night sweats easier to sleep through.'),
  tip('Plan a Gentle Day', 'other', 'easy', '5 minutes', ['cycle', 'energy'], 'If you know a hard day is coming, schedule less and plan something easy and kind for yourself.'),
  tip('Talk to Your Doctor with Notes', 'other', 'medium', '10 minutes, once', ['cycle', 'injury', 'digestion'], 'Take a week of your notes to your next appointment. Patterns in your own words help your doctor help you.'),
  tip('Celebrate Small Wins', 'other', 'easy', '1 minute', ['mood'], 'At the end of the day, name one thing you did for your health, however small.'),
]);
