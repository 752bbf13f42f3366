/** Edit distance of two short strings (commands, option names): insertions, deletions, substitutions. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length];
}

/** The candidate closest to what was typed, when it is close enough to be what was meant. */
export function closest(typed: string, candidates: readonly string[]): string | undefined {
  const input = typed.slice(0, 64);
  let best: { candidate: string; score: number } | undefined;
  for (const candidate of candidates) {
    const score = distance(input, candidate);
    if (!best || score < best.score) best = { candidate, score };
  }
  return best && best.score <= Math.max(2, Math.floor(best.candidate.length / 4)) ? best.candidate : undefined;
}
