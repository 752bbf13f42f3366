import { Logger } from '@nestjs/common';
import { ActivityLog } from '../shared/activity-log';

/** The ActivityLog over Nest's logger, which the service routes to its JSON log (pino). */
export class NestActivityLog extends ActivityLog {
  info(source: string, message: string): void {
    new Logger(source).log(message);
  }

  warn(source: string, message: string): void {
    new Logger(source).warn(message);
  }
}
