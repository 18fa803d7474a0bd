// Self-hosted Inter (woff2 files bundled by Vite; no font CDN; the Latin file cut to the weights used,
// decision 045). Imported here, not in a .css.ts file, because vanilla-extract evaluates .css.ts files
// at build time and would drop a side-effect import.
import '../theme/inter.css';
import '../theme/global.css';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ReactNode } from 'react';
import { vars } from '../theme/contract.css';
import { brandThemeClass, demoThemeClass } from '../theme/themes.css';
import { brandRoot } from './BrandProvider.css';
import type { BrandConfig } from './brand-config';
import { BrandContext } from './brand-context';

/** Props of {@link BrandProvider}. */
export interface BrandProviderProps {
  brand: BrandConfig;
  children: ReactNode;
}

/**
 * Applies a brand to its subtree: the theme tokens (a prebuilt theme class when the brand has one,
 * otherwise the demo theme with the brand's colours as inline variables, so a brand configured at
 * run time works too) and the brand config for `useBrand()`.
 */
export function BrandProvider({ brand, children }: BrandProviderProps) {
  const prebuilt = brandThemeClass[brand.id];
  const className = `${prebuilt ?? demoThemeClass} ${brandRoot}`;
  const style = prebuilt ? undefined : assignInlineVars(vars.color, { ...brand.colors });
  return (
    <BrandContext.Provider value={brand}>
      <div className={className} style={style} data-brand={brand.id}>
        {children}
      </div>
    </BrandContext.Provider>
  );
}
