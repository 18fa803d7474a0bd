import type { RuntimeBrand } from '@portal/api';
import { brandTones, type WarrantySystem } from '@portal/domain';

/** An image of the brand (logo or favicon), read and checked at start (config/brand-file.ts). */
export interface BrandImage {
  readonly bytes: Buffer;
  /** Identified by the file's bytes, never its name. */
  readonly type: 'svg' | 'png' | 'ico';
  readonly contentType: string;
  /** First hex digits of the SHA-256 of the bytes: the cache-busting part of the image's URL. */
  readonly hash: string;
}

/** One contact channel of the company: phone as shown, e-mail and WhatsApp chat link. */
export interface BrandContact {
  readonly phone: string;
  readonly email: string;
  readonly whatsappUrl: string;
}

/**
 * The company the portal is dressed for (white-label): the one brand configuration of the product.
 * E-mails, PDFs and server-rendered pages read it here, and the SPA receives it in its page
 * (`runtimeBrand`), so the sender the sign-up modal names is the sender of the e-mails. The demo brand
 * is the default so a fresh clone runs without set-up. Colours are plain hex because e-mail clients
 * ignore CSS variables.
 */
export interface Brand {
  /** Theme id of the SPA (`demo` is built in: palette and logo). */
  readonly id: string;
  readonly companyName: string;
  readonly portalName: string;
  /** `primary` is the SPA theme's brand colour (e-mail header and buttons, the browser's theme colour). */
  readonly colors: { readonly primary: string; readonly primaryText: string };
  readonly homeUrl: string;
  readonly aboutUrl: string;
  readonly contactUrl: string;
  /** Main phone, in e-mail footers. */
  readonly phone: string;
  /** "Especialistas" (sales) and "Relacionamento com o cliente" of the contacts page. */
  readonly sales: BrandContact;
  readonly relations: BrandContact;
  /** Receives the support tickets. */
  readonly supportEmail: string;
  /** Receives proofs of payment. */
  readonly financeEmail: string;
  /** Sender of every message ("From"): its address, and the name shown beside it. */
  readonly noReplyEmail: string;
  readonly senderName: string;
  /** The company's logo; absent for the demo, whose logo is built into the SPA. */
  readonly logo?: BrandImage;
  /** The browser tab's icon; absent for the demo, whose icon is the SPA's own `favicon.svg`. */
  readonly favicon?: BrandImage;
  /** Absolute URL of the logo as PNG for e-mails (clients show no SVG); set at start (`withPublicUrl`). */
  readonly emailLogoUrl?: string;
  /**
   * The company's own warranty table for 'Assistência técnica' (product rule §9, decision 074), from
   * its owner's manual; absent: the product's default table.
   */
  readonly warrantyTable?: readonly WarrantySystem[];
}

/** The fictitious developer of the demo data. */
export const DEMO_BRAND: Brand = {
  id: 'demo',
  companyName: 'Horizonte Incorporadora',
  portalName: 'Portal do Cliente',
  // The demo palette's brand colour (packages/ui theme/palettes.ts), so e-mails look like the portal.
  colors: { primary: '#1D4FC4', primaryText: '#ffffff' },
  homeUrl: 'https://www.demo.com.br',
  aboutUrl: 'https://www.demo.com.br/sobre',
  contactUrl: 'https://www.demo.com.br/contato',
  phone: '(11) 4000-1234',
  sales: {
    phone: '(11) 4000-1234',
    email: 'especialistas@demo.com.br',
    whatsappUrl: 'https://wa.me/5511940001234',
  },
  relations: {
    phone: '(11) 4000-5678',
    email: 'relacionamento@demo.com.br',
    whatsappUrl: 'https://wa.me/5511940005678',
  },
  supportEmail: 'suporte@demo.com.br',
  financeEmail: 'financeiro@demo.com.br',
  noReplyEmail: 'nao-responda@demo.com.br',
  senderName: 'Horizonte Incorporadora',
};

/** Path of the brand's logo on the server: the content hash makes it safe to cache for a year. */
export function brandLogoPath(brand: Brand): string | undefined {
  return brand.logo ? `/brand/logo?v=${brand.logo.hash}` : undefined;
}

/** The brand with the absolute address of its e-mail logo, under the server's `PUBLIC_URL`. */
export function withPublicUrl(brand: Brand, publicUrl: string): Brand {
  return brand.logo ? { ...brand, emailLogoUrl: `${publicUrl}/brand/logo.png?v=${brand.logo.hash}` } : brand;
}

/** Path of the brand's favicon on the server (same caching rule as the logo). */
export function brandFaviconPath(brand: Brand): string | undefined {
  return brand.favicon ? `/brand/favicon?v=${brand.favicon.hash}` : undefined;
}

/** The brand as the SPA receives it in its page (no internal addresses such as support or finance). */
export function runtimeBrand(brand: Brand): RuntimeBrand {
  const logoUrl = brandLogoPath(brand);
  // The demo's palette is built into the SPA; any other brand sends the tones of its own colour.
  const colors =
    brand.id === DEMO_BRAND.id ? undefined : brandTones(brand.colors.primary, brand.colors.primaryText);
  return {
    id: brand.id,
    companyName: brand.companyName,
    portalName: brand.portalName,
    ...(logoUrl ? { logoUrl } : {}),
    ...(colors ? { colors: { ...colors } } : {}),
    contacts: { sales: brand.sales, customerRelations: brand.relations },
    links: { home: brand.homeUrl, about: brand.aboutUrl, contact: brand.contactUrl },
    noReplyEmail: brand.noReplyEmail,
  };
}
