/** Free-form payload fields as readable lines: keys made human, short text verbatim, long text shortened. */

export const SHORT_TEXT = 280;
const MAX_LINES_PER_ARTIFACT = 40;

// Read by the enrichment and time of day, not repeated as free-form text.
const SPECIAL = new Set([
  'media', 'images', 'attachments', 'files', 'highlights', 'location', 'latitude', 'lat', 'longitude', 'lng', 'lon',
  'placeName', 'place', 'address', 'timestamp',
]);

/** "startTime" -> "Start time", "heart_rate" -> "Heart rate". */
export function humanKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

export function shorten(text: string, max = SHORT_TEXT): string {
  const single = text.replace(/\s+/g, ' ').trim();
  if (single.length <= max) return single;
  const cut = single.slice(0, max - 1);
  const boundary = cut.lastIndexOf(' ');
  return `${boundary > max / 2 ? cut.slice(0, boundary) : cut}…`;
}

function scalar(value: unknown, shownElsewhere: ReadonlySet<string>): string | null {
  if (typeof value === 'string') return value.trim() === '' || shownElsewhere.has(value.trim()) ? null : `“${shorten(value)}”`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

/**
 * Lines "Key › sub key: value" for the free-form fields of one payload (an
 * object, or each object of an array). Values in `shownElsewhere` (media URLs,
 * rendered in their own section) are left out.
 */
export function payloadLines(payload: unknown, shownElsewhere: ReadonlySet<string> = new Set()): string[] {
  const lines: string[] = [];
  const visit = (value: unknown, path: string[], depth: number) => {
    if (lines.length >= MAX_LINES_PER_ARTIFACT || depth > 6) return;
    if (typeof value === 'string' && shownElsewhere.has(value.trim())) return;
    const text = scalar(value, shownElsewhere);
    if (text !== null) {
      lines.push(path.length ? `${path.join(' › ')}: ${text}` : text);
      return;
    }
    if (Array.isArray(value)) {
      const scalars = value.map((item) => scalar(item, shownElsewhere));
      if (value.length > 0 && scalars.every((item) => item !== null)) {
        lines.push(`${path.length ? `${path.join(' › ')}: ` : ''}${scalars.join(', ')}`);
      } else {
        value.forEach((item, index) => visit(item, value.length > 1 ? [...path, `#${index + 1}`] : path, depth + 1));
      }
      return;
    }
    if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (depth === 0 && SPECIAL.has(key)) continue;
        // The conventional `payload` wrapper adds nothing to read.
        visit(child, depth === 0 && key === 'payload' ? path : [...path, humanKey(key)], depth + 1);
      }
    }
  };
  if (Array.isArray(payload)) payload.forEach((item) => visit(item, [], 0));
  else visit(payload, [], 0);
  if (lines.length >= MAX_LINES_PER_ARTIFACT) lines.push('…');
  return lines;
}
