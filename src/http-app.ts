import * as http from 'node:http';
import { NestFactory } from '@nestjs/core';
import { LogController } from 'fastify';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app-config';
import { Database } from './database/database';
import { ENTITY_SCHEMAS } from './module-list';
import { createLogger, lazyRequestLogger, PinoNestLogger } from './logging/logger';
import { problemForClientError, problemForConnect, rememberingPaths } from './shared/http/client-error';
import { BODY_LIMIT_BYTES } from './shared/http/body-limit';
import type { Clock } from './shared/clock';
import { ConnectionLimit } from './shared/http/connection-limit';
import { frameworkErrorHandler, installHttpHooks } from './shared/http/http-hooks';
import { setupOpenApi } from './shared/http/openapi';
import { describeAdminApi } from './admin-http/admin-openapi';
import { requestIdOf } from './shared/http/request-id';

/** Request headers must arrive within this, the whole request within REQUEST_TIMEOUT_SECONDS. */
const HEADERS_TIMEOUT_MS = 10_000;
/** A connection with no traffic at all for this long is closed. */
const IDLE_TIMEOUT_MS = 60_000;
/** An idle keep-alive connection is closed after this (longer than common proxies' 60 s, so that they close first). */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;
/** How often Node checks the header and request deadlines: the granularity of those timeouts. */
const DEADLINE_CHECK_MS = 1_000;

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Opens the database (migrating it) and builds the HTTP application, ready to listen. */
export async function createHttpApp(
  config: AppConfig,
  database?: Database,
  clock?: Clock,
): Promise<NestFastifyApplication> {
  const logger = createLogger(config.logLevel, config.logFormat ?? (process.stdout.isTTY ? 'human' : 'json'));
  const db = database ?? (await Database.open(config, ENTITY_SCHEMAS, { runMigrations: true, pipelinedReads: true }));
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    genReqId: requestIdOf,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    childLoggerFactory: lazyRequestLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    return503OnClosing: true,
    // The index of error types answers with and without its trailing slash, as people type it.
    rewriteUrl: (request: http.IncomingMessage) => (request.url === '/errors/' ? '/errors' : (request.url ?? '/')),
    // Stalled requests and idle sockets are closed; the number of connections is bounded (docs/security.md).
    serverFactory: (handler: http.RequestListener) => {
      const limit = new ConnectionLimit(config.maxConnections, config.errorsBaseUrl);
      const server = http.createServer(
        {
          requestTimeout: config.requestTimeoutSeconds * 1000,
          headersTimeout: Math.min(HEADERS_TIMEOUT_MS, config.requestTimeoutSeconds * 1000),
          connectionsCheckingInterval: DEADLINE_CHECK_MS,
        },
        limit.guard(rememberingPaths(handler)),
      );
      limit.attach(server);
      // Fastify applies these options only to a server it creates itself: set them here.
      server.timeout = IDLE_TIMEOUT_MS;
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      server.on('connect', problemForConnect(config.errorsBaseUrl));
      return server;
    },
    onProtoPoisoning: 'ignore',
    onConstructorPoisoning: 'ignore',
    clientErrorHandler: problemForClientError(config.errorsBaseUrl),
    frameworkErrors: frameworkErrorHandler(config.errorsBaseUrl),
    // TRUST_PROXY hops: the socket's address is hop 0, then X-Forwarded-For from its right; the first untrusted one is the client.
    trustProxy: config.trustProxy === false ? false : trustHops(config.trustProxy),
  });
  installHttpHooks(adapter.getInstance(), config.errorsBaseUrl);
  try {
    const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, db, clock), adapter, {
      logger: new PinoNestLogger(logger),
      abortOnError: false,
      // JSON bodies are parsed once, their bytes kept on the request (installHttpHooks).
      bodyParser: false,
    });
    setupOpenApi(app, config, (document) => describeAdminApi(document, config.errorsBaseUrl));
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    return app;
  } catch (error) {
    if (!database) await db.close();
    throw error;
  }
}
