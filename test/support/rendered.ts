import MarkdownIt from 'markdown-it';

/** A permissive renderer, as a client might use: raw HTML allowed, bare URLs linked. */
const renderer = new MarkdownIt({ html: true, linkify: true });

export function renderedHtml(markdown: string): string {
  return renderer.render(markdown);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** The text a reader sees once the markdown is rendered. */
export function renderedText(markdown: string): string {
  return renderedHtml(markdown)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
}

/** How many elements of each tag the rendered markdown has, e.g. { h1: 1, li: 12, a: 2 }. */
export function elementCounts(markdown: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const match of renderedHtml(markdown).matchAll(/<([a-z][a-z0-9]*)\b/g))
    counts[match[1]] = (counts[match[1]] ?? 0) + 1;
  return counts;
}
