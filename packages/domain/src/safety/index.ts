export * from './text';
export * from './sentences';
export * from './triage';
export * from './weight-talk';
export * from './supplement-screen';
export * from './guard';
