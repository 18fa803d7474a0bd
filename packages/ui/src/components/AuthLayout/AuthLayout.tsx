import type { ReactNode } from 'react';
import { BrandLogo } from '../../brand/BrandLogo';
import { useBrand } from '../../brand/brand-context';
import { messages } from '../../messages/pt-BR';
import { AuthIllustration } from './AuthIllustration';
import * as css from './AuthLayout.css';

/** Props of {@link AuthLayout}. */
export interface AuthLayoutProps {
  /** The form panel's heading (the page's only h1). */
  title: string;
  /** A sentence under the title. */
  intro?: ReactNode;
  /** The form and its links. */
  children: ReactNode;
  /** Big line of the image panel; defaults to the portal's headline. */
  headline?: string;
  /** Line under the headline. */
  subtitle?: string;
}

/**
 * The two-panel page of the public screens (login, sign-up, password recovery and reset): a brand
 * image panel with headline and subtitle, and a white form panel with the brand's logo. The image
 * panel collapses to a short band on phones (spec breakpoints 550, 810 and 1200 px). It is drawn
 * inside the shell's `main` (`PublicShell`), so the form panel is a plain block, never a second `main`
 * (spec section 2, "Layout").
 */
export function AuthLayout({
  title,
  intro,
  children,
  headline = messages.authLayout.headline,
  subtitle = messages.authLayout.subtitle,
}: AuthLayoutProps) {
  const { companyName, portalName } = useBrand();
  return (
    <div className={css.root}>
      <div className={css.art}>
        <AuthIllustration />
        <div className={css.artText}>
          <p className={css.headline}>{headline}</p>
          <p className={css.subtitle}>{subtitle}</p>
        </div>
      </div>
      <div className={css.panel}>
        <div className={css.content}>
          <div className={css.brand}>
            {/* The company name is visible next to it, so the logo itself is decorative here. */}
            <span aria-hidden="true">
              <BrandLogo className={css.logo} />
            </span>
            <span className={css.brandText}>
              <span className={css.companyName}>{companyName}</span>
              <span className={css.tagline}>{portalName ?? messages.authLayout.tagline}</span>
            </span>
          </div>
          <div className={css.heading}>
            <h1 className={css.title}>{title}</h1>
            {intro && <p className={css.intro}>{intro}</p>}
          </div>
          {children}
        </div>
      </div>
    </div>
  );
}
