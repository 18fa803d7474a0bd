import { BrandLogo } from '../../brand/BrandLogo';
import { useBrand } from '../../brand/brand-context';
import { messages } from '../../messages/pt-BR';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { ExternalLink } from './ExternalLink';
import * as css from './SiteHeader.css';

/**
 * The site header (spec section 1): the brand with the portal's name (the tagline 'Portal do cliente'
 * when the brand has none), and the company's About, Contact and WhatsApp links, each opening in a new
 * tab. Everything comes from the brand config.
 */
export function SiteHeader() {
  const brand = useBrand();
  const text = messages.appShell;
  return (
    <header className={css.header}>
      <a href={brand.links.home} className={css.brand} target="_blank" rel="noopener noreferrer">
        {/* The company name is written beside it: the logo would only repeat it to screen readers. */}
        <span aria-hidden="true">
          <BrandLogo className={css.logo} />
        </span>
        <span className={css.brandText}>
          <span className={css.company}>{brand.companyName}</span>
          <span className={css.tagline}>{brand.portalName ?? text.tagline}</span>
        </span>
        <VisuallyHidden>{` ${text.newTab}`}</VisuallyHidden>
      </a>
      <nav aria-label={text.headerLinksLabel}>
        <ul className={css.links}>
          <li>
            <ExternalLink href={brand.links.about} className={css.link}>
              {text.about}
            </ExternalLink>
          </li>
          <li>
            <ExternalLink href={brand.links.contact} className={css.link}>
              {text.contact}
            </ExternalLink>
          </li>
          <li>
            <ExternalLink href={brand.contacts.sales.whatsappUrl} className={css.link} icon="whatsapp">
              {text.whatsapp}
            </ExternalLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
