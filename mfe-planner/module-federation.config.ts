import { remoteFederation } from '@mealapp/build-tools/federation';

export default remoteFederation(__dirname, 'planner', {
  './PlannerPage': './src/PlannerPage.tsx',
});
