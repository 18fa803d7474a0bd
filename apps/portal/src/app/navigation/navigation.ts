import { useCallback } from 'react';
import { useSearch, useLocation as useWouterLocation } from 'wouter';

export { useParams, useSearchParams } from 'wouter';

/** Where the page is: the path and the query string (with its `?`, or empty). */
export interface PortalLocation {
  pathname: string;
  search: string;
}

/** How a navigation is written to the history. */
export interface NavigateOptions {
  /** Replace the current entry instead of adding one (redirects, filters). */
  replace?: boolean;
}

/** Moves to `to` (a path with an optional query string). */
export type Navigate = (to: string, options?: NavigateOptions) => void;

/**
 * The portal's navigation, one small facade over the router (decision 022): routes and layout import
 * these hooks, never the router package, so the router can change without touching a page.
 */
export function useLocation(): PortalLocation {
  const [pathname] = useWouterLocation();
  const search = useSearch();
  return { pathname, search: search ? `?${search}` : '' };
}

/**
 * A navigate function. A move to another page starts at its top, as a link in a server-rendered site
 * does; a change of the query string alone (filters, pages of a report) keeps the scroll.
 */
export function useNavigate(): Navigate {
  const [, navigate] = useWouterLocation();
  return useCallback(
    (to, options) => {
      const before = window.location.pathname;
      navigate(to, options);
      if (window.location.pathname !== before) window.scrollTo(0, 0);
    },
    [navigate],
  );
}
