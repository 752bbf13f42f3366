import type { LoggerService } from '@nestjs/common';
import pino, { Logger } from 'pino';

/** JSON logs; credentials never reach them, even if a serializer is added later. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'diary' },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'authorization', '*.secret', '*.token', '*.key'],
      censor: '[redacted]',
    },
  });
}

/** Nest's own messages (start-up, lifecycle) through the same JSON logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
