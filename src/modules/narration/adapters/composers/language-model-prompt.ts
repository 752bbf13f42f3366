import type { CompositionInput } from '../../domain/composition';
import type { ModelPrompt } from './language-model-client';
import { contextOf } from './language-model-context';

const SYSTEM_PROMPT = [
  'You write one personal diary entry for one day from what the tools a person uses sent about that day.',
  'Write in the first person, as the person would in the evening: short sentences, the day in its order or by what mattered, grouped by theme rather than by tool.',
  "Keep every number, unit and local time exactly as given; never invent one. Keep the person's own texts verbatim in quotation marks.",
  'No identifiers, links, images or HTML. Respect the word limit.',
  'Answer with a JSON object {"title": string, "markdown": string, "tags": string[]} (tags: up to 8 short topic words),',
  'or with markdown whose first line is a "# " heading with the title.',
].join(' ');

/** The prompt for a day: the standing instructions and the day's digest within `contextChars`. */
export function promptFor(input: CompositionInput, contextChars: number, maxWords: number): ModelPrompt {
  return { system: SYSTEM_PROMPT, user: contextOf(input, contextChars, maxWords) };
}
