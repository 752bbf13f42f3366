import type { Problem } from './api.js';

/** What a reader is told for each problem: a sentence for people; the code and request id are shown beside it. */
export function problemMessage(problem: Problem): string {
  switch (problem.slug) {
    case 'missing-api-key':
    case 'invalid-api-key':
      return 'This key was not accepted: it is unknown, expired or revoked. Paste a current key (diary_sk_…).';
    case 'public-api-requires-the-advanced-plan':
      return "This diary's account is not on the Advanced plan, which reading it through the API needs.";
    case 'insufficient-scope':
      return 'This key lacks a scope the reader needs: entries:list and entries:read (and tags:read for the tag filter).';
    case 'rate-limit-exceeded':
      return problem.retryAfterSeconds
        ? `Too many requests with this key: try again in ${problem.retryAfterSeconds} seconds.`
        : 'Too many requests with this key: try again in a minute.';
    case 'entry-not-found':
      return 'There is no entry for this day.';
    case 'bad-request':
      return problem.detail || 'The service did not understand the request.';
    case 'service-unavailable':
      return 'The service is unavailable for a moment: try again shortly.';
    case 'network':
      return 'The service cannot be reached: check the connection and try again.';
    default:
      return `${problem.title || 'Error'} (${problem.status}).`;
  }
}

/** A key that does not work any more: the reader forgets it and asks for another. */
export function isKeyProblem(problem: Problem): boolean {
  return problem.slug === 'invalid-api-key' || problem.slug === 'missing-api-key';
}
