export * from './read-note';
export * from './views';
export * from './symptom-summary';
export * from './medicine-mentions';
