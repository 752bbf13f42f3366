// The reader builds its page with these alone: elements, attributes and text nodes. Nothing is ever parsed as HTML
// (no innerHTML and its kin anywhere; the page's Trusted Types policy would refuse them), so text from an entry
// stays text whatever it holds.

export type Child = Node | string | null | undefined | false;

export interface Props {
  class?: string;
  /** Attributes, set by name (never an `on...` handler: those are refused). */
  attrs?: Record<string, string>;
  on?: Partial<Record<keyof HTMLElementEventMap, (event: Event) => void>>;
}

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (props.class) element.className = props.class;
  for (const [name, value] of Object.entries(props.attrs ?? {})) {
    if (/^on/i.test(name)) throw new Error(`refused attribute ${name}`);
    element.setAttribute(name, value);
  }
  for (const [type, handler] of Object.entries(props.on ?? {})) element.addEventListener(type, handler);
  append(element, ...children);
  return element;
}

export function append(parent: Node, ...children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
  }
}

export function replaceChildren(parent: Element, ...children: Child[]): void {
  parent.replaceChildren();
  append(parent, ...children);
}

/**
 * An address an entry links to, if it is one a reader may follow: absolute http(s) or mailto. Anything else
 * (`javascript:`, `data:`, relative paths into this origin) is not a link.
 */
export function safeHref(raw: string): string | null {
  try {
    const url = new URL(raw);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** A link that leaves the reader: a new tab, no referrer, no opener. */
export function externalLink(href: string, ...children: Child[]): HTMLAnchorElement {
  return el('a', { attrs: { href, target: '_blank', rel: 'noopener noreferrer nofollow' } }, ...children);
}
