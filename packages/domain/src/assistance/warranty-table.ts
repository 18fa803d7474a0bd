/**
 * The warranty table of 'Assistência técnica' (product rule §9): each building system and how long,
 * from the handover of the keys, the developer answers for its defects. The default follows the
 * owner's-manual practice under ABNT NBR 17170:2022 ("Edificações — Garantias — Prazos recomendados e
 * diretrizes", which replaced Annex D of ABNT NBR 15575-1) and, for visible defects, the 90 days of
 * the Consumer Code (Lei 8.078/1990, art. 26, II). Each company may replace it in its configuration.
 */

/** How a warranty period is counted: calendar days, or months/years as the Civil Code counts them. */
export const WARRANTY_UNITS = ['day', 'month', 'year'] as const;

/** One unit of {@link WARRANTY_UNITS}. */
export type WarrantyUnit = (typeof WARRANTY_UNITS)[number];

/** A warranty period: `count` days, months or years after the handover. */
export interface WarrantyPeriod {
  readonly unit: WarrantyUnit;
  readonly count: number;
}

/** One row of the table: a system the customer chooses, its name on screen and its period. */
export interface WarrantySystem extends WarrantyPeriod {
  /** Stable key stored with each request: lower-case letters, digits and `_`, 2 to 40 characters. */
  readonly key: string;
  /** What the customer reads, e.g. 'Impermeabilização'. */
  readonly label: string;
}

/** The shape of a system key (also what a company's override must use). */
export const WARRANTY_SYSTEM_KEY = /^[a-z][a-z0-9_]{1,39}$/;

/** Most rows a table may have (a company's override included). */
export const MAX_WARRANTY_SYSTEMS = 60;

/** Longest a label may be. */
export const MAX_WARRANTY_LABEL = 80;

/** The default table (product rule §9), in the order the form lists it. */
export const DEFAULT_WARRANTY_TABLE: readonly WarrantySystem[] = [
  { key: 'structure', label: 'Estrutura (fundações, pilares, vigas e lajes)', unit: 'year', count: 5 },
  { key: 'waterproofing', label: 'Impermeabilização', unit: 'year', count: 5 },
  { key: 'electrical', label: 'Instalações elétricas', unit: 'year', count: 3 },
  { key: 'plumbing', label: 'Instalações hidráulicas e de gás', unit: 'year', count: 3 },
  { key: 'coatings', label: 'Revestimentos de paredes, pisos e tetos', unit: 'year', count: 2 },
  { key: 'frames', label: 'Esquadrias (portas e janelas)', unit: 'year', count: 1 },
  { key: 'paint', label: 'Pintura', unit: 'year', count: 1 },
  { key: 'fixtures', label: 'Louças, metais e acabamentos', unit: 'year', count: 1 },
  { key: 'visible_defects', label: 'Vícios aparentes (visíveis na entrega)', unit: 'day', count: 90 },
];

/** Longest a period may be in each unit (a company's override is checked against it). */
export const MAX_WARRANTY_COUNT: Readonly<Record<WarrantyUnit, number>> = { day: 3650, month: 240, year: 20 };

/**
 * What is wrong with a table (a company's override), in Portuguese, or null when it can be used:
 * 1 to 60 rows, keys well formed and distinct, labels 1 to 80 characters, periods whole and positive.
 */
export function warrantyTableProblem(table: readonly WarrantySystem[]): string | null {
  if (table.length === 0 || table.length > MAX_WARRANTY_SYSTEMS) {
    return `A tabela de garantia deve ter de 1 a ${MAX_WARRANTY_SYSTEMS} sistemas.`;
  }
  const keys = new Set<string>();
  for (const row of table) {
    if (!WARRANTY_SYSTEM_KEY.test(row.key)) return `Chave de sistema inválida: "${row.key}".`;
    if (keys.has(row.key)) return `Sistema repetido na tabela de garantia: "${row.key}".`;
    keys.add(row.key);
    const label = row.label.trim();
    if (label.length === 0 || label.length > MAX_WARRANTY_LABEL) {
      return `O nome do sistema "${row.key}" deve ter de 1 a ${MAX_WARRANTY_LABEL} caracteres.`;
    }
    if (!(WARRANTY_UNITS as readonly string[]).includes(row.unit)) {
      return `Unidade de prazo inválida no sistema "${row.key}".`;
    }
    if (!Number.isInteger(row.count) || row.count < 1 || row.count > MAX_WARRANTY_COUNT[row.unit]) {
      return `Prazo inválido no sistema "${row.key}".`;
    }
  }
  return null;
}

/** The row of a system key in a table, or undefined. */
export function findWarrantySystem(
  table: readonly WarrantySystem[],
  key: string,
): WarrantySystem | undefined {
  return table.find((row) => row.key === key);
}
