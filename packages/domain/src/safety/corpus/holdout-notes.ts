// Held-out triage notes: written AFTER the rules were tuned on the main corpus and never used to
// tune them. The bench prints recall/precision on them separately (not gated), as an honest
// estimate of how the keyword rules generalise to new phrasing. When you fix a miss here, move the
// note into red-flag-notes.ts / ordinary-notes.ts and write NEW held-out notes in its place.
export const HOLDOUT_RED_FLAG_TEXT = String.raw`
self_harm | i've started giving my things away and writing letters to people
self_harm | nobody would even notice if i wasn't around tomorrow
self_harm | i keep looking at the pills in the cupboard
chest_pain | feels like someone is sitting on my chest and my jaw aches
chest_pain | my heart is racing and there's a pressure in the middle of my chest
fainting | i hit the floor in the shower and don't remember falling
heavy_bleeding | i've gone through a whole pack of pads since this morning
pregnancy_emergency | 30 weeks and the baby's been really quiet all day
severe_abdominal_pain | my tummy is hard and it hurts to even move
eating_disorder | i feel like i have to earn every meal by running first
eating_disorder | pinched my stomach fat in the mirror and ate nothing after
medication_change | threw my antidepressants in the bin yesterday, i don't need them
rapid_weight_loss | going to do 500 calories a day until the wedding next month
`;

export const HOLDOUT_ORDINARY_TEXT = String.raw`
my chest day at the gym went really well
gave away old clothes to the charity shop
the pills for my hay fever are working
wrote letters to my pen pal this morning
ran 5k before breakfast, felt great
heavy rain all day so stayed in with tea
my tummy rumbled all through the meeting
the baby kept me up but we're both fine
`;
