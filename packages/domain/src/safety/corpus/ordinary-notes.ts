// Labelled ordinary notes (no red flag): check-ins as people write them, including near misses
// (negations, quotes, other people, idioms, ordinary period and pregnancy talk).
export const ORDINARY_NOTES_TEXT = String.raw`
no chest pain today, just tired
feeling ok, a bit tired
slept badly but otherwise fine
period started, normal flow
bit of a heavy period but nothing unusual
mild cramps this morning, took a paracetamol
cramps are bad today but manageable with a hot water bottle
i'm starving, skipped breakfast by accident
dying to try the new yoga class
that spin class was a killer workout
laughed so hard i nearly fainted
my boss gave me a heart attack when she walked in
binge watched a whole series last night
heavy legs after the run
felt a bit dizzy when i stood up too fast
energy is low but mood is good
i feel great today!!
had a lovely walk in the park
no bleeding this week
never fainted in my life, just lightheaded when hungry
not suicidal, just really fed up with work
the leaflet said "chest pain" is a warning sign so i read it twice
my mum fainted at church yesterday, she's ok now
my friend had chest pain and went to a&e, scary
my sister is pregnant and bleeding gums lol
did a blood test this morning, results next week
20 weeks pregnant and feeling good
pregnant and a bit tired, otherwise fine
baby is kicking loads today
had my antenatal appointment, all good
trying to get pregnant, cycle day 14
ttc and a bit of spotting mid cycle
bloating before my period
sore boobs, period due tomorrow
chest is sore from push ups
my chest feels fine now after the cold
out of breath on the hill but recovered quickly
worst sleep of my life last night
feeling a little low, missing my family
anxious about the presentation
stressed but coping
meditated for 10 mins, felt calmer
skipped the gym, too tired
did 20 mins of pilates
ate well today, lots of veg
drinking more water this week
forgot to take my magnesium
took my vitamin d this morning
started ashwagandha last week
my iron levels were low, doctor gave me tablets
remember to take my pill at 8
took my levothyroxine on an empty stomach as usual
picked up my prescription today
had a headache this afternoon
mild headache, drank water, gone now
bit of a sore throat
cold symptoms, runny nose
back is stiff from gardening
knees ache after the long walk
hot flushes at night again
night sweats woke me twice
brain fog today
mood swings before my period
pms is rough this month
acne flaring up on my chin
hair falling out a bit more than usual
cravings for chocolate
ate a whole pizza, no regrets
had a big lunch and felt sleepy
busy day, no time for lunch
walked 10k steps
yoga felt amazing
ran 5k in the rain
swimming was lovely
tired after a long shift
kids kept me up all night
sleep was better last night
woke up at 4am again
can't sleep, mind racing
feel rested for once
coffee helped
cut back on caffeine
no alcohol this week
had two glasses of wine
feeling sociable today
lonely this evening
excited about the weekend
grateful for my friends
happy and energised
meh kind of day
felt bloated after dinner
constipated a bit
loose stools after curry
tummy a bit unsettled
mild stomach ache after breakfast
slight nausea in the morning
morning sickness is easing, 14 weeks pregnant
pregnancy cravings are wild
bump is growing!
first trimester fatigue
i'm not pregnant, test was negative
period is late, not pregnant though
light spotting before my period, normal for me
ovulation pain on the left side, mild
cervical mucus changes, tracking ttc
blood pressure was normal at the doctors
high blood pressure runs in my family
my dad had a heart attack years ago
my aunt had breast cancer
my friend is anorexic and i'm worried about her
watched a documentary about suicide prevention
i work in suicide prevention and the training was heavy today
did a first aid course, learned cpr
no fainting, no dizziness, all good
no chest pains since starting the new routine
didn't faint this time when giving blood
haven't had any heavy bleeding this cycle
no cramps today yay
never had a miscarriage thankfully
not bleeding anymore, spotting stopped
feeling much better than yesterday
the sauna made me lightheaded for a sec
blackout curtains finally arrived, slept well
i blacked out the whole afternoon in my calendar for rest
collapsed on the sofa after work
purged my wardrobe this weekend
got it off my chest with my therapist
i'm dying of boredom at work
died of embarrassment in the meeting
i could murder a cup of tea
work is killing me lol
this heat is killing me
my feet are killing me
starving after the gym
eating more protein at breakfast
trying to eat more fibre
eating three meals a day now
had a salad and soup
meal prepped for the week
i'd like to lose a bit of weight slowly
want to feel healthier and maybe lose some weight over the year
goal is to feel stronger, not lose weight
weight is stable
weighed myself, same as last month
clothes fitting better
feel fat today, just bloated
body image is a struggle but ok
had a treat and enjoyed it
ate out with friends
takeaway night
veggie curry for dinner
breakfast was porridge with berries
snacked a lot today
nibbling all afternoon
ate late, slept badly
skipped dinner because i had a big lunch
intermittent fasting 12 hours overnight, feels fine
lost my keys again
lost track of time
dropped my phone, screen cracked
quit my job today, feeling free
stopped drinking coffee after 2pm
stopped scrolling before bed
changed my pillow and slept better
switched to decaf
stopped the magnesium because it upset my stomach
changed the time i take my vitamins
took a break from running
paused my gym membership
my doctor changed my dose last month and i feel better
the gp increased my levothyroxine dose after my blood test
started HRT two weeks ago, flushes are better
on the pill, no side effects
on sertraline for a year and doing well
my meds are working well
picked up warfarin from the pharmacy, all sorted
pharmacist checked my supplements with my meds
anxiety a bit better
therapy session was helpful
cried a bit watching a film
feeling emotional today
overwhelmed with work
irritable with the kids
snapped at my partner, felt bad
argued with my mum
my cat is poorly
dog walk in the frost
it's freezing today
sunny and warm
rainy and grey, low mood
daylight makes a difference
went to bed at 10
napped for 20 mins
woke up refreshed
restless legs at night
joint pain in my hands this morning
wrist sore from typing
neck tension from my desk
shoulder tight after swimming
tight hamstrings
calves sore after the hill walk
muscles aching after strength training
period pain 4 out of 10
period pain 6/10 but ibuprofen helped
heavy-ish day 2, normal for me
lighter period this month
period was short this time
irregular cycle again
cycle day 28, no period yet
pmdd symptoms this week but managing
migraine before my period
feel a bit faint-hearted about the exam
faint smell of smoke in the kitchen
faint line on the ovulation test
the lines were faint
pass out the leaflets at work
we passed on the party
pass the salt
breathing exercises helped
deep breathing before bed
breathed through the anxiety
out of breath after the stairs but fine in a minute
breathless after a sprint, recovered fast
chest infection clearing up
chesty cough
heart rate was 120 during the run
heart is racing after coffee
palpitations after too much caffeine, gone now
felt my heart flutter once
bp check tomorrow
blood sugar dipped before lunch
glucose monitor says stable
thyroid blood test next week
results came back normal
no red flags today
no pain anywhere
no headaches this week
nothing to report
all good
fine thanks
ok
tired
good
great day
productive morning
lazy sunday
hectic monday
long day
quiet evening
lovely bath
read a book
journaling helped
gratitude list done
stretching before bed
ten minutes of mindfulness
walked to work
cycled to the shops
took the stairs
standing desk today
no energy for the workout
did the workout anyway
felt strong lifting today
new personal best
shin splints a bit
blister on my heel
hay fever is bad
allergies playing up
sneezing all morning
bit of a cough
earache
tooth ache, dentist booked
dry skin
itchy scalp
eyes tired from screens
vision a bit blurry after reading all day
period blood was darker than usual
a few small clots, normal for me
small clots on day 1, same as always
my stomach hurt after too much coffee
stomach ache from nerves
tummy ache, probably the curry
cramps at the gym, stretched them out
cramp in my calf at night
bad cramp in my foot
sharp pain in my knee when running
severe hay fever today
excruciating boredom at the dentist
terrible traffic, stressed
awful weather
the worst commute ever
horrible day at work
i want to lose weight
i'd like to get fitter and lose a few pounds sensibly
i don't want to lose weight fast, slow and steady
not interested in crash diets
i'm not skipping meals anymore
don't want to stop my medication, just asking about timing
should i take vitamin d with food?
can i take magnesium at night?
is it ok to take iron with coffee
when is the best time to take my levothyroxine
should i stop drinking coffee in the afternoon
can i stop the breathing exercise if i feel calm
should i skip the workout today
thinking about switching to an evening walk
want to quit sugar for a while
stop eating late at night
skip dessert this week
my husband stopped his blood pressure tablets, doctor said fine
my mum wants to come off her antidepressants
she's been skipping her meds
my friend is crash dieting again
my sister was hospitalised for heavy bleeding last year
mum said "i want to die" jokingly about the traffic
a podcast about chest pain in women was interesting
read an article titled "fainting in the heat" while on the bus
he passed out drunk at the party lol
my son fainted at school, he's fine now
my dog collapsed but the vet says he's ok
haven't fainted since i started eating breakfast
no passing out, no dizziness
not short of breath anymore
no tightness in my chest now
i never self harm, just wanted to say i'm proud of that
i have not had suicidal thoughts in months
no thoughts of hurting myself, just sad
not throwing up anymore
haven't binged in weeks
no longer restricting, eating regularly
chest day at the gym was brutal
my period is heavy as usual, nothing new
no fainting, just tired
stopped eating crisps in the evening
my sister fainted at her wedding lol
bleeding gums when i floss
the pill makes me moody
want to lose weight slowly this year
took my meds with breakfast
dying for a nap
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
my chest of drawers arrived, built it tonight
passed my driving test!!
blood orange juice at breakfast
feeling faintly optimistic about this week
the baby had a cough so we stayed in
skipped lunch because of meetings, ate a big dinner
my friend's pregnant, so happy for her
dizzy after the spinning class then fine
my mum had a stroke last year and I'm visiting her today
stroked the cat for ages and felt calmer
what a stroke of luck, the meeting got cancelled
swam 20 lengths of breaststroke this morning
bit of heat stroke after gardening, drank water and rested
my dad's face drooped when he had his stroke years ago, thinking of him
lips chapped from the wind, using balm
my throat is swollen and sore with this cold
sore throat and swollen glands, lemsip and bed
calves sore after the hill walk
my legs are swollen in this heat, put my feet up
ankles a bit puffy after the long flight but fine now
my calf muscles are tight after running
headache all afternoon, took paracetamol and it eased
bad headache from the screen, went for a walk
my arm is weak from the new weights class, can barely lift it lol
struggling to find my words at work, menopause brain fog again
words come out wrong when I'm tired, so annoying
spotting mid cycle again, period due next week
my period came back after 3 months of nothing, perimenopause is so random
light bleeding on my sequential HRT as expected
got stung by a nettle, small rash on my hand
hives on my arm from the new washing powder, itchy but nothing else
allergic to cats so sneezing all day at my sister's
tried a new supplement, slight tummy upset
my leg went numb from sitting cross legged
my face is puffy in the morning from bad sleep
no swelling in my legs today, the compression socks help
no headache today for once
my friend thought she was having a stroke but it was a migraine
`;
