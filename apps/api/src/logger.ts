import { pino, type Logger } from 'pino';
import type { Env } from './env';

export function createLogger(env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>): Logger {
  return pino({
    level: env.NODE_ENV === 'test' ? 'warn' : env.LOG_LEVEL,
    redact: { paths: ['req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.token'], remove: true },
    base: { service: 'cadence-api' },
  });
}
