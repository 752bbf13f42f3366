import { ApiExcludeController } from '@nestjs/swagger';
import { Controller, Get, Header, NotFoundException, Param } from '@nestjs/common';
import { allProblems, findProblem, statusOf } from './problem-types';
import { statusPhrase } from './problem';

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The human-readable page behind every Problem Details `type` URI. */
@ApiExcludeController()
@Controller('errors')
export class ErrorPagesController {
  @Get()
  @Header('Content-Type', 'text/html; charset=utf-8')
  index(): string {
    const items = allProblems()
      .map((problem) => `<li><a href="errors/${problem.type}">${problem.type}</a> (${statusOf(problem)})</li>`)
      .join('');
    return page('Error types', `<ul>${items}</ul>`);
  }

  @Get(':slug')
  @Header('Content-Type', 'text/html; charset=utf-8')
  show(@Param('slug') slug: string): string {
    const problem = findProblem(slug);
    if (!problem) throw new NotFoundException(`Cannot GET /errors/${slug}`);
    const status = statusOf(problem);
    return page(slug, `<p><strong>${status} ${escape(statusPhrase(status))}</strong></p><p>${escape(problem.description)}</p>`);
  }
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head><body><h1>${escape(title)}</h1>${body}</body></html>`;
}
