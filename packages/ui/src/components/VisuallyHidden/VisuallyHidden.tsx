import type { ReactNode } from 'react';
import { visuallyHidden } from './VisuallyHidden.css';

/** Props of {@link VisuallyHidden}. */
export interface VisuallyHiddenProps {
  children: ReactNode;
  id?: string;
}

/** Text for screen readers only, e.g. the label of a spinner or of an icon-only control. */
export function VisuallyHidden({ children, id }: VisuallyHiddenProps) {
  return (
    <span className={visuallyHidden} id={id}>
      {children}
    </span>
  );
}
