import { publicHttpUrl } from '../../../../shared/public-url';
import type { Highlight, Place } from '../../../ingest';
import { escapeMarkdownText, markdownImage, markdownLink } from '../../../diary';
import type { DayDigest } from '../../../understanding';
import { plural } from './prose/phrases';
import type { Block } from './word-budget';

const SHOWN = { media: 6, places: 6, highlights: 8 } as const;
/** More bare coordinates than this are a track, not places to list. */
const MAX_BARE_POSITIONS = 3;

/**
 * Media, places and highlights as sections; every URL is checked again when
 * written (an artifact stored before the check existed cannot bring one in).
 */
export function enrichmentBlocks(digest: DayDigest, orderBase: number): Block[] {
  const media = digest.media
    .map((item) => ({ ...item, url: publicHttpUrl(item.url) }))
    .filter((item) => item.url !== null);
  return [
    ...section(orderBase, 'Media', media.length + digest.more.media, (add) => {
      let images = 0;
      let videos = 0;
      for (const item of media.slice(0, SHOWN.media)) {
        add(
          item.type === 'video'
            ? `- ${markdownLink(`Video ${++videos}`, item.url!)}`
            : markdownImage(`Photo ${++images}`, item.url!),
        );
      }
    }),
    ...placeBlocks(digest, orderBase + 1000),
    ...section(orderBase + 2000, 'Highlights', digest.highlights.length + digest.more.highlights, (add) =>
      digest.highlights.slice(0, SHOWN.highlights).forEach((highlight) => add(highlightLine(highlight))),
    ),
  ];
}

function section(
  order: number,
  title: string,
  total: number,
  fill: (add: (markdown: string) => void) => void,
): Block[] {
  if (total === 0) return [];
  const heading: Block = { order, priority: 3, markdown: `## ${title}` };
  const blocks: Block[] = [heading];
  fill((markdown) =>
    blocks.push({ order: order + blocks.length, priority: 5 + 10 * (blocks.length - 1), markdown, after: heading }),
  );
  const more = total - (blocks.length - 1);
  if (more > 0)
    blocks.push({
      order: order + 999,
      priority: 5 + 10 * blocks.length,
      markdown: `- and ${more.toLocaleString('en-US')} more`,
      after: heading,
    });
  return blocks;
}

/** Named places with their map links; bare coordinates only when there are a few (a stream of them is a route). */
function placeBlocks(digest: DayDigest, order: number): Block[] {
  const named = digest.places.filter((place) => place.placeName || place.address);
  const bare = digest.places.filter((place) => !named.includes(place));
  const bareTotal = bare.length + (bare.length > 0 ? digest.more.places : 0);
  const listed = [...named, ...(bareTotal <= MAX_BARE_POSITIONS ? bare : [])];
  return section(order, 'Places', listed.length + (bareTotal > MAX_BARE_POSITIONS ? 1 : 0), (add) => {
    listed.slice(0, SHOWN.places).forEach((place) => add(placeLine(place)));
    if (bareTotal > MAX_BARE_POSITIONS) add(`- ${plural(bareTotal, 'position')} along the way, without names`);
  });
}

function placeLine(place: Place): string {
  const parts = [
    place.placeName ? `**${escapeMarkdownText(place.placeName)}**` : null,
    place.address ? escapeMarkdownText(place.address) : null,
  ].filter(Boolean);
  if (place.latitude !== undefined && place.longitude !== undefined) {
    const lat = place.latitude.toFixed(5);
    const lon = place.longitude.toFixed(5);
    parts.push(
      markdownLink(`${lat}, ${lon}`, `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=15/${lat}/${lon}`),
    );
  }
  return `- ${parts.join(', ')}`;
}

function highlightLine(highlight: Highlight): string {
  let line = `- **${escapeMarkdownText(highlight.title)}** (${escapeMarkdownText(highlight.kind)})`;
  if (highlight.value) line += `: ${escapeMarkdownText(highlight.value)}`;
  if (highlight.subtitle) line += ` · ${escapeMarkdownText(highlight.subtitle)}`;
  const link = publicHttpUrl(highlight.externalUrl);
  if (link) line += ` · ${markdownLink('link', link)}`;
  return line;
}
