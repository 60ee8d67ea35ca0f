import { describe, expect, it } from 'vitest';
import {
  AdaptPlanInputSchema,
  AdaptPlanResponseSchema,
  AddTaskInputSchema,
  AdjustmentSchema,
  ApplyRecommendationsInputSchema,
  CompleteOnboardingInputSchema,
  CompleteOnboardingResponseSchema,
  CreateRoutineInputSchema,
  CreateUserInputSchema,
  DailyLogSchema,
  DailyPlanSchema,
  ExerciseLevelSchema,
  GenerateResetProgramInputSchema,
  GenerateResetProgramResponseSchema,
  GenerateRoutinesInputSchema,
  GenerateRoutinesResponseSchema,
  isRoutineActive,
  isRoutineIncluded,
  LifestyleProfileInputSchema,
  LifestyleProfileSchema,
  LlmExtractSchema,
  OnboardingQuestionIdSchema,
  OnboardingRecommendationSchema,
  OnboardingResponsesInputSchema,
  OnboardingResponsesRecordSchema,
  PatchLogNotesInputSchema,
  PersonalizedProfileSchema,
  PersonalizedRecommendationsInputSchema,
  PersonalizedTipSchema,
  PublicProfileSchema,
  RoutineSchema,
  RoutineTypeSchema,
  SafetyNoticeSchema,
  SaveDailyLogInputSchema,
  SaveWeeklyReviewInputSchema,
  SubtaskInputSchema,
  SubtaskSchema,
  TaskIndexSchema,
  UpdateRoutineInputSchema,
  UpdateTaskStatusInputSchema,
  UpdateUserInputSchema,
  UserPreferencesSchema,
  UserSchema,
  WeeklyRecommendationSchema,
  WeeklyRecommendationsInputSchema,
  WeeklyRecommendationsResponseSchema,
  WeeklyReviewSchema,
  WeeklyStatsSchema,
  WellnessUserSchema,
  WizardProfileDraftSchema,
  WizardProfileSchema,
  WizardRoutineSchema,
} from './index';
import { fromRoutineSnapshot, RoutineSnapshotSchema, toRoutineSnapshot } from './routine';
import { DEFAULT_DAILY_MOTIVATION, DEFAULT_PERSONALIZED_TIP } from '../constants/labels';
import { EXERCISE_LEVELS, ROUTINE_FREQUENCIES, ROUTINE_TYPES, TASK_SOURCES, TASK_STATUSES } from '../constants/enums';

const NOW = '2025-03-03T08:00:00.000Z';

describe('enums', () => {
  it('have the spec values', () => {
    expect(ROUTINE_TYPES).toEqual(['movement', 'nutrition', 'mindfulness', 'supplement', 'other']);
    expect(ROUTINE_FREQUENCIES).toEqual(['daily', 'weekly', 'as_needed']);
    expect(EXERCISE_LEVELS).toEqual(['sedentary', 'light', 'moderate', 'high', 'very_high']);
    expect(TASK_STATUSES).toEqual(['pending', 'done']);
    expect(TASK_SOURCES).toEqual(['routine', 'manual', 'adjustment_add']);
  });
  it('explain the allowed values', () => {
    expect(RoutineTypeSchema.safeParse('cardio').error?.issues[0]?.message).toBe(
      'must be one of: movement, nutrition, mindfulness, supplement, other',
    );
    expect(ExerciseLevelSchema.safeParse('extreme').success).toBe(false);
    expect(OnboardingQuestionIdSchema.options).toEqual([
      'basic_info',
      'hormone_symptoms',
      'wellness_priorities',
      'past_approaches',
      'current_support',
    ]);
  });
});

describe('User', () => {
  it('preferences default to notifications true, 08:00, weekly reflection true', () => {
    expect(UserPreferencesSchema.parse({})).toEqual({ notifications: true, reminderTime: '08:00', weeklyReflection: true });
    expect(UserPreferencesSchema.parse({ notifications: false })).toEqual({
      notifications: false,
      reminderTime: '08:00',
      weeklyReflection: true,
    });
  });
  it('fills defaults for a minimal user', () => {
    const u = UserSchema.parse({ id: 'u1', name: ' Ana ', createdAt: NOW });
    expect(u).toMatchObject({
      id: 'u1',
      name: 'Ana',
      email: '',
      location: '',
      age: null,
      goals: [],
      challenges: [],
      customCategories: [],
      exerciseLevel: null,
      sleepHours: null,
      stressLevel: null,
      avatarUrl: '',
      profileBio: '',
      preferences: { notifications: true, reminderTime: '08:00', weeklyReflection: true },
    });
    expect(u.publicProfile).toBeUndefined();
  });
  it('accepts a full user with later-feature fields', () => {
    const u = UserSchema.parse({
      id: 'u1',
      name: 'Ana',
      email: 'ana@example.com',
      createdAt: NOW,
      joinDate: '2025-03-03',
      age: 41,
      sleepHours: 7,
      stressLevel: 6,
      exerciseLevel: 'light',
      pregnancyStatus: 'trying',
      publicProfile: { published: true, slug: 'ana' },
    });
    expect(u.publicProfile).toEqual({
      published: true,
      slug: 'ana',
      // Challenges, goals and location are off until she turns them on (docs/decisions/038).
      show: { name: true, location: false, bio: true, challenges: false, goals: false, routines: true },
    });
  });
  it('rejects out-of-range numbers and unknown keys', () => {
    const base = { id: 'u1', name: 'Ana', createdAt: NOW };
    expect(UserSchema.safeParse({ ...base, sleepHours: 3 }).success).toBe(false);
    expect(UserSchema.safeParse({ ...base, sleepHours: 13 }).success).toBe(false);
    expect(UserSchema.safeParse({ ...base, stressLevel: 11 }).success).toBe(false);
    expect(UserSchema.safeParse({ ...base, age: 30.5 }).success).toBe(false);
    expect(UserSchema.safeParse({ ...base, _id: 'x' }).success).toBe(false);
    expect(UserSchema.safeParse({ ...base, pregnancyStatus: 'maybe' }).success).toBe(false);
  });
  it('CreateUserInput: name required, challenges at most 12', () => {
    expect(CreateUserInputSchema.parse({ name: 'Ana' })).toEqual({ name: 'Ana', location: '', challenges: [] });
    expect(CreateUserInputSchema.safeParse({ name: '  ' }).success).toBe(false);
    const twelve = Array.from({ length: 12 }, (_, i) => `c${i}`);
    expect(CreateUserInputSchema.safeParse({ name: 'A', challenges: twelve }).success).toBe(true);
    expect(CreateUserInputSchema.safeParse({ name: 'A', challenges: [...twelve, 'x'] }).success).toBe(false);
  });
  it('WellnessUser is the POST /users response', () => {
    expect(WellnessUserSchema.parse({ id: 'u1', name: 'Ana', location: 'Porto' })).toEqual({
      id: 'u1',
      name: 'Ana',
      location: 'Porto',
    });
    expect(WellnessUserSchema.safeParse({ id: 'u1', name: 'Ana', location: 'P', email: 'a@b.co' }).success).toBe(false);
  });
  it('UpdateUserInput: everything optional, nothing defaulted', () => {
    expect(UpdateUserInputSchema.parse({})).toEqual({});
    expect(UpdateUserInputSchema.parse({ sleepHours: null, age: null, preferences: { notifications: false } })).toEqual({
      sleepHours: null,
      age: null,
      preferences: { notifications: false },
    });
    expect(UpdateUserInputSchema.safeParse({ sleepHours: 12 }).success).toBe(true);
    expect(UpdateUserInputSchema.safeParse({ sleepHours: 4.5 }).success).toBe(false);
    expect(UpdateUserInputSchema.safeParse({ stressLevel: 0 }).success).toBe(false);
    expect(UpdateUserInputSchema.safeParse({ id: 'u2' }).success).toBe(false);
    expect(UpdateUserInputSchema.safeParse({ preferences: { theme: 'dark' } }).success).toBe(false);
  });
});

describe('onboarding', () => {
  it('responses keys must be question ids', () => {
    expect(
      OnboardingResponsesInputSchema.parse({ userId: 'u1', responses: { basic_info: ' Hi ', current_support: '' } }),
    ).toEqual({ userId: 'u1', responses: { basic_info: 'Hi', current_support: '' } });
    expect(OnboardingResponsesInputSchema.safeParse({ userId: 'u1', responses: { other: 'x' } }).success).toBe(false);
    expect(OnboardingResponsesInputSchema.safeParse({ userId: 'u1', responses: { $gt: 'x' } }).success).toBe(false);
    expect(OnboardingResponsesRecordSchema.parse({ id: 'r1', userId: 'u1', responses: {} }).id).toBe('r1');
  });
  it('lifestyle profile lists default empty; stored profile has an id', () => {
    const p = LifestyleProfileInputSchema.parse({ userId: 'u1', programName: '45-Day Hormone Reset' });
    expect(p.chronicIssues).toEqual([]);
    expect(LifestyleProfileSchema.parse({ ...p, id: 'p1' }).id).toBe('p1');
    expect(LifestyleProfileInputSchema.safeParse({ userId: 'u1', programName: '' }).success).toBe(false);
    expect(PersonalizedProfileSchema.parse({ diet: ['I cook'] }).diet).toEqual(['I cook']);
  });
  it('recommendation shapes', () => {
    expect(OnboardingRecommendationSchema.parse({ title: 'T', category: 'movement' })).toEqual({
      title: 'T',
      description: '',
      category: 'movement',
      frequency: 'daily',
    });
    expect(OnboardingRecommendationSchema.safeParse({ title: 'T', category: 'Movement' }).success).toBe(false);
    const res = { success: true, resetProgram: { programTitle: 'My Reset', recommendations: ['Walk daily'] } };
    expect(GenerateResetProgramResponseSchema.parse(res)).toEqual(res);
    expect(GenerateResetProgramInputSchema.parse({ userId: 'u1', name: 'Ana', responses: {} })).toEqual({
      userId: 'u1',
      name: 'Ana',
      responses: {},
    });
    expect(
      PersonalizedRecommendationsInputSchema.safeParse({ userId: 'u1', profileId: 'p1', recommendations: [] }).success,
    ).toBe(true);
  });
});

describe('routines', () => {
  it('subtasks', () => {
    expect(SubtaskSchema.parse({ id: 's1', name: 'Walk' })).toEqual({ id: 's1', name: 'Walk', description: '', completed: false });
    expect(SubtaskInputSchema.parse({ name: 'Walk' })).toEqual({ name: 'Walk', description: '', completed: false });
  });
  it('active is true unless false', () => {
    const r = RoutineSchema.parse({ id: 'r1', userId: 'u1', type: 'movement', label: 'Walk' });
    expect(r).toEqual({
      id: 'r1',
      userId: 'u1',
      type: 'movement',
      label: 'Walk',
      frequency: 'daily',
      notes: '',
      active: true,
      isPersonalized: false,
      subtasks: [],
    });
    expect(RoutineSchema.parse({ ...r, active: false }).active).toBe(false);
    expect(isRoutineActive({})).toBe(true);
    expect(isRoutineActive({ active: null })).toBe(true);
    expect(isRoutineActive({ active: true })).toBe(true);
    expect(isRoutineActive({ active: false })).toBe(false);
  });
  it('a routine and its stored snapshot (the routine document, weekly undo) are one shape, both ways', () => {
    const r = RoutineSchema.parse({
      id: 'r1',
      userId: 'u1',
      type: 'movement',
      label: 'Walk',
      active: false,
      subtasks: [{ id: 's1', name: 'Warm up', category: 'Mobility' }, { id: 's2', name: 'Walk', completed: true }],
      createdAt: '2026-03-02T08:00:00.000Z',
    });
    const snap = toRoutineSnapshot(r);
    expect(RoutineSnapshotSchema.parse(snap)).toEqual(snap);
    expect(snap.subtasks[1]?.category).toBeNull();
    expect(snap.createdAt).toEqual(new Date('2026-03-02T08:00:00.000Z'));
    expect(fromRoutineSnapshot(snap)).toEqual(r);
    expect(toRoutineSnapshot({ ...r, createdAt: undefined }, new Date(0)).createdAt).toEqual(new Date(0));
  });
  it('create input defaults follow the new-routine form', () => {
    expect(CreateRoutineInputSchema.parse({ userId: 'u1', type: 'movement', label: ' Stretch ' })).toEqual({
      userId: 'u1',
      type: 'movement',
      label: 'Stretch',
      notes: '',
      frequency: 'daily',
      subtasks: [],
      isPersonalized: false,
      active: true,
    });
    expect(CreateRoutineInputSchema.safeParse({ userId: 'u1', type: 'movement', label: '' }).success).toBe(false);
    expect(CreateRoutineInputSchema.safeParse({ userId: 'u1', type: 'movement', label: 'x', frequency: 'monthly' }).success).toBe(
      false,
    );
  });
  it('update input is partial', () => {
    expect(UpdateRoutineInputSchema.parse({ active: false })).toEqual({ active: false });
    expect(UpdateRoutineInputSchema.safeParse({ userId: 'u2' }).success).toBe(false);
  });
});

describe('wizard', () => {
  const profile = { name: 'Ana', email: 'ana@example.com', location: '', challenges: ['Anxiety'], customChallenge: '' };
  it('profile requires name and email', () => {
    expect(WizardProfileSchema.parse(profile)).toEqual(profile);
    expect(WizardProfileSchema.safeParse({ ...profile, email: '' }).success).toBe(false);
    expect(WizardProfileSchema.safeParse({ ...profile, name: ' ' }).success).toBe(false);
    expect(WizardProfileDraftSchema.parse({})).toEqual({ name: '', email: '', location: '', challenges: [], customChallenge: '' });
  });
  it('generated routine: included true unless false, subtasks default empty', () => {
    expect(WizardRoutineSchema.parse({ label: 'Walk', type: 'movement' })).toEqual({
      label: 'Walk',
      frequency: 'daily',
      included: true,
      type: 'movement',
      subtasks: [],
    });
    expect(WizardRoutineSchema.parse({ label: 'Walk', type: 'movement', included: false }).included).toBe(false);
    expect(isRoutineIncluded({})).toBe(true);
    expect(isRoutineIncluded({ included: null })).toBe(true);
    expect(isRoutineIncluded({ included: false })).toBe(false);
  });
  it('calls', () => {
    expect(GenerateRoutinesInputSchema.parse({ profile, context: ' tired ' }).context).toBe('tired');
    expect(GenerateRoutinesResponseSchema.parse({ routines: [] })).toEqual({ routines: [] });
    expect(CompleteOnboardingInputSchema.safeParse({ profile, routines: [] }).success).toBe(false);
    expect(
      CompleteOnboardingInputSchema.safeParse({ profile, routines: [{ label: 'Walk', type: 'movement' }] }).success,
    ).toBe(true);
    expect(CompleteOnboardingResponseSchema.parse({ userId: 'u1' })).toEqual({ userId: 'u1' });
  });
});

describe('daily plan', () => {
  it('defaults motivation and tip (difficulty easy)', () => {
    const p = DailyPlanSchema.parse({ userId: 'u1', date: '2025-03-03' });
    expect(p).toEqual({
      userId: 'u1',
      date: '2025-03-03',
      coachNote: '',
      tasks: [],
      adjustments: [],
      dailyMotivation: { message: DEFAULT_DAILY_MOTIVATION.message },
      personalizedTip: { ...DEFAULT_PERSONALIZED_TIP },
      safety: null,
      generatedBy: 'rules',
    });
    expect(PersonalizedTipSchema.parse({ title: 'T', content: 'C' }).difficulty).toBe('easy');
  });
  it('adjustments are a string or an object', () => {
    expect(AdjustmentSchema.parse(' Rest more ')).toBe('Rest more');
    expect(AdjustmentSchema.parse({ label: 'Walk', type: 'soften' })).toEqual({ label: 'Walk', type: 'soften' });
    expect(AdjustmentSchema.safeParse({ label: 'Walk', type: 'explode' }).success).toBe(false);
    expect(AdjustmentSchema.safeParse({ rationale: 'x' }).success).toBe(false);
  });
  it('llmExtract is text or an object', () => {
    expect(LlmExtractSchema.parse('tired')).toBe('tired');
    expect(LlmExtractSchema.parse({ energy: 3, mood: 'low' })).toEqual({ energy: 3, mood: 'low', symptoms: [] });
    expect(LlmExtractSchema.safeParse({ energy: 11 }).success).toBe(false);
  });
  it('tasks and task calls', () => {
    const plan = DailyPlanSchema.parse({
      userId: 'u1',
      date: '2025-03-03',
      tasks: [{ label: 'Walk', source: 'routine' }],
      safety: { level: 'caution', title: 'Take care', message: 'Rest today.' },
    });
    expect(plan.tasks[0]).toEqual({ label: 'Walk', status: 'pending', reasonTag: '', source: 'routine' });
    expect(plan.safety?.resources).toEqual([]);
    expect(SafetyNoticeSchema.safeParse({ level: 'info', title: 't', message: 'm' }).success).toBe(false);
    expect(AddTaskInputSchema.parse({ label: ' Stretch ' })).toEqual({ label: 'Stretch', source: 'manual' });
    expect(AddTaskInputSchema.safeParse({ label: 'x', source: 'routine' }).error?.issues[0]?.message).toBe("must be 'manual'");
    expect(AddTaskInputSchema.safeParse({ label: '   ' }).success).toBe(false);
    expect(UpdateTaskStatusInputSchema.parse({ status: 'done' })).toEqual({ status: 'done' });
    expect(UpdateTaskStatusInputSchema.safeParse({ status: 'skipped' }).success).toBe(false);
    expect(TaskIndexSchema.parse(0)).toBe(0);
    expect(TaskIndexSchema.safeParse(-1).success).toBe(false);
    expect(TaskIndexSchema.safeParse(100).success).toBe(false);
    expect(TaskIndexSchema.safeParse(1.5).success).toBe(false);
    expect(TaskIndexSchema.safeParse('1').success).toBe(false);
  });
  it('adapt-plan', () => {
    expect(AdaptPlanInputSchema.parse({ userId: 'u1', transcript: ' tired ' })).toEqual({
      userId: 'u1',
      transcript: 'tired',
      inputMode: 'text',
    });
    expect(AdaptPlanInputSchema.safeParse({ userId: 'u1', transcript: ' ' }).success).toBe(false);
    expect(AdaptPlanInputSchema.safeParse({ userId: 'u1', transcript: 'x', inputMode: 'video' }).success).toBe(false);
    const r = AdaptPlanResponseSchema.parse({ dailyPlan: { userId: 'u1', date: '2025-03-03' } });
    expect(r.dailyPlan.adjustments).toEqual([]);
  });
});

describe('daily log', () => {
  it('defaults', () => {
    expect(DailyLogSchema.parse({ id: 'l1', userId: 'u1', date: '2025-03-03' })).toEqual({
      id: 'l1',
      userId: 'u1',
      date: '2025-03-03',
      notes: '',
      transcript: '',
      llmExtract: null,
      mood: '',
      completed: { movement: false, nutrition: false, mindfulness: false, supplement: false },
      subtasks: {},
    });
  });
  it('subtask map keys are validated at both levels', () => {
    const base = { id: 'l1', userId: 'u1', date: '2025-03-03' };
    expect(DailyLogSchema.parse({ ...base, subtasks: { r1: { s1: true } } }).subtasks).toEqual({ r1: { s1: true } });
    expect(DailyLogSchema.safeParse({ ...base, subtasks: { $set: { s1: true } } }).success).toBe(false);
    expect(DailyLogSchema.safeParse({ ...base, subtasks: { r1: { 'a.b': true } } }).success).toBe(false);
    expect(DailyLogSchema.safeParse({ ...base, subtasks: { r1: { s1: 'yes' } } }).success).toBe(false);
    expect(DailyLogSchema.safeParse({ ...base, completed: { other: true } }).success).toBe(false);
    expect(DailyLogSchema.safeParse({ ...base, date: '2025-02-30' }).success).toBe(false);
  });
  it('save and patch inputs', () => {
    expect(SaveDailyLogInputSchema.parse({ userId: 'u1', date: '2025-03-03', notes: ' ok ' })).toEqual({
      userId: 'u1',
      date: '2025-03-03',
      notes: 'ok',
    });
    expect(SaveDailyLogInputSchema.parse({ userId: 'u1', date: '2025-03-03', completed: { movement: true } }).completed).toEqual({
      movement: true,
      nutrition: false,
      mindfulness: false,
      supplement: false,
    });
    expect(PatchLogNotesInputSchema.parse({ notes: ' x ' })).toEqual({ notes: 'x' });
  });
});

describe('weekly', () => {
  it('stats', () => {
    const s = {
      completedDays: 3,
      totalDays: 7,
      categoryStats: { movement: 1, nutrition: 2, mindfulness: 0 },
      commonSymptoms: ['fatigue'],
      energyTrend: 'declining',
    };
    expect(WeeklyStatsSchema.parse(s)).toEqual(s);
    expect(WeeklyStatsSchema.safeParse({ ...s, energyTrend: 'up' }).success).toBe(false);
    expect(WeeklyStatsSchema.safeParse({ ...s, categoryStats: { movement: 1, nutrition: 2 } }).success).toBe(false);
  });
  it('recommendations', () => {
    const rec = { type: 'add', routineType: 'movement', label: 'Walk', priority: 'high' };
    expect(WeeklyRecommendationSchema.parse(rec)).toEqual({ ...rec, rationale: '' });
    expect(WeeklyRecommendationSchema.safeParse({ ...rec, priority: 'urgent' }).success).toBe(false);
    expect(WeeklyRecommendationsInputSchema.safeParse({ userId: 'u1', reflectionNotes: '  ' }).success).toBe(false);
    expect(WeeklyRecommendationsResponseSchema.parse({ recommendations: [rec] }).recommendations).toHaveLength(1);
    expect(ApplyRecommendationsInputSchema.safeParse({ userId: 'u1', recommendations: [] }).success).toBe(false);
    expect(ApplyRecommendationsInputSchema.safeParse({ userId: 'u1', recommendations: [rec] }).success).toBe(true);
  });
  it('review: score is an integer 1-10, week starts on Monday', () => {
    const review = {
      id: 'w1',
      userId: 'u1',
      weekStartDate: '2025-03-03',
      energyMoodScore: 7,
      createdAt: NOW,
    };
    expect(WeeklyReviewSchema.parse(review)).toEqual({ ...review, whatHelped: '', whatDidntHelp: '', notes: '' });
    for (const score of [0, 11, 5.5]) expect(WeeklyReviewSchema.safeParse({ ...review, energyMoodScore: score }).success).toBe(false);
    expect(WeeklyReviewSchema.safeParse({ ...review, weekStartDate: '2025-03-04' }).success).toBe(false);
  });
  it('save review input: default score 5, needs what helped or what did not', () => {
    expect(SaveWeeklyReviewInputSchema.parse({ weekStartDate: '2025-03-03', whatHelped: ' walks ' })).toEqual({
      weekStartDate: '2025-03-03',
      energyMoodScore: 5,
      whatHelped: 'walks',
      whatDidntHelp: '',
      notes: '',
    });
    const r = SaveWeeklyReviewInputSchema.safeParse({ weekStartDate: '2025-03-03', whatHelped: ' ', whatDidntHelp: '' });
    expect(r.error?.issues[0]).toMatchObject({ path: ['whatHelped'], message: "share what helped or what didn't help this week" });
    expect(SaveWeeklyReviewInputSchema.safeParse({ weekStartDate: '2025-03-03', whatDidntHelp: 'late nights' }).success).toBe(true);
  });
});

describe('public profile', () => {
  const ok = {
    user: {
      name: 'Ana',
      joinDate: '2025-03-01',
      daysSinceJoin: 2,
      challenges: ['a', 'b', 'c'],
      goals: ['x'],
    },
    routines: [
      {
        label: 'Walk',
        type: 'movement',
        frequency: 'daily',
        isPersonalized: true,
        notes: '',
        subtaskNames: ['1', '2', '3', '4', '5'],
        moreSubtasks: 2,
      },
    ],
  };
  it('accepts the public shape', () => {
    expect(PublicProfileSchema.parse(ok)).toEqual(ok);
  });
  it('enforces the 3 / 3 / 5 limits', () => {
    expect(PublicProfileSchema.safeParse({ ...ok, user: { ...ok.user, challenges: ['a', 'b', 'c', 'd'] } }).success).toBe(false);
    expect(PublicProfileSchema.safeParse({ ...ok, user: { ...ok.user, goals: ['a', 'b', 'c', 'd'] } }).success).toBe(false);
    const r = ok.routines[0];
    expect(PublicProfileSchema.safeParse({ ...ok, routines: [{ ...r, subtaskNames: ['1', '2', '3', '4', '5', '6'] }] }).success).toBe(
      false,
    );
  });
  it.each(['healthConditions', 'medications', 'email', 'logs', 'id', 'age'])('cannot carry user.%s', (field) => {
    expect(PublicProfileSchema.safeParse({ ...ok, user: { ...ok.user, [field]: 'x' } }).success).toBe(false);
  });
  it('cannot carry logs or ids at the top level or in routines', () => {
    expect(PublicProfileSchema.safeParse({ ...ok, logs: [] }).success).toBe(false);
    expect(PublicProfileSchema.safeParse({ ...ok, routines: [{ ...ok.routines[0], userId: 'u1' }] }).success).toBe(false);
  });
});
