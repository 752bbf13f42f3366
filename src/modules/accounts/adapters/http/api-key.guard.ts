import { Injectable } from '@nestjs/common';
import { AuthenticateApiKey } from '../../application/authenticate-api-key.use-case';
import type { ApiKeyPrincipal } from '../../domain/api-key';
import { BearerAuthentication } from './bearer-authentication';
import { BearerCredentialGuard } from './bearer-credential.guard';

/** `Authorization: Bearer diary_sk_...`: the read API's key, its principal on `request.apiKeyPrincipal`. */
@Injectable()
export class ApiKeyGuard extends BearerCredentialGuard<ApiKeyPrincipal> {
  constructor(authenticate: AuthenticateApiKey, bearer: BearerAuthentication) {
    super(authenticate, bearer, 'apiKeyPrincipal');
  }
}
