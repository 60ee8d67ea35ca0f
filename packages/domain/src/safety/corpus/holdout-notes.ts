// Held-out triage notes: written AFTER the rules were tuned on the main corpus and never used to
// tune them. The bench prints recall/precision on them separately (not gated), as an honest
// estimate of how the keyword rules generalise to new phrasing. When you fix a miss here, move the
// note into red-flag-notes.ts / ordinary-notes.ts and write NEW held-out notes in its place.
export const HOLDOUT_RED_FLAG_TEXT = String.raw`
self_harm | tbh i've been planning how i'd do it
self_harm | keep thinking everyone would cope fine if i was gone
chest_pain | crushing feeling behind my breastbone
chest_pain | wheezing and can't breathe out properly
fainting | came round on the bathroom floor
heavy_bleeding | period so heavy i'm dizzy standing up
pregnancy_emergency | 35 weeks, my hands and face have puffed up really suddenly
pregnancy_emergency | pregnant and it stings and there's brown blood
severe_abdominal_pain | really sharp pain low on my left and i feel sick
eating_disorder | weighed myself 6 times today and skipped lunch and dinner
eating_disorder | i chew gum all day so i don't eat
medication_change | i ran out of my thyroxine a week ago and haven't bothered
rapid_weight_loss | i want to be 5kg lighter by my holiday in 2 weeks
`;

export const HOLDOUT_ORDINARY_TEXT = String.raw`
my chest of drawers arrived, built it tonight
passed my driving test!!
blood orange juice at breakfast
feeling faintly optimistic about this week
the baby had a cough so we stayed in
skipped lunch because of meetings, ate a big dinner
my friend's pregnant, so happy for her
dizzy after the spinning class then fine
`;
