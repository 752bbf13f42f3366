import type { DayDigest } from '../../../domain/digest/day-digest-shape';
import { generalSentences } from './general';
import { healthSentences } from './health';
import { homeSentences } from './home';
import { mediaSentences } from './media';
import { moneySentences } from './money';
import { movementSentences } from './movement';
import { placeSentences, weatherSentences, weatherSummary } from './places';
import type { Sentence } from './sentence';
import { wordSentences } from './words';
import { workSentences } from './work';

/** Every sentence the day's material gives, of every theme, before the word budget chooses; and the weather in a few words for the opening. */
export function daySentences(digest: DayDigest): { sentences: Sentence[]; weather: string | null } {
  const { story, day } = digest;
  return {
    sentences: [
      ...movementSentences(story, day),
      ...healthSentences(story, day),
      ...workSentences(story, day),
      ...placeSentences(story, day),
      ...moneySentences(story, day),
      ...mediaSentences(story, day),
      ...homeSentences(story, day),
      ...wordSentences(story, day),
      ...generalSentences(digest),
      ...weatherSentences(story, day),
    ],
    weather: weatherSummary(story),
  };
}
