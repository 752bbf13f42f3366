import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { AccountsModule } from '../accounts';
import { DiaryModule } from '../diary';
import { SafeHttpEventSender } from './adapters/delivery/safe-http-event-sender';
import { DeliveryWorker } from './adapters/delivery-worker';
import { SqlEventDeliveryRepository } from './adapters/persistence/sql-event-delivery.repository';
import { SqlEventEndpointRepository } from './adapters/persistence/sql-event-endpoint.repository';
import { CreateEventEndpoint } from './application/create-event-endpoint.use-case';
import { DeleteEventEndpoint } from './application/delete-event-endpoint.use-case';
import { DeliverEvent } from './application/deliver-event.use-case';
import { DeliveryAttempts } from './application/delivery-attempts';
import { EventSender } from './application/event-sender';
import { EventSettings } from './application/event-settings';
import { ListEventDeliveries } from './application/list-event-deliveries.use-case';
import { ListEventEndpoints } from './application/list-event-endpoints.use-case';
import { PruneEventDeliveries } from './application/prune-event-deliveries.use-case';
import { ReadDeliveryStats } from './application/read-delivery-stats.use-case';
import { RetryEventDelivery } from './application/retry-event-delivery.use-case';
import { RotateEndpointSecret } from './application/rotate-endpoint-secret.use-case';
import { RunDueDeliveries } from './application/run-due-deliveries.use-case';
import { TestEventEndpoint } from './application/test-event-endpoint.use-case';
import { UpdateEventEndpoint } from './application/update-event-endpoint.use-case';
import { DeliveryTargets } from './domain/delivery-targets';
import { EventDeliveryRepository } from './domain/event-delivery.repository';
import { EventEndpointRepository } from './domain/event-endpoint.repository';

const COMMAND_USE_CASES = [
  CreateEventEndpoint,
  ListEventEndpoints,
  DeleteEventEndpoint,
  UpdateEventEndpoint,
  RotateEndpointSecret,
  TestEventEndpoint,
  ListEventDeliveries,
  RetryEventDelivery,
];

/** Signed events to an account's endpoints: the endpoints, their deliveries from the outbox, and the sending. */
@Module({
  imports: [AccountsModule, DiaryModule],
  providers: [
    { provide: EventEndpointRepository, useClass: SqlEventEndpointRepository },
    { provide: EventDeliveryRepository, useClass: SqlEventDeliveryRepository },
    { provide: EventSender, useClass: SafeHttpEventSender },
    {
      provide: EventSettings,
      inject: [AppConfig],
      useFactory: (config: AppConfig): EventSettings => ({
        targets: new DeliveryTargets(config.eventDeliveryAllowedHosts),
        publicBaseUrl: config.publicBaseUrl,
        pollIntervalMs: config.eventDeliveryPollIntervalMs,
      }),
    },
    DeliveryAttempts,
    DeliverEvent,
    RunDueDeliveries,
    PruneEventDeliveries,
    ReadDeliveryStats,
    ...COMMAND_USE_CASES,
  ],
  exports: [
    ...COMMAND_USE_CASES,
    RunDueDeliveries,
    PruneEventDeliveries,
    ReadDeliveryStats,
    DeliveryAttempts,
    EventSettings,
  ],
})
export class EventsModule {}

/** The background worker, for the server only (the admin CLI sends only `endpoints test`, at once). */
@Module({
  imports: [EventsModule, DiaryModule],
  providers: [DeliveryWorker],
})
export class EventsWorkerModule {}
