import { ApiExcludeController } from '@nestjs/swagger';
import { Controller, Get } from '@nestjs/common';
import { Database } from '../database/database';
import { DatabaseUnavailableError } from '../shared/database-failure';

@ApiExcludeController()
@Controller()
export class HealthController {
  constructor(private readonly database: Database) {}

  /** The process is alive and serving HTTP. */
  @Get('healthz')
  alive() {
    return { status: 'ok' };
  }

  /** The process can serve requests: its database answers. */
  @Get('readyz')
  async ready() {
    if (!(await this.database.isReachable())) throw new DatabaseUnavailableError();
    return { status: 'ready' };
  }
}
