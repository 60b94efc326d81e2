import { remoteFederation } from '@mealapp/build-tools/federation';

export default remoteFederation(__dirname, 'recipes', {
  './RecipesPage': './src/RecipesPage.tsx',
});
