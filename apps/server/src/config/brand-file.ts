import { readFileSync } from 'node:fs';
import { dirname, extname, isAbsolute, resolve } from 'node:path';
import {
  AA_TEXT_CONTRAST,
  brandColorProblems,
  contrastRatio,
  MAX_WARRANTY_LABEL,
  WARRANTY_SYSTEM_KEY,
  WARRANTY_UNITS,
  warrantyTableProblem,
} from '@portal/domain';
import * as z from 'zod';
import { type Brand, type BrandImage, DEMO_BRAND } from './brand';
import { brandImageOf, FAVICON_MAX_BYTES, LOGO_MAX_BYTES } from './brand-image';

/** The variable of the brand file, merged into the environment schema of `env.ts`. */
export const brandEnvShape = {
  BRAND_FILE: z.string().min(1, 'não pode ser vazio').optional(),
};

/** The parsed brand variable. */
export type BrandEnv = { [K in keyof typeof brandEnvShape]?: z.infer<(typeof brandEnvShape)[K]> };

/** Thrown with the lines (`BRAND_FILE: …`) of a brand the server cannot wear. */
export class BrandFileError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

const text = (max: number) =>
  z
    .string({ error: 'obrigatório (um texto)' })
    .trim()
    .min(1, 'não pode ser vazio')
    .max(max, `no máximo ${max} caracteres`);
const https = z.url({ protocol: /^https$/, error: 'deve ser um endereço https://…' });
const email = z.email({ error: 'deve ser um endereço de e-mail' });
const hex = z.string({ error: 'obrigatório (uma cor #RRGGBB)' }).regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, {
  error: 'deve ser uma cor #RRGGBB (opaca)',
});
const file = z.string({ error: 'obrigatório (o caminho de um arquivo)' }).min(1, 'não pode ser vazio');
const contact = z.strictObject(
  {
    phone: text(40),
    email,
    whatsapp: z.url({
      protocol: /^https$/,
      hostname: /^(wa\.me|api\.whatsapp\.com)$/,
      error: 'deve ser um link https://wa.me/55…',
    }),
  },
  { error: 'obrigatório: { "phone", "email", "whatsapp" }' },
);

/**
 * A row of the company's warranty table (product rule §9, decision 074): the system's key, the name the
 * customer reads, and the period from the handover of the keys.
 */
const warrantySystem = z.strictObject(
  {
    key: z.string({ error: 'obrigatório' }).regex(WARRANTY_SYSTEM_KEY, {
      error: 'letras minúsculas, algarismos e _, de 2 a 40, começando por letra',
    }),
    label: text(MAX_WARRANTY_LABEL),
    unit: z.enum(WARRANTY_UNITS, { error: 'deve ser "day", "month" ou "year"' }),
    count: z.int({ error: 'deve ser um número inteiro' }).positive('deve ser maior que zero'),
  },
  { error: 'obrigatório: { "key", "label", "unit", "count" }' },
);

/**
 * The brand file (README, "Brand file"; docs/brand.example.json). Strict: a misspelt field is named
 * instead of silently falling back to nothing.
 */
const brandFileSchema = z.strictObject({
  companyName: text(80),
  portalName: text(60),
  colors: z.strictObject(
    { primary: hex, primaryText: hex },
    { error: 'obrigatório: { "primary", "primaryText" }' },
  ),
  logo: file,
  favicon: file,
  links: z.strictObject(
    { home: https, about: https, contact: https },
    { error: 'obrigatório: { "home", "about", "contact" }' },
  ),
  phone: text(40),
  sales: contact,
  customerRelations: contact,
  recipients: z.strictObject(
    { support: email, finance: email },
    { error: 'obrigatório: { "support", "finance" }' },
  ),
  // The name goes into the From header as is, so nothing that would end or split it there.
  sender: z.strictObject(
    { name: text(80).regex(/^[^<>",;@]+$/, { error: 'sem os caracteres < > " , ; @' }), email },
    { error: 'obrigatório: { "name", "email" }' },
  ),
  // Optional: without it, the product's default table (product rule §9).
  warrantyTable: z.array(warrantySystem, { error: 'deve ser uma lista de sistemas' }).optional(),
});

/** The brand file's fields as written (before its images are read). */
export type BrandFile = z.infer<typeof brandFileSchema>;

const ratio = (value: number) => value.toFixed(1).replace('.', ',');

/** One line per colour problem (WCAG AA, product rule "brand from a file"). */
function colorLines(colors: BrandFile['colors']): string[] {
  const { primary, primaryText } = colors;
  return brandColorProblems(primary, primaryText).map((problem) =>
    problem === 'text-contrast'
      ? `colors.primary: contraste de ${ratio(contrastRatio(primary, primaryText))}:1 com colors.primaryText; o mínimo é ${ratio(AA_TEXT_CONTRAST)}:1 (WCAG AA)`
      : problem === 'white-contrast'
        ? `colors.primary: contraste de ${ratio(contrastRatio(primary, '#FFFFFF'))}:1 com o fundo branco, onde o portal escreve links nessa cor; o mínimo é ${ratio(AA_TEXT_CONTRAST)}:1 (WCAG AA): escolha um tom mais escuro`
        : `colors.${problem === 'primary-not-hex' ? 'primary' : 'primaryText'}: deve ser uma cor #RRGGBB (opaca)`,
  );
}

/** The colour lines of a file whose other fields failed, when its colours are two hex strings. */
function colorLinesOf(json: unknown): string[] {
  const colors = (json as { colors?: { primary?: unknown; primaryText?: unknown } } | null)?.colors;
  const { primary, primaryText } = colors ?? {};
  return typeof primary === 'string' && typeof primaryText === 'string'
    ? colorLines({ primary, primaryText })
    : [];
}

/** Reads one image the brand file names, relative to the file's folder; a string is the problem line. */
function readImage(
  field: string,
  path: string,
  folder: string,
  accepted: readonly BrandImage['type'][],
  maxBytes: number,
): BrandImage | string {
  const absolute = isAbsolute(path) ? path : resolve(folder, path);
  let bytes: Buffer;
  try {
    bytes = readFileSync(absolute);
  } catch (error) {
    return `${field}: não foi possível ler ${absolute} (${(error as NodeJS.ErrnoException).code ?? 'erro'})`;
  }
  const image = brandImageOf(bytes, accepted, maxBytes);
  if (typeof image === 'string') return `${field}: ${path} ${image}`;
  // The bytes decide the type; a name that says otherwise (a PNG saved as .svg) is a mistake to fix.
  const named = extname(path).slice(1).toLowerCase();
  if (['svg', 'png', 'ico'].includes(named) && named !== image.type)
    return `${field}: ${path} tem extensão .${named}, mas o conteúdo é ${image.type.toUpperCase()}`;
  return image;
}

/**
 * Reads and checks the brand file at `path`, or throws a BrandFileError listing every problem, one
 * Portuguese line each (`BRAND_FILE: campo: problema`), so the operator fixes them all in one go.
 */
export function readBrandFile(path: string): Brand {
  const fail = (lines: string[]): never => {
    throw new BrandFileError(lines.map((line) => `BRAND_FILE: ${line}`));
  };
  let raw: string;
  try {
    raw = readFileSync(path, 'utf8');
  } catch (error) {
    return fail([`não foi possível ler ${path} (${(error as NodeJS.ErrnoException).code ?? 'erro'})`]);
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    return fail([`${path} não é um JSON válido (${(error as Error).message})`]);
  }
  const parsed = brandFileSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues;
    return fail([
      ...issues.map((issue) =>
        issue.code === 'unrecognized_keys'
          ? `${[...issue.path, ''].join('.')}${issue.keys.map((key) => `"${key}"`).join(', ')}: campo desconhecido`
          : `${issue.path.join('.') || 'arquivo'}: ${issue.message}`,
      ),
      // Colours that parsed are still measured, so every problem is listed in one go.
      ...(issues.some((issue) => issue.path[0] === 'colors') ? [] : colorLinesOf(json)),
    ]);
  }
  const f = parsed.data;
  const folder = dirname(path);
  const logo = readImage('logo', f.logo, folder, ['svg', 'png'], LOGO_MAX_BYTES);
  const favicon = readImage('favicon', f.favicon, folder, ['svg', 'png', 'ico'], FAVICON_MAX_BYTES);
  const tableProblem = f.warrantyTable ? warrantyTableProblem(f.warrantyTable) : null;
  const problems = [
    ...colorLines(f.colors),
    ...(tableProblem ? [`warrantyTable: ${tableProblem}`] : []),
    ...(typeof logo === 'string' ? [logo] : []),
    ...(typeof favicon === 'string' ? [favicon] : []),
  ];
  if (problems.length > 0 || typeof logo === 'string' || typeof favicon === 'string') return fail(problems);
  const contactOf = (c: BrandFile['sales']) => ({ phone: c.phone, email: c.email, whatsappUrl: c.whatsapp });
  return {
    id: 'brand-file',
    companyName: f.companyName,
    portalName: f.portalName,
    colors: { primary: f.colors.primary.toUpperCase(), primaryText: f.colors.primaryText.toUpperCase() },
    homeUrl: f.links.home,
    aboutUrl: f.links.about,
    contactUrl: f.links.contact,
    phone: f.phone,
    sales: contactOf(f.sales),
    relations: contactOf(f.customerRelations),
    supportEmail: f.recipients.support,
    financeEmail: f.recipients.finance,
    noReplyEmail: f.sender.email,
    senderName: f.sender.name,
    logo,
    favicon,
    ...(f.warrantyTable ? { warrantyTable: f.warrantyTable } : {}),
  };
}

/**
 * The brand of a checked environment (docs/decisions/049-brand-from-a-file.md): the file `BRAND_FILE`
 * names, resolved against the folder of the command; without it, the demo brand — except in production
 * without demo data, where a real company would be dressed as the demo one, so the start is refused.
 */
export function brandConfigOf(
  e: BrandEnv,
  absolute: (path: string) => string,
  mode: { readonly production: boolean; readonly demoData: boolean },
): Brand {
  if (e.BRAND_FILE !== undefined) return readBrandFile(absolute(e.BRAND_FILE));
  if (mode.production && !mode.demoData) {
    throw new BrandFileError([
      'BRAND_FILE: obrigatório em produção: o arquivo JSON com o nome, as cores, o logo e os contatos da empresa (modelo em docs/brand.example.json)',
    ]);
  }
  return DEMO_BRAND;
}
