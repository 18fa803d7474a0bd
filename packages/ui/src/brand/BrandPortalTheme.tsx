import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ReactNode } from 'react';
import { vars } from '../theme/contract.css';
import { brandThemeClass, demoThemeClass } from '../theme/themes.css';
import { brandRoot } from './BrandProvider.css';
import { useBrand } from './brand-context';

/** Props of {@link BrandPortalTheme}. */
export interface BrandPortalThemeProps {
  children: ReactNode;
}

/**
 * Re-applies the active brand's theme inside a portal. Radix portals (dialogs) render at the end of
 * `<body>`, outside the BrandProvider's element that carries the theme variables, so without this
 * wrapper a modal would lose every colour, font and spacing token. Same rule as BrandProvider: the
 * prebuilt class when the brand has one, otherwise the demo theme plus the brand's colours inline.
 */
export function BrandPortalTheme({ children }: BrandPortalThemeProps) {
  const brand = useBrand();
  const prebuilt = brandThemeClass[brand.id];
  const style = prebuilt ? undefined : assignInlineVars(vars.color, { ...brand.colors });
  return (
    <div className={`${prebuilt ?? demoThemeClass} ${brandRoot}`} style={style} data-brand={brand.id}>
      {children}
    </div>
  );
}
