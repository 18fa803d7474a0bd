/**
 * The papers of a purchase the staff publish in 'Documentos' (product rule §9, "Documents"): each
 * belongs to one contract (the customer's own papers) or to one enterprise (papers every buyer of it
 * receives). The kind decides which: the contract, the server and the screens read it from here.
 */

/** Every kind of document, in the order the screens list them. */
export const DOCUMENT_KINDS = [
  'contract',
  'amendment',
  'deed',
  'discharge',
  'owners_manual',
  'condominium_convention',
  'habite_se',
  'other',
] as const;

/** A kind of document. */
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** What a document belongs to: one contract, or one enterprise. */
export type DocumentOwnerType = 'contract' | 'enterprise';

/** The name of each kind, as the customer and the staff read it. */
export const DOCUMENT_KIND_LABELS: Readonly<Record<DocumentKind, string>> = {
  contract: 'Contrato',
  amendment: 'Aditivo',
  deed: 'Escritura',
  discharge: 'Termo de quitação',
  owners_manual: 'Manual do proprietário',
  condominium_convention: 'Convenção de condomínio',
  habite_se: 'Habite-se',
  other: 'Outro',
};

/** The kinds a contract's documents may have ('Outro' on both sides). */
export const CONTRACT_DOCUMENT_KINDS: readonly DocumentKind[] = [
  'contract',
  'amendment',
  'deed',
  'discharge',
  'other',
];

/** The kinds an enterprise's documents may have ('Outro' on both sides). */
export const ENTERPRISE_DOCUMENT_KINDS: readonly DocumentKind[] = [
  'owners_manual',
  'condominium_convention',
  'habite_se',
  'other',
];

/** Whether a document of this kind may belong to this owner. */
export function documentKindFits(kind: DocumentKind, owner: DocumentOwnerType): boolean {
  return (owner === 'contract' ? CONTRACT_DOCUMENT_KINDS : ENTERPRISE_DOCUMENT_KINDS).includes(kind);
}

/** Bounds of a document's title, in characters after trimming. */
export const DOCUMENT_TITLE_LIMITS = { min: 2, max: 120 } as const;

/** Largest PDF accepted, in bytes (20 MB: a scanned deed or an illustrated owner's manual). */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

/** The Portuguese texts of the rules of 'Documentos' (docs/product/texts.md). */
export const PURCHASE_DOCUMENT_MESSAGES = {
  titleLength: `Informe o título do documento (de ${DOCUMENT_TITLE_LIMITS.min} a ${DOCUMENT_TITLE_LIMITS.max} caracteres).`,
  kindUnknown: 'Escolha um dos tipos de documento da lista.',
  ownerChoice: 'Escolha um contrato ou um empreendimento (apenas um dos dois).',
  fileRequired: 'Escolha o arquivo PDF do documento.',
  sourceChoice: 'Envie o documento por `url` ou por `content_base64` (apenas um dos dois).',
  base64: 'O conteúdo do documento deve estar em base64.',
  url: 'Informe um endereço https:// completo.',
} as const;
