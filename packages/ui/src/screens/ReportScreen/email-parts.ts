/**
 * An e-mail address cut for display on narrow screens: the mailbox with its '@', then the domain,
 * each split before its dots ('gabriela', '.conceicao@' | 'demo', '.com', '.br'). Breaking after the
 * '@' and before a dot is the usual typographic rule for addresses: the next line starts with a dot
 * or the domain, so nobody reads the break as part of the address.
 */
export interface EmailParts {
  mailbox: readonly string[];
  domain: readonly string[];
}

/** Splits before every dot that is not the first character (".com", ".br"). */
const splitBeforeDots = (text: string): string[] => text.split(/(?=\.)/).filter((piece) => piece !== '');

/**
 * The display parts of `email`, or null when it has no '@' with text on both sides (then the caller
 * shows it as plain text). The last '@' separates the domain, as in RFC 5322 quoted mailboxes.
 */
export function emailParts(email: string): EmailParts | null {
  const at = email.lastIndexOf('@');
  if (at <= 0 || at === email.length - 1) return null;
  return {
    mailbox: splitBeforeDots(email.slice(0, at + 1)),
    domain: splitBeforeDots(email.slice(at + 1)),
  };
}
