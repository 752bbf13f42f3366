import { Module } from '@nestjs/common';
import { AdminOperationsModule } from '../admin/admin-operations';
import { AccountsHttpModule } from '../modules/accounts';
import { AdminHttpRoutes } from './admin-http-routes';
import { OperatorAdmission } from './operator-admission';

/** The admin HTTP API at /admin/v1 (the server only; the CLI has its own transports). */
@Module({
  imports: [AdminOperationsModule, AccountsHttpModule],
  providers: [OperatorAdmission, AdminHttpRoutes],
})
export class AdminHttpModule {}
