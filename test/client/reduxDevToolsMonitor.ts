/**
 * A stand-in for the Redux DevTools browser extension: installs
 * `window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__`, which RTK's `configureStore` uses when it finds it
 * (its `devTools` option, on by default — app/store.ts keeps the default). Like the extension's
 * monitor, the enhancer lifts the store's reducer and records the state after `@@redux/INIT` and
 * every action that reaches the reducer after it, in order — what DevTools exports and replays.
 *
 * RTK reads the global when its module is evaluated: import this module before anything that
 * imports @reduxjs/toolkit.
 */
// Types only: the module must not load @reduxjs/toolkit before the global below is set.
import type { Action, Reducer, StoreEnhancer, StoreEnhancerStoreCreator } from '@reduxjs/toolkit';

/** One store's recording: the state after `@@redux/INIT` and the actions after it. */
export interface DevToolsSession {
  initialState: unknown;
  actions: Action[];
}

/** Every store created since this module loaded, in creation order. */
export const devToolsSessions: DevToolsSession[] = [];

/** Redux's own actions (`@@redux/INIT…`, `@@redux/REPLACE…`): a replaying store dispatches its own. */
const isReduxInternal = (action: Action) => typeof action.type === 'string' && action.type.startsWith('@@redux/');

const monitor = ((next: StoreEnhancerStoreCreator) => (reducer: Reducer, preloadedState?: unknown) => {
  const session: DevToolsSession = { initialState: undefined, actions: [] };
  devToolsSessions.push(session);
  const lifted: Reducer = (state, action: Action) => {
    const nextState: unknown = reducer(state, action);
    if (isReduxInternal(action)) session.initialState = nextState;
    else session.actions.push(action);
    return nextState;
  };
  return next(lifted, preloadedState as never);
}) as StoreEnhancer;

type Enhancer = (...args: never[]) => unknown;
const compose =
  (...enhancers: Enhancer[]) =>
  (arg: unknown) =>
    enhancers.reduceRight((value, enhancer) => (enhancer as (x: unknown) => unknown)(value), arg);

/**
 * The extension's compose: `compose(options)` returns a compose function, `compose(...enhancers)`
 * composes at once; either way the monitor is the innermost enhancer, so it sees what the reducer sees.
 */
function devToolsCompose(...args: unknown[]): unknown {
  if (args.length === 0 || typeof args[0] === 'object')
    return (...enhancers: Enhancer[]) => compose(...enhancers, monitor as Enhancer);
  return compose(...(args as Enhancer[]), monitor as Enhancer);
}

(window as unknown as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: unknown }).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ =
  devToolsCompose;
