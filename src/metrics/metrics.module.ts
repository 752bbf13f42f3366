import { Module } from '@nestjs/common';
import { AccountsHttpModule } from '../modules/accounts';
import { EventsModule } from '../modules/events';
import { GenerationModule } from '../modules/generation';
import { ServiceMetrics } from './service-metrics';

/** Prometheus metrics of the HTTP server (the CLI does not load it). */
@Module({ imports: [GenerationModule, AccountsHttpModule, EventsModule], providers: [ServiceMetrics] })
export class MetricsModule {}
