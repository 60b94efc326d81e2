import { parse, type DocumentOptions, type ParseOptions, type SchemaOptions, type ToJSOptions } from 'yaml';
import type { SchemaNode } from '../../import/recipe-page.types.js';
import { isNode } from '../../import/schema-recipe.js';

// Front matter: the YAML block Chowdown's (Jekyll's) and Cooklang's files open with.

/**
 * What one front matter may be: a recipe's is a few KB. Past these it is not read at all: the YAML
 * parser's time grows with the document and its stack with the nesting of "[" and "{".
 */
export const FRONT_MATTER_LIMITS = { chars: 256 * 1024, flowNesting: 32 } as const;

// The safe reading: YAML 1.2's core schema (no binary, timestamps or merge keys), no custom tags,
// and few aliases (an alias bomb throws instead of expanding); duplicate keys are kept lenient
// (the last one wins), as checking them is quadratic in the yaml package.
const YAML_OPTIONS: ParseOptions & DocumentOptions & SchemaOptions & ToJSOptions = {
  schema: 'core',
  customTags: [],
  merge: false,
  maxAliasCount: 10,
  uniqueKeys: false,
  logLevel: 'error',
  prettyErrors: false,
};

/** A text file's text as the readers take it: without a byte order mark, its line ends "\n". */
export const documentText = (text: string): string => text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');

/** The front matter's YAML (between a first line "---" and the next "---" or "..." line) and the text after it; null when the text opens with none. */
export function frontMatter(text: string): { yaml: string; body: string } | null {
  const source = documentText(text).trimStart();
  const opening = source.indexOf('\n');
  if (opening === -1 || source.slice(0, opening).trimEnd() !== '---') return null;
  let at = opening + 1;
  while (at <= source.length) {
    const end = source.indexOf('\n', at);
    const line = source.slice(at, end === -1 ? source.length : end).trimEnd();
    if (line === '---' || line === '...') return { yaml: source.slice(opening + 1, at), body: end === -1 ? '' : source.slice(end + 1) };
    if (end === -1) return null;
    at = end + 1;
  }
  return null;
}

/** How deeply "[" and "{" nest, counted without regard to quotes: an upper bound for what the parser recurses into. */
function flowNesting(yaml: string): number {
  let depth = 0;
  let deepest = 0;
  for (const character of yaml) {
    if (character === '[' || character === '{') deepest = Math.max(deepest, (depth += 1));
    else if ((character === ']' || character === '}') && depth > 0) depth -= 1;
  }
  return deepest;
}

/** A front matter's YAML as its mapping, read safely; null when it is too large, unreadable (an alias bomb included) or no mapping. */
export function yamlMapping(yaml: string): SchemaNode | null {
  if (yaml.length > FRONT_MATTER_LIMITS.chars || flowNesting(yaml) > FRONT_MATTER_LIMITS.flowNesting) return null;
  try {
    const value: unknown = parse(yaml, YAML_OPTIONS);
    return isNode(value) ? value : null;
  } catch {
    return null;
  }
}
