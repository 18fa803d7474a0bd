import { IMPORT_ENTITIES, type ImportCountsByEntity } from '@portal/api';

/** Nothing created, updated or unchanged, for every entity: where an import's or a sync's counts start. */
export const zeroCounts = (): ImportCountsByEntity =>
  Object.fromEntries(
    IMPORT_ENTITIES.map((entity) => [entity, { created: 0, updated: 0, unchanged: 0 }]),
  ) as ImportCountsByEntity;
