// Test-only helpers for the network edge, shared by every app's component tests.
export { stubNetwork, deferred, type Answer, type RecordedCall } from './network';
