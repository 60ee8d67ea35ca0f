export * from './keywords';
export * from './focus-areas';
export * from './categorize';
export * from './name-location';
export * from './fallbacks';
