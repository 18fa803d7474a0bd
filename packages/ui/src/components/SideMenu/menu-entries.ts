import type { UserType } from '@portal/domain';
import { messages } from '../../messages/pt-BR';
import type { IconName } from '../Icon/icons';

/** The routes the menu links to (spec section 2); the portal's router uses the same paths. */
export const MENU_PATHS = {
  enterprises: '/empreendimentos',
  statements: '/financeiro',
  clients: '/clients',
  loginByClient: '/login-client',
  generatedSlips: '/generated-tickets',
  generatedStatements: '/generated-extracts',
  prepayments: '/antecipacoes',
  prepaymentRequests: '/antecipacoes-solicitadas',
  failedLogins: '/fail-login',
  importData: '/importar-dados',
  siengeSync: '/integracao-sienge',
  staff: '/equipe',
  support: '/suporte',
  assistance: '/assistencia-tecnica',
  assistanceQueue: '/solicitacoes-assistencia',
  assistanceReport: '/relatorio-assistencia',
  documents: '/documentos',
  documentDownloads: '/relatorio-documentos',
} as const;

/** A link of the menu. */
export interface MenuLink {
  label: string;
  href: string;
  icon?: IconName;
}

/** A top-level entry: a link, or a group with sub-links (Financeiro, Relatórios). */
export type MenuEntry =
  | (MenuLink & { kind: 'link' })
  | { kind: 'group'; label: string; icon: IconName; links: MenuLink[] };

/**
 * The entries a role sees (spec section 2): Empreendimentos for all; customers Financeiro > Extratos;
 * admins Clientes, Relatórios > Login por cliente, Boletos gerados, Extratos gerados, Antecipações,
 * Antecipações solicitadas (product rule §8), Assistência técnica (product rule §9), Downloads de
 * documentos (decision 077), Falhas no login,
 * Integrações > Importar dados, Sienge (decision 024), and Equipe (decision 051); the requests of
 * product rule §9 for both: 'Assistência técnica' for customers, 'Solicitações de assistência' (the
 * queue) for the staff, so no two of their links share a name; 'Documentos' for customers (decision
 * 077; the staff publish from the client and enterprise pages); Suporte for all.
 */
export function menuEntriesFor(role: UserType): MenuEntry[] {
  const text = messages.sideMenu;
  const enterprises: MenuEntry = {
    kind: 'link',
    label: text.enterprises,
    href: MENU_PATHS.enterprises,
    icon: 'building',
  };
  const support: MenuEntry = { kind: 'link', label: text.support, href: MENU_PATHS.support, icon: 'support' };
  if (role === 'admin') {
    return [
      enterprises,
      { kind: 'link', label: text.clients, href: MENU_PATHS.clients, icon: 'users' },
      { kind: 'link', label: text.assistanceQueue, href: MENU_PATHS.assistanceQueue, icon: 'home' },
      {
        kind: 'group',
        label: text.reports,
        icon: 'chart',
        links: [
          { label: text.loginByClient, href: MENU_PATHS.loginByClient },
          { label: text.generatedSlips, href: MENU_PATHS.generatedSlips },
          { label: text.generatedStatements, href: MENU_PATHS.generatedStatements },
          { label: text.prepayments, href: MENU_PATHS.prepayments },
          { label: text.prepaymentRequests, href: MENU_PATHS.prepaymentRequests },
          { label: text.assistance, href: MENU_PATHS.assistanceReport },
          { label: text.documentDownloads, href: MENU_PATHS.documentDownloads },
          { label: text.failedLogins, href: MENU_PATHS.failedLogins },
        ],
      },
      {
        kind: 'group',
        label: text.integrations,
        icon: 'upload',
        links: [
          { label: text.importData, href: MENU_PATHS.importData },
          { label: text.sienge, href: MENU_PATHS.siengeSync },
        ],
      },
      { kind: 'link', label: text.staff, href: MENU_PATHS.staff, icon: 'users' },
      support,
    ];
  }
  return [
    enterprises,
    {
      kind: 'group',
      label: text.financial,
      icon: 'wallet',
      links: [{ label: text.statements, href: MENU_PATHS.statements }],
    },
    { kind: 'link', label: text.documents, href: MENU_PATHS.documents, icon: 'file' },
    { kind: 'link', label: text.assistance, href: MENU_PATHS.assistance, icon: 'home' },
    support,
  ];
}

/** True when `href` is the current page or one of its sub-pages ('/financeiro' for '/financeiro/extrato'). */
export function isActivePath(href: string, currentPath: string | undefined): boolean {
  if (!currentPath) return false;
  return currentPath === href || currentPath.startsWith(`${href}/`);
}
