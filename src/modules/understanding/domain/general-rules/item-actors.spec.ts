import { actorNameOf, isPlaceholderName, joinedNameParts } from './item-actors';

describe('people in an item', () => {
  it('joins a name sent in parts beside each other into one, and at most a few pairs an object', () => {
    expect(
      joinedNameParts([
        ['dropoff_contact_given_name', 'Tom'],
        ['dropoff_contact_family_name', 'Gallagher'],
        ['dropoff_address', '41 Wellington St'],
      ]),
    ).toEqual([
      ['dropoff_contact_full_name', 'Tom Gallagher'],
      ['dropoff_address', '41 Wellington St'],
    ]);
    const many: Array<[string, unknown]> = [];
    for (let i = 0; i < 1000; i++) many.push([`p${i}_first_name`, 'A'], [`p${i}_last_name`, 'B']);
    const joined = joinedNameParts(many);
    expect(joined.filter(([key]) => key.endsWith('full_name'))).toHaveLength(4);
    expect(joined).toHaveLength(2000 - 4);
  });

  it('reads names in any key case, and knows a placeholder for nobody', () => {
    expect(actorNameOf({ FirstName: 'Marisol', LastName: 'Vega', UserID: 'c5d6' })).toBe('Marisol Vega');
    expect(isPlaceholderName(actorNameOf({ FirstName: 'Unknown', LastName: 'User' })!)).toBe(true);
    expect(isPlaceholderName('deleteduser')).toBe(true);
    expect(isPlaceholderName('Marisol Vega')).toBe(false);
  });
});
