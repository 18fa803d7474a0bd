import type { ReactNode } from 'react';
import { stack } from './Layout.css';
import type { LayoutAlign, LayoutElement, LayoutGap } from './layout-props';

/** Props of {@link Stack}. */
export interface StackProps {
  children: ReactNode;
  gap?: LayoutGap;
  align?: LayoutAlign;
  as?: LayoutElement;
}

/** Lays children out vertically with a gap from the space scale (no margins on children). */
export function Stack({ children, gap = 4, align = 'stretch', as: Element = 'div' }: StackProps) {
  return <Element className={stack({ gap, align })}>{children}</Element>;
}
