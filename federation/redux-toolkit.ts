// The browser's `@reduxjs/toolkit`: the part of its API the shell's store and RTK Query use.
// A shared package is bundled whole (any container might use any export); sharing this module
// under the `@reduxjs/toolkit` key instead keeps one copy in the browser without the entity
// adapter, listener middleware and other parts nothing here uses. An export missing here fails
// the build (exportsPresence: 'error'); add it when a container needs it.
export {
  SHOULD_AUTOBATCH,
  combineReducers,
  configureStore,
  createAction,
  createAsyncThunk,
  createNextState,
  createSelector,
  createSlice,
  formatProdErrorMessage,
  isAction,
  isAllOf,
  isAnyOf,
  isAsyncThunkAction,
  isFulfilled,
  isPending,
  isPlainObject,
  isRejected,
  isRejectedWithValue,
  nanoid,
  prepareAutoBatched,
} from 'redux-toolkit-package';
