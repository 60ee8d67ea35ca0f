export * from './read-note';
export * from './symptom-summary';
