import { packList, unpackList, type PackedList } from './packed-list';

const ada = { id: 3, name: 'Ada' };
const bo = { id: 1, name: 'Bo' };

describe('packList', () => {
  it.each<[string, object[], string[], PackedList]>([
    ['no rows', [], ['updatedBy'], { fields: [], personFields: [], people: [], rows: [] }],
    [
      'one person on many rows is named once',
      [
        { id: 1, name: 'Milk', updatedBy: ada },
        { id: 2, name: 'Eggs', updatedBy: ada },
      ],
      ['updatedBy'],
      { fields: ['id', 'name', 'updatedBy'], personFields: ['updatedBy'], people: [ada], rows: [[1, 'Milk', 3], [2, 'Eggs', 3]] },
    ],
    [
      'several person fields, people by id, nobody as null',
      [
        { id: 7, isShopped: true, addedBy: ada, checkedBy: bo },
        { id: 8, isShopped: false, addedBy: bo, checkedBy: null },
      ],
      ['addedBy', 'checkedBy'],
      { fields: ['id', 'isShopped', 'addedBy', 'checkedBy'], personFields: ['addedBy', 'checkedBy'], people: [bo, ada], rows: [[7, true, 3, 1], [8, false, 1, null]] },
    ],
    [
      'a person field the rows lack is not listed',
      [{ id: 1, category: null }],
      ['updatedBy'],
      { fields: ['id', 'category'], personFields: [], people: [], rows: [[1, null]] },
    ],
  ])('%s', (_case, items, personFields, packed) => {
    expect(packList(items, personFields)).toEqual(packed);
  });
});

describe('unpackList', () => {
  it.each<[string, object[], string[]]>([
    ['no rows', [], ['updatedBy']],
    ['pantry rows', [{ id: 1, name: 'Milk', status: 'In Stock', category: null, expirationDate: '2026-03-14', updatedBy: ada }, { id: 2, name: 'Eggs', status: 'Low Stock', category: 'Dairy & Eggs', expirationDate: null, updatedBy: null }], ['updatedBy']],
    ['shopping rows', [{ id: 7, name: 'Milk', quantity: '2 l', category: 'Dairy & Eggs', isShopped: true, addedBy: ada, checkedBy: bo, updatedBy: bo }], ['addedBy', 'checkedBy', 'updatedBy']],
  ])('gives back the rows packed: %s', (_case, items, personFields) => {
    expect(unpackList(packList(items, personFields))).toEqual(items);
  });

  it('answers null for an id nobody is named by, and for a missing value', () => {
    expect(unpackList({ fields: ['id', 'updatedBy'], personFields: ['updatedBy'], people: [], rows: [[1, 9], [2]] })).toEqual([
      { id: 1, updatedBy: null },
      { id: 2, updatedBy: null },
    ]);
  });

  it('hands rows naming one person the same Person', () => {
    const [first, second] = unpackList<{ updatedBy: object }>(packList([{ updatedBy: ada }, { updatedBy: { ...ada } }], ['updatedBy']));
    expect(first.updatedBy).toBe(second.updatedBy);
  });
});
