import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverRoot } from '../config/paths';

/** The repository's example brand file (docs/brand.example.json). */
export const EXAMPLE_BRAND_FILE = join(serverRoot(), '..', '..', 'docs', 'brand.example.json');

/**
 * Strings of the demo brand (server and SPA fallbacks): none may appear on any surface of a portal
 * dressed in another brand (decision 049).
 */
export const DEMO_BRAND_STRINGS = [
  'Horizonte',
  'demo.com.br',
  'Alicerce',
  'alicerce.example',
  '4000-1234',
  '4000-5678',
  '1D4FC4',
] as const;

/**
 * A private copy of the example brand (its JSON and images) in a temporary folder, with `change`
 * applied to the JSON; returns the copy's path. Images can be replaced in `folder` before loading.
 */
export function exampleBrandCopy(change: (json: Record<string, unknown>) => void = () => {}): {
  file: string;
  folder: string;
} {
  const folder = mkdtempSync(join(tmpdir(), 'portal-brand-'));
  cpSync(join(EXAMPLE_BRAND_FILE, '..', 'brand-example'), join(folder, 'brand-example'), { recursive: true });
  const json = JSON.parse(readFileSync(EXAMPLE_BRAND_FILE, 'utf8')) as Record<string, unknown>;
  change(json);
  const file = join(folder, 'brand.json');
  writeFileSync(file, JSON.stringify(json, null, 2));
  return { file, folder };
}
