/**
 * Redux Toolkit as the feature apps share it: slices, actions, selectors and drafts, the store's
 * making, and thunks. A shared module keeps every export it lists (shared-router.ts), so listing
 * these rather than the whole package leaves out the listener and dynamic middleware, entity
 * adapters, slice combining and the legacy store. A name an app imports that is missing here fails
 * shared-modules.spec.ts.
 */
export {
  combineReducers,
  configureStore,
  createAction,
  createAsyncThunk,
  createNextState,
  createReducer,
  createSelector,
  createSlice,
  current,
  isAnyOf,
  isDraft,
  nanoid,
  original,
} from '@reduxjs/toolkit';
