import { pantryByline, shoppingByline } from './bylines.js';

const ADA = { id: 1, name: 'Ada Lovelace' };
const BO = { id: 2, name: 'Bo Peep' };

describe('shoppingByline', () => {
  it.each([
    ['pending, added by another', { isShopped: false, addedBy: BO, checkedBy: null }, 1, 'Added by Bo'],
    ['pending, added by me', { isShopped: false, addedBy: ADA, checkedBy: null }, 1, null],
    ['ticked by another, added by me', { isShopped: true, addedBy: ADA, checkedBy: BO }, 1, 'Ticked by Bo'],
    ['ticked by me, added by another', { isShopped: true, addedBy: BO, checkedBy: ADA }, 1, null],
    ['ticked by nobody known', { isShopped: true, addedBy: BO, checkedBy: null }, 1, null],
    ['added by an account since deleted', { isShopped: false, addedBy: null, checkedBy: null }, 1, null],
    ['not yet known who I am', { isShopped: false, addedBy: BO, checkedBy: null }, null, null],
    ['a name that is only spaces', { isShopped: false, addedBy: { id: 3, name: '  ' }, checkedBy: null }, 1, 'Added by Friend'],
  ])('%s', (_case, item, me, byline) => {
    expect(shoppingByline(item, me)).toBe(byline);
  });
});

describe('pantryByline', () => {
  it.each([
    ['changed last by another', BO, 1, 'Updated by Bo'],
    ['changed last by me', ADA, 1, null],
    ['by an account since deleted', null, 1, null],
  ])('%s', (_case, updatedBy, me, byline) => {
    expect(pantryByline({ updatedBy }, me)).toBe(byline);
  });
});
