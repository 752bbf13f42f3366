import { countWords, summarize, titleOf } from '../src/modules/diary';

const TITLES = [
  'Morning run by the river',
  'A quiet Sunday',
  'Busy day at work',
  'Dinner with friends',
  'Rain, books and tea',
  'Trip to the coast',
  'Garden work',
  'Late night coding',
];
const SENTENCES = [
  'Woke up early and went for a slow run along the canal, the air still cold and the light just coming up.',
  'Spent most of the morning on the quarterly planning document and finally got the budget section to add up.',
  'Lunch was a bowl of ramen at the place around the corner; the queue was long but it was worth it.',
  'Called my sister in the afternoon and we talked about the trip in the spring for almost an hour.',
  'Read three chapters of the novel on the balcony while the neighbours were repainting their fence.',
  'The new espresso beans are fruitier than the last ones, which works better with milk than I expected.',
  'Cycled to the market, bought tomatoes, basil and a loaf of sourdough, and cooked pasta for everyone.',
  'A long walk in the park after dinner; the leaves are turning and the paths were full of people.',
  'Fixed the flaky test that had been failing on Fridays: a time zone assumption hidden in a helper.',
  'Watched an old film with friends and argued about the ending until well after midnight.',
];

export interface ContentVariant {
  title: string | null;
  content: string;
  summary: string;
  wordCount: number;
}

/** Realistic entries of about 1.5 KB of markdown, prepared once with the service's own markdown rules. */
export function contentVariants(count = 64): ContentVariant[] {
  return Array.from({ length: count }, (_, n) => {
    const paragraphs: string[] = [];
    let length = 0;
    for (let k = 0; length < 1400; k++) {
      const sentence = SENTENCES[(n * 7 + k * 3) % SENTENCES.length];
      paragraphs.push(k % 4 === 3 ? `\n## Later\n\n${sentence}` : sentence);
      length += sentence.length + 1;
    }
    const content = `# ${TITLES[n % TITLES.length]}\n\n${paragraphs.join(' ')}\n\n- **Steps**: ${4000 + n * 97}\n- [Photo](https://cdn.example/p/${n}.jpg)\n`;
    return { title: titleOf(content), content, summary: summarize(content), wordCount: countWords(content) };
  });
}

export const TAG_SLUGS = [
  'running',
  'reading',
  'family',
  'work',
  'travel',
  'cooking',
  'music',
  'friends',
  'garden',
  'cycling',
  'coffee',
  'movies',
  'writing',
  'hiking',
  'swimming',
];
