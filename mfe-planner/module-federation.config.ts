import { remoteFederation } from '@mealapp/build-tools/federation';

// Exposes what REMOTE_MODULES (tools/remote-modules.ts) lists for this remote.
export default remoteFederation(__dirname, 'planner');
