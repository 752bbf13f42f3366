import type { LoggerService } from '@nestjs/common';
import type { FastifyBaseLogger } from 'fastify';
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

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;

/**
 * Fastify gives every request a child logger bound to its id. Most requests log
 * nothing at the usual levels, so the child is made on the first line that is
 * written (a pino child per request costs its bindings' serialization).
 */
export function lazyRequestLogger(parent: FastifyBaseLogger, bindings: pino.Bindings, options: pino.ChildLoggerOptions): FastifyBaseLogger {
  // A route's own level or serializers: the child as Fastify would make it.
  if (Object.keys(options).length > 0) return parent.child(bindings, options);
  const enabled = (level: string) => (parent as unknown as Logger).isLevelEnabled(level);
  let child: FastifyBaseLogger | undefined;
  const made = () => (child ??= parent.child(bindings));
  const lazy = Object.create(parent) as FastifyBaseLogger;
  for (const level of LEVELS) {
    lazy[level] = ((...args: Parameters<FastifyBaseLogger['info']>) => {
      if (child || enabled(level)) made()[level](...args);
    }) as FastifyBaseLogger['info'];
  }
  lazy.child = (more, moreOptions) => made().child(more, moreOptions);
  return lazy;
}
