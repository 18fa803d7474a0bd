import { createHash } from 'node:crypto';
import type { BrandImage } from './brand';

/** Largest logo the brand file may name (it is sent with every first page view and drawn in PDFs). */
export const LOGO_MAX_BYTES = 512 * 1024;
/** Largest favicon. */
export const FAVICON_MAX_BYTES = 128 * 1024;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.byteLength >= signature.length && signature.every((b, i) => bytes[i] === b);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// An icon directory: reserved 0, type 1 (icon), then at least one image.
const ICO = [0x00, 0x00, 0x01, 0x00];

/**
 * Patterns that let an SVG reach outside itself or run code. A logo is a drawing: none of them belongs
 * in one, so a file holding any is refused rather than cleaned (a cleaner can miss a trick; a refusal
 * cannot). The image is also served under a policy that forbids scripts (http/brand-assets.ts).
 */
const UNSAFE_SVG: ReadonlyArray<readonly [RegExp, string]> = [
  [/<\s*script/i, 'contém <script>'],
  [/\son[a-z]+\s*=/i, 'contém atributos de evento (onload, onclick…)'],
  [/javascript\s*:/i, 'contém um endereço javascript:'],
  [
    /<\s*(foreignObject|iframe|embed|object)\b/i,
    'contém HTML embutido (foreignObject, iframe, embed ou object)',
  ],
  [/<!\s*(DOCTYPE|ENTITY)/i, 'contém DOCTYPE ou ENTITY'],
  [/\bhref\s*=\s*["']\s*(?!#|data:image\/)/i, 'aponta para arquivos ou endereços externos (href)'],
  [/@import|url\(\s*["']?\s*(?!#|data:image\/)/i, 'carrega estilos ou imagens externos (@import, url())'],
];

/** The kind of an image from its bytes, among `accepted`, or a Portuguese reason it is none of them. */
function sniff(bytes: Buffer, accepted: readonly BrandImage['type'][]): BrandImage['type'] | string {
  if (startsWith(bytes, PNG)) return accepted.includes('png') ? 'png' : 'é um PNG, que não é aceito aqui';
  if (startsWith(bytes, ICO) && bytes.byteLength >= 6 && bytes.readUInt16LE(4) > 0)
    return accepted.includes('ico') ? 'ico' : 'é um ICO, que não é aceito aqui';
  const text = bytes.toString('utf8');
  // Allow an XML declaration and comments before the root element; anything else is not an SVG.
  if (
    !text.includes('\u0000') &&
    /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(text)
  ) {
    if (!accepted.includes('svg')) return 'é um SVG, que não é aceito aqui';
    const unsafe = UNSAFE_SVG.find(([pattern]) => pattern.test(text));
    return unsafe ? `SVG recusado: ${unsafe[1]}` : 'svg';
  }
  return `não é ${accepted
    .map((type) => type.toUpperCase())
    .join(', ')
    .replace(/, ([^,]*)$/, ' nem $1')} (o conteúdo do arquivo decide, não a extensão)`;
}

const CONTENT_TYPES: Record<BrandImage['type'], string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  ico: 'image/x-icon',
};

/**
 * Checks an image the brand file names: its size, then its kind by content. Returns the image, or the
 * Portuguese reason it cannot be used.
 */
export function brandImageOf(
  bytes: Buffer,
  accepted: readonly BrandImage['type'][],
  maxBytes: number,
): BrandImage | string {
  if (bytes.byteLength === 0) return 'o arquivo está vazio';
  if (bytes.byteLength > maxBytes)
    return `tem ${Math.ceil(bytes.byteLength / 1024)} KB; o máximo é ${maxBytes / 1024} KB`;
  const type = sniff(bytes, accepted);
  if (type !== 'svg' && type !== 'png' && type !== 'ico') return type;
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  return { bytes, type, contentType: CONTENT_TYPES[type], hash };
}
