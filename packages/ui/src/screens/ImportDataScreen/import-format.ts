import { integrationMessages } from '../../messages/pt-BR-integrations';
import {
  type ImportCountsByEntityView,
  type ImportCountsView,
  type ImportEntityKey,
  importEntityKeys,
} from './import-types';

/** One line of a counts table: the entity and its counts. */
export interface ImportCountsLine extends ImportCountsView {
  entity: ImportEntityKey;
  label: string;
}

/**
 * The entities the import touched, in the template's order, each with its Portuguese name. An entity
 * with no row at all (0/0/0: the file had no such sheet) is left out, so a customers-only file shows
 * one line, not five empty ones.
 */
export function countsLines(
  counts: Partial<ImportCountsByEntityView> | null | undefined,
): ImportCountsLine[] {
  if (!counts) return [];
  return importEntityKeys.flatMap((entity) => {
    const entry = counts[entity];
    if (!entry || entry.created + entry.updated + entry.unchanged === 0) return [];
    return [{ entity, label: integrationMessages.importEntities[entity], ...entry }];
  });
}

/** The counts of every entity added up (the history's one-line summary). */
export function totalCounts(counts: Partial<ImportCountsByEntityView> | null | undefined): ImportCountsView {
  const total = { created: 0, updated: 0, unchanged: 0 };
  for (const line of countsLines(counts)) {
    total.created += line.created;
    total.updated += line.updated;
    total.unchanged += line.unchanged;
  }
  return total;
}

/** Who ran an import and what it names, read from the run's `actor`. */
export interface ImportActor {
  /** Who: an e-mail, 'Chave de integração' or 'Conector Sienge'. */
  who: string;
  /** The key's name and prefix, or the Sienge scope and id; null when there is nothing more. */
  detail: string | null;
}

const t = integrationMessages.importDataScreen;
const sync = integrationMessages.siengeSyncScreen;

/**
 * Splits the `actor` of an import run (documented in the api's `ImportRunSchema`):
 * `key:Nome (abc123)` → the integration key; `sienge` or `sienge:bill:webhook:42` → the connector,
 * with the scope and trigger of its sync; anything else (an administrator's e-mail) as it is.
 */
export function describeActor(actor: string): ImportActor {
  if (actor.startsWith('key:')) return { who: t.integrationKey, detail: actor.slice(4).trim() || null };
  if (actor === 'sienge') return { who: t.siengeConnector, detail: null };
  if (actor.startsWith('sienge:')) {
    const [, scope = '', trigger = '', ...rest] = actor.split(':');
    const id = rest.join(':');
    const scopeText =
      scope === 'customer'
        ? sync.scopes.customer(id)
        : scope === 'bill'
          ? sync.scopes.bill(id)
          : sync.scopes.full;
    const triggerText = (sync.triggers as Record<string, string>)[trigger];
    return { who: t.siengeConnector, detail: triggerText ? `${scopeText} · ${triggerText}` : scopeText };
  }
  return { who: actor, detail: null };
}
