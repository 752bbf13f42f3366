import { fieldProfile } from './field-roles';
import { looksLikeIdentifier, looksLikeUrl } from './value-shapes';

/** Bounds of one pruned record: what a language model is shown of a payload no interpreter knows. */
export const PRUNED_LIMITS = { chars: 1_200, depth: 5, arrayItems: 4, textChars: 240, nodes: 400 } as const;

/**
 * A record as compact JSON text without what says nothing to a reader (ids,
 * tokens, URLs, hashes, nulls, empty values), long lists cut to their first
 * items with a count, long texts cut, and the whole at most PRUNED_LIMITS.chars.
 */
export function prunedJson(value: unknown): string {
  let nodes = 0;
  const prune = (node: unknown, depth: number): unknown => {
    if (++nodes > PRUNED_LIMITS.nodes) return undefined;
    if (typeof node === 'string') {
      const text = node.trim();
      if (text === '' || looksLikeUrl(text) || looksLikeIdentifier(text)) return undefined;
      return text.length > PRUNED_LIMITS.textChars ? `${text.slice(0, PRUNED_LIMITS.textChars)}…` : text;
    }
    if (typeof node === 'number' || typeof node === 'boolean') return node;
    if (node === null || typeof node !== 'object' || depth >= PRUNED_LIMITS.depth) return undefined;
    if (Array.isArray(node)) {
      const items = node
        .slice(0, PRUNED_LIMITS.arrayItems)
        .map((item) => prune(item, depth + 1))
        .filter((item) => item !== undefined);
      if (node.length > PRUNED_LIMITS.arrayItems) items.push(`… ${node.length - PRUNED_LIMITS.arrayItems} more`);
      return items.length ? items : undefined;
    }
    const kept: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(node)) {
      if (fieldProfile(key).technical) continue;
      const pruned = prune(child, depth + 1);
      if (pruned !== undefined) kept[key] = pruned;
    }
    return Object.keys(kept).length ? kept : undefined;
  };
  const text = JSON.stringify(prune(value, 0) ?? null);
  return text.length > PRUNED_LIMITS.chars ? `${text.slice(0, PRUNED_LIMITS.chars)}…` : text;
}
