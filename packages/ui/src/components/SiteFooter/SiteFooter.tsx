import { useBrand } from '../../brand/brand-context';
import { messages } from '../../messages/pt-BR';
import * as css from './SiteFooter.css';

/** Props of {@link SiteFooter}. */
export interface SiteFooterProps {
  /** The copyright year, given by the app (a component never reads the clock, so stories are stable). */
  year: number;
}

/** The vendor's mark (this open-source portal), drawn inline so it costs no request. */
function VendorLogo() {
  return (
    <span className={css.vendor}>
      <svg className={css.vendorGlyph} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <rect x="3" y="3" width="18" height="18" rx="5" stroke="currentColor" strokeWidth="2" />
        <path
          d="M8 15V9h4.5a2.5 2.5 0 0 1 0 5H8"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      {messages.appShell.vendorName}
    </span>
  );
}

/** 'Copyright {year} {company}. Todos os direitos reservados' and 'Powered by' with the vendor logo. */
export function SiteFooter({ year }: SiteFooterProps) {
  const { companyName } = useBrand();
  return (
    <footer className={css.footer}>
      <p>{messages.appShell.copyright(year, companyName)}</p>
      <p className={css.powered}>
        {messages.appShell.poweredBy}
        <VendorLogo />
      </p>
    </footer>
  );
}
