import type { ReactNode } from 'react';
import { inline } from './Layout.css';
import type { LayoutAlign, LayoutElement, LayoutGap } from './layout-props';

/** Main-axis distributions of {@link Inline}. */
export const inlineJustifications = ['start', 'center', 'end', 'between'] as const;
/** A main-axis distribution. */
export type InlineJustify = (typeof inlineJustifications)[number];

/** Props of {@link Inline}. */
export interface InlineProps {
  children: ReactNode;
  gap?: LayoutGap;
  align?: LayoutAlign;
  justify?: InlineJustify;
  as?: LayoutElement;
}

/** Lays children out in a row that wraps on narrow screens, with a gap from the space scale. */
export function Inline({
  children,
  gap = 3,
  align = 'center',
  justify = 'start',
  as: Element = 'div',
}: InlineProps) {
  return <Element className={inline({ gap, align, justify })}>{children}</Element>;
}
