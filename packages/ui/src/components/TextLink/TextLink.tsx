import type { ReactNode } from 'react';
import { handleLinkClick, type NavigateHandler } from '../../navigation/link-click';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { textLink } from './TextLink.css';

/** Link looks, reused by stories. */
export const textLinkVariants = ['inline', 'standalone'] as const;
/** A link look: inside a sentence, or on its own line with a 44 px target. */
export type TextLinkVariant = (typeof textLinkVariants)[number];

/** Props of {@link TextLink}. */
export interface TextLinkProps {
  href: string;
  children: ReactNode;
  /** Router hook-up: a plain click calls it instead of a full page load (see `handleLinkClick`). */
  onNavigate?: NavigateHandler;
  variant?: TextLinkVariant;
  /** Decorative icon before the text (e.g. 'back' for 'Voltar para o login'). */
  icon?: IconName;
}

/** An in-app link: a real `<a href>` (new tab and copy link work) that hands plain clicks to the router. */
export function TextLink({ href, children, onNavigate, variant = 'inline', icon }: TextLinkProps) {
  return (
    <a
      href={href}
      className={textLink({ variant })}
      onClick={(event) => handleLinkClick(event, href, onNavigate)}
    >
      {icon && <Icon name={icon} size="sm" />}
      {children}
    </a>
  );
}
