import { requestIdFor } from './request-id.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdFor', () => {
  it.each(['abc', 'f3a1c2e4-7b9d-4e2a-9c1b-0d6e5f4a3b21', 'lb-1:2.3_4', 'x'.repeat(64)])('keeps the safe token %p', (incoming) => {
    expect(requestIdFor(incoming)).toBe(incoming);
  });

  it.each([undefined, '', 'x'.repeat(65), 'a b', 'id\nforged line', '<script>', 'ü', ['a', 'b']])('replaces %p with a new UUID', (incoming) => {
    expect(requestIdFor(incoming)).toMatch(UUID);
  });
});
