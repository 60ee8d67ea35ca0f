// @cadence/domain — the single source of truth shared by apps/api, apps/web and packages/sdk.
// Pure: no I/O, no mongoose, no tRPC, no React (enforced by eslint, see tooling/eslint).
export * from './constants';
export * from './schemas';
export * from './classifiers';
export * from './validation';
export * from './catalogues';
export * from './engine';
export * from './safety';
export * from './coach';
export * from './reading';
