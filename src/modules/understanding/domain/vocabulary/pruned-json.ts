import { fieldProfile } from './field-roles';
import { keyWords } from './key-words';
import { quantityOf } from './quantity';
import { epochInstant, looksLikeIdentifier, looksLikeUrl } from './value-shapes';

/** Bounds of one pruned record: what a language model is shown of a payload no interpreter knows. */
export const PRUNED_LIMITS = { chars: 1_200, depth: 5, arrayItems: 4, textChars: 240, nodes: 400 } as const;

/**
 * A record as compact JSON text without what says nothing to a reader (ids,
 * tokens, URLs, hashes, nulls, empty values), long lists cut to their first
 * items with a count, long texts cut, and the whole at most PRUNED_LIMITS.chars.
 */
export function prunedJson(value: unknown): string {
  let nodes = 0;
  const prune = (node: unknown, depth: number, key: string | null = null): unknown => {
    if (++nodes > PRUNED_LIMITS.nodes) return undefined;
    if (typeof node === 'string') {
      const text = node.trim();
      if (text === '' || looksLikeUrl(text) || looksLikeIdentifier(text)) return undefined;
      return text.length > PRUNED_LIMITS.textChars ? `${text.slice(0, PRUNED_LIMITS.textChars)}…` : text;
    }
    if (typeof node === 'boolean') return node;
    // Numbers that measure something; counters, codes, positions and epoch times (the record's local time is given beside it) say nothing.
    if (typeof node === 'number')
      return key !== null && epochInstant(node) === null && quantityOf(keyWords(key), node) !== null ? node : undefined;
    if (node === null || typeof node !== 'object' || depth >= PRUNED_LIMITS.depth) return undefined;
    if (Array.isArray(node)) {
      const items = node
        .slice(0, PRUNED_LIMITS.arrayItems)
        .map((item) => prune(item, depth + 1, key))
        .filter((item) => item !== undefined);
      if (node.length > PRUNED_LIMITS.arrayItems) items.push(`… ${node.length - PRUNED_LIMITS.arrayItems} more`);
      return items.length ? items : undefined;
    }
    const kept: Record<string, unknown> = {};
    for (const [name, child] of Object.entries(node)) {
      if (fieldProfile(name).technical) continue;
      const pruned = prune(child, depth + 1, name);
      if (pruned !== undefined) kept[name] = pruned;
    }
    return Object.keys(kept).length ? kept : undefined;
  };
  const text = JSON.stringify(prune(value, 0) ?? null);
  return text.length > PRUNED_LIMITS.chars ? `${text.slice(0, PRUNED_LIMITS.chars)}…` : text;
}
