const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/**
 * A byte count as people read it in Brazil, binary multiples, comma decimal: `2457600` → `2,3 MB`,
 * `512` → `512 B`, `1073741824` → `1 GB`. Negative or non-finite input counts as 0 B.
 */
export function formatFileSize(bytes: number): string {
  let value = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // One decimal below 10 units (2,3 MB), none above (512 KB); whole numbers drop the ",0".
  const rounded = value < 10 && unit > 0 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${String(rounded).replace('.', ',')} ${UNITS[unit]}`;
}
