import { DynamicModule, Global, Module, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { NestActivityLog } from '../logging/nest-activity-log';
import { ActivityLog } from '../shared/activity-log';
import { Clock, SYSTEM_CLOCK } from '../shared/clock';
import { Database } from './database';
import { PreparedStatements } from './prepared-statements';

class DatabaseLifecycle implements OnApplicationShutdown {
  constructor(private readonly database: Database) {}

  onApplicationShutdown(): Promise<void> {
    return this.database.close();
  }
}

/** Configuration, the clock and the database, opened before Nest starts, for every module. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config: AppConfig, database: Database, clock: Clock = SYSTEM_CLOCK): DynamicModule {
    return {
      module: CoreModule,
      providers: [
        { provide: AppConfig, useValue: config },
        { provide: Clock, useValue: clock },
        { provide: ActivityLog, useClass: NestActivityLog },
        { provide: Database, useValue: database },
        { provide: DataSource, useValue: database.dataSource },
        { provide: DatabaseLifecycle, useFactory: () => new DatabaseLifecycle(database) },
        PreparedStatements,
      ],
      exports: [AppConfig, ActivityLog, Clock, Database, DataSource, PreparedStatements],
    };
  }
}
