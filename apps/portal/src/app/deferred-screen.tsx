import { type ComponentType, memo, type ReactElement, useDeferredValue } from 'react';

/**
 * A screen drawn from its route's latest props at low priority. A route re-renders each time one of
 * its calls answers (SWR updates are urgent and never sliced, so each is one long task on a phone); its
 * screen instead re-renders as a deferred value, in slices React interrupts for input, and not at all in
 * the urgent pass (the memoised screen gets the props it already has). What a route adds to the screen
 * shows a frame later at most (decision 039).
 */
export function deferredScreen<P extends object>(Screen: ComponentType<P>): (props: P) => ReactElement {
  const Memoised = memo(Screen) as unknown as ComponentType<P>;
  function DeferredScreen(props: P): ReactElement {
    const latest = useDeferredValue(props);
    return <Memoised {...latest} />;
  }
  DeferredScreen.displayName = `Deferred(${Screen.displayName ?? Screen.name})`;
  return DeferredScreen;
}
