import type { ReactNode } from 'react';
import * as css from './Page.css';

/** Elements a {@link PageSection} can be, reused by stories. */
export const pageSectionElements = ['section', 'li', 'div'] as const;
/** A page section's element. */
export type PageSectionElement = (typeof pageSectionElements)[number];

/** Props of {@link PageSection}. */
export interface PageSectionProps {
  /** Usually a {@link PageSectionTitle} first, then the section's content. */
  children: ReactNode;
  /**
   * `section` (a region, named with `aria-labelledby`), `li` for one step of an `<ol>` of steps, `div`
   * for a card with no meaning of its own (a spinner while the section loads).
   */
  as?: PageSectionElement;
  /** The id of the section's title. */
  'aria-labelledby'?: string;
}

/** A card-like block of a {@link Page}: the steps of 'Importar dados', the status of 'Integração Sienge'. */
export function PageSection({ children, as: Element = 'section', ...aria }: PageSectionProps) {
  return (
    <Element className={css.section} {...aria}>
      {children}
    </Element>
  );
}
