import { PIX_GUI } from './build-pix-payload';
import { crc16Ccitt } from './crc16';
import { PIX_MESSAGES } from './pix-messages';
import { type PixError, type PixResult, pixFail, pixOk } from './pix-types';
import { decodeTlv, type TlvField } from './tlv';

/** The fields read from a valid PIX "copia e cola". */
export interface ParsedPixPayload {
  /** Receiver's key (static codes); absent in dynamic codes, which carry `url` instead. */
  readonly key?: string;
  /** Location of a dynamic charge (field 26-25), without scheme. */
  readonly url?: string;
  /** Text for the payer (field 26-02), when present. */
  readonly description?: string;
  readonly receiverName: string;
  readonly receiverCity: string;
  /** Amount in cents when the code fixes it (field 54). */
  readonly amountCents?: number;
  /** Transaction id (field 62-05); absent when the code says `***`. */
  readonly txid?: string;
  /** Point of initiation (field 01): '11' reusable, '12' single use; absent in most static codes. */
  readonly pointOfInitiation?: '11' | '12';
  /** Merchant category code (field 52), '0000' when not informed. */
  readonly merchantCategoryCode: string;
  /** The CRC the code carries, uppercase (already verified). */
  readonly crc: string;
}

const REQUIRED: ReadonlyArray<readonly [string, string]> = [
  ['52', 'categoria do estabelecimento'],
  ['53', 'moeda'],
  ['58', 'país'],
  ['59', 'nome do recebedor'],
  ['60', 'cidade do recebedor'],
];

const malformed = <T>(position: number): PixResult<T> =>
  pixFail('malformed', PIX_MESSAGES.malformed(position));

/** Cents of a field-54 amount ('123.45', '10', '0.5'), or undefined when it is not a number. */
function amountCents(text: string): number | undefined {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match || text.length > 13) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Sub-fields of a template, or undefined when its value is not valid TLV. */
function subFields(field: TlvField): Map<string, string> | undefined {
  const decoded = decodeTlv(field.value);
  return 'fields' in decoded ? new Map(decoded.fields.map((f) => [f.id, f.value])) : undefined;
}

/**
 * Reads and checks a PIX "copia e cola" (BR Code): TLV structure, field 00 = '01', the final CRC16
 * (field 63, recomputed over everything up to '6304'), a merchant account 26..51 whose GUI is
 * br.gov.bcb.pix with a key or URL, and the mandatory fields 52, 53 = '986', 58 = 'BR', 59 and 60.
 * Surrounding blanks are ignored; every refusal carries a Portuguese message.
 */
export function parsePixPayload(text: string): PixResult<ParsedPixPayload> {
  const payload = text.trim();
  if (payload === '') return pixFail('empty', PIX_MESSAGES.empty);
  const decoded = decodeTlv(payload);
  if ('errorAt' in decoded) return malformed(decoded.errorAt);
  const { fields } = decoded;
  // A non-empty text that decoded has at least one field.
  const first = fields[0] as TlvField;
  if (first.id !== '00' || first.value !== '01') return pixFail('payload-format', PIX_MESSAGES.payloadFormat);
  const last = fields.at(-1) as TlvField;
  if (last.id !== '63' || !/^[0-9A-Fa-f]{4}$/.test(last.value))
    return pixFail('crc', PIX_MESSAGES.crcMissing);
  const crc = last.value.toUpperCase();
  const expected = crc16Ccitt(payload.slice(0, -4));
  if (expected !== crc) return pixFail('crc', PIX_MESSAGES.crc(expected, crc));

  const byId = new Map<string, string>();
  for (const field of fields) {
    // EMV allows each id once; a repeated one (two names, two amounts) would let readers disagree.
    if (byId.has(field.id)) return pixFail('malformed', PIX_MESSAGES.duplicateField(field.id));
    byId.set(field.id, field.value);
  }

  const pointOfInitiation = byId.get('01');
  if (pointOfInitiation !== undefined && pointOfInitiation !== '11' && pointOfInitiation !== '12') {
    return pixFail('point-of-initiation', PIX_MESSAGES.pointOfInitiation);
  }
  // Merchant account templates are ids 26..51; the PIX one is identified by its GUI, in any case.
  const account = fields
    .filter((f) => Number(f.id) >= 26 && Number(f.id) <= 51)
    .map(subFields)
    .find((sub) => sub?.get('00')?.toLowerCase() === PIX_GUI);
  const key = account?.get('01');
  const url = account?.get('25');
  if (key === undefined && url === undefined) return pixFail('no-pix-account', PIX_MESSAGES.noPixAccount);

  for (const [id, name] of REQUIRED) {
    if (!byId.get(id)) return pixFail('missing-field', PIX_MESSAGES.missingField(id, name));
  }
  if (byId.get('53') !== '986') return pixFail('currency', PIX_MESSAGES.currency);
  if (byId.get('58') !== 'BR') return pixFail('country', PIX_MESSAGES.country);

  const amountField = byId.get('54');
  const cents = amountField === undefined ? undefined : amountCents(amountField);
  if (amountField !== undefined && cents === undefined) return pixFail('amount', PIX_MESSAGES.amountInvalid);

  const additional = fields.find((f) => f.id === '62');
  const additionalFields = additional === undefined ? new Map<string, string>() : subFields(additional);
  if (additionalFields === undefined) return malformed((additional as TlvField).position);
  const txid = additionalFields.get('05');

  return pixOk({
    key,
    url,
    description: account?.get('02'),
    receiverName: byId.get('59') as string,
    receiverCity: byId.get('60') as string,
    amountCents: cents,
    txid: txid === undefined || txid === '***' ? undefined : txid,
    pointOfInitiation,
    merchantCategoryCode: byId.get('52') as string,
    crc,
  });
}

/** `null` when the PIX "copia e cola" is valid, otherwise the first problem found (see `parsePixPayload`). */
export function validatePixPayload(text: string): PixError | null {
  const parsed = parsePixPayload(text);
  return parsed.ok ? null : parsed.error;
}
