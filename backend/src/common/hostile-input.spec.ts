import { jsonNestingExceeds, nulCharacterPath } from './hostile-input.js';

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('jsonNestingExceeds', () => {
  it.each([
    ['a flat object', '{"a":1,"b":"x"}', 1, false],
    ['two levels at a limit of two', '{"a":[1,2]}', 2, false],
    ['three levels at a limit of two', '{"a":[{"b":1}]}', 2, true],
    ['brackets inside strings do not count', '{"a":"[[[[{{{{"}', 1, false],
    ['an escaped quote does not end the string', '{"a":"\\"[[[["}', 1, false],
    ['an escaped backslash before the closing quote', '{"a":"\\\\","b":[[1]]}', 2, true],
    ['multi-byte text', '{"ä":"日本[","b":{}}', 2, false],
    ['500,000 levels', '['.repeat(500_000) + ']'.repeat(500_000), 16, true],
    ['an escaped backslash then an escaped quote', '{"a":"\\\\\\"[[["}', 1, false],
    ['a string that never closes', '{"a":"[[[[', 1, false],
    ['brackets after a run of escaped quotes', `{"a":"${'\\"'.repeat(200_000)}","b":[[[1]]]}`, 2, true],
  ])('%s', (_name, text, max, expected) => {
    expect(jsonNestingExceeds(bytes(text), max)).toBe(expected);
  });
});

describe('nulCharacterPath', () => {
  it.each([
    ['no NUL', { name: 'Milk', tags: ['a'] }, null],
    ['a top-level field', { name: 'Mi\0lk' }, 'name'],
    ['a nested field', { diagnostic: { ua: 'x\0' } }, 'diagnostic.ua'],
    ['an array element', { extra: { list: ['ok', '\0'] } }, 'extra.list[1]'],
    ['a key', { extra: { 'k\0': 1 } }, 'extra.k\0'],
    ['a bare string body', '\0', 'body'],
    ['numbers, booleans and null', { a: 1, b: true, c: null }, null],
  ])('%s', (_name, value, expected) => {
    expect(nulCharacterPath(value)).toBe(expected);
  });
});
