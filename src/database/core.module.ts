import { DynamicModule, Global, Module, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { Database } from './database';
import { PreparedStatements } from './prepared-statements';

class DatabaseLifecycle implements OnApplicationShutdown {
  constructor(private readonly database: Database) {}

  onApplicationShutdown(): Promise<void> {
    return this.database.close();
  }
}

/** Configuration and the database, opened before Nest starts, for every module. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config: AppConfig, database: Database): DynamicModule {
    return {
      module: CoreModule,
      providers: [
        { provide: AppConfig, useValue: config },
        { provide: Database, useValue: database },
        { provide: DataSource, useValue: database.dataSource },
        { provide: DatabaseLifecycle, useFactory: () => new DatabaseLifecycle(database) },
        PreparedStatements,
      ],
      exports: [AppConfig, Database, DataSource, PreparedStatements],
    };
  }
}
