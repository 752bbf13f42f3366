/**
 * Characters PostgreSQL's web-search parser skips while it waits for a word (white space and the operator characters
 * of to_tsquery): a `-` after any run of them is one more NOT on the same word.
 */
const SKIPPED_BETWEEN = String.raw`[\s!&|()<]`;
const NEGATION_RUN = new RegExp(String.raw`(?<=^|${SKIPPED_BETWEEN})-(?:${SKIPPED_BETWEEN}*-)+`, 'gu');

/**
 * The words of a search as websearch_to_tsquery should read them: a run of negations on one word (a markdown rule
 * `----`, hyphens between spaces) becomes the one NOT it means, or none when their number is even. PostgreSQL stacks
 * each NOT until the word arrives and fails past 32 ("tsquery stack too small").
 */
export function searchWords(q: string): string {
  return q.replace(NEGATION_RUN, (run) => ((run.match(/-/g) ?? []).length % 2 === 1 ? ' -' : ' '));
}
