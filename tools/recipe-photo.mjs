// Writes a photo of a printed recipe page (turned, grainy, JPEG) for a journey or a person to scan:
// `node tools/recipe-photo.mjs <out.jpg> [sample index] [longest side]`. The generator is the backend
// tests' own (recipe-photo-image.ts); jiti compiles it on the fly.
import { writeFileSync } from 'node:fs';
import { createJiti } from 'jiti';

const [out, sample = '0', longestSide = '1600'] = process.argv.slice(2);
if (!out) {
  console.error('usage: node tools/recipe-photo.mjs <out.jpg> [sample index] [longest side]');
  process.exit(1);
}
const { recipePhoto, SAMPLE_RECIPES } = await createJiti(import.meta.url).import('./recipe-photo-image.ts');
const recipe = SAMPLE_RECIPES[Number(sample)];
if (!recipe) {
  console.error(`no sample recipe ${sample}: 0 to ${SAMPLE_RECIPES.length - 1}`);
  process.exit(1);
}
writeFileSync(out, recipePhoto(recipe, { longestSide: Number(longestSide), rotateDegrees: 1.5 }));
console.log(JSON.stringify({ title: recipe.title, ingredients: recipe.ingredients.map((i) => i.name) }));
