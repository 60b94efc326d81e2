import { recipeImageSrc } from './recipe-image.js';
import { FALLBACK_RECIPE_IMAGE, STOCK_IMAGES } from './stock-images.js';

describe('recipeImageSrc', () => {
  const stock = STOCK_IMAGES[0];
  it.each([
    ['its own image first', { imageUrl: 'https://example.com/a.jpg', stockImageId: stock.id }, 'https://example.com/a.jpg'],
    ['else its stock image', { imageUrl: null, stockImageId: stock.id }, stock.url],
    ['an empty url counts as none', { imageUrl: '', stockImageId: stock.id }, stock.url],
    ['an unknown stock image falls back', { imageUrl: null, stockImageId: 'no-such-image' }, FALLBACK_RECIPE_IMAGE],
    ['nothing at all falls back', {}, FALLBACK_RECIPE_IMAGE],
  ])('%s', (_label, recipe, expected) => {
    expect(recipeImageSrc(recipe)).toBe(expected);
  });
});
