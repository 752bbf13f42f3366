import { el, externalLink, safeHref } from './dom.js';

type Token = ReturnType<ReturnType<typeof markdownit>['parse']>[number];

// CommonMark with GFM tables and strikethrough, bare URLs as links; raw HTML is not HTML here (html: false makes it
// text), and the tokens become DOM nodes below: no renderer's HTML string is ever used.
const parser = markdownit({ html: false, linkify: true, typographer: false });

/** The tags an entry's markdown may produce, each made with createElement; any other becomes a div or span. */
const TAGS = new Set(['p', 'ul', 'ol', 'li', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'em', 'strong', 's']);

/**
 * The entry's markdown as DOM nodes. `skipTitle`: the first level-one heading, when it says what the page already
 * shows as the title, is left out. Headings move down one level (the page's h1 is the title).
 */
export function renderMarkdown(markdown: string, skipTitle: string | null): DocumentFragment {
  const tokens = parser.parse(markdown, {});
  const fragment = document.createDocumentFragment();
  let start = 0;
  if (skipTitle !== null && tokens[0]?.type === 'heading_open' && tokens[0].tag === 'h1') {
    if (tokens[1]?.content.trim() === skipTitle.trim()) start = 3;
  }
  renderBlocks(tokens.slice(start), fragment);
  return fragment;
}

function renderBlocks(tokens: Token[], root: Node): void {
  const stack: Node[] = [root];
  const top = () => stack[stack.length - 1];
  for (const token of tokens) {
    // The paragraphs of a tight list are hidden: their text goes straight into the item.
    if (token.hidden && token.nesting !== 0) continue;
    if (token.nesting === 1) {
      const element = blockElement(token);
      top().appendChild(element);
      stack.push(element);
    } else if (token.nesting === -1) {
      if (stack.length > 1) stack.pop();
    } else if (token.type === 'inline') {
      renderInline(token.children ?? [], top());
    } else if (token.type === 'fence' || token.type === 'code_block') {
      top().appendChild(el('pre', {}, el('code', {}, token.content)));
    } else if (token.type === 'hr') {
      top().appendChild(el('hr'));
    } else if (token.content) {
      // html_block with html off never comes; anything unforeseen shows as its text.
      top().appendChild(el('p', {}, token.content));
    }
  }
}

function blockElement(token: Token): HTMLElement {
  const heading = /^h([1-6])$/.exec(token.tag);
  if (heading) return document.createElement(`h${Math.min(6, Number(heading[1]) + 1)}`);
  if (token.tag === 'ol') {
    const list = document.createElement('ol');
    const start = Number(token.attrGet('start'));
    if (Number.isInteger(start) && start > 1) list.start = start;
    return list;
  }
  if (token.tag === 'th' || token.tag === 'td') {
    const cell = document.createElement(token.tag);
    const align = /text-align:(left|center|right)/.exec(attribute(token, 'style'));
    if (align) cell.className = `align-${align[1]}`;
    return cell;
  }
  if (TAGS.has(token.tag)) return document.createElement(token.tag);
  return document.createElement('div');
}

function renderInline(tokens: Token[], root: Node): void {
  const stack: Node[] = [root];
  const top = () => stack[stack.length - 1];
  for (const token of tokens) {
    switch (token.type) {
      case 'text':
        top().appendChild(document.createTextNode(token.content));
        break;
      case 'softbreak':
        top().appendChild(document.createTextNode('\n'));
        break;
      case 'hardbreak':
        top().appendChild(el('br'));
        break;
      case 'code_inline':
        top().appendChild(el('code', {}, token.content));
        break;
      case 'image':
        top().appendChild(imageLink(token));
        break;
      case 'link_open': {
        const href = safeHref(attribute(token, 'href'));
        // A link to somewhere a reader must not go keeps its text, as a span.
        const element = href ? externalLink(href) : el('span', { class: 'unlinked' });
        top().appendChild(element);
        stack.push(element);
        break;
      }
      default:
        if (token.nesting === 1) {
          const element = TAGS.has(token.tag) ? document.createElement(token.tag) : el('span');
          top().appendChild(element);
          stack.push(element);
        } else if (token.nesting === -1) {
          if (stack.length > 1) stack.pop();
        } else if (token.content) {
          top().appendChild(document.createTextNode(token.content));
        }
    }
  }
}

/**
 * An image is shown as a link to it, not loaded: loading would tell its host who reads the diary and when (the
 * page's policy allows images from this origin only).
 */
function imageLink(token: Token): Node {
  const alt = token.children?.map((child) => child.content).join('') || 'image';
  const href = safeHref(attribute(token, 'src'));
  const label = `Image: ${alt}`;
  return href
    ? externalLink(href, el('span', { class: 'media-label' }, label))
    : el('span', { class: 'unlinked' }, label);
}

function attribute(token: Token, name: string): string {
  const value = token.attrGet(name);
  return value === null ? '' : String(value);
}
