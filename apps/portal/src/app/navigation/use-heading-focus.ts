import { useEffect, useRef } from 'react';

/**
 * Focuses the page's h1 (made focusable by script only, tabindex -1) unless the person already reached
 * something inside the page (an autofocused field, a link they tabbed to), or moved focus anywhere
 * else since the move (`focusedAtMove`: what held focus then; 'Sair' in the top bar reached while the
 * page loaded keeps it). Returns false while the page has no h1 yet.
 */
function focusHeading(main: HTMLElement, focusedAtMove: Element | null): boolean {
  const heading = main.querySelector('h1');
  if (!heading) return false;
  const active = document.activeElement;
  if (active && active !== main && main.contains(active)) return true;
  if (active && active !== focusedAtMove && active !== document.body) return true;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * After each move to another path, focus goes to the new page's h1, so a screen reader announces the
 * page and the next Tab starts at its top (decision 062): after sign-in (/auth → /empreendimentos),
 * a menu entry, a link, Back. Never on the app's first page, nor on the redirects of a visit the person
 * has not touched yet (a deep link keeps the browser's focus). The h1 may arrive after the page's code
 * and reads: the main landmark is watched until it does (or the path changes again).
 */
export function useHeadingFocus(pathname: string): void {
  const isFirstPath = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs on each new path, which it does not read
  useEffect(() => {
    if (isFirstPath.current) {
      isFirstPath.current = false;
      return;
    }
    const main = document.querySelector('main');
    // The browser's sticky user activation: whether the person has pressed, clicked or typed in this
    // document since it loaded. A path that changes before that is the load's own redirect (a guard,
    // an unknown path), not a move of theirs. Browsers without the API count as yes.
    const hasPersonActed = navigator.userActivation?.hasBeenActive ?? true;
    const focusedAtMove = document.activeElement;
    if (!main || !hasPersonActed || focusHeading(main, focusedAtMove)) return;
    // Until the h1 arrives, or until the next move (the effect's clean-up).
    const observer = new MutationObserver(() => focusHeading(main, focusedAtMove) && observer.disconnect());
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);
}
