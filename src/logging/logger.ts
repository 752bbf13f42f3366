import type { LoggerService } from '@nestjs/common';
import type { FastifyBaseLogger } from 'fastify';
import pino, { Logger } from 'pino';
import { HumanLogLines } from './human-log-lines';

/** How lines are written: JSON (for machines), or as a person at a terminal reads them. */
export type LogFormat = 'json' | 'human';

/** JSON logs (or human lines made from them); credentials never reach them, even if a serializer is added later. */
export function createLogger(level: string, format: LogFormat = 'json'): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'diary' },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'authorization',
        '*.secret',
        '*.token',
        '*.key',
      ],
      censor: '[redacted]',
    },
  };
  return format === 'human' ? pino(options, humanDestination()) : pino(options);
}

function humanDestination(): pino.DestinationStream {
  const lines = new HumanLogLines();
  return {
    write(line: string) {
      const human = lines.format(line.trimEnd());
      if (human !== null) process.stdout.write(`${human}\n`);
    },
  };
}

/** Nest's start-up chatter (modules loaded, routes mapped): debug, not info. */
const BOOT_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);

/** Nest's own messages (start-up, lifecycle) through the same JSON logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    if (context && BOOT_CONTEXTS.has(context)) this.logger.debug({ context }, String(message));
    else this.logger.info({ context }, String(message));
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
const BINDINGS = Symbol('request bindings');
const CHILD = Symbol('request child logger');

interface LazyState {
  [BINDINGS]: pino.Bindings;
  [CHILD]?: FastifyBaseLogger;
}

/** One prototype per parent logger: its methods make the request's child on the first line written. */
const lazyPrototypes = new WeakMap<FastifyBaseLogger, object>();

function lazyPrototypeOf(parent: FastifyBaseLogger): object {
  let prototype = lazyPrototypes.get(parent);
  if (prototype) return prototype;
  prototype = Object.create(parent) as object;
  const childOf = (state: LazyState) => (state[CHILD] ??= parent.child(state[BINDINGS]));
  for (const level of LEVELS) {
    Object.defineProperty(prototype, level, {
      value(this: LazyState, ...args: Parameters<FastifyBaseLogger['info']>) {
        if (this[CHILD] || (parent as unknown as Logger).isLevelEnabled(level)) childOf(this)[level](...args);
      },
    });
  }
  Object.defineProperty(prototype, 'child', {
    value(this: LazyState, ...args: Parameters<FastifyBaseLogger['child']>) {
      return childOf(this).child(...args);
    },
  });
  lazyPrototypes.set(parent, prototype);
  return prototype;
}

/**
 * Fastify gives every request a child logger bound to its id. Most requests log
 * nothing at the usual levels, so the child is made on the first line that is
 * written (a pino child per request costs its bindings' serialization); until
 * then the request holds one small object.
 */
export function lazyRequestLogger(
  parent: FastifyBaseLogger,
  bindings: pino.Bindings,
  options: pino.ChildLoggerOptions,
): FastifyBaseLogger {
  // A route's own level or serializers: the child as Fastify would make it.
  for (const _ in options) return parent.child(bindings, options);
  const lazy = Object.create(lazyPrototypeOf(parent)) as LazyState;
  lazy[BINDINGS] = bindings;
  return lazy as unknown as FastifyBaseLogger;
}
