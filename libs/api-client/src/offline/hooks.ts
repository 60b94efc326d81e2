import { useCallback } from 'react';
import { useAppDispatch, useAppSelector, type RootState } from '../store';
import { refusalDismissed } from './offline-slice';
import { rowIdOf, type QueuedWrite, type WriteList } from './write-queue';

const namesRow = (write: QueuedWrite, list: WriteList, id: number) => write.list === list && (write.unsavedId === id || rowIdOf(write.url) === id);

/** The writes kept on this device, oldest first, waiting to be sent. */
export function usePendingWrites(): readonly QueuedWrite[] {
  return useAppSelector((state) => state.offline.queue);
}

/** Whether a write to this row is waiting to be sent: the row shows as not saved yet. */
export function usePendingRow(list: WriteList, id: number): boolean {
  return useAppSelector((state: RootState) => state.offline.queue.length > 0 && state.offline.queue.some((write) => namesRow(write, list, id)));
}

/** What the app-wide status shows: the browser's connection and how many changes wait for it. */
export function useConnectivity(): { online: boolean; pendingCount: number } {
  const online = useAppSelector((state) => state.offline.online);
  const pendingCount = useAppSelector((state) => state.offline.queue.length);
  return { online, pendingCount };
}

/** Queued writes the server refused, each with its message ('Could not save "Milk": …'), until dismissed. */
export function useWriteRefusals() {
  const refusals = useAppSelector((state) => state.offline.refusals);
  const dispatch = useAppDispatch();
  const dismiss = useCallback((id: string) => dispatch(refusalDismissed(id)), [dispatch]);
  return { refusals, dismiss };
}
