import type { MouseEvent } from 'react';

/**
 * How the kit navigates without knowing the router: links are real `<a href>` elements (so "open in
 * new tab", copy link and crawlers work), and a plain left click is handed to `onNavigate(href)`,
 * which the portal wires to its router. Without `onNavigate` the browser follows the link.
 */
export type NavigateHandler = (href: string) => void;

/** The parts of a click event the decision needs (a React mouse event satisfies it). */
export type LinkClickEvent = Pick<
  MouseEvent,
  'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented' | 'preventDefault'
>;

/**
 * Hands a plain left click on a link to `onNavigate` and cancels the browser's navigation. Clicks with
 * a modifier key or another button keep their native meaning (new tab, new window, download).
 * Returns true when the click was handed over.
 */
export function handleLinkClick(event: LinkClickEvent, href: string, onNavigate?: NavigateHandler): boolean {
  if (!onNavigate || event.defaultPrevented) return false;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  event.preventDefault();
  onNavigate(href);
  return true;
}
