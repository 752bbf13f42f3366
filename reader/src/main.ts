import { ApiError, type Problem, ReaderApi } from './api.js';
import type { Entry, EntryPage, Tag } from './api-types.js';
import { FIRST_DAY, LAST_DAY, dayAfter, dayBefore, isDay, isMonth, monthDays, monthOf, monthTitle } from './dates.js';
import { el, replaceChildren } from './dom.js';
import { entryView } from './entry-view.js';
import { keyForm, storedKey } from './key-form.js';
import { type Links, entriesByMonth } from './list-views.js';
import { isKeyProblem, problemMessage } from './problems.js';

const SEARCH_PAGE = 20;
const main = document.getElementById('main')!;
const toolbar = document.getElementById('toolbar')!;
let api: ReaderApi | null = null;
let rendering = 0;

/** Where the reader is: `#/month/2026-11?tag=run`, `#/search?q=canal`, `#/entry/2026-11-21`, or `#/` (the latest). */
interface Route {
  view: 'latest' | 'month' | 'search' | 'entry';
  value: string;
  tag: string | null;
  q: string;
}

function currentRoute(): Route {
  const [path, query = ''] = window.location.hash.replace(/^#/, '').split('?', 2);
  const params = new URLSearchParams(query);
  const tag = params.get('tag') || null;
  const [, view = '', value = ''] = path.split('/');
  if (view === 'month' && isMonth(value)) return { view, value, tag, q: '' };
  if (view === 'entry' && isDay(value)) return { view, value, tag, q: '' };
  if (view === 'search' && params.get('q')) return { view, value: '', tag, q: params.get('q')! };
  return { view: 'latest', value: '', tag, q: '' };
}

function href(view: string, params: Record<string, string | null> = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  const text = query.toString();
  return `#/${view}${text ? `?${text}` : ''}`;
}

const LINKS: Links = { entry: (date) => href(`entry/${date}`), tag: (slug) => href('', { tag: slug }) };

async function render(): Promise<void> {
  const ticket = ++rendering;
  const hash = window.location.hash;
  // A newer render, or a navigation whose hashchange has not fired yet, makes this one's answer stale.
  const stale = () => ticket !== rendering || window.location.hash !== hash;
  const key = storedKey.get();
  if (!key) return askForKey(null);
  api ??= new ReaderApi(key);
  const route = currentRoute();
  showToolbar(route);
  replaceChildren(main, el('p', { class: 'loading', attrs: { role: 'status' } }, 'Loading…'));
  try {
    const view = await viewOf(route, api);
    if (stale()) return;
    // The latest month is found first, then shown at its own address (unless the reader went elsewhere meanwhile).
    if (typeof view === 'string') return window.location.replace(view);
    replaceChildren(main, ...view);
  } catch (error) {
    if (stale()) return;
    if (!(error instanceof ApiError)) throw error;
    if (isKeyProblem(error.problem)) {
      storedKey.forget();
      api = null;
      return askForKey(error.problem);
    }
    replaceChildren(main, problemNotice(error.problem));
  }
}

async function viewOf(route: Route, reader: ReaderApi): Promise<Node[] | string> {
  const tagged = { tag: route.tag ?? undefined };
  if (route.view === 'entry') {
    const entry = await reader.get<Entry>(`/api/v1/entries/${route.value}`);
    document.title = `${entry.title ?? entry.date} · Diary`;
    return [entryView(entry, LINKS.tag, (month) => href(`month/${month}`))];
  }
  if (route.view === 'search') return searchView(route, reader);
  if (route.view === 'latest') {
    const latest = await reader.get<EntryPage>('/api/v1/entries', {
      from: FIRST_DAY,
      to: LAST_DAY,
      limit: 1,
      ...tagged,
    });
    const date = latest.data[0]?.date;
    if (!date)
      return [
        el('p', { class: 'empty' }, route.tag ? `No entry is tagged #${route.tag}.` : 'The diary has no entries yet.'),
      ];
    return href(`month/${monthOf(date)}`, { tag: route.tag });
  }
  const { from, to } = monthDays(route.value);
  const [page, older, newer] = await Promise.all([
    reader.get<EntryPage>('/api/v1/entries', { from, to, limit: 100, ...tagged }),
    reader.get<EntryPage>('/api/v1/entries', { from: FIRST_DAY, to: dayBefore(from), limit: 1, ...tagged }),
    oldestAfter(reader, dayAfter(to), route.tag),
  ]);
  document.title = `${monthTitle(route.value)} · Diary`;
  const olderMonth = older.data[0] ? monthOf(older.data[0].date) : null;
  const nav = el(
    'nav',
    { class: 'months', attrs: { 'aria-label': 'Months' } },
    olderMonth
      ? el(
          'a',
          { class: 'older', attrs: { href: href(`month/${olderMonth}`, { tag: route.tag }) } },
          `← ${monthTitle(olderMonth)}`,
        )
      : el('span'),
    newer
      ? el(
          'a',
          { class: 'newer', attrs: { href: href(`month/${newer}`, { tag: route.tag }) } },
          `${monthTitle(newer)} →`,
        )
      : el('span'),
  );
  const months = entriesByMonth(page.data, LINKS);
  return [
    ...(months.length
      ? months
      : [el('h2', {}, monthTitle(route.value)), el('p', { class: 'empty' }, 'No entries this month.')]),
    nav,
  ];
}

/** The month of the first entry after `from`: the list is newest first, so its last item is read by offset. */
async function oldestAfter(reader: ReaderApi, from: string, tag: string | null): Promise<string | null> {
  if (from > LAST_DAY) return null;
  const params = { from, to: LAST_DAY, tag: tag ?? undefined };
  const count = await reader.get<EntryPage>('/api/v1/entries', { ...params, limit: 1 });
  if (count.pagination.total === 0) return null;
  const oldest = await reader.get<EntryPage>('/api/v1/entries', {
    ...params,
    limit: 1,
    offset: count.pagination.total - 1,
  });
  return oldest.data[0] ? monthOf(oldest.data[0].date) : null;
}

async function searchView(route: Route, reader: ReaderApi): Promise<Node[]> {
  const query = { from: FIRST_DAY, to: LAST_DAY, q: route.q, tag: route.tag ?? undefined, limit: SEARCH_PAGE };
  const first = await reader.get<EntryPage>('/api/v1/entries', { ...query, offset: 0 });
  document.title = `“${route.q}” · Diary`;
  const total = first.pagination.total;
  const heading = el(
    'h1',
    { class: 'search-title' },
    `${total} ${total === 1 ? 'entry matches' : 'entries match'} “${route.q}”${route.tag ? ` in #${route.tag}` : ''}`,
  );
  const results = el('div', { class: 'results' }, ...entriesByMonth(first.data, LINKS));
  let shown = first.data;
  const more = el('button', { class: 'more', attrs: { type: 'button' } }, 'More results');
  more.addEventListener('click', async () => {
    more.disabled = true;
    try {
      const next = await reader.get<EntryPage>('/api/v1/entries', { ...query, offset: shown.length });
      shown = [...shown, ...next.data];
      replaceChildren(results, ...entriesByMonth(shown, LINKS));
      if (shown.length >= total || next.data.length === 0) more.remove();
      else more.disabled = false;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      more.replaceWith(problemNotice(error.problem));
    }
  });
  return [heading, results, shown.length < total ? more : el('span')];
}

function problemNotice(problem: Problem): HTMLElement {
  const code = [
    problem.detail && problem.slug !== 'bad-request' ? problem.detail : null,
    problem.requestId ? `request ${problem.requestId}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return el(
    'div',
    { class: 'problem', attrs: { role: 'alert' } },
    el('p', {}, problemMessage(problem)),
    code ? el('p', { class: 'problem-code' }, code) : null,
  );
}

function askForKey(problem: Problem | null): void {
  tagsLoaded = null;
  replaceChildren(toolbar);
  document.title = 'Diary';
  replaceChildren(
    main,
    keyForm(
      (key) => {
        storedKey.set(key);
        api = new ReaderApi(key);
        void render();
      },
      problem ? problemNotice(problem) : null,
    ),
  );
}

let tagsLoaded: Promise<Tag[] | null> | null = null;

/** The search box, the tag filter and "Forget key"; the tags are read once per key. */
function showToolbar(route: Route): void {
  const search = el('input', {
    attrs: {
      type: 'search',
      name: 'q',
      placeholder: 'Search the diary',
      'aria-label': 'Search the diary',
      maxlength: '200',
    },
  });
  search.value = route.q;
  const select = el('select', { attrs: { 'aria-label': 'Tag' } }, el('option', { attrs: { value: '' } }, 'All tags'));
  const form = el(
    'form',
    {
      class: 'search',
      attrs: { role: 'search' },
      on: {
        submit: (event) => {
          event.preventDefault();
          const q = search.value.trim();
          window.location.hash = q
            ? href('search', { q, tag: select.value || null })
            : href('', { tag: select.value || null });
        },
      },
    },
    search,
    el('button', { attrs: { type: 'submit' } }, 'Search'),
  );
  select.addEventListener('change', () => {
    const tag = select.value || null;
    window.location.hash = route.view === 'search' ? href('search', { q: route.q, tag }) : href('', { tag });
  });
  const forget = el('button', { class: 'forget', attrs: { type: 'button' } }, 'Forget key');
  forget.addEventListener('click', () => {
    storedKey.forget();
    api = null;
    window.location.hash = '#/';
    askForKey(null);
  });
  replaceChildren(toolbar, form, select, forget);
  tagsLoaded ??= api!.get<{ data: Tag[] }>('/api/v1/tags').then(
    (answer) => answer.data,
    // Without tags:read the reader works without the filter.
    () => null,
  );
  void tagsLoaded.then((tags) => {
    if (!tags || tags.length === 0) return select.remove();
    for (const tag of tags)
      select.appendChild(el('option', { attrs: { value: tag.slug } }, `${tag.displayName} (${tag.entryCount})`));
    select.value = route.tag ?? '';
  });
}

window.addEventListener('hashchange', () => void render());
void render();
