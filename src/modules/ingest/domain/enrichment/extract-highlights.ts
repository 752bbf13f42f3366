import type { Highlight } from './enrichment';
import { checkPublicHttpUrl, describeRefusal } from '../../../../shared/public-url';
import { JsonObject, LIMITS, Warnings, isObject } from './limits';

/** The `highlights` array of one object: kind and title required, value kept as text. */
export function highlightsIn(item: JsonObject, where: string, warnings: Warnings): Highlight[] {
  const list = item.highlights;
  if (list === undefined) return [];
  if (!Array.isArray(list)) {
    warnings.add(`${where}highlights`, 'skipped, expected an array');
    return [];
  }
  const found: Highlight[] = [];
  list.forEach((entry, index) => {
    const at = `${where}highlights[${index}]`;
    if (!isObject(entry)) {
      warnings.add(at, 'skipped, expected an object');
      return;
    }
    const kind = requiredText(entry.kind);
    const title = requiredText(entry.title);
    if (!kind || !title) {
      warnings.add(
        at,
        `skipped, ${!kind ? 'kind' : 'title'} is required (text of at most ${LIMITS.highlightText} characters)`,
      );
      return;
    }
    const highlight: Highlight = { kind, title };
    const subtitle = optionalText(entry.subtitle, `${at}.subtitle`, warnings);
    const value = optionalText(
      typeof entry.value === 'number' || typeof entry.value === 'boolean' ? String(entry.value) : entry.value,
      `${at}.value`,
      warnings,
    );
    if (subtitle !== undefined) highlight.subtitle = subtitle;
    if (value !== undefined) highlight.value = value;
    for (const name of ['imageUrl', 'externalUrl'] as const) {
      if (entry[name] === undefined || entry[name] === null) continue;
      const checked = checkPublicHttpUrl(entry[name], LIMITS.urlLength);
      if (checked.ok) highlight[name] = checked.url;
      else
        warnings.refuseUrl(
          entry[name],
          `${at}.${name}`,
          `skipped, URL ${describeRefusal(checked.reason, LIMITS.urlLength)}`,
        );
    }
    found.push(highlight);
  });
  return found;
}

function requiredText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' && value.length <= LIMITS.highlightText ? value.trim() : null;
}

function optionalText(value: unknown, at: string, warnings: Warnings): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length > LIMITS.highlightText) {
    warnings.add(at, `skipped, must be text of at most ${LIMITS.highlightText} characters`);
    return undefined;
  }
  return value;
}
