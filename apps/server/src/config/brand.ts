import type { RuntimeBrand } from '@portal/api';

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
  /** Sender of every message ("From"). */
  readonly noReplyEmail: string;
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
};

/** The brand as the SPA receives it in its page (no internal addresses such as support or finance). */
export function runtimeBrand(brand: Brand): RuntimeBrand {
  return {
    id: brand.id,
    companyName: brand.companyName,
    contacts: { sales: brand.sales, customerRelations: brand.relations },
    links: { home: brand.homeUrl, about: brand.aboutUrl, contact: brand.contactUrl },
    noReplyEmail: brand.noReplyEmail,
  };
}
