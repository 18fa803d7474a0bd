import { crc16Ccitt } from './crc16';
import { PIX_MESSAGES } from './pix-messages';
import { type PixErrorCode, type PixResult, pixFail, pixOk } from './pix-types';
import { encodeTlv } from './tlv';

/** What a static PIX "copia e cola" carries. */
export interface PixPayloadInput {
  /** Receiver's PIX key: CPF/CNPJ digits, e-mail, +55 phone or random key (EVP), at most 77 characters. */
  readonly key: string;
  /** Receiver's name, at most 25 characters once accents are removed. */
  readonly receiverName: string;
  /** Receiver's city, at most 15 characters once accents are removed. */
  readonly receiverCity: string;
  /** Amount in integer cents; absent lets the payer type it. */
  readonly amountCents?: number;
  /** Transaction id, 1 to 25 letters or digits; absent is written as `***`. */
  readonly txid?: string;
  /** Free text shown to the payer (field 26-02), accents removed; it shares 99 characters with the key. */
  readonly description?: string;
}

/** The BR Code GUI of the PIX arrangement (field 26-00). */
export const PIX_GUI = 'br.gov.bcb.pix';
const MAX_AMOUNT_TEXT = 13;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * Accents and cedilla removed ('São João' → 'Sao Joao'), compatibility forms folded ('1ª' → '1a'),
 * spaces trimmed and collapsed: the BR Code fields are plain ASCII.
 */
export function toPixText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function checkText(
  raw: string,
  max: number,
  code: PixErrorCode,
  messages: { empty: string; tooLong: string; characters: string },
): PixResult<string> {
  const text = toPixText(raw);
  if (text === '') return pixFail(code, messages.empty);
  if (!PRINTABLE_ASCII.test(text)) return pixFail(code, messages.characters);
  if (text.length > max) return pixFail(code, messages.tooLong);
  return pixOk(text);
}

/** `12345` → `123.45`: the dot-decimal amount of field 54. */
function amountText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * Builds a static PIX "copia e cola" (BR Code, EMV QRCPS merchant-presented mode) following the Banco
 * Central "Manual de Padrões para Iniciação do Pix": 00 '01', 26 (GUI br.gov.bcb.pix, 01 key, 02
 * description), 52 '0000', 53 '986', 54 amount, 58 'BR', 59 name, 60 city, 62-05 txid ('***' when
 * absent) and 63 the CRC16-CCITT-FALSE over everything before it, including '6304'. Field 01 (point of
 * initiation) is omitted, as in the manual's static example. Too long or non-ASCII values are refused,
 * never cut.
 */
export function buildPixPayload(input: PixPayloadInput): PixResult<string> {
  const key = input.key.trim();
  if (key === '') return pixFail('key', PIX_MESSAGES.keyEmpty);
  if (!/^[\x21-\x7e]+$/.test(key)) return pixFail('key', PIX_MESSAGES.keyCharacters);
  if (key.length > 77) return pixFail('key', PIX_MESSAGES.keyTooLong);
  const name = checkText(input.receiverName, 25, 'receiver-name', {
    empty: PIX_MESSAGES.nameEmpty,
    tooLong: PIX_MESSAGES.nameTooLong,
    characters: PIX_MESSAGES.nameCharacters,
  });
  if (!name.ok) return name;
  const city = checkText(input.receiverCity, 15, 'receiver-city', {
    empty: PIX_MESSAGES.cityEmpty,
    tooLong: PIX_MESSAGES.cityTooLong,
    characters: PIX_MESSAGES.cityCharacters,
  });
  if (!city.ok) return city;

  let account = `${encodeTlv('00', PIX_GUI)}${encodeTlv('01', key)}`;
  const description = toPixText(input.description ?? '');
  if (description !== '') {
    if (!PRINTABLE_ASCII.test(description)) return pixFail('description', PIX_MESSAGES.descriptionCharacters);
    // Field 26 holds at most 99 characters: GUI and key first, then 4 for the description's id and length.
    const room = 99 - account.length - 4;
    if (description.length > room)
      return pixFail('description', PIX_MESSAGES.descriptionTooLong(Math.max(room, 0)));
    account += encodeTlv('02', description);
  }

  let amount = '';
  if (input.amountCents !== undefined) {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
      return pixFail('amount', PIX_MESSAGES.amount);
    }
    const text = amountText(input.amountCents);
    if (text.length > MAX_AMOUNT_TEXT) return pixFail('amount', PIX_MESSAGES.amountTooLarge);
    amount = encodeTlv('54', text);
  }

  const txid = input.txid ?? '';
  if (txid !== '' && !/^[A-Za-z0-9]{1,25}$/.test(txid)) return pixFail('txid', PIX_MESSAGES.txid);

  const body = [
    encodeTlv('00', '01'),
    encodeTlv('26', account),
    encodeTlv('52', '0000'),
    encodeTlv('53', '986'),
    amount,
    encodeTlv('58', 'BR'),
    encodeTlv('59', name.value),
    encodeTlv('60', city.value),
    encodeTlv('62', encodeTlv('05', txid === '' ? '***' : txid)),
    '6304',
  ].join('');
  return pixOk(`${body}${crc16Ccitt(body)}`);
}
