import { frontMatter, yamlMapping } from './front-matter.js';

describe('frontMatter and yamlMapping', () => {
  it('splits the YAML from the body at the closing "---" or "..." line', () => {
    expect(frontMatter('---\na: 1\n---\nbody\n---\nmore')).toEqual({ yaml: 'a: 1\n', body: 'body\n---\nmore' });
    expect(frontMatter('---\na: 1\n...\n')).toEqual({ yaml: 'a: 1\n', body: '' });
    expect(frontMatter('---\n---')).toEqual({ yaml: '', body: '' });
    expect(frontMatter('text\n---\na: 1\n---')).toBeNull();
  });

  it('reads YAML without custom tags, timestamps or merge keys', () => {
    expect(yamlMapping('a: !!js/function "f"\nb: !custom x\nc: 2020-01-01\nd: 1.5\n')).toEqual({ a: 'f', b: 'x', c: '2020-01-01', d: 1.5 });
    expect(yamlMapping('base: &base { x: 1 }\nderived: { <<: *base }\n')).toEqual({ base: { x: 1 }, derived: { '<<': { x: 1 } } });
    expect(yamlMapping('a: 1\na: 2\n')).toEqual({ a: 2 });
    expect(yamlMapping('plain text')).toBeNull();
  });

  it('expands a few aliases, not more than ten, and refuses "[" and "{" nested past the limit before parsing', () => {
    const aliases = (count: number) => `a: &a [1, 2]\nb: [${Array(count).fill('*a').join(', ')}]\n`;
    expect(yamlMapping(aliases(2))).toEqual({ a: [1, 2], b: [[1, 2], [1, 2]] });
    expect(yamlMapping(aliases(5))).not.toBeNull();
    expect(yamlMapping(aliases(11))).toBeNull();
    expect(yamlMapping(`a: ${'['.repeat(32)}${']'.repeat(32)}`)).not.toBeNull();
    expect(yamlMapping(`a: ${'['.repeat(33)}${']'.repeat(33)}`)).toBeNull();
  });
});
