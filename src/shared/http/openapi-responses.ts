import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiResponse } from '@nestjs/swagger';
import { AnyProblem, statusOf } from './problem-types';

export class ProblemParameterError {
  @ApiProperty({ example: 'limit' }) parameter!: string;
  @ApiProperty({ example: 'must be an integer from 1 to 100' }) message!: string;
}

/** RFC 9457 Problem Details, as every error of the service is written. */
export class ProblemDocument {
  @ApiProperty({
    description: 'URI {errors_base}/<slug>; a page describing the type is served there',
    example: 'https://diary.example/errors/invalid-api-key',
  })
  type!: string;
  @ApiProperty({ description: 'HTTP status phrase', example: 'Unauthorized' }) title!: string;
  @ApiProperty({ type: 'integer', example: 401 }) status!: number;
  @ApiProperty({
    description: 'Upper-case machine code, or a sentence for bad-request and rate-limit-exceeded',
    example: 'INVALID_API_KEY',
  })
  detail!: string;
  @ApiProperty({ description: 'The request path', example: '/api/v1/entries' }) instance!: string;
  @ApiProperty({ description: 'Also sent as X-Request-Id', example: '0b6c1f1e-5f7e-4a4e-9d0e-8f3b1f7f2d1a' })
  requestId!: string;
  @ApiPropertyOptional({ type: [ProblemParameterError], description: 'Validation errors, one per parameter' })
  errors?: ProblemParameterError[];
}

const header = (description: string, type: 'integer' | 'string' = 'integer') => ({ description, schema: { type } });

export const REQUEST_ID_HEADER = {
  'X-Request-Id': header('Identifies the request in logs; a safe client value is echoed', 'string'),
};

export const RATE_LIMIT_HEADERS = {
  'X-RateLimit-Limit': header('Requests allowed per window (120)'),
  'X-RateLimit-Remaining': header('Requests left in the current window'),
  'X-RateLimit-Reset': header('Seconds until the window resets'),
  RateLimit: header('IETF draft: "default";r=<remaining>;t=<seconds to reset>', 'string'),
  'RateLimit-Policy': header('IETF draft: "default";q=<limit>;w=<window seconds>', 'string'),
};

/** Documents the Problem Details responses a route can give. */
export function ApiProblems(...problems: AnyProblem[]): MethodDecorator & ClassDecorator {
  const byStatus = new Map<number, AnyProblem[]>();
  for (const problem of problems)
    byStatus.set(statusOf(problem), [...(byStatus.get(statusOf(problem)) ?? []), problem]);
  return applyDecorators(
    ...[...byStatus].map(([status, listed]) =>
      ApiResponse({
        status,
        description: listed.map((problem) => `${problem.type}: ${problem.description}`).join(' | '),
        content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemDocument' } } },
        headers: {
          ...REQUEST_ID_HEADER,
          ...(status === 401 ? { 'WWW-Authenticate': header('Bearer', 'string') } : {}),
          ...(status === 429
            ? { ...RATE_LIMIT_HEADERS, 'Retry-After': header('Seconds to wait before retrying') }
            : {}),
        },
      }),
    ),
  );
}
