/**
 * The declarations that hide an element from sight but keep it in the accessibility tree (the
 * standard clip pattern). The one definition of the rule: the `VisuallyHidden` class is built from
 * it, and styles that hide something only in one state or at one width (a table caption, the
 * phone's header chips, the native file input) spread it into their selector or media query.
 */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
