import type { Media } from './enrichment';
import { checkPublicHttpUrl, describeRefusal } from '../../../../shared/public-url';
import { JsonObject, LIMITS, Warnings, isObject } from './limits';

export const MEDIA_ARRAY_NAMES = ['media', 'images', 'attachments', 'files'] as const;

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'heic', 'avif'];
const VIDEO_EXTENSIONS = ['mp4', 'mov', 'webm', 'm4v'];
const MEDIA_URL = new RegExp(
  `https?://[^\\s"'<>()\\[\\]{}]+?\\.(${[...IMAGE_EXTENSIONS, ...VIDEO_EXTENSIONS].join('|')})(?=$|[?#\\s"'<>()\\[\\]{},;!])(?:[?#][^\\s"'<>()\\[\\]{}]*)?`,
  'gi',
);

/** Media listed under media / images / attachments / files of one object. */
export function mediaListedIn(item: JsonObject, where: string, warnings: Warnings): Media[] {
  const found: Media[] = [];
  for (const name of MEDIA_ARRAY_NAMES) {
    const list = item[name];
    if (list === undefined) continue;
    if (!Array.isArray(list)) {
      warnings.add(`${where}${name}`, 'skipped, expected an array of media');
      continue;
    }
    list.forEach((entry, index) => {
      const at = `${where}${name}[${index}]`;
      const given = isObject(entry) ? entry.url : entry;
      const checked = checkPublicHttpUrl(given, LIMITS.urlLength);
      if (!checked.ok) {
        warnings.refuseUrl(given, at, `skipped, URL ${describeRefusal(checked.reason, LIMITS.urlLength)}`);
        return;
      }
      const type = isObject(entry) ? (entry.type ?? entry.mediaType ?? 'image') : 'image';
      if (type !== 'image' && type !== 'video') {
        warnings.add(at, 'skipped, type must be image or video');
        return;
      }
      found.push({ url: checked.url, type });
    });
  }
  return found;
}

/**
 * Media URLs (by file extension) inside a string value, found at `where` in
 * the payload. A refused URL is named in a warning unless it was already.
 */
export function mediaUrlsIn(text: string, where: string, warnings: Warnings): Media[] {
  const found: Media[] = [];
  for (const match of text.matchAll(MEDIA_URL)) {
    // Sentence punctuation after a URL is not part of it.
    const given = match[0].replace(/[.,;:!?]+$/, '');
    const checked = checkPublicHttpUrl(given, LIMITS.urlLength);
    if (checked.ok) {
      found.push({ url: checked.url, type: VIDEO_EXTENSIONS.includes(match[1].toLowerCase()) ? 'video' : 'image' });
    } else if (!warnings.wasRefused(given)) {
      warnings.refuseUrl(
        given,
        where || 'text',
        `media URL skipped, it ${describeRefusal(checked.reason, LIMITS.urlLength)}`,
      );
    }
  }
  return found;
}
