/** Why a chosen file was refused before upload. */
export type FileProblem = 'type' | 'size' | 'empty';

/** A PDF, by name and by type: what a document and a payment proof take (the server reads the bytes again). */
export const PDF_ACCEPT = ['.pdf', 'application/pdf'] as const;

/** A file as the picker sees it (a DOM `File` fits). */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

/**
 * True when the file matches one entry of an `accept` list: an extension (`.pdf`, compared
 * case-insensitively on the name) or a MIME type (`application/pdf`, or a family such as `image/*`).
 * An empty list accepts everything.
 */
export function matchesAccept(file: FileLike, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return rule !== '' && type === rule;
  });
}

/**
 * The first problem of a chosen file, or null when it may be sent: a type outside `accept`, a size
 * above `maxBytes`, or no bytes at all. The server checks again (and reads the bytes): this only spares
 * the customer a long upload that would be refused.
 */
export function checkFile(file: FileLike, accept: readonly string[], maxBytes?: number): FileProblem | null {
  if (!matchesAccept(file, accept)) return 'type';
  if (maxBytes !== undefined && file.size > maxBytes) return 'size';
  if (file.size === 0) return 'empty';
  return null;
}
