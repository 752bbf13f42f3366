import { NestFactory } from '@nestjs/core';
import { LogController } from 'fastify';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app-config';
import { Database } from './database/database';
import { ENTITIES } from './database/entities';
import { createLogger, PinoNestLogger } from './logging/logger';
import { problemForClientError } from './shared/http/client-error';
import { frameworkErrorHandler, installHttpHooks } from './shared/http/http-hooks';
import { setupOpenApi } from './shared/http/openapi';
import { requestIdOf } from './shared/http/request-id';

/** The largest request body accepted anywhere: the webhook's 100 KB. */
export const BODY_LIMIT_BYTES = 102_400;

/** Opens the database (migrating it) and builds the HTTP application, ready to listen. */
export async function createHttpApp(config: AppConfig, database?: Database): Promise<NestFastifyApplication> {
  const logger = createLogger(config.logLevel);
  const db = database ?? (await Database.open(config, ENTITIES, { runMigrations: true }));
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    genReqId: requestIdOf,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: BODY_LIMIT_BYTES,
    return503OnClosing: true,
    clientErrorHandler: problemForClientError(config.errorsBaseUrl),
    frameworkErrors: frameworkErrorHandler(config.errorsBaseUrl),
    trustProxy: config.trustProxy,
  });
  installHttpHooks(adapter.getInstance(), config.errorsBaseUrl);
  try {
    const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, db), adapter, {
      logger: new PinoNestLogger(logger),
      abortOnError: false,
    });
    setupOpenApi(app, config);
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    return app;
  } catch (error) {
    if (!database) await db.close();
    throw error;
  }
}
