import { canChooseCook, cookLabel } from './cooks.js';

describe('canChooseCook', () => {
  it.each([
    [0, false],
    [1, false],
    [2, true],
    [20, true],
  ])('%p members -> %p', (members, expected) => {
    expect(canChooseCook(members)).toBe(expected);
  });
});

describe('cookLabel', () => {
  it.each([
    ['Bo', 'Bo cooks'],
    ['Ada Lovelace', 'Ada Lovelace cooks'],
  ])('%p -> %p', (name, expected) => {
    expect(cookLabel(name)).toBe(expected);
  });
});
