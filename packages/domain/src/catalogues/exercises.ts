// Built-in exercise catalogue: 100 distinct exercises over 12 body areas (spec §3).
// Gentle, rehab-style movements are the core of the catalogue; a few moderate strength moves
// and two vigorous ones give room to progress. Descriptions are plain, safety-first cues.
import type { BuiltInExercise, ExerciseCategory } from './catalogue-schemas';

type ExerciseSeed = Omit<BuiltInExercise, 'category'>;

const inCategory = (category: ExerciseCategory, seeds: readonly ExerciseSeed[]): BuiltInExercise[] =>
  seeds.map((seed) => ({ ...seed, category }));

const NECK = inCategory('neck', [
  {
    id: 'neck-half-circles',
    name: 'Neck half circles',
    description:
      'Sit tall, drop your chin toward your chest and slowly roll your head in a half circle from one shoulder to the other. Skip rolling the head backwards and stay within a comfortable range.',
    purpose: 'Ease neck tension',
    goal_tags: ['mobility', 'stress-relief', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'chin-tucks',
    name: 'Chin tucks',
    description:
      'Sit or stand tall and glide your chin straight back, as if making a double chin, keeping your eyes level. Hold for 3 to 5 seconds, relax, and repeat 8 to 10 times.',
    purpose: 'Realign head and neck posture',
    goal_tags: ['posture', 'pain-relief', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'side-neck-stretch',
    name: 'Side neck stretch',
    description:
      'Sit tall and let one ear drop toward the same shoulder until you feel a mild stretch along the other side of the neck. Hold for 20 to 30 seconds while breathing slowly, then switch sides.',
    purpose: 'Release the upper trapezius',
    goal_tags: ['flexibility', 'pain-relief', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'levator-scapulae-stretch',
    name: 'Levator scapulae stretch',
    description:
      'Turn your head about 45 degrees to one side and gently nod your nose toward that armpit, using your hand only as a light guide. Hold for 20 to 30 seconds on each side.',
    purpose: 'Relieve stiffness where neck meets shoulder',
    goal_tags: ['flexibility', 'pain-relief', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'neck-rotations',
    name: 'Neck rotations',
    description:
      'Slowly turn your head to look over one shoulder, pause, come back to centre and repeat to the other side. Keep your shoulders relaxed and stop before any pinching.',
    purpose: 'Restore turning range',
    goal_tags: ['mobility', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'isometric-neck-holds',
    name: 'Isometric neck holds',
    description:
      'Place a palm on your forehead and press your head lightly into it without letting it move for 5 seconds. Repeat with the hand at the back and at each side of the head, using only light effort.',
    purpose: 'Build neck stability without movement',
    goal_tags: ['strength', 'stability', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'supine-head-nods',
    name: 'Supine head nods',
    description:
      'Lie on your back with a folded towel under your head and make a tiny "yes" nod, tucking the chin without lifting the head. Hold for 5 to 10 seconds, then relax.',
    purpose: 'Wake up the deep neck flexors',
    goal_tags: ['strength', 'posture', 'pain-relief'],
    intensity: 'gentle',
  },
  {
    id: 'scalene-stretch',
    name: 'Scalene stretch',
    description:
      'Sit tall holding the side of your seat with one hand, then tilt your head away and slightly back until you feel a stretch at the front side of the neck. Hold for about 20 seconds and breathe slowly.',
    purpose: 'Open the front of the neck',
    goal_tags: ['flexibility', 'stress-relief', 'gentle'],
    intensity: 'gentle',
  },
]);

const SHOULDERS = inCategory('shoulders', [
  {
    id: 'shoulder-rolls',
    name: 'Shoulder rolls',
    description:
      'Lift your shoulders toward your ears, then roll them back and down in a slow circle, about 10 times. Reverse the direction for a few more rounds.',
    purpose: 'Loosen tight shoulders',
    goal_tags: ['mobility', 'stress-relief', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'pendulum-swings',
    name: 'Pendulum swings',
    description:
      'Rest one hand on a table, lean forward and let the other arm hang loosely. Sway your body gently so the hanging arm swings in small circles, keeping the shoulder muscles relaxed.',
    purpose: 'Gently mobilise a sore shoulder',
    goal_tags: ['mobility', 'pain-relief', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'cross-body-shoulder-stretch',
    name: 'Cross-body shoulder stretch',
    description:
      'Bring one straight arm across your chest and use the other hand to hug it closer just above the elbow. Hold for 20 to 30 seconds with shoulders down, then switch.',
    purpose: 'Stretch the back of the shoulder',
    goal_tags: ['flexibility', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'forearm-wall-slides',
    name: 'Forearm wall slides',
    description:
      'Stand facing a wall with your forearms on it, elbows at shoulder height. Slide your arms up as far as is comfortable without shrugging, then slide back down slowly.',
    purpose: 'Improve overhead reach',
    goal_tags: ['mobility', 'posture'],
    intensity: 'gentle',
  },
  {
    id: 'banded-external-rotation',
    name: 'Banded external rotation',
    description:
      'Hold a light resistance band with elbows bent to 90 degrees and tucked at your sides. Rotate your forearms outward slowly, squeezing the shoulder blades together, then return with control.',
    purpose: 'Strengthen the rotator cuff',
    goal_tags: ['strength', 'posture', 'stability'],
    intensity: 'moderate',
  },
  {
    id: 'sleeper-stretch',
    name: 'Sleeper stretch',
    description:
      'Lie on your side with the lower arm in front of you and the elbow bent to 90 degrees. Use the top hand to ease the lower forearm toward the floor until you feel a mild stretch, and hold for 20 to 30 seconds.',
    purpose: 'Ease shoulder internal rotation',
    goal_tags: ['flexibility', 'mobility', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'arm-circles',
    name: 'Arm circles',
    description:
      'Stand tall with arms out to the sides and draw small circles, gradually making them bigger. After 10 to 15 circles, reverse the direction.',
    purpose: 'Warm up the shoulders',
    goal_tags: ['mobility', 'energy', 'circulation'],
    intensity: 'gentle',
  },
  {
    id: 'stick-overhead-raise',
    name: 'Stick-assisted overhead raise',
    description:
      'Lie on your back holding a broom handle with both hands, arms straight above your chest. Slowly lift the stick overhead toward the floor as far as is comfortable, then bring it back.',
    purpose: 'Assisted shoulder flexion',
    goal_tags: ['mobility', 'pain-relief', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'light-dumbbell-shoulder-press',
    name: 'Light dumbbell shoulder press',
    description:
      'Sit tall holding light weights at shoulder height, palms facing forward. Press them overhead without arching your lower back, then lower slowly; stop if the shoulder pinches.',
    purpose: 'Build shoulder strength',
    goal_tags: ['strength', 'posture'],
    intensity: 'moderate',
  },
]);

const SPINE = inCategory('spine', [
  {
    id: 'cat-cow',
    name: 'Cat-cow',
    description:
      'On hands and knees, breathe in as you let the belly drop and lift your gaze, then breathe out as you round your back toward the ceiling. Move slowly for 8 to 10 breaths.',
    purpose: 'Mobilise the whole spine with the breath',
    goal_tags: ['mobility', 'stress-relief', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'seated-cat-cow',
    name: 'Seated cat-cow',
    description:
      'Sit on a chair with hands on your knees, arch your chest forward as you breathe in and round your back as you breathe out. A good option if getting to the floor is hard.',
    purpose: 'Spinal mobility at your desk',
    goal_tags: ['mobility', 'posture', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'seated-spinal-twist',
    name: 'Seated spinal twist',
    description:
      'Sit tall, place one hand on the opposite knee and the other behind you, and turn gently from the middle of your back. Hold for 5 slow breaths, growing taller as you breathe in, then switch sides.',
    purpose: 'Release spinal stiffness',
    goal_tags: ['mobility', 'flexibility', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'supine-spinal-twist',
    name: 'Lying spinal twist',
    description:
      'Lie on your back with knees bent and arms out wide, then let both knees lower to one side while your shoulders stay down. Hold for a few breaths and switch sides.',
    purpose: 'Unwind the back before bed',
    goal_tags: ['mobility', 'sleep', 'stress-relief'],
    intensity: 'gentle',
  },
  {
    id: 'seated-side-bend',
    name: 'Seated side bend',
    description:
      'Sit tall, reach one arm overhead and lean gently to the opposite side, keeping both sit bones on the chair. Hold for 3 to 5 breaths, then switch.',
    purpose: 'Lengthen the sides of the trunk',
    goal_tags: ['flexibility', 'mobility', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'standing-roll-down',
    name: 'Standing roll-down',
    description:
      'Stand with soft knees, tuck your chin and slowly roll down one vertebra at a time, letting your arms hang. Roll back up just as slowly, stopping earlier if you feel dizzy or your back complains.',
    purpose: 'Segmental spinal control',
    goal_tags: ['mobility', 'flexibility'],
    intensity: 'gentle',
  },
  {
    id: 'sphinx-pose',
    name: 'Sphinx pose',
    description:
      'Lie on your front and prop yourself on your forearms, elbows under shoulders, letting the hips stay heavy. Breathe slowly for 30 to 60 seconds, easing out if the low back pinches.',
    purpose: 'Gentle spinal extension',
    goal_tags: ['mobility', 'posture', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'childs-pose',
    name: "Child's pose",
    description:
      'Kneel, sit your hips back toward your heels and fold forward with arms resting in front or beside you; use a cushion under the hips or chest if needed. Stay for several slow breaths.',
    purpose: 'Rest and decompress the back',
    goal_tags: ['stress-relief', 'sleep', 'gentle'],
    intensity: 'gentle',
  },
]);

const LOWER_BACK = inCategory('lower-back', [
  {
    id: 'pelvic-tilts',
    name: 'Pelvic tilts',
    description:
      'Lie on your back with knees bent and gently flatten your lower back into the floor by tilting the pelvis, then release. Repeat 10 to 15 times with slow breathing.',
    purpose: 'Ease low-back stiffness',
    goal_tags: ['mobility', 'pain-relief', 'pelvic-floor', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'knee-to-chest-stretch',
    name: 'Knee-to-chest stretch',
    description:
      'Lie on your back and hug one knee toward your chest with your hands behind the thigh, keeping the other foot on the floor. Hold for 20 to 30 seconds and switch legs.',
    purpose: 'Stretch the low back and glutes',
    goal_tags: ['flexibility', 'pain-relief', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'bird-dog',
    name: 'Bird-dog',
    description:
      'On hands and knees, slowly reach one arm forward and the opposite leg back while keeping your back flat and hips level. Hold for 3 to 5 seconds, return and switch sides.',
    purpose: 'Stabilise the low back',
    goal_tags: ['stability', 'balance', 'strength'],
    intensity: 'gentle',
  },
  {
    id: 'prone-press-up',
    name: 'Prone press-up',
    description:
      'Lie on your front with hands under your shoulders and slowly press your chest up, letting the hips and low back stay relaxed. Lower down and repeat up to 10 times, only as far as is comfortable.',
    purpose: 'Relieve low-back pain with extension',
    goal_tags: ['mobility', 'pain-relief'],
    intensity: 'gentle',
  },
  {
    id: 'windscreen-wiper-knee-drops',
    name: 'Windscreen-wiper knee drops',
    description:
      'Lie on your back with feet wider than hips and knees bent, then let both knees sway slowly from side to side like windscreen wipers. Keep the movement small and rhythmic.',
    purpose: 'Loosen the low back and hips',
    goal_tags: ['mobility', 'stress-relief', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'alternating-prone-lifts',
    name: 'Alternating prone arm and leg lifts',
    description:
      'Lie face down with arms overhead and lift one arm and the opposite leg a few centimetres off the floor, keeping your neck long. Lower slowly and alternate for 8 to 10 lifts per side.',
    purpose: 'Strengthen the back extensors',
    goal_tags: ['strength', 'posture'],
    intensity: 'moderate',
  },
  {
    id: 'dowel-hip-hinge',
    name: 'Dowel hip hinge',
    description:
      'Hold a broom handle along your spine touching your head, upper back and tailbone, then push your hips back and lean forward while keeping all three points in contact. Return to standing by squeezing your glutes.',
    purpose: 'Learn to bend without straining the back',
    goal_tags: ['posture', 'stability', 'strength'],
    intensity: 'gentle',
  },
  {
    id: 'seated-forward-fold',
    name: 'Seated forward fold',
    description:
      'Sit on a chair with feet flat and slowly fold forward, letting your chest rest toward your thighs and your head and arms hang. Breathe slowly for 5 breaths and roll up gently.',
    purpose: 'Release the low back',
    goal_tags: ['flexibility', 'stress-relief', 'gentle'],
    intensity: 'gentle',
  },
]);

const GLUTES = inCategory('glutes', [
  {
    id: 'glute-bridge',
    name: 'Glute bridge',
    description:
      'Lie on your back with knees bent and feet hip-width apart, then squeeze your glutes to lift your hips until your body forms a straight line from knees to shoulders. Lower slowly and repeat 10 to 12 times.',
    purpose: 'Strengthen the glutes and support the back',
    goal_tags: ['strength', 'pelvic-floor', 'stability'],
    intensity: 'gentle',
  },
  {
    id: 'single-leg-glute-bridge',
    name: 'Single-leg glute bridge',
    description:
      'From a bridge position, straighten one leg and lift your hips using the other leg, keeping the pelvis level. Lower slowly, do 6 to 10 per side, and return to two legs if the hips tip.',
    purpose: 'Build one-sided glute strength',
    goal_tags: ['strength', 'stability', 'balance'],
    intensity: 'moderate',
  },
  {
    id: 'clamshells',
    name: 'Clamshells',
    description:
      'Lie on your side with hips and knees bent and feet together, then lift the top knee like a clamshell opening without rolling the pelvis back. Lower with control and repeat 12 to 15 times each side.',
    purpose: 'Strengthen the side of the hip',
    goal_tags: ['strength', 'stability', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'fire-hydrants',
    name: 'Fire hydrants',
    description:
      'On hands and knees, lift one bent knee out to the side while keeping your back flat and weight centred. Lower slowly and repeat 10 times on each side.',
    purpose: 'Work the outer glutes',
    goal_tags: ['strength', 'mobility'],
    intensity: 'gentle',
  },
  {
    id: 'quadruped-donkey-kicks',
    name: 'Donkey kicks',
    description:
      'On hands and knees, keep one knee bent and press that foot up toward the ceiling using your glute, without arching your lower back. Lower and repeat 10 times per side.',
    purpose: 'Strengthen hip extension',
    goal_tags: ['strength', 'stability'],
    intensity: 'gentle',
  },
  {
    id: 'side-lying-leg-raise',
    name: 'Side-lying leg raise',
    description:
      'Lie on your side with the bottom knee bent for support and lift the straight top leg a little behind your body, toes pointing forward. Lower slowly, 10 to 15 times per side.',
    purpose: 'Strengthen the hip abductors',
    goal_tags: ['strength', 'stability', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'banded-side-steps',
    name: 'Banded side steps',
    description:
      'With a light loop band around your thighs or ankles, bend your knees slightly and take slow steps to the side, keeping tension in the band. Do 10 steps each way.',
    purpose: 'Activate the glutes for walking',
    goal_tags: ['strength', 'stability', 'balance'],
    intensity: 'moderate',
  },
  {
    id: 'figure-four-stretch',
    name: 'Figure-four glute stretch',
    description:
      'Lie on your back, cross one ankle over the opposite knee and gently draw that thigh toward you until you feel a stretch in the buttock. Hold for 20 to 30 seconds and switch.',
    purpose: 'Ease piriformis and glute tightness',
    goal_tags: ['flexibility', 'pain-relief', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'glute-squeezes',
    name: 'Glute squeezes',
    description:
      'Lying, sitting or standing, squeeze your buttocks together firmly for 5 seconds, then fully relax. Repeat 10 times, breathing normally.',
    purpose: 'Wake up inactive glutes',
    goal_tags: ['strength', 'circulation', 'gentle'],
    intensity: 'gentle',
  },
]);

const CORE = inCategory('core', [
  {
    id: 'dead-bug',
    name: 'Dead bug',
    description:
      'Lie on your back with arms toward the ceiling and knees bent above the hips, then slowly lower the opposite arm and leg while keeping your low back gently pressed down. Return and alternate for 6 to 10 per side.',
    purpose: 'Train deep core control',
    goal_tags: ['stability', 'strength', 'pelvic-floor'],
    intensity: 'gentle',
  },
  {
    id: 'heel-slides',
    name: 'Heel slides',
    description:
      'Lie on your back with knees bent, gently draw your belly in and slowly slide one heel along the floor until the leg is straight, then slide it back. Alternate legs without letting the back arch.',
    purpose: 'Gentle core activation',
    goal_tags: ['stability', 'pelvic-floor', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'supine-toe-taps',
    name: 'Supine toe taps',
    description:
      'Lie on your back with knees bent above the hips, then lower one foot to tap the floor and bring it back while your low back stays steady. Alternate for 10 taps per side.',
    purpose: 'Lower-abdominal control',
    goal_tags: ['stability', 'strength'],
    intensity: 'gentle',
  },
  {
    id: 'diaphragmatic-breathing',
    name: 'Diaphragmatic breathing',
    description:
      'Lie or sit comfortably with one hand on your chest and one on your belly, and breathe in through the nose so the belly and lower ribs expand. Breathe out slowly and fully for 5 to 10 breaths.',
    purpose: 'Calm the nervous system and connect breath to core',
    goal_tags: ['stress-relief', 'sleep', 'pelvic-floor', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'pelvic-floor-lifts',
    name: 'Pelvic floor lifts',
    description:
      'Sit or lie comfortably and gently squeeze and lift the muscles you would use to stop passing wind and urine, hold for up to 5 seconds, then fully let go. Repeat 8 to 10 times without holding your breath.',
    purpose: 'Strengthen the pelvic floor',
    goal_tags: ['pelvic-floor', 'strength', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'forearm-plank',
    name: 'Forearm plank',
    description:
      'Rest on your forearms and toes (or knees for an easier version), keeping a straight line from head to heels. Hold for 15 to 30 seconds while breathing steadily, and stop if your back sags.',
    purpose: 'Build core endurance',
    goal_tags: ['strength', 'stability', 'posture'],
    intensity: 'moderate',
  },
  {
    id: 'kneeling-side-plank',
    name: 'Kneeling side plank',
    description:
      'Lie on your side propped on one forearm with knees bent, then lift your hips so your body forms a line from knees to head. Hold for 10 to 20 seconds on each side.',
    purpose: 'Strengthen the side of the trunk',
    goal_tags: ['strength', 'stability'],
    intensity: 'moderate',
  },
  {
    id: 'pallof-press',
    name: 'Pallof press',
    description:
      'Stand side-on to a band anchored at chest height, hold it at your chest, then press your hands straight forward without letting your body twist. Bring the hands back and repeat 8 to 10 times per side.',
    purpose: 'Anti-rotation core strength',
    goal_tags: ['strength', 'stability', 'posture'],
    intensity: 'moderate',
  },
  {
    id: 'mountain-climbers',
    name: 'Mountain climbers',
    description:
      'From a high plank with hands under shoulders, drive one knee toward your chest and switch legs at a steady pace for 20 to 30 seconds. Slow down or step the feet instead if your back or pelvic floor feels strained.',
    purpose: 'Raise the heart rate with core work',
    goal_tags: ['strength', 'energy'],
    intensity: 'vigorous',
  },
]);

const LEGS = inCategory('legs', [
  {
    id: 'chair-sit-to-stand',
    name: 'Chair sit-to-stand',
    description:
      'Sit near the front of a sturdy chair with feet hip-width apart, lean slightly forward and stand up without using your hands if you can. Sit back down slowly and repeat 8 to 12 times.',
    purpose: 'Functional leg strength',
    goal_tags: ['strength', 'balance', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'bodyweight-squat',
    name: 'Bodyweight squat',
    description:
      'Stand with feet about hip-width apart and sit your hips back and down as if toward a chair, keeping your chest up and knees in line with your toes. Stand back up and repeat 10 to 12 times.',
    purpose: 'Strengthen thighs and glutes',
    goal_tags: ['strength', 'mobility'],
    intensity: 'moderate',
  },
  {
    id: 'wall-sit',
    name: 'Wall sit',
    description:
      'Lean your back against a wall and slide down until your knees are bent to a comfortable angle, no lower than 90 degrees. Hold for 15 to 30 seconds, then slide back up.',
    purpose: 'Build thigh endurance',
    goal_tags: ['strength', 'stability'],
    intensity: 'moderate',
  },
  {
    id: 'reverse-lunge',
    name: 'Reverse lunge',
    description:
      'Holding a chair or wall for balance if needed, step one foot back and lower both knees gently, keeping the front knee over the ankle. Push back up to standing and alternate legs.',
    purpose: 'Leg strength and balance',
    goal_tags: ['strength', 'balance'],
    intensity: 'moderate',
  },
  {
    id: 'step-ups',
    name: 'Step-ups',
    description:
      'Step up onto a sturdy low step with your whole foot, press through the heel to stand tall, then step down with control. Do 8 to 10 per leg, holding a rail if needed.',
    purpose: 'Strengthen legs for stairs',
    goal_tags: ['strength', 'balance', 'energy'],
    intensity: 'moderate',
  },
  {
    id: 'straight-leg-raise',
    name: 'Straight leg raise',
    description:
      'Lie on your back with one knee bent and the other leg straight, tighten the front of the straight thigh and lift it to the height of the bent knee. Lower slowly and repeat 10 times per leg.',
    purpose: 'Rehab-style thigh strengthening',
    goal_tags: ['strength', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'supine-hamstring-stretch',
    name: 'Lying hamstring stretch',
    description:
      'Lie on your back, loop a towel or strap around one foot and raise the leg until you feel a stretch behind the thigh, keeping a soft knee. Hold for 20 to 30 seconds per side.',
    purpose: 'Lengthen the hamstrings',
    goal_tags: ['flexibility', 'pain-relief', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'standing-quad-stretch',
    name: 'Standing quad stretch',
    description:
      'Hold a wall or chair, bend one knee and bring the heel toward your buttock, holding the ankle or a strap. Keep knees together and hips tucked for 20 to 30 seconds, then switch.',
    purpose: 'Stretch the front of the thigh',
    goal_tags: ['flexibility', 'balance'],
    intensity: 'gentle',
  },
  {
    id: 'jump-squats',
    name: 'Jump squats',
    description:
      'From a squat, jump up explosively and land softly through the whole foot, sinking straight back into the next squat. Do short sets of 6 to 8 only if your knees and pelvic floor feel comfortable with impact.',
    purpose: 'Power and cardio',
    goal_tags: ['strength', 'energy'],
    intensity: 'vigorous',
  },
]);

const ANKLES = inCategory('ankles', [
  {
    id: 'ankle-circles',
    name: 'Ankle circles',
    description:
      'Sit or lie with one foot lifted and slowly draw circles with your toes, 10 in each direction. Switch feet; this also helps circulation after sitting.',
    purpose: 'Keep ankles mobile',
    goal_tags: ['mobility', 'circulation', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'ankle-alphabet',
    name: 'Ankle alphabet',
    description:
      'Sitting with one leg lifted or crossed, trace the letters of the alphabet in the air with your big toe, moving only at the ankle. Switch feet when you finish.',
    purpose: 'Restore ankle range after stiffness',
    goal_tags: ['mobility', 'pain-relief', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'calf-raises',
    name: 'Calf raises',
    description:
      'Stand holding a counter, rise slowly onto the balls of your feet and lower back down over 3 seconds. Repeat 12 to 15 times.',
    purpose: 'Strengthen calves and ankles',
    goal_tags: ['strength', 'balance', 'circulation'],
    intensity: 'gentle',
  },
  {
    id: 'toe-raises',
    name: 'Toe raises',
    description:
      'Stand with your back near a wall and lift your toes and the front of your feet off the floor while your heels stay down. Lower slowly and repeat 12 to 15 times.',
    purpose: 'Strengthen the shins',
    goal_tags: ['strength', 'balance'],
    intensity: 'gentle',
  },
  {
    id: 'single-leg-balance',
    name: 'Single-leg balance',
    description:
      'Stand next to a counter and lift one foot slightly, balancing for up to 30 seconds with a soft standing knee. Touch the counter whenever you need to, then switch sides.',
    purpose: 'Improve balance and ankle stability',
    goal_tags: ['balance', 'stability', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'heel-to-toe-walk',
    name: 'Heel-to-toe walk',
    description:
      'Walk slowly along a hallway placing the heel of one foot directly in front of the toes of the other, with a hand on the wall if needed. Take 10 to 20 steps.',
    purpose: 'Train balance while walking',
    goal_tags: ['balance', 'stability'],
    intensity: 'gentle',
  },
  {
    id: 'wall-calf-stretch',
    name: 'Wall calf stretch',
    description:
      'Face a wall with hands on it, step one foot back with the heel down and the knee straight, and lean forward until you feel the calf stretch. Hold for 20 to 30 seconds, then switch.',
    purpose: 'Stretch calves and Achilles',
    goal_tags: ['flexibility', 'mobility', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'towel-toe-scrunches',
    name: 'Towel toe scrunches',
    description:
      'Sit with a small towel flat under one foot and use your toes to scrunch it toward you, then spread it out again. Repeat for about a minute per foot.',
    purpose: 'Strengthen the foot arch',
    goal_tags: ['strength', 'stability', 'gentle'],
    intensity: 'gentle',
  },
]);

const WRISTS = inCategory('wrists', [
  {
    id: 'wrist-flexor-stretch',
    name: 'Wrist flexor stretch',
    description:
      'Hold one arm out straight with the palm facing up and use the other hand to gently ease the fingers down and back. Hold for 15 to 30 seconds per side.',
    purpose: 'Stretch the inner forearm',
    goal_tags: ['flexibility', 'pain-relief', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'wrist-extensor-stretch',
    name: 'Wrist extensor stretch',
    description:
      'Hold one arm out straight with the palm facing down and use the other hand to gently bend the wrist so the fingers point to the floor. Hold for 15 to 30 seconds per side.',
    purpose: 'Stretch the outer forearm',
    goal_tags: ['flexibility', 'pain-relief', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'wrist-circles',
    name: 'Wrist circles',
    description:
      'With hands loosely closed or fingers interlaced, slowly circle your wrists 10 times in each direction. Keep the forearms relaxed.',
    purpose: 'Loosen stiff wrists',
    goal_tags: ['mobility', 'circulation', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'prayer-stretch',
    name: 'Prayer stretch',
    description:
      'Press your palms together in front of your chest and slowly lower your hands toward your waist, keeping the palms together, until you feel a mild stretch. Hold for 15 to 30 seconds.',
    purpose: 'Stretch wrists and forearms together',
    goal_tags: ['flexibility', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'tendon-glides',
    name: 'Tendon glides',
    description:
      'Start with fingers straight, then move slowly through a hook fist, a full fist, a flat fist and back to straight. Repeat the sequence 5 to 10 times.',
    purpose: 'Keep hand tendons gliding smoothly',
    goal_tags: ['mobility', 'pain-relief', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'forearm-rotations',
    name: 'Forearm rotations',
    description:
      'With your elbow bent at your side, turn the palm up and then down slowly, optionally holding a light can or hammer near its head. Repeat 10 to 15 times.',
    purpose: 'Improve forearm rotation',
    goal_tags: ['mobility', 'strength'],
    intensity: 'gentle',
  },
  {
    id: 'fist-to-fan',
    name: 'Fist to fan',
    description:
      'Make a soft fist, then open the hand and spread the fingers as wide as is comfortable. Repeat 10 times on each hand.',
    purpose: 'Relieve hand and finger stiffness',
    goal_tags: ['mobility', 'circulation', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'light-wrist-curls',
    name: 'Light wrist curls',
    description:
      'Rest your forearm on a table with the hand over the edge holding a light weight, and curl the wrist up and down slowly. Do 10 to 15 with palm up and then palm down.',
    purpose: 'Strengthen the wrists and grip',
    goal_tags: ['strength', 'stability'],
    intensity: 'moderate',
  },
]);

const CHEST = inCategory('chest', [
  {
    id: 'doorway-chest-stretch',
    name: 'Doorway chest stretch',
    description:
      'Place your forearms on either side of a doorway with elbows at shoulder height and step one foot through until you feel a stretch across the chest. Hold for 20 to 30 seconds without forcing.',
    purpose: 'Open tight chest muscles',
    goal_tags: ['flexibility', 'posture', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'towel-roll-chest-opener',
    name: 'Towel-roll chest opener',
    description:
      'Lie on your back on a rolled towel placed lengthways along your spine, with arms resting out to the sides, palms up. Breathe slowly for 1 to 3 minutes.',
    purpose: 'Passively open the chest',
    goal_tags: ['posture', 'stress-relief', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'clasped-hands-chest-opener',
    name: 'Clasped-hands chest opener',
    description:
      'Interlace your fingers behind your back (or hold a towel), draw the shoulder blades together and gently lift your chest. Hold for 15 to 20 seconds without arching the low back.',
    purpose: 'Counter hunched sitting',
    goal_tags: ['flexibility', 'posture', 'energy'],
    intensity: 'gentle',
  },
  {
    id: 'cactus-arms',
    name: 'Cactus arms',
    description:
      'Sit or stand tall with elbows bent at 90 degrees and lifted to shoulder height like goal posts, then gently draw the elbows back to open the chest. Hold for a few breaths and release.',
    purpose: 'Open the chest and breathe deeper',
    goal_tags: ['posture', 'mobility', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'wall-push-ups',
    name: 'Wall push-ups',
    description:
      'Stand an arm\'s length from a wall with hands on it at shoulder height, bend your elbows to bring your chest toward the wall and push back. Keep your body in a straight line for 10 to 12 reps.',
    purpose: 'Gentle upper-body strength',
    goal_tags: ['strength', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'incline-push-ups',
    name: 'Incline push-ups',
    description:
      'Place your hands on a sturdy table or counter edge, walk your feet back into a plank, and lower your chest toward the edge before pressing back up. Do 8 to 12 reps.',
    purpose: 'Build pushing strength',
    goal_tags: ['strength', 'stability'],
    intensity: 'moderate',
  },
  {
    id: 'knee-push-ups',
    name: 'Knee push-ups',
    description:
      'From your hands and knees, walk your hands forward so your body makes a line from knees to head, then lower your chest toward the floor and press back up. Do 6 to 10 reps with a braced core.',
    purpose: 'Strengthen chest and arms',
    goal_tags: ['strength'],
    intensity: 'moderate',
  },
  {
    id: 'floor-chest-fly',
    name: 'Floor chest fly',
    description:
      'Lie on your back with knees bent holding light weights above your chest, palms facing, and open your arms in a wide arc until the upper arms touch the floor. Bring the weights back together slowly.',
    purpose: 'Strengthen the chest safely',
    goal_tags: ['strength', 'posture'],
    intensity: 'moderate',
  },
]);

const HIPS = inCategory('hips', [
  {
    id: '90-90-hip-switches',
    name: '90/90 hip switches',
    description:
      'Sit on the floor with both knees bent at 90 degrees and let them fall to one side, then slowly rotate them to the other side, using your hands behind you for support. Repeat 8 to 10 times.',
    purpose: 'Improve hip rotation',
    goal_tags: ['mobility', 'flexibility'],
    intensity: 'gentle',
  },
  {
    id: 'half-kneeling-hip-flexor-stretch',
    name: 'Half-kneeling hip flexor stretch',
    description:
      'Kneel on one knee on a cushion with the other foot in front, tuck your pelvis slightly and shift forward until you feel a stretch at the front of the back hip. Hold for 20 to 30 seconds per side.',
    purpose: 'Release tight hip flexors from sitting',
    goal_tags: ['flexibility', 'posture', 'pain-relief'],
    intensity: 'gentle',
  },
  {
    id: 'butterfly-stretch',
    name: 'Butterfly stretch',
    description:
      'Sit with the soles of your feet together and knees falling out to the sides, holding your ankles. Sit tall and let gravity ease the knees down for 30 seconds without pushing them.',
    purpose: 'Open the inner thighs and hips',
    goal_tags: ['flexibility', 'pelvic-floor', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'standing-hip-circles',
    name: 'Standing hip circles',
    description:
      'Hold a chair for balance, lift one knee and draw a slow circle out to the side and back down. Do 5 circles in each direction per leg.',
    purpose: 'Lubricate the hip joint',
    goal_tags: ['mobility', 'balance'],
    intensity: 'gentle',
  },
  {
    id: 'happy-baby',
    name: 'Happy baby',
    description:
      'Lie on your back, bend your knees toward your armpits and hold the outsides of your feet or the backs of your thighs. Rock gently side to side for a few breaths.',
    purpose: 'Relax the hips and pelvic floor',
    goal_tags: ['flexibility', 'pelvic-floor', 'stress-relief'],
    intensity: 'gentle',
  },
  {
    id: 'leg-swings',
    name: 'Leg swings',
    description:
      'Hold a wall or chair and swing one leg forward and back in a relaxed, controlled arc, then side to side in front of your body. Do 10 swings each way per leg.',
    purpose: 'Dynamic hip warm-up',
    goal_tags: ['mobility', 'energy', 'balance'],
    intensity: 'gentle',
  },
  {
    id: 'reclined-butterfly',
    name: 'Reclined butterfly',
    description:
      'Lie on your back with the soles of your feet together and knees falling open, supported by cushions under each thigh. Rest here for 2 to 5 minutes with slow breathing.',
    purpose: 'Restorative hip opener',
    goal_tags: ['stress-relief', 'sleep', 'pelvic-floor', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'supported-deep-squat-hold',
    name: 'Supported deep squat hold',
    description:
      'Hold onto a door frame or sturdy furniture and lower into a deep squat as far as is comfortable, with heels down or on a folded towel. Stay for 20 to 30 seconds, breathing, then stand up with support.',
    purpose: 'Restore deep hip flexion',
    goal_tags: ['mobility', 'pelvic-floor'],
    intensity: 'gentle',
  },
]);

const UPPER_BACK = inCategory('upper-back', [
  {
    id: 'wall-angels',
    name: 'Wall angels',
    description:
      'Stand with your back, head and bottom against a wall and arms in a goal-post shape touching the wall. Slowly slide your arms up and down, keeping contact only as far as is comfortable.',
    purpose: 'Improve posture and shoulder-blade control',
    goal_tags: ['posture', 'mobility'],
    intensity: 'gentle',
  },
  {
    id: 'thread-the-needle',
    name: 'Thread the needle',
    description:
      'On hands and knees, slide one arm under your body along the floor, letting the shoulder and side of the head rest down. Hold for a few breaths, then reach that arm up toward the ceiling and switch sides.',
    purpose: 'Rotate and release the upper back',
    goal_tags: ['mobility', 'stress-relief', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'open-book-rotation',
    name: 'Open book rotation',
    description:
      'Lie on your side with knees bent and arms straight out in front, then open the top arm across to the other side, following it with your eyes. Return slowly and repeat 8 times per side.',
    purpose: 'Mobilise the thoracic spine',
    goal_tags: ['mobility', 'posture', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'band-pull-aparts',
    name: 'Band pull-aparts',
    description:
      'Hold a light band in front of your chest with straight arms and pull it apart by squeezing your shoulder blades together. Return slowly and repeat 12 to 15 times.',
    purpose: 'Strengthen the upper back',
    goal_tags: ['strength', 'posture'],
    intensity: 'moderate',
  },
  {
    id: 'prone-y-raises',
    name: 'Prone Y raises',
    description:
      'Lie face down with your forehead on a towel and arms overhead in a Y shape, thumbs up, then lift the arms a little off the floor by drawing the shoulder blades down. Lower slowly, 8 to 10 times.',
    purpose: 'Strengthen the lower trapezius',
    goal_tags: ['strength', 'posture'],
    intensity: 'moderate',
  },
  {
    id: 'shoulder-blade-squeezes',
    name: 'Shoulder blade squeezes',
    description:
      'Sit or stand tall and gently squeeze your shoulder blades together and down as if holding a pencil between them. Hold for 5 seconds, release and repeat 10 times.',
    purpose: 'Counter rounded shoulders',
    goal_tags: ['posture', 'strength', 'gentle'],
    intensity: 'gentle',
  },
  {
    id: 'foam-roller-thoracic-extension',
    name: 'Foam roller thoracic extension',
    description:
      'Lie with a foam roller across your upper back, hands supporting your head and hips on the floor, and gently lean back over the roller. Move it up a few centimetres at a time, staying off the lower back.',
    purpose: 'Ease upper-back stiffness',
    goal_tags: ['mobility', 'posture', 'pain-relief'],
    intensity: 'gentle',
  },
  {
    id: 'banded-seated-row',
    name: 'Banded seated row',
    description:
      'Sit with legs out and a band looped around your feet, then pull the ends toward your ribs while squeezing the shoulder blades together. Return with control for 10 to 12 reps.',
    purpose: 'Build postural pulling strength',
    goal_tags: ['strength', 'posture'],
    intensity: 'moderate',
  },
]);

/** The built-in exercise catalogue, in category order. */
export const EXERCISES: readonly BuiltInExercise[] = Object.freeze([
  ...NECK,
  ...SHOULDERS,
  ...SPINE,
  ...LOWER_BACK,
  ...GLUTES,
  ...CORE,
  ...LEGS,
  ...ANKLES,
  ...WRISTS,
  ...CHEST,
  ...HIPS,
  ...UPPER_BACK,
]);

const EXERCISES_BY_ID: ReadonlyMap<string, BuiltInExercise> = new Map(EXERCISES.map((e) => [e.id, e]));

/** A built-in exercise by id, or undefined. */
export const getExerciseById = (id: string): BuiltInExercise | undefined => EXERCISES_BY_ID.get(id);
