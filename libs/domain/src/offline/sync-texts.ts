/** What the apps say about changes kept on the device while offline (docs/offline.md). */
export const OFFLINE_TEXT = {
  /** The app-wide status while the browser is offline. */
  offline: "Offline — changes will sync when you're back online",
  /** A row with a change not yet sent: the pending mark's accessible label. */
  pendingRow: 'Not saved yet — will sync when online',
  /** Why a change made offline was refused with 404: the item went while this device was away (in a household, another member deleted it). */
  goneMeanwhile: 'it was deleted on another device meanwhile',
} as const;

/** The app-wide status while queued changes are being sent: "Syncing 1 change…". */
export function syncingText(count: number): string {
  return `Syncing ${count} ${count === 1 ? 'change' : 'changes'}…`;
}
