import { createHash, timingSafeEqual } from 'node:crypto';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { AppConfig } from '../config/app-config';
import { Database } from '../database/database';
import { BearerAuthentication } from '../modules/accounts';
import { GenerationJobStats, ReadGenerationStats } from '../modules/generation';
import { DeliveryAttempts, ReadDeliveryStats } from '../modules/events';
import { WEBHOOK_URL } from '../modules/ingest';
import { DomainError, declareProblem } from '../shared/domain-error';
import { sendProblem } from '../shared/http/problem';
import { toProblem } from '../shared/http/to-problem';
import { registerDeliveryMetrics } from './event-delivery-metrics';

const METRICS_ROUTE = '/metrics';
/** Seconds; a read is a few ms, an import batch or a generation up to seconds. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const INVALID_METRICS_TOKEN = declareProblem(
  'invalid-metrics-token',
  'unauthenticated',
  'GET /metrics needs `Authorization: Bearer <METRICS_TOKEN>` with the token this instance was configured with.',
);

class InvalidMetricsTokenError extends DomainError {
  constructor() {
    super(
      INVALID_METRICS_TOKEN,
      'INVALID_METRICS_TOKEN',
      'GET /metrics needs Authorization: Bearer <METRICS_TOKEN>.',
      'message',
    );
  }
}

/**
 * `GET /metrics` in Prometheus text format (METRICS_ENABLED=true; with
 * METRICS_TOKEN set, only for `Authorization: Bearer <that token>`, through the
 * one door of bearer credentials: the same header rules, and wrong tokens
 * counted against the client's address like any failed authentication). Requests
 * are labelled by route pattern, never by raw URL, so the series stay bounded.
 * Counters are this instance's; job gauges read the shared database.
 */
@Injectable()
export class ServiceMetrics implements OnModuleInit {
  private readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'diary_http_requests_total',
    help: 'HTTP requests by route pattern, method and status',
    labelNames: ['route', 'method', 'status'],
    registers: [this.registry],
  });
  private readonly latency = new Histogram({
    name: 'diary_http_request_duration_seconds',
    help: 'HTTP request latency by route pattern, method and status',
    labelNames: ['route', 'method', 'status'],
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly rateLimited = new Counter({
    name: 'diary_rate_limit_rejections_total',
    help: 'Requests refused with 429, by route pattern',
    labelNames: ['route'],
    registers: [this.registry],
  });
  private readonly receipts = new Counter({
    name: 'diary_webhook_receipts_total',
    help: 'Webhook deliveries by outcome (accepted, or the refusal status)',
    labelNames: ['outcome'],
    registers: [this.registry],
  });

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly config: AppConfig,
    private readonly bearer: BearerAuthentication,
    database: Database,
    generationStats: ReadGenerationStats,
    deliveryAttempts: DeliveryAttempts,
    deliveryStats: ReadDeliveryStats,
  ) {
    registerDeliveryMetrics(this.registry, deliveryAttempts, deliveryStats);
    // prom-client collects every metric at once: the two job gauges share one database read per scrape.
    let reading: Promise<GenerationJobStats> | null = null;
    const jobStats = () => (reading ??= generationStats.execute().finally(() => (reading = null)));
    new Gauge({
      name: 'diary_generation_jobs',
      help: 'Generation jobs by state (shared by every instance)',
      labelNames: ['state'],
      registers: [this.registry],
      async collect() {
        const { byState } = await jobStats();
        this.reset();
        for (const { state, count } of byState) this.set({ state }, count);
      },
    });
    new Gauge({
      name: 'diary_generation_latency_seconds',
      help: 'From a day coming due to its entry being written, over the jobs finished in the last hour (p50, p95)',
      labelNames: ['quantile'],
      registers: [this.registry],
      async collect() {
        const { latency } = await jobStats();
        this.reset();
        if (latency.p50 !== null) this.set({ quantile: '0.5' }, latency.p50);
        if (latency.p95 !== null) this.set({ quantile: '0.95' }, latency.p95);
      },
    });
    new Gauge({
      name: 'diary_database_pool_connections',
      help: "Connections of this instance's database pool, by state (in use, idle, requests waiting for one)",
      labelNames: ['state'],
      registers: [this.registry],
      collect() {
        const usage = database.poolUsage();
        this.set({ state: 'in_use' }, usage.inUse);
        this.set({ state: 'idle' }, usage.idle);
        this.set({ state: 'waiting' }, usage.waiting);
      },
    });
  }

  onModuleInit(): void {
    if (!this.config.metrics.enabled) return;
    // Only when enabled: it observes every garbage collection and samples the event loop.
    collectDefaultMetrics({ register: this.registry, prefix: 'diary_' });
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onResponse', async (request, reply) => this.observe(request, reply));
    const token = this.config.metrics.token;
    const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        if (token) await this.bearer.authenticate(request, reply, (secret) => checkToken(secret, token));
      } catch (error) {
        sendProblem(reply, request, toProblem(error).problem, this.config.errorsBaseUrl);
        return reply;
      }
    };
    fastify.get(METRICS_ROUTE, { onRequest }, async (_request, reply) =>
      reply.type(this.registry.contentType).send(await this.registry.metrics()),
    );
  }

  private observe(request: FastifyRequest, reply: FastifyReply): void {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === METRICS_ROUTE) return;
    const labels = { route, method: request.method, status: String(reply.statusCode) };
    this.requests.inc(labels);
    this.latency.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) this.rateLimited.inc({ route });
    if (route === WEBHOOK_URL && request.method === 'POST')
      this.receipts.inc({ outcome: reply.statusCode === 200 ? 'accepted' : String(reply.statusCode) });
  }
}

/** The scraper's secret against METRICS_TOKEN, compared as digests: equal lengths, constant time. */
function checkToken(secret: string | undefined, token: string): void {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  if (secret === undefined || !timingSafeEqual(digest(secret), digest(token))) throw new InvalidMetricsTokenError();
}
