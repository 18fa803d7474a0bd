import type { ReactNode } from 'react';
import { messages } from '../../messages/pt-BR';
import { SiteFooter } from '../SiteFooter/SiteFooter';
import { SiteHeader } from '../SiteHeader/SiteHeader';
import * as css from './AppShell.css';

/** Id of the `main` landmark, target of the skip link. */
export const MAIN_ID = 'conteudo';

/** Props of {@link PublicShell}. */
export interface PublicShellProps {
  children: ReactNode;
  /** Copyright year for the footer (from the app's clock, never read here). */
  year: number;
}

/**
 * The frame of the public routes (/, /sign-up, /password-recovery, /reset-password, /auth): skip link,
 * site header, the `main` landmark and the footer — no side menu and no top bar (spec section 2). The
 * same markup as `AppShell` without navigation, but without importing the menu's dialog code, so the
 * login page, the first page of most visits, stays light.
 */
export function PublicShell({ children, year }: PublicShellProps) {
  return (
    <div className={css.shell}>
      <a className={css.skipLink} href={`#${MAIN_ID}`}>
        {messages.appShell.skipLink}
      </a>
      <SiteHeader />
      <div className={css.body}>
        <div className={css.column}>
          <main id={MAIN_ID} tabIndex={-1} className={css.main}>
            {children}
          </main>
          <SiteFooter year={year} />
        </div>
      </div>
    </div>
  );
}
