/**
 * After a page change, brings the top of the list that `pagination` pages into view — the nearest
 * list-like element before it (a DataTable's frame, a card list) — and, when the change came from a
 * keyboard or a screen reader, moves focus there, so the next Tab walks the new rows instead of
 * leaving a button below them (spec section 2, "Layout").
 */
export function showListTop(pagination: HTMLElement | null, moveFocus: boolean): void {
  let list = pagination?.previousElementSibling;
  while (list && !list.matches('section, table, ul, ol')) list = list.previousElementSibling;
  if (!(list instanceof HTMLElement)) return;
  if (list.getBoundingClientRect().top < 0) list.scrollIntoView({ block: 'start' });
  if (!moveFocus) return;
  // A list that is not focusable becomes a focus target for scripts only (out of the Tab order).
  if (!list.hasAttribute('tabindex')) list.tabIndex = -1;
  list.focus({ preventScroll: true });
}
