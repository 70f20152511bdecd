import pino, { type DestinationStream, type Logger } from 'pino';

export function createLogger(destination?: DestinationStream): Logger {
  const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info');
  return pino({ level, base: { app: 'bookfair-shop' }, timestamp: pino.stdTimeFunctions.isoTime }, destination);
}

const globalForLogger = globalThis as unknown as { __logger?: Logger };

export const logger: Logger = (globalForLogger.__logger ??= createLogger());
