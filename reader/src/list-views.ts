import type { EntrySummary } from './api-types.js';
import { el } from './dom.js';
import { monthOf, monthTitle, shortDay } from './dates.js';
import { tagList } from './entry-view.js';

export interface Links {
  entry: (date: string) => string;
  tag: (slug: string) => string;
}

/** Entries under their month's heading, newest first, each with its title and summary. */
export function entriesByMonth(entries: EntrySummary[], links: Links): HTMLElement[] {
  const months: HTMLElement[] = [];
  let list: HTMLElement | null = null;
  let month = '';
  for (const entry of entries) {
    if (monthOf(entry.date) !== month) {
      month = monthOf(entry.date);
      list = el('ol', { class: 'entries' });
      months.push(el('section', { class: 'month' }, el('h2', {}, monthTitle(month)), list));
    }
    list!.appendChild(entryItem(entry, links));
  }
  return months;
}

function entryItem(entry: EntrySummary, links: Links): HTMLElement {
  const day = shortDay(entry.date);
  return el(
    'li',
    { class: 'entry-item' },
    el(
      'a',
      { class: 'entry-link', attrs: { href: links.entry(entry.date) } },
      el(
        'span',
        { class: 'day' },
        el('span', { class: 'weekday' }, day.weekday),
        el('span', { class: 'number' }, day.number),
      ),
      el(
        'span',
        { class: 'entry-text' },
        el('span', { class: 'title' }, entry.title ?? entry.date),
        entry.content ? el('span', { class: 'summary' }, entry.content) : null,
      ),
    ),
    tagList(entry.tags, links.tag),
  );
}
