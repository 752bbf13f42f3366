import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { AccountsModule } from '../accounts';
import { SqlEventEndpointRepository } from './adapters/persistence/sql-event-endpoint.repository';
import { CreateEventEndpoint } from './application/create-event-endpoint.use-case';
import { DeleteEventEndpoint } from './application/delete-event-endpoint.use-case';
import { EventSettings } from './application/event-settings';
import { ListEventEndpoints } from './application/list-event-endpoints.use-case';
import { RotateEndpointSecret } from './application/rotate-endpoint-secret.use-case';
import { UpdateEventEndpoint } from './application/update-event-endpoint.use-case';
import { EventEndpointRepository } from './domain/event-endpoint.repository';

/** Signed events to an account's endpoints: the endpoints so far (their delivery comes next). */
@Module({
  imports: [AccountsModule],
  providers: [
    { provide: EventEndpointRepository, useClass: SqlEventEndpointRepository },
    {
      provide: EventSettings,
      inject: [AppConfig],
      useFactory: (config: AppConfig): EventSettings => ({ allowedPrivateHosts: config.eventDeliveryAllowedHosts }),
    },
    CreateEventEndpoint,
    ListEventEndpoints,
    DeleteEventEndpoint,
    UpdateEventEndpoint,
    RotateEndpointSecret,
  ],
  exports: [CreateEventEndpoint, ListEventEndpoints, DeleteEventEndpoint, UpdateEventEndpoint, RotateEndpointSecret],
})
export class EventsModule {}
