import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AnyProblem, statusOf } from './problem-types';

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance: string;
  requestId: string;
  errors?: ReadonlyArray<{ parameter: string; message: string }>;
}

export interface ProblemInput {
  problem: AnyProblem;
  detail: string;
  /** Overrides the type's usual status (e.g. a generic 4xx passed through). */
  status?: number;
  errors?: ReadonlyArray<{ parameter: string; message: string }>;
  headers?: Record<string, string | number>;
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** The longest `instance` (the request's path) a problem repeats; a longer path is cut. */
const MAX_INSTANCE_CHARS = 200;

export function statusPhrase(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}

/** The one builder of Problem Details bodies, for Fastify's answers and for those written on a raw socket alike. */
export function buildProblem(
  input: ProblemInput,
  request: { url: string; id: unknown },
  errorsBaseUrl: string,
): Problem {
  const status = input.status ?? statusOf(input.problem);
  return {
    type: `${errorsBaseUrl}/${input.problem.type}`,
    title: statusPhrase(status),
    status,
    detail: input.detail,
    // Bounded: a 414 or a 404 for a 9 KB path must not answer 9 KB.
    instance: request.url.split('?')[0].slice(0, MAX_INSTANCE_CHARS),
    requestId: String(request.id),
    ...(input.errors?.length ? { errors: input.errors } : {}),
  };
}

export function sendProblem(
  reply: FastifyReply,
  request: FastifyRequest,
  input: ProblemInput,
  errorsBaseUrl: string,
): void {
  const problem = buildProblem(input, request, errorsBaseUrl);
  for (const [name, value] of Object.entries(input.headers ?? {})) reply.header(name, value);
  if (problem.status === 401) reply.header('WWW-Authenticate', 'Bearer');
  void reply.status(problem.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(problem));
}
