// Exercise and supplement catalogues (spec §3, §5): entries, schemas, search, custom entries and
// supplement safety screening.
export * from './catalogue-schemas';
export * from './catalogue-ids';
export * from './exercises';
export * from './supplements';
export * from './catalogue-search';
export * from './custom-entries';
export * from './supplement-screening';
export * from './interactions';
