export * from './enums';
export * from './program';
export * from './storage';
export * from './messages';
export * from './labels';
export * from './onboarding';
export * from './routes';
export * from './http';
