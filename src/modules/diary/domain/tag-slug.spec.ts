import { slugify } from './tag-slug';

describe('slugify', () => {
  it.each([
    ['Café Olé!', 'cafe-ole'],
    ['Straße', 'strasse'],
    ['Müller', 'muller'],
    ['Smørrebrød', 'smorrebrod'],
    ['Łódź', 'lodz'],
    ['Æble Œuvre', 'aeble-oeuvre'],
    ['  ---  ', ''],
  ])('folds %j to %j', (text, slug) => expect(slugify(text)).toBe(slug));
});
