import { UNSTORABLE_TEXT } from '../../../shared/storable-text';

/**
 * PostgreSQL's jsonb cannot hold U+0000 nor unpaired UTF-16 surrogates, which
 * valid JSON may carry (`"\u0000"`, `"\ud800"`). They are replaced by U+FFFD,
 * in keys and values alike; everything else is kept as sent.
 */
const UNSTORABLE = UNSTORABLE_TEXT;

export interface StorableJson {
  value: unknown;
  /** How many code units were replaced. */
  replaced: number;
  /** Where the first one was (`note`, `items[2].title`, a key: `a.<key>`), or null. */
  firstAt: string | null;
}

/**
 * @param value parsed JSON nested at most MAX_NESTING levels (the recursion is bounded by it)
 * @returns the value itself when nothing needs replacing (almost every payload), else a copy with the replacements
 */
export function storableJson(value: unknown): StorableJson {
  if (!holdsUnstorable(value)) return { value, replaced: 0, firstAt: null };
  const state = { replaced: 0, firstAt: null as string | null };
  const fix = (text: string, at: string): string => {
    let count = 0;
    const fixed = text.replace(UNSTORABLE, () => {
      count++;
      return '\uFFFD';
    });
    if (count > 0) {
      state.replaced += count;
      state.firstAt ??= at || '(root)';
    }
    return fixed;
  };
  const visit = (node: unknown, at: string): unknown => {
    if (typeof node === 'string') return fix(node, at);
    if (Array.isArray(node)) return node.map((item, index) => visit(item, `${at}[${index}]`));
    if (typeof node !== 'object' || node === null) return node;
    // fromEntries defines own properties: a "__proto__" key stays a key, as sent.
    return Object.fromEntries(
      Object.entries(node).map(([key, child]) => {
        const path = at ? `${at}.${key}` : key;
        const storableKey = fix(key, `${at ? `${at}.` : ''}<key ${JSON.stringify(key.slice(0, 40))}>`);
        return [storableKey, visit(child, path)];
      }),
    );
  };
  const result = visit(value, '');
  return { value: result, replaced: state.replaced, firstAt: state.firstAt };
}

const UNSTORABLE_CHARACTER = new RegExp(UNSTORABLE.source);

/** Whether a key or string anywhere needs replacing: a walk that builds nothing. */
function holdsUnstorable(node: unknown): boolean {
  if (typeof node === 'string') return UNSTORABLE_CHARACTER.test(node);
  if (typeof node !== 'object' || node === null) return false;
  if (Array.isArray(node)) {
    for (const item of node) if (holdsUnstorable(item)) return true;
    return false;
  }
  for (const key in node)
    if (UNSTORABLE_CHARACTER.test(key) || holdsUnstorable((node as Record<string, unknown>)[key])) return true;
  return false;
}
