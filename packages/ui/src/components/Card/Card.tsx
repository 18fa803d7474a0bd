import type { ReactNode } from 'react';
import { card } from './Card.css';

/** Inner spacings, reused by stories. */
export const cardPaddings = ['none', 'md', 'lg'] as const;
/** A card padding. */
export type CardPadding = (typeof cardPaddings)[number];

/** Elevations, reused by stories. */
export const cardElevations = ['flat', 'raised'] as const;
/** A card elevation. */
export type CardElevation = (typeof cardElevations)[number];

/** Props of {@link Card}. */
export interface CardProps {
  children: ReactNode;
  padding?: CardPadding;
  elevation?: CardElevation;
  /** `section`/`article` give the card a landmark meaning; name it with `aria-labelledby`. */
  as?: 'div' | 'section' | 'article' | 'li';
  'aria-labelledby'?: string;
}

/** A surface grouping related content (a statement, a contact block, a form). */
export function Card({
  children,
  padding = 'md',
  elevation = 'flat',
  as: Element = 'div',
  ...aria
}: CardProps) {
  return (
    <Element className={card({ padding, elevation })} {...aria}>
      {children}
    </Element>
  );
}
