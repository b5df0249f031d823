/** Moved to lib/view-state.ts; the default-folders page imports it from here until it moves too. */
export { decodeViewState, encodeViewState, readId, readString } from '../../lib/view-state';
