// Labelled red-flag notes: "category | note". Written the way people type check-ins: typos,
// lowercase, no punctuation, British and American spelling. Used by triage-corpus.test.ts and the
// triage bench (pnpm --filter @cadence/domain bench).
export const RED_FLAG_NOTES_TEXT = String.raw`
self_harm | i dont want to be here anymore honestly
self_harm | been thinking about killing myself again
self_harm | Some days I think everyone would be better off without me
self_harm | i just want to die tbh
self_harm | Had thoughts of ending my life last night
self_harm | i keep thinking about suicide
self_harm | feeling suicidal today
self_harm | suicidal thoughts are back
self_harm | I cut myself again last night
self_harm | i've been self harming and i'm scared
self_harm | urges to hurt myself are really strong tonight
self_harm | thinking about hurting myself
self_harm | whats the point in living like this
self_harm | there is no point in going on
self_harm | i wish i could go to sleep and never wake up
self_harm | wish i was dead
self_harm | I took too many pills on purpose
self_harm | i overdosed on my sleeping tablets
self_harm | Thinking of taking my own life
self_harm | i want to end it all
self_harm | cant go on anymore
self_harm | I don't want to live anymore, everything hurts
self_harm | i dont want to wake up tomorrow
self_harm | i want to disappear forever
self_harm | Been burning myself to cope
self_harm | honestly i want to kill myself
self_harm | I've had suicidal feelings since the baby
self_harm | everyone would be better off if i wasnt here
self_harm | tired of everything, i want to die
self_harm | no reason to live
self_harm | I feel like hurting myself
self_harm | selfharm again after 2 years clean
self_harm | planning to end my life
self_harm | im not safe, thinking about suicide
self_harm | I keep wanting to harm myself
self_harm | thoughts about cutting myself all day
self_harm | I dont want to be alive
self_harm | i wanted to die today at work
self_harm | feel like ending it all tbh
self_harm | took a handful of pills earlier
chest_pain | chest pain since this morning
chest_pain | i have chest pains when i walk up stairs
chest_pain | Tight chest and my left arm feels numb
chest_pain | pain in my chest spreading to my jaw
chest_pain | my chest feels really tight
chest_pain | crushing pressure in my chest
chest_pain | cant breathe properly
chest_pain | i can't catch my breath even sitting down
chest_pain | struggling to breathe tonight
chest_pain | short of breath at rest
chest_pain | sudden shortness of breath
chest_pain | chest hurts when i breathe in
chest_pain | heavy feeling on my chest and sweating
chest_pain | My chest is hurting and I feel sick
chest_pain | chest tightness after my run that wont go away
chest_pain | squeezing in my chest
chest_pain | chest pressure all afternoon
chest_pain | think im having a heart attack
chest_pain | pain radiating down my left arm
chest_pain | weird ache in my chest
chest_pain | difficulty breathing since lunch
chest_pain | having trouble breathing
chest_pain | chest discomfort and dizzy
chest_pain | breathless for no reason
chest_pain | chest feels heavy like an elephant sitting on it
chest_pain | sharp chest pain when i lie down
chest_pain | my chest has been tight all day
chest_pain | Chest pain and palpitations this evening
chest_pain | hard to breathe and my lips feel tingly
chest_pain | i am not sure if its chest pain or indigestion
chest_pain | chest pian since yesterday
chest_pain | chest was tight during yoga
chest_pain | tightness across my chest
chest_pain | unable to breathe properly when lying flat
chest_pain | out of breath lying down
chest_pain | fighting to breathe this morning
chest_pain | chest aching and i feel clammy
chest_pain | painful chest after coughing fit
chest_pain | chest burns and pain goes into my arm
chest_pain | feel pressure in my chest again
pregnancy_emergency | im 9 weeks pregnant and bleeding
pregnancy_emergency | pregnant and spotting since last night
pregnancy_emergency | 12 weeks pregnant with bad cramps
pregnancy_emergency | baby hasnt moved since yesterday
pregnancy_emergency | baby is moving less than usual
pregnancy_emergency | reduced fetal movements today
pregnancy_emergency | my waters broke at 30 weeks
pregnancy_emergency | pregnant and leaking fluid
pregnancy_emergency | 34 weeks pregnant, severe headache and blurry vision
pregnancy_emergency | I think I'm having a miscarriage
pregnancy_emergency | worried i'm miscarrying
pregnancy_emergency | they think it might be ectopic
pregnancy_emergency | pregnant and seeing flashing lights
pregnancy_emergency | 2nd trimester and bleeding a bit
pregnancy_emergency | pregnant with high blood pressure and swollen face
pregnancy_emergency | diagnosed with pre-eclampsia
pregnancy_emergency | preeclampsia signs, swollen hands
pregnancy_emergency | 28 weeks pregnant and contractions
pregnancy_emergency | pregnant and cant keep anything down for 2 days
pregnancy_emergency | my bump hurts, sharp pain, I'm pregnant
pregnancy_emergency | pregnant and a fever of 39
pregnancy_emergency | pregnant, some blood when i wiped
pregnancy_emergency | baby not kicking today, 36 weeks
pregnancy_emergency | less baby movements today, third trimester
pregnancy_emergency | i'm pregnant and have terrible stomach pain
pregnancy_emergency | 20 weeks along and cramping
pregnancy_emergency | trickle of clear fluid, im pregnant
pregnancy_emergency | pregnant, vision is blurry
pregnancy_emergency | had a miscarriage last week and still bleeding
pregnancy_emergency | pregnant and sudden swelling
pregnancy_emergency | early pregnancy and bleeding heavily
pregnancy_emergency | 7 weeks pregnant, spotting and cramps
pregnancy_emergency | I'm pregnant and my waters have broken
pregnancy_emergency | baby isnt moving much, 33 wks pregnant
pregnancy_emergency | pregnant and strong pain low down
heavy_bleeding | heavy bleeding for two days and feel faint
heavy_bleeding | very heavy period, soaking a pad every hour
heavy_bleeding | soaking through tampons every hour
heavy_bleeding | passing big clots
heavy_bleeding | period wont stop, 12 days now
heavy_bleeding | bleeding heavily since this morning
heavy_bleeding | clots the size of a golf ball
heavy_bleeding | soaked through my jeans, period blood everywhere
heavy_bleeding | extremely heavy flow today
heavy_bleeding | super heavy bleeding, changing pad every 30 mins
heavy_bleeding | i'm haemorrhaging i think
heavy_bleeding | hemorrhaging after my coil fitting
heavy_bleeding | vomiting blood this morning
heavy_bleeding | coughing up blood
heavy_bleeding | threw up blood
heavy_bleeding | black tarry stools
heavy_bleeding | blood in my sick
heavy_bleeding | bleeding won't stop after cutting my finger
heavy_bleeding | bleeding wont stop
heavy_bleeding | can't stop the bleeding
heavy_bleeding | heavy bleed since monday
heavy_bleeding | really heavy period and huge clots
heavy_bleeding | soaked through the sheets, blood everywhere
heavy_bleeding | unusually heavy period this month
heavy_bleeding | soaking a super tampon in an hour
heavy_bleeding | soaking 2 pads an hour
heavy_bleeding | large clots and flooding
heavy_bleeding | passed a massive clot
heavy_bleeding | incredibly heavy bleeding and cramps
heavy_bleeding | my bleeding hasn't slowed in 3 days
heavy_bleeding | bleeding really heavily and dizzy
heavy_bleeding | abnormally heavy period, leaking through overnight pads
heavy_bleeding | so heavy bleeding i cant leave the house
heavy_bleeding | clots bigger than a 50p
heavy_bleeding | bleeding very heavily after the procedure
heavy_bleeding | dangerously heavy period i think
heavy_bleeding | heavy bleeding and feel weak
heavy_bleeding | soaking menstrual cup every hour
heavy_bleeding | spitting up blood
heavy_bleeding | passing clots all day
severe_abdominal_pain | severe stomach pain
severe_abdominal_pain | excruciating pain in my lower right side
severe_abdominal_pain | unbearable pelvic pain
severe_abdominal_pain | the worst pain of my life in my tummy
severe_abdominal_pain | doubled over in pain
severe_abdominal_pain | stabbing pain in my abdomen
severe_abdominal_pain | agonizing cramps, cant stand up
severe_abdominal_pain | agonising period cramps
severe_abdominal_pain | crippling cramps today
severe_abdominal_pain | tummy pain and fever
severe_abdominal_pain | stomach pain with vomiting
severe_abdominal_pain | belly is hard and really painful, rigid belly
severe_abdominal_pain | sharp pain in my pelvis
severe_abdominal_pain | sharp stomach pains all night
severe_abdominal_pain | terrible belly pain since lunch
severe_abdominal_pain | my stomach pain is unbearable
severe_abdominal_pain | abdominal pain getting worse and worse
severe_abdominal_pain | extreme abdominal pain
severe_abdominal_pain | intense pelvic cramps
severe_abdominal_pain | horrible pain in my stomach
severe_abdominal_pain | excruciating cramps
severe_abdominal_pain | awful tummy ache that wont go
severe_abdominal_pain | severe pain low down in my tummy
severe_abdominal_pain | debilitating pelvic pain
severe_abdominal_pain | sudden severe pain in my belly
severe_abdominal_pain | unbearable cramps all day
severe_abdominal_pain | pain in my appendix area, severe
severe_abdominal_pain | worst pain ive ever had
severe_abdominal_pain | stabbing pains in my gut
severe_abdominal_pain | severe cramping
severe_abdominal_pain | really severe stomach ache
severe_abdominal_pain | severly bad stomach cramps, severe pain
severe_abdominal_pain | intense stomach cramps, cant move
severe_abdominal_pain | abdomen pain and a fever
severe_abdominal_pain | agonising pain in my lower belly
fainting | i fainted this morning
fainting | fainted in the shower
fainting | passed out at the gym
fainting | i feel faint
fainting | feeling faint and shaky
fainting | nearly fainted in the queue
fainting | almost fainted on the tube
fainting | blacked out for a few seconds
fainting | keep blacking out when i stand
fainting | lost consciousness briefly
fainting | collapsed at work
fainting | feel like i might pass out
fainting | i'm going to faint
fainting | about to pass out
fainting | chest pain and i might pass out
fainting | passed out twice today
fainting | i fainted after my period started
fainting | faint spells all week
fainting | felt faint at yoga
fainting | fainting a lot lately
fainting | woke up on the floor, think i passed out
fainting | I nearly passed out in the supermarket
fainting | gonna faint i think
fainting | been feeling faint all day
fainting | had a fainting episode
fainting | my partner says I blacked out
fainting | i collapsed in the kitchen
fainting | fainted at my desk
fainting | passing out when i stand up fast
fainting | feel faint and dizzy
fainting | I felt faint after the run
fainting | lost consciousness in the bath
fainting | keeled over at the bus stop
fainting | feeling like im going to faint
fainting | pased out earlier, passed out i mean
fainting | was unconscious for a minute
fainting | i fainted and hit my head
fainting | faint and sweaty
fainting | nearly fainted twice
fainting | I passed out while walking the dog
eating_disorder | been making myself sick after meals
eating_disorder | i purge after dinner
eating_disorder | starving myself to lose weight
eating_disorder | havent eaten in 3 days
eating_disorder | haven't eaten properly for days
eating_disorder | not eating at all
eating_disorder | taking laxatives to lose weight
eating_disorder | binge eating every night
eating_disorder | i binged again and feel disgusting
eating_disorder | scared of gaining weight
eating_disorder | terrified of eating
eating_disorder | my eating disorder is back
eating_disorder | i was anorexic and its creeping back
eating_disorder | think i might be bulimic
eating_disorder | exercising to burn off what i ate
eating_disorder | feel so guilty after eating
eating_disorder | skipping meals to lose weight
eating_disorder | skipping all my meals
eating_disorder | eating under 600 calories a day
eating_disorder | only 500 kcal today
eating_disorder | throwing up after eating
eating_disorder | threw up on purpose
eating_disorder | diet pills and skipping food
eating_disorder | i make myself throw up
eating_disorder | disordered eating again
eating_disorder | only eat one meal a day to lose weight
eating_disorder | chew and spit food
eating_disorder | hiding food from my husband
eating_disorder | binging and purging
eating_disorder | stopped eating to lose weight
eating_disorder | not eating so i can get thin
eating_disorder | water fasting for 5 days to lose weight
eating_disorder | orthorexia is getting worse
eating_disorder | afraid of food
eating_disorder | feel fat after every meal
medication_change | should i stop taking my warfarin?
medication_change | i want to lose 10 kg fast, should i skip my thyroid pills?
medication_change | can i stop my antidepressants now i feel better
medication_change | thinking about coming off my sertraline
medication_change | is it ok to skip my levothyroxine before a blood test
medication_change | I stopped taking my meds last week
medication_change | should I halve my metformin
medication_change | want to quit the pill
medication_change | can i come off the pill to start ttc
medication_change | skipped my blood pressure tablets today
medication_change | is it safe to stop HRT
medication_change | should i double my dose of levo
medication_change | wanting to wean off citalopram
medication_change | thinking of stopping my bisoprolol
medication_change | do i need to stop my blood thinner before surgery
medication_change | can i switch my contraceptive pill
medication_change | might stop taking my medication, feel fine
medication_change | I want to stop my inhaler
medication_change | cut down my fluoxetine myself
medication_change | gonna skip my tablets this week
medication_change | should i stop the apixaban
medication_change | planning to come off my antidepressants
medication_change | I've been skipping my thyroid medication
medication_change | is it okay to stop my prednisolone
medication_change | can I take a break from my sertraline
medication_change | reduce my venlafaxine
medication_change | stopped my ozempic
medication_change | changing my meds myself
medication_change | should i not take my metformin when fasting
medication_change | tempted to stop taking my pills
rapid_weight_loss | i want to lose 10 kg fast
rapid_weight_loss | need to lose a stone in 2 weeks
rapid_weight_loss | how do i lose weight fast
rapid_weight_loss | want to drop 5kg by next week
rapid_weight_loss | crash diet before the wedding
rapid_weight_loss | lose weight quickly for my holiday
rapid_weight_loss | rapid weight loss plan please
rapid_weight_loss | lose 20 pounds in a month
rapid_weight_loss | drop a dress size in a week
rapid_weight_loss | need to shed 6 lbs before my wedding
rapid_weight_loss | lose 3kg in 5 days
rapid_weight_loss | i want quick weight loss
rapid_weight_loss | crash dieting again
rapid_weight_loss | help me lose weight asap
rapid_weight_loss | lose weight fast before summer
rapid_weight_loss | losing 2 stone in 3 weeks is my goal
rapid_weight_loss | juice cleanse to lose weight fast
rapid_weight_loss | want to lose 8 pounds by this weekend
rapid_weight_loss | lost weight rapidly and want more
rapid_weight_loss | how to lose weight quickly
self_harm | honestly thinking its time to end things for good
self_harm | i keep picturing myself not being around anymore
chest_pain | my chest is so tight i can barely breathe
chest_pain | got this pressure on my chest spreading to my back
fainting | went all dizzy and everything went black
fainting | nearly passed out on the stairs
heavy_bleeding | bleeding through a pad every 45 mins
heavy_bleeding | period is flooding, clots like golf balls
pregnancy_emergency | 16 wks pregnant and some bright red blood
severe_abdominal_pain | sudden agonising pain on my right side, cant stand straight
eating_disorder | been throwing up after every meal this week
eating_disorder | ate nothing but black coffee for 3 days
medication_change | thinking of ditching my sertraline cold turkey
medication_change | can i just not take my levothyroxine on weekends
rapid_weight_loss | need to drop 4kg in 10 days for a wedding
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
stroke | my face is drooping on one side and my words came out wrong
stroke | left side of my face went numb and droopy about 10 mins ago
stroke | suddenly cant lift my right arm and my speech is slurred
stroke | think i'm having a stroke, my mouth looks lopsided in the mirror
stroke | worst headache of my life came on out of nowhere
stroke | sudden severe headache, like being hit with a hammer, feel sick
stroke | my smile is crooked and my arm feels weak all of a sudden
stroke | husband says my speech is slurred and my face is drooping
stroke | Out of nowhere my left arm went weak and I dropped my cup
stroke | couldn't get my words out properly this morning, suddenly, and my hand went numb
stroke | one side of my body feels heavy and won't move properly
stroke | I had a thunderclap headache an hour ago and it's still pounding
stroke | my eyelid is drooping and the corner of my mouth has dropped
stroke | sudden weakness in my leg and my face feels droopy
stroke | speech went all jumbled for a few minutes, could it be a mini stroke
stroke | Is this a stroke? one side of my face is sagging
stroke | slurring my words and i havent had a drink
stroke | my right arm suddenly went dead and floppy, cant raise it
stroke | worried it's a stroke, face feels numb on the left and drooping
stroke | suddenly lost the sight in one eye and my arm is tingling
stroke | my mouth is drooping at one side since lunch
stroke | had a TIA last night I think, arm went numb and then came back
anaphylaxis | started a new ashwagandha supplement and now my lips are swelling
anaphylaxis | my tongue feels swollen and my throat is closing up
anaphylaxis | throat feels tight and i cant swallow after taking the new magnesium
anaphylaxis | lips swollen and covered in hives after the new powder, bit wheezy
anaphylaxis | I think I'm having an allergic reaction, my face and lips are puffing up
anaphylaxis | swollen tongue and struggling to breathe since the new tablets
anaphylaxis | my throat is tightening and I'm wheezing after eating cashews
anaphylaxis | had to use my epipen this morning
anaphylaxis | hives all over and my throat feels swollen, hard to breathe
anaphylaxis | my mouth is swelling up after the new herbal tea
anaphylaxis | difficulty swallowing and my lips feel huge after starting the new supplement
anaphylaxis | anaphylactic reaction maybe? tongue tingling and swelling
anaphylaxis | Lips went puffed up and tingly after the turmeric capsule
anaphylaxis | throat closing, cant get air in properly, just took the new vitamin
anaphylaxis | allergic reaction to the new cream, my eyes and lips are swelling and i feel dizzy
anaphylaxis | bottom lip is swollen and my tongue feels thick
anaphylaxis | hard to swallow and throat swelling after the new collagen drink
anaphylaxis | my lips are swelling
anaphylaxis | took the new fish oil and now hives and my throat is tight
anaphylaxis | face and tongue swelling up fast, breathing feels wrong
postmenopausal_bleeding | I'm postmenopausal and had some bleeding today
postmenopausal_bleeding | no period for 3 years and now spotting again
postmenopausal_bleeding | went through the menopause ages ago, last period was 4 years ago, but bled a bit this morning
postmenopausal_bleeding | haven't had a period in over a year and today there was blood in my knickers
postmenopausal_bleeding | post menopausal bleeding, is that normal?
postmenopausal_bleeding | my periods stopped 2 years ago and now a period came back
postmenopausal_bleeding | some spotting after the menopause, pinkish
postmenopausal_bleeding | since my menopause I've not bled at all but there's brown discharge now
postmenopausal_bleeding | last period was 5 years ago, noticed bleeding after sex
postmenopausal_bleeding | postmenopausal and I've had light bleeding for two days
postmenopausal_bleeding | no periods for 18 months and then spotting out of nowhere
postmenopausal_bleeding | I'm through the menopause, but had some blood on the toilet paper today
postmenopausal_bleeding | periods finished three years ago and yesterday I bled
postmenopausal_bleeding | haven't had a period for 2 years, now bleeding like a light period
postmenopausal_bleeding | post-menopausal spotting again this week
postmenopausal_bleeding | no period in 14 months, thought I was done, but spotting today
postmenopausal_bleeding | menopausal for six years and had a bleed this morning
postmenopausal_bleeding | I'm postmenopausal and noticed bloody discharge
postmenopausal_bleeding | haven't had periods for five years and my period is back??
postmenopausal_bleeding | out the other side of menopause and bleeding again, bit worried
blood_clot | my left calf is swollen, hot and really painful
blood_clot | one leg is swollen and red and it hurts to walk, I'm on the pill
blood_clot | calf swollen and tender since the long haul flight
blood_clot | suddenly short of breath and I started HRT last month
blood_clot | worried about a dvt, right calf is swollen and warm
blood_clot | my right leg is swollen and throbbing, twice the size of the other
blood_clot | on the combined pill and suddenly breathless walking up stairs
blood_clot | think I have a blood clot in my leg
blood_clot | calf swollen and aching after the 10 hour drive
blood_clot | sudden shortness of breath since the flight yesterday
blood_clot | my lower leg is puffy, red and sore to touch
blood_clot | back from surgery last week and my calf is swollen and painful
blood_clot | one calf is bigger than the other and it's hot and hurts
blood_clot | on estrogen patches and my leg is swollen and painful behind the knee
blood_clot | suddenly breathless and my calf aches, on the pill
blood_clot | swollen painful calf, started the pill 6 weeks ago
blood_clot | could this be a clot in my lung, sudden shortness of breath after my operation
blood_clot | left leg swollen and hot to touch since yesterday
blood_clot | my calf is red, swollen and burning
blood_clot | pulmonary embolism scare? suddenly out of breath, on hrt
`;
