export * from './result';
export * from './messages';
export * from './forms';
