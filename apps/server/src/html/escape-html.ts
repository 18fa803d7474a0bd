/**
 * Escapes text for HTML: names, ticket messages and e-mail subjects are user input, and the server writes
 * HTML itself in e-mails and in the few pages it renders (dev mailbox, missing portal).
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
