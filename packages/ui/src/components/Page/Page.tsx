import type { ReactNode } from 'react';
import * as css from './Page.css';

/** Widths of the page column, reused by stories: regular 75rem, wide 90rem, full 96rem. */
export const pageWidths = ['regular', 'wide', 'full'] as const;
/** A page width. */
export type PageWidth = (typeof pageWidths)[number];

/** Props of {@link Page}. */
export interface PageProps {
  /** Usually a {@link PageHeader} first, then the screen's content. */
  children: ReactNode;
  /** `regular` for cards and forms, `wide` for a long table, `full` for the audit reports. */
  width?: PageWidth;
}

/** The frame every screen of the signed-in portal sits in: centred, padded, one rhythm between blocks. */
export function Page({ children, width = 'regular' }: PageProps) {
  return <div className={css.page({ width })}>{children}</div>;
}
