import type { ReactNode } from 'react';
import { messages } from '../../messages/pt-BR';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

/** Props of {@link ExternalLink}. */
export interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** Icon after the text; the "external link" arrow by default. */
  icon?: IconName;
  /** Use instead of visible text (icon-only links); " (abre em nova aba)" is appended. */
  label?: string;
}

/**
 * A link that opens in a new tab (spec: About, Contact, WhatsApp), safely (`rel="noopener noreferrer"`)
 * and saying so to screen readers ("(abre em nova aba)").
 */
export function ExternalLink({ href, children, className, icon = 'externalLink', label }: ExternalLinkProps) {
  const hint = messages.appShell.newTab;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      aria-label={label ? `${label} ${hint}` : undefined}
    >
      {children}
      {!label && <VisuallyHidden>{` ${hint}`}</VisuallyHidden>}
      <Icon name={icon} size="sm" />
    </a>
  );
}
