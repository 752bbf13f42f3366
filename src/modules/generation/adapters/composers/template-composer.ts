import { Injectable } from '@nestjs/common';
import type { Enrichment, Highlight, Place } from '../../../../shared/enrichment';
import { displayNameOf, slugify } from '../../../diary';
import { Composition, CompositionInput, DayArtifact, mergeEnrichment } from '../../domain/day-material';
import { EntryComposer } from '../../domain/entry-composer';
import { humanKey, payloadLines } from './payload-lines';

const MAX_TAGS = 20;

/**
 * The built-in composer: deterministic, no network. A title about the day, the
 * material grouped by source with short text quoted verbatim, then media,
 * places and highlights. Same input, same output.
 */
@Injectable()
export class TemplateComposer extends EntryComposer {
  async compose(input: CompositionInput): Promise<Composition> {
    return composeWithTemplate(input);
  }
}

export function composeWithTemplate(input: CompositionInput): Composition {
  const enrichment = mergeEnrichment(input.artifacts);
  const mediaUrls = new Set(enrichment.media.map((item) => item.url));
  const sections = [`# ${titleFor(input.artifacts, enrichment)}`, ...materialSections(input, mediaUrls), ...enrichmentSections(enrichment)];
  return { content: `${sections.join('\n\n')}\n`, tags: tagsFor(input.artifacts, enrichment), enrichment };
}

/** The day's enrichment rendered as markdown sections; language-model entries get them too. */
export function enrichmentSections(enrichment: Enrichment): string[] {
  const sections: string[] = [];
  if (enrichment.media.length > 0) {
    const lines = enrichment.media.map((item, index) =>
      item.type === 'image' ? `![Image ${index + 1}](${item.url})` : `- [Video ${index + 1}](${item.url})`,
    );
    sections.push(`## Media\n\n${lines.join('\n')}`);
  }
  if (enrichment.locations.length > 0) sections.push(`## Places\n\n${enrichment.locations.map(placeLine).join('\n')}`);
  if (enrichment.highlights.length > 0) sections.push(`## Highlights\n\n${enrichment.highlights.map(highlightLine).join('\n')}`);
  return sections;
}

function titleFor(artifacts: DayArtifact[], enrichment: Enrichment): string {
  const [first, ...more] = enrichment.highlights;
  if (first) return more.length ? `${first.title}, and ${more.length} more highlight${more.length > 1 ? 's' : ''}` : first.title;
  const places = [...new Set(enrichment.locations.map((place) => place.placeName).filter((name): name is string => !!name))];
  if (places.length > 0) return `At ${listOf(places)}`;
  return `Notes from ${listOf([...new Set(artifacts.map((artifact) => artifact.sourceLabel))].sort())}`;
}

function listOf(names: string[]): string {
  if (names.length <= 2) return names.join(' and ');
  if (names.length === 3) return `${names[0]}, ${names[1]} and ${names[2]}`;
  return `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`;
}

function materialSections(input: CompositionInput, mediaUrls: ReadonlySet<string>): string[] {
  const bySource = new Map<string, DayArtifact[]>();
  for (const artifact of input.artifacts) bySource.set(artifact.sourceLabel, [...(bySource.get(artifact.sourceLabel) ?? []), artifact]);
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: input.timezone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return [...bySource.keys()].sort().map((source) => {
    const items = bySource.get(source)!.map((artifact) => {
      const at = time.format(timeOf(artifact));
      const lines = payloadLines(artifact.payload, mediaUrls);
      if (lines.length === 0) return `- **${at}**`;
      if (lines.length === 1) return `- **${at}** ${lines[0]}`;
      return `- **${at}**\n${lines.map((line) => `  - ${line}`).join('\n')}`;
    });
    return `## ${source}\n\n${items.join('\n')}`;
  });
}

/** The payload's own `timestamp` when it has a valid one, else the time of receipt. */
function timeOf(artifact: DayArtifact): Date {
  const payload = artifact.payload as { timestamp?: unknown };
  const stamp = !Array.isArray(payload) && typeof payload?.timestamp === 'string' ? Date.parse(payload.timestamp) : NaN;
  return Number.isNaN(stamp) ? artifact.receivedAt : new Date(stamp);
}

function placeLine(place: Place): string {
  const parts = [place.placeName ? `**${place.placeName}**` : null, place.address ?? null].filter(Boolean);
  if (place.latitude !== undefined && place.longitude !== undefined) {
    const lat = place.latitude.toFixed(5);
    const lon = place.longitude.toFixed(5);
    parts.push(`[${lat}, ${lon}](https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=15/${lat}/${lon})`);
  }
  return `- ${parts.join(', ')}`;
}

function highlightLine(highlight: Highlight): string {
  let line = `- **${highlight.title}** (${humanKey(highlight.kind)})`;
  if (highlight.value) line += `: ${highlight.value}`;
  if (highlight.subtitle) line += ` · ${highlight.subtitle}`;
  if (highlight.externalUrl) line += ` · [link](${highlight.externalUrl})`;
  if (highlight.imageUrl) line += `\n  ![${highlight.title}](${highlight.imageUrl})`;
  return line;
}

function tagsFor(artifacts: DayArtifact[], enrichment: Enrichment): Array<{ slug: string; displayName: string }> {
  const candidates = [
    ...artifacts.map((artifact) => artifact.sourceLabel),
    ...enrichment.highlights.map((highlight) => humanKey(highlight.kind)),
    ...enrichment.locations.map((place) => place.placeName ?? ''),
  ];
  const tags = new Map<string, string>();
  for (const name of candidates) {
    const slug = slugify(name);
    if (slug && !tags.has(slug)) tags.set(slug, name.trim().slice(0, 100) || displayNameOf(slug));
  }
  return [...tags].slice(0, MAX_TAGS).map(([slug, displayName]) => ({ slug, displayName }));
}
