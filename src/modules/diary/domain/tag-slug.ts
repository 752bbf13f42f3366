export const TAG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const TAG_SLUG_MAX_LENGTH = 64;

export function isTagSlug(value: string): boolean {
  return value.length <= TAG_SLUG_MAX_LENGTH && TAG_SLUG_PATTERN.test(value);
}

/** Letters that no accent mark makes: folded as their languages spell them without the letter. */
const FOLDED: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ø: 'o',
  Ø: 'o',
  å: 'a',
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  þ: 'th',
  Þ: 'th',
  ı: 'i',
};

/** "Café Olé!" -> "cafe-ole", "Straße" -> "strasse"; '' when nothing usable is left. */
export function slugify(text: string): string {
  return text
    .replace(/[ßẞæÆœŒøØåłŁđĐðþÞı]/g, (letter) => FOLDED[letter])
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, TAG_SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

/** "morning-run" -> "Morning run". */
export function displayNameOf(slug: string): string {
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
