/**
 * The company the portal is dressed for (white-label). Everything a customer reads about "who we are"
 * in e-mails and server-rendered pages comes from here; the demo brand is the default so a fresh clone
 * runs without any set-up. Colours are plain hex because e-mail clients ignore CSS variables.
 */
export interface Brand {
  readonly companyName: string;
  readonly portalName: string;
  readonly colors: { readonly primary: string; readonly primaryText: string; readonly accent: string };
  readonly homeUrl: string;
  readonly aboutUrl: string;
  readonly contactUrl: string;
  readonly phone: string;
  readonly whatsappSalesUrl: string;
  readonly whatsappRelationsUrl: string;
  /** Receives the support tickets. */
  readonly supportEmail: string;
  /** Receives proofs of payment (part 2). */
  readonly financeEmail: string;
  /** Sender of every message ("From"). */
  readonly noReplyEmail: string;
}

/** The fictitious developer of the demo data (decisions.md section 5). */
export const DEMO_BRAND: Brand = {
  companyName: 'Horizonte Incorporadora',
  portalName: 'Portal do Cliente',
  colors: { primary: '#0b4f6c', primaryText: '#ffffff', accent: '#f2a541' },
  homeUrl: 'https://www.demo.com.br',
  aboutUrl: 'https://www.demo.com.br/sobre',
  contactUrl: 'https://www.demo.com.br/contato',
  phone: '(11) 4000-1234',
  whatsappSalesUrl: 'https://wa.me/5511940001234',
  whatsappRelationsUrl: 'https://wa.me/5511940005678',
  supportEmail: 'suporte@demo.com.br',
  financeEmail: 'financeiro@demo.com.br',
  noReplyEmail: 'nao-responda@demo.com.br',
};
