/** The themes an entry is written in, in the order a day is told. */
export const THEMES = ['movement', 'health', 'work', 'places', 'money', 'media', 'home', 'words', 'general'] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_HEADINGS: Record<Theme, string> = {
  movement: 'Movement',
  health: 'Sleep and health',
  work: 'Work',
  places: 'Out and about',
  money: 'Money',
  media: 'Listening, watching, reading',
  home: 'Home',
  words: 'Words',
  general: 'Also',
};

/**
 * One sentence of the entry, in plain text (the composer escapes it): what it
 * is about, how much it tells of the day, and where it goes.
 */
export interface Sentence {
  theme: Theme;
  /** How much it tells of the day: the word budget keeps the most telling first; the title and the opening name them. */
  salience: number;
  /** Minute of the day it is about (null: not tied to a time), for the order of the day within its theme. */
  minute: number | null;
  text: string;
  /** A list item of its own (a quoted message) rather than a sentence of the theme's paragraph. */
  item?: boolean;
  /** A short phrase naming it for the title and the opening ("Landwehrkanal loop, a 10.3 km run"), when it may give the day its title. */
  headline?: string;
}
