import { namesEtag } from './compressed-answers.js';

describe('namesEtag', () => {
  const etag = 'W/"pantry_items.3.17"';
  it.each([
    [undefined, false],
    ['', false],
    ['W/"pantry_items.3.17"', true],
    ['"pantry_items.3.17"', true], // weak comparison: the W/ prefix does not count
    ['"other", W/"pantry_items.3.17"', true],
    ['*', true],
    ['W/"pantry_items.3.16"', false],
    ['W/"pantry_items.4.17"', false],
    ['pantry_items.3.17', false],
  ])('%p: %p', (header, named) => {
    expect(namesEtag(header, etag)).toBe(named);
  });
});
