import { remoteFederation } from '@mealapp/build-tools/federation';

export default remoteFederation(__dirname, 'shopping', {
  './ShoppingListPage': './src/ShoppingListPage.tsx',
  './ShoppingListCard': './src/ShoppingListCard.tsx',
});
