/**
 * Text that comes from outside (the ERP, spreadsheets, uploads) made safe to store and to show
 * (docs/product/rules.md, "Texts from outside").
 */

/** A UTF-16 surrogate without its pair: PostgreSQL cannot store it as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');
const NUL = String.fromCharCode(0);

/**
 * Direction controls (U+202A–U+202E embeddings and overrides, U+2066–U+2069 isolates, the LRM/RLM marks
 * U+200E/U+200F and the Arabic letter mark U+061C): in a name they can make `fatura‮fdp.exe` read as
 * `fatura.exe.pdf`, and no Portuguese name needs them.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/** True when `text` holds a character the database cannot store in a text column (NUL, a lone surrogate). */
export function hasUnstorableCharacter(text: string): boolean {
  return text.includes(NUL) || LONE_SURROGATE.test(text);
}

/** `text` with NUL removed and lone surrogates replaced by U+FFFD, for reports and logs that must save. */
export function storableText(text: string): string {
  return text.split(NUL).join('').replace(LONE_SURROGATES, '\uFFFD');
}

/** A name shown to people (key names, file names): direction controls removed, then trimmed. */
export function displayName(text: string): string {
  return text.replace(BIDI_CONTROLS, '').trim();
}
