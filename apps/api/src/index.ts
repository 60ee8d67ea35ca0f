// Public surface of @cadence/api for other workspace packages (types only for the SDK/web).
export type { AppRouter } from './trpc/root';
