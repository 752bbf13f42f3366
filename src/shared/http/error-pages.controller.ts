import { ApiExcludeController } from '@nestjs/swagger';
import { Controller, Get, Header, NotFoundException, Param } from '@nestjs/common';
import { AnyProblem, allProblems, findProblem, statusOf } from './problem-types';
import { statusPhrase } from './problem';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Descriptions write code in backticks, as markdown does: shown as code, never as markup. */
const withCode = (text: string) => escape(text).replace(/`([^`]+)`/g, '<code>$1</code>');

/** What a client does about each status, in one sentence. */
const WHAT_TO_DO: Record<number, string> = {
  400: 'Correct the request as the `detail` (and `errors[]`, when present) says, then send it again.',
  401: 'Send a valid credential in `Authorization: Bearer ...`: create a new key or token if this one was revoked, rotated or expired.',
  403: 'The credential is valid but not allowed here: ask for the plan or the scope the operation needs.',
  404: 'Check the path, the id or the date; the resource does not exist (or belongs to another account).',
  405: 'Use one of the methods listed in the `Allow` header.',
  408: 'Send the whole request again, without pausing between its parts.',
  409: 'The request conflicts with the current state: resolve it (for instance revoke an old token) and try again.',
  413: 'Send a smaller body.',
  414: 'Shorten the URL.',
  415: 'Send `application/json` in UTF-8, uncompressed.',
  429: 'Wait the seconds given in `Retry-After`, then continue at the documented rate.',
  431: 'Send fewer or smaller headers.',
  500: 'Retry later; if it persists, report the `requestId`.',
  503: 'Retry after the seconds given in `Retry-After`.',
};

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:44rem;margin:3rem auto;padding:0 1rem;color:#1f2328}
h1{font-size:1.5rem;margin:0 0 .25rem}code{background:#f3f4f6;padding:.1em .3em;border-radius:4px;font-size:.9em}
.status{color:#9a3412;font-weight:600}nav{margin-top:2rem;border-top:1px solid #e5e7eb;padding-top:1rem}
table{border-collapse:collapse;width:100%}td{padding:.35rem .5rem;border-bottom:1px solid #e5e7eb;vertical-align:top}
a{color:#0969da}`;

/** The human-readable page behind every Problem Details `type` URI, and the index of all of them. */
@ApiExcludeController()
@Controller('errors')
export class ErrorPagesController {
  @Get()
  @Header('Content-Type', 'text/html; charset=utf-8')
  index(): string {
    const rows = allProblems()
      .map(
        (problem) =>
          `<tr><td><a href="/errors/${problem.type}"><code>${problem.type}</code></a></td><td class="status">${statusOf(problem)}</td><td>${withCode(problem.description)}</td></tr>`,
      )
      .join('');
    return page(
      'Error types',
      `<p>Every error is <code>application/problem+json</code> (RFC 9457); its <code>type</code> is one of these.</p><table>${rows}</table>`,
    );
  }

  @Get(':slug')
  @Header('Content-Type', 'text/html; charset=utf-8')
  show(@Param('slug') slug: string): string {
    const problem = findProblem(slug);
    if (!problem) throw new NotFoundException(`Cannot GET /errors/${slug}`);
    return page(slug, detailOf(problem));
  }
}

function detailOf(problem: AnyProblem): string {
  const status = statusOf(problem);
  return [
    `<p class="status">${status} ${escape(statusPhrase(status))}</p>`,
    `<h2>What it means</h2><p>${withCode(problem.description)}</p>`,
    `<h2>What to do</h2><p>${withCode(WHAT_TO_DO[status] ?? 'See the `detail` of the answer.')}</p>`,
  ].join('');
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title><style>${STYLE}</style></head><body><h1>${escape(title)}</h1>${body}<nav><a href="/errors">All error types</a> · <a href="/docs">API documentation</a></nav></body></html>`;
}
