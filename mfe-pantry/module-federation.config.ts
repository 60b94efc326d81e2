import { remoteFederation } from '@mealapp/build-tools/federation';

export default remoteFederation(__dirname, 'pantry', {
  './PantryPage': './src/PantryPage.tsx',
  './PantryStatusCard': './src/PantryStatusCard.tsx',
});
