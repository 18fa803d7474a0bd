import { type ComponentType, startTransition, useEffect, useReducer, useRef } from 'react';
import type { RouteCode, RouteModule } from './lazy-route';

function codeOf(page: ComponentType | undefined): RouteCode | null {
  return typeof page === 'function' && 'preload' in page && 'isSettled' in page ? (page as RouteCode) : null;
}

/**
 * Whether `page` can be drawn without waiting for its code: true for a page that is not loaded
 * lazily, or once its chunk has arrived or failed (the failure is the page's to throw). Loads the chunk
 * when it is not there yet, hands the module to `onArrival` (before the page is drawn) and draws again.
 */
export function usePageCode(
  page: ComponentType | undefined,
  onArrival: (module: RouteModule) => void,
): boolean {
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  const arrival = useRef(onArrival);
  arrival.current = onArrival;
  const code = codeOf(page);
  const isReady = code === null || code.isSettled();
  useEffect(() => {
    if (isReady || code === null) return;
    let isCurrent = true;
    void code.preload().then((module) => {
      if (!isCurrent) return;
      if (module) arrival.current(module);
      // A transition, like the app's first render: the page is drawn in slices, not one long task.
      startTransition(redraw);
    });
    return () => {
      isCurrent = false;
    };
  }, [code, isReady]);
  return isReady;
}
