import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../../config/app-config';
import { sendProblem } from './problem';
import { toProblem } from './to-problem';

/** The one place where errors become HTTP responses: Problem Details, always. */
@Catch()
export class ProblemDetailsFilter implements ExceptionFilter {
  constructor(private readonly config: AppConfig) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    this.respond(exception, http.getRequest<FastifyRequest>(), http.getResponse<FastifyReply>());
  }

  /** Also installed as Fastify's error handler, for errors raised before Nest routes a request. */
  respond(exception: unknown, request: FastifyRequest, reply: FastifyReply): void {
    const { problem, unexpected } = toProblem(exception);
    if (unexpected) request.log.error({ err: exception }, 'request failed unexpectedly');
    if (reply.sent) return;
    sendProblem(reply, request, problem, this.config.errorsBaseUrl);
  }
}
