import pino from 'pino';

export function createLogger(level: string) {
  return pino({ level, base: { svc: 'mall-api' }, timestamp: pino.stdTimeFunctions.isoTime });
}
