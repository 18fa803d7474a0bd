import type { ComponentType } from 'react';
import type { BrandColors } from '../theme/colors';

/** Props every brand logo component receives; `title` is the accessible name (the company name). */
export interface BrandLogoProps {
  title: string;
  className?: string;
}

/** A logo is either our own SVG component (inline, no request) or the URL of an image file. */
export type BrandLogo = { component: ComponentType<BrandLogoProps> } | { url: string };

/** One contact channel of the company (spec "Fale Conosco": phone, WhatsApp link, e-mail). */
export interface BrandContact {
  /** Phone as shown to people, e.g. '(11) 4000-1234'. */
  phone: string;
  email: string;
  /** A `https://wa.me/<digits>` chat link. */
  whatsappUrl: string;
}

/**
 * Everything that differs from one real-estate developer to another. Components read it through
 * `useBrand()` and never hard-code a company name, colour, phone or link (white-label).
 */
export interface BrandConfig {
  /** Stable id, also used to pick a prebuilt theme class (see `brandThemeClass`). */
  id: string;
  companyName: string;
  /** The portal's own name (the browser tab's title); absent means the kit's default. */
  portalName?: string;
  logo: BrandLogo;
  colors: BrandColors;
  contacts: {
    /** "Especialistas": the sales team. */
    sales: BrandContact;
    /** "Relacionamento com o cliente". */
    customerRelations: BrandContact;
  };
  links: { home: string; about: string; contact: string };
  /** Sender address of the activation e-mail shown after sign-up. */
  noReplyEmail: string;
}
