import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeBrand, type RuntimeBrandContact } from '@portal/api';
import type { BrandConfig, BrandContact } from '@portal/ui';
import type { BrandColors } from '@portal/ui/theme';

/** What the SPA takes from its page: the brand to wear and the optional public-IP look-up. */
export interface PortalRuntime {
  brand: BrandConfig;
  ipLookupUrl: string | null;
}

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value : fallback;

function contactFrom(value: unknown, fallback: BrandContact): BrandContact {
  const raw: Partial<RuntimeBrandContact> = isObject(value) ? value : {};
  return {
    phone: text(raw.phone, fallback.phone),
    email: text(raw.email, fallback.email),
    whatsappUrl: text(raw.whatsappUrl, fallback.whatsappUrl),
  };
}

function colorsFrom(value: unknown, fallback: BrandColors): BrandColors {
  if (!isObject(value)) return fallback;
  const colors: Record<string, string> = { ...fallback };
  for (const token of Object.keys(fallback)) colors[token] = text(value[token], colors[token] ?? '');
  return colors as unknown as BrandColors;
}

/**
 * The brand the server sent, over `fallback` field by field: a missing or malformed value keeps the
 * fallback's, so a half-configured brand still renders a whole page. A known id (`demo`) keeps its
 * built-in logo and theme; another brand needs `logoUrl` and `colors`.
 */
export function brandFromRuntime(value: unknown, fallback: BrandConfig): BrandConfig {
  if (!isObject(value)) return fallback;
  const raw = value as Partial<Record<keyof RuntimeBrand, unknown>>;
  const contacts = isObject(raw.contacts) ? raw.contacts : {};
  const links = isObject(raw.links) ? raw.links : {};
  const logoUrl = text(raw.logoUrl, '');
  const portalName = text(raw.portalName, fallback.portalName ?? '');
  return {
    id: text(raw.id, fallback.id),
    companyName: text(raw.companyName, fallback.companyName),
    ...(portalName ? { portalName } : {}),
    logo: logoUrl ? { url: logoUrl } : fallback.logo,
    colors: colorsFrom(raw.colors, fallback.colors),
    contacts: {
      sales: contactFrom(contacts.sales, fallback.contacts.sales),
      customerRelations: contactFrom(contacts.customerRelations, fallback.contacts.customerRelations),
    },
    links: {
      home: text(links.home, fallback.links.home),
      about: text(links.about, fallback.links.about),
      contact: text(links.contact, fallback.links.contact),
    },
    noReplyEmail: text(raw.noReplyEmail, fallback.noReplyEmail),
  };
}

/** Parses the runtime block's text; anything unreadable gives the fallback brand and no look-up. */
export function parseRuntime(json: string | null | undefined, fallback: BrandConfig): PortalRuntime {
  let value: unknown;
  try {
    value = json ? JSON.parse(json) : undefined;
  } catch {
    value = undefined;
  }
  const raw = isObject(value) ? value : {};
  const ipLookupUrl =
    typeof raw.ipLookupUrl === 'string' && /^https:\/\//.test(raw.ipLookupUrl) ? raw.ipLookupUrl : null;
  return { brand: brandFromRuntime(raw.brand, fallback), ipLookupUrl };
}

/** Reads the runtime configuration from the page (Vite's dev server has none: the fallback brand). */
export function readRuntime(fallback: BrandConfig, doc: Document = document): PortalRuntime {
  return parseRuntime(doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent, fallback);
}
