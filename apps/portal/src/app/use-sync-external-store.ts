/**
 * Stands in for `use-sync-external-store/shim` (vite.config.ts aliases it here). SWR imports the shim
 * to support React 17; on React 19 the shim only hands back React's own hook, yet its fallback code
 * shipped as a chunk of its own with every page that reads data (0.5 KiB gzip).
 */
export { useSyncExternalStore } from 'react';
