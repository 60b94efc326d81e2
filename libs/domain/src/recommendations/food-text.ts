import { singularize } from '../shopping/item-names.js';

// One spelling for the chilli family, so that rules name it once.
const CHILI_SPELLINGS = new Set(['chile', 'chilli', 'chily', 'chilly']);

/**
 * The singular, lower-case words of an ingredient line or a title, every word kept: unlike
 * ingredientMatchKey, which keeps one food per line, allergy and heat rules must also see notes
 * in brackets and second choices ("vegetable oil (or peanut oil)"). Hyphens split words, so
 * "egg-free" reads "egg free" and "peri-peri" reads "peri peri".
 */
export function foodWords(text: string): string[] {
  // most lines are plain ASCII, and decomposing accents is the slow step
  const plain = /^[\x20-\x7e]*$/.test(text) ? text : text.normalize('NFKD').replace(/\p{M}/gu, '');
  return plain
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}]+/u)
    .filter((word) => word !== '')
    .map((word) => {
      const singular = singularize(word);
      return CHILI_SPELLINGS.has(singular) ? 'chili' : singular;
    });
}
