import type { UserType } from '@portal/domain';
import { useId } from 'react';
import { BrandLogo } from '../../brand/BrandLogo';
import { messages } from '../../messages/pt-BR';
import { handleLinkClick, type NavigateHandler } from '../../navigation/link-click';
import { ModalDialog } from '../Dialog/ModalDialog';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import { isActivePath, type MenuLink, menuEntriesFor } from './menu-entries';
import * as css from './SideMenu.css';

/** How the menu is shown: a column beside the page (desktop) or a modal drawer (phones). */
export const sideMenuVariants = ['sidebar', 'drawer'] as const;
/** A side menu variant. */
export type SideMenuVariant = (typeof sideMenuVariants)[number];

/** Props of {@link SideMenu}. */
export interface SideMenuProps {
  /** Which entries to show (spec section 2: menus per role). */
  role: UserType;
  /** Path of the current page, to mark its entry `aria-current="page"`. */
  currentPath?: string;
  onNavigate?: NavigateHandler;
  /** 'Fechar menu' (and, for the drawer, Esc and the backdrop). */
  onClose: () => void;
  variant?: SideMenuVariant;
  /** Drawer only: whether it is open. */
  isOpen?: boolean;
}

function MenuItemLink({
  link,
  currentPath,
  onNavigate,
}: {
  link: MenuLink;
  currentPath?: string;
  onNavigate?: NavigateHandler;
}) {
  const active = isActivePath(link.href, currentPath);
  return (
    <a
      href={link.href}
      className={css.link({ active })}
      aria-current={active ? 'page' : undefined}
      onClick={(event) => handleLinkClick(event, link.href, onNavigate)}
    >
      {link.icon && <Icon name={link.icon} size="md" />}
      {link.label}
    </a>
  );
}

function MenuContent({ role, currentPath, onNavigate, onClose }: Omit<SideMenuProps, 'variant' | 'isOpen'>) {
  const text = messages.appShell;
  const groupId = useId();
  return (
    <div className={css.panel}>
      <div className={css.head}>
        <BrandLogo className={css.logo} />
        <IconButton icon="menuClose" label={text.closeMenu} onPress={onClose} />
      </div>
      <nav aria-label={text.menuLabel}>
        <ul className={css.list}>
          {menuEntriesFor(role).map((entry) =>
            entry.kind === 'link' ? (
              <li key={entry.href}>
                <MenuItemLink link={entry} currentPath={currentPath} onNavigate={onNavigate} />
              </li>
            ) : (
              <li key={entry.label}>
                <p className={css.groupLabel} id={`${groupId}-${entry.icon}`}>
                  <Icon name={entry.icon} size="md" />
                  {entry.label}
                </p>
                <ul className={css.subList} aria-labelledby={`${groupId}-${entry.icon}`}>
                  {entry.links.map((link) => (
                    <li key={link.href}>
                      <MenuItemLink link={link} currentPath={currentPath} onNavigate={onNavigate} />
                    </li>
                  ))}
                </ul>
              </li>
            ),
          )}
        </ul>
      </nav>
    </div>
  );
}

/**
 * The portal's side menu: brand logo, 'Fechar menu', and the entries of the role. As a `drawer` it is
 * a modal `<dialog>` ({@link ModalDialog}: the page is inert, Esc and the backdrop close it, focus
 * returns to 'Abrir menu').
 */
export function SideMenu({ variant = 'sidebar', isOpen = false, ...props }: SideMenuProps) {
  const titleId = useId();
  if (variant === 'sidebar') {
    return (
      <div className={css.sidebar}>
        <MenuContent {...props} />
      </div>
    );
  }
  if (!isOpen) return null;
  return (
    <ModalDialog className={css.drawer} aria-labelledby={titleId} onDismiss={props.onClose}>
      <h2 id={titleId} className={visuallyHidden}>
        {messages.appShell.menuLabel}
      </h2>
      <MenuContent {...props} />
    </ModalDialog>
  );
}
