/**
 * The redux-persist key of the app (app/persistence.ts, DESIGN §6), apart from redux-persist so
 * the light sign-in page (features/signIn) can drop another account's kept copy without loading it.
 */

/** redux-persist key (stored as `persist:teamspace`). */
export const PERSIST_KEY = 'teamspace';

/** The localStorage key redux-persist writes under. */
export const PERSIST_STORAGE_KEY = `persist:${PERSIST_KEY}`;
