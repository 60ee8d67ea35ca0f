// Held-out triage notes: written AFTER the rules were tuned on the main corpus and never used to
// tune them. The bench prints recall/precision on them separately (not gated), as an honest
// estimate of how the keyword rules generalise to new phrasing. When you fix a miss here, move the
// note into red-flag-notes.ts / ordinary-notes.ts and write NEW held-out notes in its place.
export const HOLDOUT_RED_FLAG_TEXT = String.raw`
self_harm | i dont see the point of anything anymore, want it all to stop
self_harm | been scratching my arms till they bleed again
chest_pain | feels like a band round my chest and my arm is numb
chest_pain | cant get enough air in, lips going blue
fainting | i keep going grey and having to sit on the floor
fainting | passed out cold in the loo this morning
heavy_bleeding | changing my tampon every hour and still leaking
heavy_bleeding | blood pouring out, had to sit on a towel
pregnancy_emergency | im pregnant and havent felt the baby kick all day
pregnancy_emergency | 30 weeks and a really bad headache with spots in my eyes
severe_abdominal_pain | pain in my belly is a 10/10, screaming
eating_disorder | i hate myself when i eat so i just dont anymore
eating_disorder | only letting myself have 400 cals
medication_change | gonna stop my antidepressants, dont need them
rapid_weight_loss | how fast can i lose a stone? need it gone by friday
`;

export const HOLDOUT_ORDINARY_TEXT = String.raw`
chest and back workout, felt strong
headache after screens, drank water
period cramps 5/10, hot water bottle helps
my mum is on warfarin
ran out of breath on the 5k but fine
bleeding a little from a paper cut
should i take my vitamin d in the morning
baby kicked loads today, 25 weeks
ate a big salad
i fainted once years ago at school
`;
