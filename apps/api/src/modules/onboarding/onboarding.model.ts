import { ONBOARDING_QUESTION_IDS, RECOMMENDATION_CATEGORIES } from '@cadence/domain';
import { Schema, type Connection } from 'mongoose';

// --- onboarding responses: one record per user (unique userId) ---------------------------------

export type StoredResponses = Partial<Record<(typeof ONBOARDING_QUESTION_IDS)[number], string | null>>;

export interface OnboardingResponseDoc {
  _id: string;
  userId: string;
  responses: StoredResponses;
  createdAt: Date;
  updatedAt: Date;
}

// One explicit field per known question id: no free-form keys ever reach storage.
const responsesSchema = new Schema<StoredResponses>(
  Object.fromEntries(ONBOARDING_QUESTION_IDS.map((id) => [id, { type: String }])),
  { _id: false, versionKey: false, strict: 'throw' },
);

const onboardingResponseSchema = new Schema<OnboardingResponseDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true, unique: true },
    responses: { type: responsesSchema, default: () => ({}) },
  },
  { versionKey: false, strict: 'throw', timestamps: true, collection: 'onboarding_responses' },
);

export function onboardingResponseModel(conn: Connection) {
  return conn.models.OnboardingResponse ?? conn.model<OnboardingResponseDoc>('OnboardingResponse', onboardingResponseSchema);
}

// --- lifestyle profiles (POST /api/wellness/lifestyle-profile) ---------------------------------

export interface LifestyleProfileDoc {
  _id: string;
  userId: string;
  emotionalHealth: string[];
  physicalFitness: string[];
  diet: string[];
  mobility: string[];
  recovery: string[];
  chronicIssues: string[];
  programName: string;
  createdAt: Date;
  updatedAt: Date;
}

const lifestyleProfileSchema = new Schema<LifestyleProfileDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true, index: true },
    emotionalHealth: { type: [String], default: [] },
    physicalFitness: { type: [String], default: [] },
    diet: { type: [String], default: [] },
    mobility: { type: [String], default: [] },
    recovery: { type: [String], default: [] },
    chronicIssues: { type: [String], default: [] },
    programName: { type: String, required: true },
  },
  { versionKey: false, strict: 'throw', timestamps: true, collection: 'lifestyle_profiles' },
);

export function lifestyleProfileModel(conn: Connection) {
  return conn.models.LifestyleProfile ?? conn.model<LifestyleProfileDoc>('LifestyleProfile', lifestyleProfileSchema);
}

// --- onboarding recommendations (POST /api/wellness/personalized-recommendations) --------------

export interface RecommendationItemDoc {
  title: string;
  description: string;
  category: string;
  frequency: string;
}

export interface RecommendationDoc {
  _id: string;
  userId: string;
  profileId: string;
  source: 'onboarding';
  items: RecommendationItemDoc[];
  createdAt: Date;
  updatedAt: Date;
}

const recommendationItemSchema = new Schema<RecommendationItemDoc>(
  {
    title: { type: String, required: true },
    description: { type: String, default: '' },
    category: { type: String, required: true, enum: [...RECOMMENDATION_CATEGORIES] },
    frequency: { type: String, default: 'daily' },
  },
  { _id: false, versionKey: false, strict: 'throw' },
);

const recommendationSchema = new Schema<RecommendationDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true, index: true },
    profileId: { type: String, required: true },
    source: { type: String, required: true, enum: ['onboarding'] },
    items: { type: [recommendationItemSchema], default: [] },
  },
  { versionKey: false, strict: 'throw', timestamps: true, collection: 'recommendations' },
);

export function recommendationModel(conn: Connection) {
  return conn.models.Recommendation ?? conn.model<RecommendationDoc>('Recommendation', recommendationSchema);
}
