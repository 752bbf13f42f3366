import { Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AdminOperations } from '../admin/admin-operations';
import { ADMIN_COMMANDS } from '../admin/command-registry';
import { AppConfig } from '../config/app-config';
import { ActivityLog } from '../shared/activity-log';
import { AdminCommand, CommandUsageError, HttpCall, ListPage, wireName } from '../shared/admin-command';
import { BAD_REQUEST, DomainError } from '../shared/domain-error';
import { UnsupportedContentEncodingError } from '../shared/http/json-body';
import { streamPages } from './json-lines-stream';
import { OperatorAdmission } from './operator-admission';
import { checkRequestShape } from './request-shape';
import { sendProblem } from '../shared/http/problem';
import { METHOD_NOT_ALLOWED, PAYLOAD_TOO_LARGE, statusOf } from '../shared/http/problem-types';
import { toProblem } from '../shared/http/to-problem';
import { ADMIN_PREFIX, ADMIN_BODY_LIMIT_BYTES, refuseUndeclaredFields, requestToWords } from './request-to-words';

/**
 * The admin HTTP API: every admin command at its resource-shaped route, a second
 * transport over the one command registry (the CLI and the embedded socket are
 * the others). Operator tokens authenticate before any byte of the body is
 * read; each token has its own rate limit; answers are the CLI's `--json`
 * documents, errors Problem Details; every call is logged with the operator's id.
 */
@Injectable()
export class AdminHttpRoutes implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly operations: AdminOperations,
    private readonly admission: OperatorAdmission,
    private readonly config: AppConfig,
    private readonly log: ActivityLog,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    for (const command of ADMIN_COMMANDS) this.register(fastify, command);
  }

  private register(fastify: FastifyInstance, command: AdminCommand): void {
    const route = command.http;
    if (route.method === 'GET') {
      // HEAD would run the command to learn its headers (a whole export): it is refused instead, running nothing.
      fastify.route({
        method: 'HEAD',
        url: ADMIN_PREFIX + route.path,
        handler: async (request, reply) => {
          reply.header('Allow', 'GET').header('Connection', 'close');
          sendProblem(
            reply,
            request,
            { problem: METHOD_NOT_ALLOWED, detail: 'HEAD is not allowed here; send GET.' },
            this.config.errorsBaseUrl,
          );
          return reply;
        },
      });
    }
    fastify.route({
      method: route.method,
      url: ADMIN_PREFIX + route.path,
      exposeHeadRoute: false,
      bodyLimit: ADMIN_BODY_LIMIT_BYTES,
      onRequest: async (request, reply) => {
        try {
          await this.admission.admit(request, reply);
          checkRequestShape(command, request);
        } catch (error) {
          // Refused before the body is read: the connection is closed rather than kept to read it.
          reply.header('Connection', 'close');
          if (error instanceof UnsupportedContentEncodingError) reply.headers(error.headers);
          this.fail(request, reply, error, command);
          return reply;
        }
      },
      // The body's own failures (too large, not JSON) with this API's limit and words.
      errorHandler: (error, request, reply) => {
        if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
          reply.header('Connection', 'close');
          this.logRefusal(request, command, statusOf(PAYLOAD_TOO_LARGE), PAYLOAD_TOO_LARGE.type);
          sendProblem(
            reply,
            request,
            {
              problem: PAYLOAD_TOO_LARGE,
              detail: `The request body exceeds the admin API's limit of ${ADMIN_BODY_LIMIT_BYTES} bytes.`,
            },
            this.config.errorsBaseUrl,
          );
          return;
        }
        this.fail(request, reply, error, command);
      },
      handler: async (request, reply) => {
        try {
          await this.answer(command, request, reply);
        } catch (error) {
          this.fail(request, reply, error, command);
        }
        return reply;
      },
    });
  }

  private async answer(command: AdminCommand, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const call: HttpCall = {
      params: request.params as Record<string, string>,
      query: request.query as Record<string, string | undefined>,
      body: request.body,
    };
    refuseUndeclaredFields(command, call);
    const operation = command.http.operation
      ? command.http.operation(call)
      : command.input(requestToWords(command, call));
    const name = wireName(command);
    this.log.info(
      AdminHttpRoutes.name,
      `operator ${request.operatorPrincipal!.operatorId} ran ${name} (request ${request.id})`,
    );
    if (command.http.pages) {
      const cutShort = (error: unknown) =>
        this.log.warn(AdminHttpRoutes.name, `export stream ${name} ended early: ${String(error)}`);
      return streamPages((page) => this.operations.run(name, page), operation as Record<string, unknown>, reply, {
        idleMs: this.config.requestTimeoutSeconds * 1000,
        cutShort,
      });
    }
    let result = await this.operations.run(name, operation);
    // A list answers one page and the cursor of the next (decisions.md "Admin lists").
    if (command.list) result = { data: (result as ListPage).items, nextCursor: (result as ListPage).next };
    void reply
      .status(command.http.status ?? 200)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(result));
  }

  private fail(request: FastifyRequest, reply: FastifyReply, error: unknown, command: AdminCommand): void {
    const { problem, unexpected } =
      error instanceof CommandUsageError
        ? { problem: { problem: BAD_REQUEST, detail: error.message }, unexpected: false }
        : toProblem(error);
    // Operators read sentences: a domain error's own message, where the public API gives its code.
    if (error instanceof DomainError) problem.detail = error.message;
    if (unexpected)
      this.log.warn(
        AdminHttpRoutes.name,
        `request ${request.id} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    this.logRefusal(request, command, problem.status ?? statusOf(problem.problem), problem.problem.type);
    sendProblem(reply, request, problem, this.config.errorsBaseUrl);
  }

  /** A refused call is logged like one that ran, with its operator (once the token is known: a 401 has none). */
  private logRefusal(request: FastifyRequest, command: AdminCommand, status: number, type: string): void {
    const operator = request.operatorPrincipal?.operatorId;
    if (operator)
      this.log.info(
        AdminHttpRoutes.name,
        `operator ${operator} refused ${wireName(command)}: ${status} ${type} (request ${request.id})`,
      );
  }
}
