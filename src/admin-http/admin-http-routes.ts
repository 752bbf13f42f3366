import { Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { InjectThrottlerStorage, ThrottlerStorage } from '@nestjs/throttler';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AdminOperations } from '../admin/admin-operations';
import { ADMIN_COMMANDS } from '../admin/command-registry';
import { AppConfig } from '../config/app-config';
import { AuthenticateOperator, BearerAuthentication } from '../modules/accounts';
import type { OperatorPrincipal } from '../modules/accounts';
import { RATE_LIMIT_WINDOW_MS } from '../rate-limit/bucket-throttler.guard';
import { ActivityLog } from '../shared/activity-log';
import { AdminCommand, CommandUsageError, HttpCall, ListPage, wireName } from '../shared/admin-command';
import { BAD_REQUEST, DomainError } from '../shared/domain-error';
import { UnsupportedContentEncodingError, checkJsonBodyHeaders, announcesBody } from '../shared/http/json-body';
import { sendProblem } from '../shared/http/problem';
import { METHOD_NOT_ALLOWED, PAYLOAD_TOO_LARGE, statusOf } from '../shared/http/problem-types';
import { setRateLimitHeaders } from '../shared/http/rate-limit-headers';
import { toProblem } from '../shared/http/to-problem';
import { RateLimitExceededError } from '../shared/rate-limit';
import { ADMIN_PREFIX, ADMIN_BODY_LIMIT_BYTES, refuseUndeclaredFields, requestToWords } from './request-to-words';

declare module 'fastify' {
  interface FastifyRequest {
    operatorPrincipal?: OperatorPrincipal;
  }
}

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
    private readonly authenticate: AuthenticateOperator,
    private readonly bearer: BearerAuthentication,
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
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
          await this.admit(request, reply);
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

  /** The operator's token (the one door of bearer credentials), then its rate limit; both before the body is read. */
  private async admit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    request.operatorPrincipal = await this.bearer.authenticate(request, reply, (secret) =>
      this.authenticate.execute(secret),
    );
    const limit = this.config.adminRateLimitPerMinute;
    const record = await this.storage.increment(
      `operator:${request.operatorPrincipal.operatorId}`,
      RATE_LIMIT_WINDOW_MS,
      limit,
      0,
      'default',
    );
    const state = {
      limit,
      remaining: Math.max(0, limit - record.totalHits),
      resetSeconds: record.timeToExpire,
      exceeded: record.isBlocked,
    };
    setRateLimitHeaders(reply, state, RATE_LIMIT_WINDOW_MS / 1000);
    if (state.exceeded) throw new RateLimitExceededError(state);
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
    if (command.http.pages) return this.stream(name, operation as Record<string, unknown>, reply);
    let result = await this.operations.run(name, operation);
    // A list answers one page and the cursor of the next (decisions.md "Admin lists").
    if (command.list) result = { data: (result as ListPage).items, nextCursor: (result as ListPage).next };
    void reply
      .status(command.http.status ?? 200)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(result));
  }

  /** Pages as JSON Lines, one page in memory at a time; the first page is asked before the status is sent, so a bad request is still a 4xx. */
  private async stream(name: string, operation: Record<string, unknown>, reply: FastifyReply): Promise<void> {
    let page = (await this.operations.run(name, operation)) as { items: unknown[]; next: string | null };
    reply.raw.writeHead(200, {
      'content-type': 'application/jsonl; charset=utf-8',
      'x-request-id': String(reply.request.id),
      ...(reply.getHeaders() as Record<string, string>),
    });
    reply.hijack();
    try {
      for (;;) {
        for (const item of page.items) {
          if (!reply.raw.write(`${JSON.stringify(item)}\n`))
            await drained(reply.raw, this.config.requestTimeoutSeconds * 1000);
        }
        if (page.next === null || reply.raw.destroyed) break;
        page = (await this.operations.run(name, { ...operation, after: page.next })) as typeof page;
      }
      reply.raw.end();
    } catch (error) {
      // The status is sent: a failure mid-stream can only cut the download short, which the reader sees as a truncated file.
      this.log.warn(AdminHttpRoutes.name, `export stream ${name} ended early: ${String(error)}`);
      reply.raw.destroy();
    }
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

/**
 * Resolves once the reader has taken what was written; fails when it went away or took nothing for `idleMs` (the
 * idle deadline of every streamed answer: the request timeout, the same bound as for a request's arrival).
 */
function drained(response: ServerResponse, idleMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    if (response.destroyed) return reject(new Error('the reader went away'));
    const settle = (error?: Error) => {
      clearTimeout(timer);
      response.off('drain', onDrain).off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new Error('the reader went away'));
    const timer = setTimeout(() => settle(new Error(`the reader did not read for ${idleMs / 1000} s`)), idleMs);
    response.on('drain', onDrain).on('close', onClose);
  });
}

/**
 * What the request line and headers must be for the command's route, checked before the body is read: a JSON body
 * in UTF-8, uncompressed, for POST and PATCH (and no query: their fields are the body's); no body for GET and DELETE.
 */
function checkRequestShape(command: AdminCommand, request: FastifyRequest): void {
  const fromBody = command.http.method === 'POST' || command.http.method === 'PATCH';
  if (fromBody) {
    checkJsonBodyHeaders(request.headers, 'when-sent');
    const query = Object.keys(request.query as object);
    if (query.length > 0)
      throw new CommandUsageError(
        `unknown query parameter ${query[0].slice(0, 60)}; this route takes its fields in a JSON body`,
      );
  } else if (announcesBody(request.headers)) {
    throw new CommandUsageError(`${command.http.method} takes no body here; its fields are query parameters`);
  }
}
