import { Module } from '@nestjs/common';
import { GenerationModule } from '../modules/generation';
import { ServiceMetrics } from './service-metrics';

/** Prometheus metrics of the HTTP server (the CLI does not load it). */
@Module({ imports: [GenerationModule], providers: [ServiceMetrics] })
export class MetricsModule {}
