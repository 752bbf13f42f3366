import type { Clock } from './shared/clock';
import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AdminHttpModule } from './admin-http/admin-http.module';
import { MetricsModule } from './metrics/metrics.module';
import { AdminOperationsModule } from './admin/admin-operations';
import { AppConfig } from './config/app-config';
import { CoreModule } from './database/core.module';
import { Database } from './database/database';
import { HealthController } from './health/health.controller';
import { MODULES } from './module-list';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { ReaderController } from './reader/reader.controller';
import { ErrorPagesController } from './shared/http/error-pages.controller';
import { ProblemDetailsFilter } from './shared/http/problem-details.filter';

/**
 * Composition root. Request order on the read API: Fastify hooks (request id,
 * CORS, preflight) -> guards per controller (auth, plan, scope, rate limit) ->
 * validation pipes -> handler; every error ends in the one ProblemDetailsFilter.
 */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, database: Database, clock?: Clock): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config, database, clock),
        RateLimitModule,
        ...MODULES.flatMap((module) => module.server),
        AdminOperationsModule,
        AdminHttpModule,
        MetricsModule,
      ],
      controllers: [HealthController, ErrorPagesController, ReaderController],
      providers: [{ provide: APP_FILTER, useClass: ProblemDetailsFilter }],
    };
  }
}
