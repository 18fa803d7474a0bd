import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A route module: a page exported as `Component` (each in its own chunk). */
export interface RouteModule {
  Component: ComponentType;
}

/** A page loaded with its chunk the first time it is drawn. */
export function lazyRoute(load: () => Promise<RouteModule>): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: module.Component })));
}
