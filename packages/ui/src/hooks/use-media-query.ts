import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept up to date as the window resizes. Without `window` (server
 * render, Node tests) it answers `fallback`.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window === 'undefined' ? fallback : window.matchMedia(query).matches),
    () => fallback,
  );
}
