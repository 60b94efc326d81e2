import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { refusalMessage, splitDependents, withSavedId, type QueuedWrite } from './write-queue';

/** A queued write the server refused: shown to the user until they dismiss it. */
export interface WriteRefusal {
  id: string;
  message: string;
}

export interface OfflineState {
  /** What the browser last said (navigator.onLine and its online/offline events). */
  online: boolean;
  /** Whose queue this is: the signed-in user, or before /api/me answers, the last one on this device. */
  user: string | null;
  queue: QueuedWrite[];
  refusals: WriteRefusal[];
}

export function initialOfflineState(user: string | null, queue: QueuedWrite[]): OfflineState {
  return { online: globalThis.navigator?.onLine ?? true, user, queue, refusals: [] };
}

export const offlineSlice = createSlice({
  name: 'offline',
  initialState: initialOfflineState(null, []),
  reducers: {
    connectivityChanged(state, action: PayloadAction<boolean>) {
      state.online = action.payload;
    },
    /** Another user's queue (or none): the previous one stays on the device, theirs. */
    queueOwnerChanged(state, action: PayloadAction<{ user: string | null; queue: QueuedWrite[] }>) {
      state.user = action.payload.user;
      state.queue = action.payload.queue;
      state.refusals = [];
    },
    writeQueued(state, action: PayloadAction<QueuedWrite>) {
      if (action.payload.user === state.user) state.queue.push(action.payload);
    },
    /** Saved: out of the queue; a create's later writes now name the row's saved id. */
    writeSaved(state, action: PayloadAction<{ id: string; savedId?: number }>) {
      const saved = state.queue.find((write) => write.id === action.payload.id);
      if (!saved) return;
      const rest = state.queue.filter((write) => write !== saved);
      const { savedId } = action.payload;
      state.queue = saved.unsavedId !== undefined && savedId !== undefined ? withSavedId(rest, saved.list, saved.unsavedId, savedId) : rest;
    },
    /** Refused: out of the queue, with the writes that named its unsaved row; the user is told once. */
    writeRefused(state, action: PayloadAction<{ id: string; serverText: string }>) {
      const refused = state.queue.find((write) => write.id === action.payload.id);
      if (!refused) return;
      const rest = state.queue.filter((write) => write !== refused);
      state.queue = refused.unsavedId === undefined ? rest : splitDependents(rest, refused.list, refused.unsavedId).kept;
      state.refusals.push({ id: refused.id, message: refusalMessage(refused.label, action.payload.serverText) });
    },
    refusalDismissed(state, action: PayloadAction<string>) {
      state.refusals = state.refusals.filter((refusal) => refusal.id !== action.payload);
    },
  },
});

export const { connectivityChanged, queueOwnerChanged, writeQueued, writeSaved, writeRefused, refusalDismissed } = offlineSlice.actions;
