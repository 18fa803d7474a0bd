import { createContext, useContext } from 'react';
import type { BrandConfig } from './brand-config';
import { demoBrand } from './demo-brand';

/** Carries the active brand; the demo brand is the default so a lone component still renders. */
export const BrandContext = createContext<BrandConfig>(demoBrand);

/** The active brand (company name, logo, colours, contacts, links). */
export function useBrand(): BrandConfig {
  return useContext(BrandContext);
}
