import { ownedHouseholdFates, type LeavingHousehold } from './leaving-households.js';

const ada = { id: 1, name: 'Ada' };
const bo = { id: 2, name: 'Bo' };
const cy = { id: 3, name: 'Cy' };

describe('ownedHouseholdFates', () => {
  it.each<[string, LeavingHousehold[], ReturnType<typeof ownedHouseholdFates>]>([
    ['no households', [], []],
    ['alone in her own: deleted', [{ name: 'Home', role: 'owner', members: [ada] }], [{ name: 'Home', successor: null }]],
    ['owner with members: the first after her, who joined first', [{ name: 'Family', role: 'owner', members: [ada, bo, cy] }], [{ name: 'Family', successor: 'Bo' }]],
    ['a member only: nothing to hand over', [{ name: 'Flat', role: 'member', members: [cy, ada] }], []],
    [
      'several, in their order',
      [
        { name: 'Home', role: 'owner', members: [ada] },
        { name: 'Flat', role: 'member', members: [cy, ada] },
        { name: 'Family', role: 'owner', members: [ada, cy, bo] },
      ],
      [
        { name: 'Home', successor: null },
        { name: 'Family', successor: 'Cy' },
      ],
    ],
  ])('%s', (_name, households, fates) => expect(ownedHouseholdFates(households, ada.id)).toEqual(fates));
});
