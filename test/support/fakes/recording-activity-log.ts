import { ActivityLog } from '../../../src/shared/activity-log';

/** ActivityLog that keeps its lines, for specs that check what a use case reported. */
export class RecordingActivityLog extends ActivityLog {
  readonly lines: Array<{ level: 'info' | 'warn'; source: string; message: string }> = [];

  info(source: string, message: string): void {
    this.lines.push({ level: 'info', source, message });
  }

  warn(source: string, message: string): void {
    this.lines.push({ level: 'warn', source, message });
  }
}
