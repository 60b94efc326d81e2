import { lostHousehold } from './lost-household.js';

const FLAT = { id: 1, name: 'The Flat', isCurrent: true };
const OWN = { id: 2, name: "Bo's household", isCurrent: false };

describe('lostHousehold', () => {
  it.each([
    ['removed from the current one', [FLAT, OWN], [{ ...OWN, isCurrent: true }], { lost: 'The Flat', now: "Bo's household" }],
    ['the current one deleted, nothing else known yet', [FLAT], [], { lost: 'The Flat', now: null }],
    ['still a member', [FLAT, OWN], [FLAT, OWN], null],
    ['switched on purpose: the old one is still there', [FLAT, OWN], [{ ...FLAT, isCurrent: false }, { ...OWN, isCurrent: true }], null],
    ['lost one that was not current', [FLAT, OWN], [FLAT], null],
    ['renamed', [FLAT], [{ ...FLAT, name: 'Home' }], null],
    ['first load', undefined, [FLAT], null],
    ['not loaded (signed out)', [FLAT], undefined, null],
  ])('%s', (_case, before, after, lost) => {
    expect(lostHousehold(before, after)).toEqual(lost);
  });
});
