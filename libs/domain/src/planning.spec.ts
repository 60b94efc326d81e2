import { planningStatus } from './planning.js';

describe('planningStatus', () => {
  it.each([
    [0, 'Needs planning'],
    [6, 'Needs planning'],
    [7, 'Partially planned'],
    [13, 'Partially planned'],
    [14, 'Well planned'],
    [21, 'Well planned'],
  ])('%i meals -> %s', (meals, expected) => {
    expect(planningStatus(meals)).toBe(expected);
  });
});
