import type { ApiClient } from '@portal/api';
import type { StoredUser } from '@portal/domain';
import { type ComponentType, createElement, type FunctionComponent, use } from 'react';

/** What a page knows before it is drawn: enough to start the reads its address already names. */
export interface RouteDataContext {
  readonly client: ApiClient;
  /** Who is signed in (null on public pages). */
  readonly user: StoredUser | null;
  /** The path's parameters (`:name` of its pattern). */
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly search: URLSearchParams;
}

/** A route module: a page exported as `Component` (each in its own chunk). */
export interface RouteModule {
  Component: ComponentType;
  /**
   * Starts the page's first reads (`preloadRead`) when its code arrives, before it is drawn, so a
   * deep link's data is on its way while the page renders. Optional; must not throw.
   */
  preloadData?: (context: RouteDataContext) => void;
}

/** A page whose code is its own chunk: drawn once the chunk has arrived. */
export type RoutePage = FunctionComponent & RouteCode;

/** The loading of a page's chunk. */
export interface RouteCode {
  /** Starts loading the chunk (once); settles with the module, or undefined if it failed. Never rejects. */
  preload(): Promise<RouteModule | undefined>;
  /** Whether the chunk has arrived or failed, so drawing the page will not suspend on it. */
  isSettled(): boolean;
}

/**
 * A page loaded with its chunk the first time it is wanted. Unlike `React.lazy`, the chunk can be
 * loaded before the page is drawn (`preload`), and a loaded page draws at once: the router waits for
 * the code with its own spinner instead of a Suspense fallback, because React holds back the content
 * that replaces a fallback for up to 300 ms (its reveal throttle), and a deep link's data calls would
 * start only when that content is committed (decision 041). A chunk that fails throws when drawn, for
 * the route's error boundary.
 */
export function lazyRoute(load: () => Promise<RouteModule>): RoutePage {
  let Loaded: ComponentType | undefined;
  let settled = false;
  let loading: Promise<RouteModule> | undefined;
  const start = () => {
    loading ??= load().then(
      (module) => {
        Loaded = module.Component;
        settled = true;
        return module;
      },
      (error: unknown) => {
        settled = true;
        throw error;
      },
    );
    return loading;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route module (router.tsx keeps one per module), like React.lazy
  function LazyRoutePage() {
    return createElement(Loaded ?? use(start()).Component);
  }
  return Object.assign(LazyRoutePage, {
    preload: () => start().catch(() => undefined),
    isSettled: () => settled,
  });
}
