import {
  type ComponentType,
  memo,
  type ReactElement,
  useDeferredValue,
  useInsertionEffect,
  useRef,
} from 'react';

type Props = Record<string, unknown>;

/**
 * A screen drawn from its route's latest props at low priority. A route re-renders each time one of
 * its calls answers (SWR updates are urgent and never sliced, so each is one long task on a phone); its
 * screen instead re-renders as a deferred value, in slices React interrupts for input, and not at all in
 * the urgent pass (the memoised screen gets the props it already has). What a route adds to the screen
 * shows a frame later at most (decision 039).
 *
 * Event handlers (`on…` props) reach the screen as stable functions that call the route's latest one,
 * so a route render that changes no value (an answer the screen does not show, such as the customer
 * record the statement only sends back) draws nothing at all.
 */
export function deferredScreen<P extends object>(Screen: ComponentType<P>): (props: P) => ReactElement {
  const Memoised = memo(Screen) as unknown as ComponentType<P>;
  function DeferredScreen(props: P): ReactElement {
    const latest = useRef(props as Props);
    const handlers = useRef<Props>({});
    const shown = useRef<Props>({});
    useInsertionEffect(() => {
      latest.current = props as Props;
    });
    const next: Props = {};
    let isChanged = Object.keys(props).length !== Object.keys(shown.current).length;
    for (const [key, value] of Object.entries(props)) {
      if (typeof value === 'function' && /^on[A-Z]/.test(key)) {
        handlers.current[key] ??= (...args: unknown[]) =>
          (latest.current[key] as ((...args: unknown[]) => unknown) | undefined)?.(...args);
        next[key] = handlers.current[key];
      } else next[key] = value;
      if (next[key] !== shown.current[key]) isChanged = true;
    }
    // The same object while nothing changed, so the deferred value does not schedule a render.
    if (isChanged) shown.current = next;
    return <Memoised {...(useDeferredValue(shown.current) as P)} />;
  }
  DeferredScreen.displayName = `Deferred(${Screen.displayName ?? Screen.name})`;
  return DeferredScreen;
}
