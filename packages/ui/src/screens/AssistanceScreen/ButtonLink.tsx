import type { ReactNode } from 'react';
import { button } from '../../components/Button/Button.css';
import { Icon } from '../../components/Icon/Icon';
import type { IconName } from '../../components/Icon/icons';
import { handleLinkClick, type NavigateHandler } from '../../navigation/link-click';

/** Props of {@link ButtonLink}. */
export interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  onNavigate?: NavigateHandler | undefined;
  variant?: 'primary' | 'secondary';
  icon?: IconName;
}

/**
 * A link that looks like a button ('Nova solicitação'): it goes somewhere, so it is an `<a href>` that
 * hands plain clicks to the app (decision 011), drawn with the button's recipe.
 */
export function ButtonLink({ href, children, onNavigate, variant = 'primary', icon }: ButtonLinkProps) {
  return (
    <a
      href={href}
      className={button({ variant, size: 'md' })}
      onClick={(event) => handleLinkClick(event, href, onNavigate)}
    >
      {icon && <Icon name={icon} size="sm" />}
      {children}
    </a>
  );
}
