import type { ReactNode } from 'react';
import * as css from './Page.css';

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  /** The page's h1. */
  title: ReactNode;
  /** One line under the title saying what the page holds. */
  subtitle?: ReactNode;
  /** Where the page sits, above the title (a {@link Breadcrumbs}). */
  breadcrumbs?: ReactNode;
}

/** The top of a {@link Page}: breadcrumb, the h1 and a subtitle. */
export function PageHeader({ title, subtitle, breadcrumbs }: PageHeaderProps) {
  return (
    <div className={css.header}>
      {breadcrumbs}
      <h1 className={css.title}>{title}</h1>
      {subtitle && <p className={css.subtitle}>{subtitle}</p>}
    </div>
  );
}
