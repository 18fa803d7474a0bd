import type { UserType } from '@portal/domain';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useMediaQuery } from '../../hooks/use-media-query';
import { messages } from '../../messages/pt-BR';
import type { NavigateHandler } from '../../navigation/link-click';
import { mediaUp } from '../../theme/breakpoints';
import { SideMenu } from '../SideMenu/SideMenu';
import { SiteFooter } from '../SiteFooter/SiteFooter';
import { SiteHeader } from '../SiteHeader/SiteHeader';
import { TopBar } from '../TopBar/TopBar';
import * as css from './AppShell.css';
import { MAIN_ID, PublicShell } from './PublicShell';

/** The signed-in person, as the shell shows them. */
export interface ShellUser {
  name: string;
  type: UserType;
}

/** Props of {@link AppShell}. */
export interface AppShellProps {
  children: ReactNode;
  /**
   * `false` on the public routes (/, /sign-up, /password-recovery, /reset-password, /auth): no side
   * menu and no top bar (spec section 2). Defaults to `true`.
   */
  showNavigation?: boolean;
  /** Required when `showNavigation`: whose menu and name to show. */
  user?: ShellUser;
  /** Current path, to mark the menu entry. */
  currentPath?: string;
  onNavigate?: NavigateHandler;
  onLogout?: () => void;
  /** Copyright year for the footer (from the app's clock, never read here). */
  year: number;
}

/**
 * The page frame: skip link, site header, the side menu (a column from 1000 px, a drawer below) with
 * its 'Fechar menu', the top bar with the user and 'Sair', the `main` landmark and the footer.
 */
export function AppShell({
  children,
  showNavigation = true,
  user,
  currentPath,
  onNavigate,
  onLogout,
  year,
}: AppShellProps) {
  const isWide = useMediaQuery(mediaUp('lg'), true);
  // Two separate states: closing the column on a desktop must not open the drawer on a phone.
  const [isSidebarOpen, setSidebarOpen] = useState(true);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const focusMenuButton = useRef(false);
  // After 'Fechar menu' the button that had focus is gone: put focus on 'Abrir menu' instead.
  useEffect(() => {
    if (!isSidebarOpen && focusMenuButton.current) {
      focusMenuButton.current = false;
      menuButton.current?.focus();
    }
  }, [isSidebarOpen]);
  const hasNavigation = showNavigation && user !== undefined;
  const isMenuOpen = isWide ? isSidebarOpen : isDrawerOpen;
  if (!hasNavigation) return <PublicShell year={year}>{children}</PublicShell>;
  // Following a link in the drawer closes it, so the new page is not hidden behind the menu.
  const navigate: NavigateHandler | undefined = onNavigate
    ? (href) => {
        setDrawerOpen(false);
        onNavigate(href);
      }
    : undefined;

  return (
    <div className={css.shell}>
      <a className={css.skipLink} href={`#${MAIN_ID}`}>
        {messages.appShell.skipLink}
      </a>
      <SiteHeader />
      <div className={css.body}>
        {hasNavigation && isWide && isSidebarOpen && (
          <SideMenu
            role={user.type}
            currentPath={currentPath}
            onNavigate={navigate}
            onClose={() => {
              focusMenuButton.current = true;
              setSidebarOpen(false);
            }}
          />
        )}
        {hasNavigation && !isWide && (
          <SideMenu
            variant="drawer"
            isOpen={isDrawerOpen}
            role={user.type}
            currentPath={currentPath}
            onNavigate={navigate}
            onClose={() => setDrawerOpen(false)}
          />
        )}
        <div className={css.column}>
          {hasNavigation && (
            <TopBar
              userName={user.name}
              onLogout={() => onLogout?.()}
              isMenuOpen={isMenuOpen}
              menuButtonRef={menuButton}
              // On phones the button stays while the drawer is open, so focus can come back to it.
              onOpenMenu={
                isWide && isSidebarOpen
                  ? undefined
                  : () => (isWide ? setSidebarOpen(true) : setDrawerOpen(true))
              }
            />
          )}
          <main id={MAIN_ID} tabIndex={-1} className={`${css.main} ${css.mainWithNavigation}`}>
            {children}
          </main>
          <SiteFooter year={year} />
        </div>
      </div>
    </div>
  );
}
