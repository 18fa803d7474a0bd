import { useBrand } from './brand-context';

/** Props of {@link BrandLogo}. */
export interface BrandLogoImageProps {
  className?: string;
}

/** The active brand's logo, named by the company name for screen readers. */
export function BrandLogo({ className }: BrandLogoImageProps) {
  const { logo, companyName } = useBrand();
  if ('component' in logo) {
    const Logo = logo.component;
    return <Logo title={companyName} className={className} />;
  }
  return <img src={logo.url} alt={companyName} className={className} />;
}
