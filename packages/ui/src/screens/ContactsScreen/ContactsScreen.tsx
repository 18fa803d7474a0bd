import { useBrand } from '../../brand/brand-context';
import { Page } from '../../components/Page/Page';
import { PageHeader } from '../../components/Page/PageHeader';
import { messages } from '../../messages/pt-BR';
import { ContactCard } from './ContactCard';
import * as css from './ContactsScreen.css';

/** Props of {@link ContactCards}. */
export interface ContactCardsProps {
  /** `columns`: side by side from 700 px; `stack`: always one under the other (a side column). */
  layout?: 'columns' | 'stack';
}

/** The two contact cards (Especialistas, Relacionamento com o cliente) from the brand config. */
export function ContactCards({ layout = 'columns' }: ContactCardsProps) {
  const { contacts } = useBrand();
  const t = messages.contactsScreen;
  return (
    <div className={css.cards({ layout })}>
      <ContactCard
        title={t.sales}
        description={t.salesDescription}
        contact={contacts.sales}
        icon="building"
      />
      <ContactCard
        title={t.customerRelations}
        description={t.customerRelationsDescription}
        contact={contacts.customerRelations}
        icon="support"
      />
    </div>
  );
}

/** /contatos and /send-email: 'Fale Conosco' with the two team cards (phone, WhatsApp, e-mail). */
export function ContactsScreen() {
  const t = messages.contactsScreen;
  return (
    <Page>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <ContactCards />
    </Page>
  );
}
