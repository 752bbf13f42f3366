import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { CredentialSettings } from './application/credential-settings';
import { AuthFailureLimiter } from './adapters/http/auth-failure-limiter';
import { BearerAuthentication } from './adapters/http/bearer-authentication';
import { ApiKeyGuard } from './adapters/http/api-key.guard';
import { ApiKeyThrottlerGuard } from './adapters/http/api-key-throttler.guard';
import { WebhookThrottlerGuard } from './adapters/http/webhook-throttler.guard';
import { PlanGuard } from './adapters/http/plan.guard';
import { ScopesGuard } from './adapters/http/scopes.guard';
import { WebhookTokenGuard } from './adapters/http/webhook-token.guard';
import { LocalCredentialEvents } from './adapters/persistence/local-credential-events';
import { PostgresCredentialEvents } from './adapters/persistence/postgres-credential-events';
import { TypeOrmAccountRepository } from './adapters/persistence/typeorm-account.repository';
import { TypeOrmApiKeyRepository } from './adapters/persistence/typeorm-api-key.repository';
import { TypeOrmWebhookTokenRepository } from './adapters/persistence/typeorm-webhook-token.repository';
import { AuthenticateApiKey } from './application/authenticate-api-key.use-case';
import { AuthenticateWebhookToken } from './application/authenticate-webhook-token.use-case';
import { CreateAccount } from './application/create-account.use-case';
import { CreateApiKey } from './application/create-api-key.use-case';
import { CreateWebhookToken } from './application/create-webhook-token.use-case';
import { ListAccounts } from './application/list-accounts.use-case';
import { ListApiKeys } from './application/list-api-keys.use-case';
import { ListWebhookTokens } from './application/list-webhook-tokens.use-case';
import { RevokeApiKey } from './application/revoke-api-key.use-case';
import { RotateApiKey } from './application/rotate-api-key.use-case';
import { RevokeWebhookToken } from './application/revoke-webhook-token.use-case';
import { SetAccountPlan } from './application/set-account-plan.use-case';
import { ShowAccount } from './application/show-account.use-case';
import { UpdateAccount } from './application/update-account.use-case';
import { DeleteAccount } from './application/delete-account.use-case';
import { AuthenticateOperator } from './application/authenticate-operator.use-case';
import { CreateOperator } from './application/create-operator.use-case';
import { ListOperators } from './application/list-operators.use-case';
import { RevokeOperator } from './application/revoke-operator.use-case';
import { OperatorRepository } from './domain/operator.repository';
import { SqlOperatorRepository } from './adapters/persistence/sql-operator.repository';
import { RotateWebhookSigningSecret } from './application/rotate-webhook-signing-secret.use-case';
import { SecretSealer } from './application/secret-sealer';
import { VerifyWebhookSignature } from './application/verify-webhook-signature.use-case';
import { AesGcmSecretSealer } from './adapters/crypto/aes-gcm-secret-sealer';
import { secretEncryptionKey } from './adapters/crypto/secret-encryption-key';
import { WebhookSignatureGuard } from './adapters/http/webhook-signature.guard';
import { ForgetRevokedCounters } from './adapters/http/rate-limit-buckets';
import { AccountRepository } from './domain/account.repository';
import { ApiKeyRepository } from './domain/api-key.repository';
import { CredentialEvents } from './domain/credential-events';
import { WebhookTokenRepository } from './domain/webhook-token.repository';

const useCases = [
  CreateAccount,
  ListAccounts,
  SetAccountPlan,
  ShowAccount,
  UpdateAccount,
  DeleteAccount,
  CreateOperator,
  ListOperators,
  RevokeOperator,
  AuthenticateOperator,
  CreateApiKey,
  ListApiKeys,
  RevokeApiKey,
  RotateApiKey,
  CreateWebhookToken,
  ListWebhookTokens,
  RevokeWebhookToken,
  RotateWebhookSigningSecret,
  VerifyWebhookSignature,
  AuthenticateApiKey,
  AuthenticateWebhookToken,
];
const guards = [
  ApiKeyGuard,
  PlanGuard,
  ScopesGuard,
  ApiKeyThrottlerGuard,
  WebhookThrottlerGuard,
  AuthFailureLimiter,
  BearerAuthentication,
  WebhookTokenGuard,
  WebhookSignatureGuard,
];

@Module({
  providers: [
    {
      provide: CredentialSettings,
      inject: [AppConfig],
      useFactory: (config: AppConfig): CredentialSettings => ({ cacheTtlMs: config.credentialCacheSeconds * 1000 }),
    },
    { provide: AccountRepository, useClass: TypeOrmAccountRepository },
    { provide: ApiKeyRepository, useClass: TypeOrmApiKeyRepository },
    { provide: WebhookTokenRepository, useClass: TypeOrmWebhookTokenRepository },
    { provide: OperatorRepository, useClass: SqlOperatorRepository },
    {
      provide: SecretSealer,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => new AesGcmSecretSealer(() => secretEncryptionKey(config)),
    },
    {
      provide: CredentialEvents,
      inject: [DataSource, AppConfig],
      // With a shared PostgreSQL, other instances and the admin CLI revoke too.
      useFactory: (dataSource: DataSource, config: AppConfig) =>
        config.databaseUrl
          ? new PostgresCredentialEvents(dataSource, config.databaseDirectUrl ?? config.databaseUrl)
          : new LocalCredentialEvents(),
    },
    ...useCases,
  ],
  exports: [AccountRepository, CredentialEvents, SecretSealer, ...useCases],
})
export class AccountsModule {}

/**
 * The HTTP guards over the accounts' use cases, for the modules that have
 * controllers. Kept apart so that the admin CLI loads neither the guards nor
 * the rate-limit storage they count in (Redis when configured).
 */
@Module({
  imports: [AccountsModule],
  providers: [...guards, ForgetRevokedCounters],
  exports: [AccountsModule, ...guards],
})
export class AccountsHttpModule {}
