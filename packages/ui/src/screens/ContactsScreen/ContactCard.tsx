import type { BrandContact } from '../../brand/brand-config';
import { Icon } from '../../components/Icon/Icon';
import type { IconName } from '../../components/Icon/icons';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import { messages } from '../../messages/pt-BR';
import * as css from './ContactsScreen.css';

/** Props of {@link ContactCard}. */
export interface ContactCardProps {
  title: string;
  description: string;
  contact: BrandContact;
  icon: IconName;
}

/** Digits of a phone for a `tel:` link ('(11) 4000-1234' → '+551140001234'). */
function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+55${digits}`;
}

/** One team of 'Fale Conosco': phone, WhatsApp (new tab) and e-mail, each a real link. */
export function ContactCard({ title, description, contact, icon }: ContactCardProps) {
  const t = messages.contactsScreen;
  return (
    <article className={css.card}>
      <div className={css.cardHead}>
        <span className={css.badge}>
          <Icon name={icon} size="lg" />
        </span>
        <div className={css.cardTitles}>
          <h2 className={css.cardTitle}>{title}</h2>
          <p className={css.cardDescription}>{description}</p>
        </div>
      </div>
      <dl className={css.channels}>
        <div className={css.channel}>
          <dt className={css.channelLabel}>
            <Icon name="phone" size="sm" />
            {t.phone}
          </dt>
          <dd>
            <a className={css.channelLink} href={telHref(contact.phone)}>
              {contact.phone}
            </a>
          </dd>
        </div>
        <div className={css.channel}>
          <dt className={css.channelLabel}>
            <Icon name="whatsapp" size="sm" />
            {t.whatsapp}
          </dt>
          <dd>
            <a
              className={css.channelLink}
              href={contact.whatsappUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t.whatsappAction}
              <VisuallyHidden>{` ${messages.appShell.newTab}`}</VisuallyHidden>
            </a>
          </dd>
        </div>
        <div className={css.channel}>
          <dt className={css.channelLabel}>
            <Icon name="mail" size="sm" />
            {t.email}
          </dt>
          <dd>
            <a className={css.channelLink} href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
          </dd>
        </div>
      </dl>
    </article>
  );
}
