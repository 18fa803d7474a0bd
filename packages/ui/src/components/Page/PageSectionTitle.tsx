import type { ReactNode } from 'react';
import * as css from './Page.css';

/** Props of {@link PageSectionTitle}. */
export interface PageSectionTitleProps {
  children: ReactNode;
  /** Lets the section name itself with `aria-labelledby`. */
  id?: string;
}

/** The h2 of a section inside a {@link Page} (progress, photos, the ticket form). */
export function PageSectionTitle({ children, id }: PageSectionTitleProps) {
  return (
    <h2 id={id} className={css.sectionTitle}>
      {children}
    </h2>
  );
}
