import type { Entry, Place } from './api-types.js';
import { el, externalLink, safeHref } from './dom.js';
import { dayTitle, monthOf, monthTitle } from './dates.js';
import { renderMarkdown } from './markdown.js';

/** One day's entry: its markdown rendered inert, then what it mentions that the text does not already show. */
export function entryView(
  entry: Entry,
  tagHref: (slug: string) => string,
  monthHref: (month: string) => string,
): HTMLElement {
  const content = entry.content ?? '';
  const media = entry.enrichment.media.filter((item) => !content.includes(item.url));
  const places = entry.enrichment.locations.filter((place) => !place.placeName || !content.includes(place.placeName));
  const highlights = entry.enrichment.highlights.filter((item) => !content.includes(item.title));
  return el(
    'article',
    { class: 'entry' },
    el('a', { class: 'back', attrs: { href: monthHref(monthOf(entry.date)) } }, `← ${monthTitle(monthOf(entry.date))}`),
    el('p', { class: 'entry-date' }, dayTitle(entry.date)),
    el('h1', {}, entry.title ?? dayTitle(entry.date)),
    tagList(entry.tags, tagHref),
    el('div', { class: 'markdown' }, renderMarkdown(content, entry.title)),
    media.length > 0 &&
      section(
        'Media',
        media.map((item) => linkOrText(item.url, `${item.type === 'video' ? 'Video' : 'Image'}: ${hostOf(item.url)}`)),
      ),
    places.length > 0 && section('Places', places.map(placeItem)),
    highlights.length > 0 &&
      section(
        'Highlights',
        highlights.map((item) => {
          const text = [item.title, item.value, item.subtitle].filter(Boolean).join(' · ');
          return item.externalUrl ? linkOrText(item.externalUrl, text) : text;
        }),
      ),
    el(
      'p',
      { class: 'entry-meta' },
      `${entry.wordCount} words`,
      entry.sources.length > 0
        ? ` · from ${entry.sources.map((source) => source.replace(/^webhook:/, '')).join(', ')}`
        : '',
    ),
  );
}

export function tagList(tags: string[], tagHref: (slug: string) => string): HTMLElement | null {
  if (tags.length === 0) return null;
  return el(
    'ul',
    { class: 'tags' },
    ...tags.map((slug) => el('li', {}, el('a', { attrs: { href: tagHref(slug) } }, `#${slug}`))),
  );
}

function section(title: string, items: (Node | string)[]): HTMLElement {
  return el(
    'section',
    { class: 'enrichment' },
    el('h2', {}, title),
    el('ul', {}, ...items.map((item) => el('li', {}, item))),
  );
}

function linkOrText(url: string, text: string): Node | string {
  const href = safeHref(url);
  return href ? externalLink(href, text) : text;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}

function placeItem(place: Place): Node | string {
  const name = [place.placeName, place.address].filter(Boolean).join(', ');
  if (place.latitude === undefined || place.longitude === undefined) return name || 'A place';
  const coordinates = `${place.latitude}, ${place.longitude}`;
  const map = `https://www.openstreetmap.org/?mlat=${place.latitude}&mlon=${place.longitude}#map=15/${place.latitude}/${place.longitude}`;
  return el('span', {}, name ? `${name} ` : '', externalLink(map, coordinates));
}
