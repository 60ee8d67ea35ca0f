export * from './dates';
export * from './progress';
export * from './log-completion';
export * from './tasks';
export * from './weekly';
export * from './recommendations';
export * from './public-profile';
export * from './local-date';
