/**
 * The name a document's PDF is saved under, from its title: lower case, accents removed, anything but
 * letters and digits a hyphen ('Escritura definitiva — Apto 101' → `escritura-definitiva-apto-101.pdf`).
 * Plain ASCII, so every browser and every disk keeps it as it is.
 */
export function documentFileName(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\.pdf$/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${slug || 'documento'}.pdf`;
}
