import { useBrand } from '../../brand/brand-context';
import { messages } from '../../messages/pt-BR';
import { Icon } from '../Icon/Icon';
import * as css from './WhatsAppButton.css';

/** Which of the brand's WhatsApp chats the button opens. */
export const whatsAppChannels = ['customerRelations', 'sales'] as const;
/** A WhatsApp channel of the brand. */
export type WhatsAppChannel = (typeof whatsAppChannels)[number];

/** Props of {@link WhatsAppButton}. */
export interface WhatsAppButtonProps {
  /** Customer relations by default (support screen). */
  channel?: WhatsAppChannel;
}

/**
 * The floating WhatsApp button (spec: support screen): opens the brand's chat link in a new tab.
 * Render it as the last child of the page's column: it floats at the bottom right while the page
 * scrolls and rests in its own slot at the end, so it never hides the last card or the footer. A
 * link with a Portuguese name that says it opens a new tab; reached with Tab after the content.
 */
export function WhatsAppButton({ channel = 'customerRelations' }: WhatsAppButtonProps) {
  const brand = useBrand();
  const text = messages.appShell;
  return (
    <a
      href={brand.contacts[channel].whatsappUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={css.whatsAppButton}
      aria-label={`${text.whatsappButton} ${text.newTab}`}
      title={text.whatsappButton}
    >
      <span className={css.glyph}>
        <Icon name="whatsapp" size="lg" />
      </span>
    </a>
  );
}
