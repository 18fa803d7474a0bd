import { formatCpfCnpj } from '@portal/domain';
import { useId } from 'react';
import { PageSection } from '../../components/Page/PageSection';
import { PageSectionTitle } from '../../components/Page/PageSectionTitle';
import { clientMessages as t } from '../../messages/pt-BR-clients';
import * as css from './ClientScreen.css';
import type { ClientView } from './client-types';

/** One fact of a definition list: label over value. */
export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={css.fact}>
      <dt className={css.factLabel}>{label}</dt>
      <dd className={css.factValue}>{value}</dd>
    </div>
  );
}

/** 'Dados do cliente': CPF or CNPJ (masked), the kind of person and the e-mail of the customer base. */
export function ClientFacts({ client }: { client: ClientView }) {
  const titleId = useId();
  const document = client.person_type === 'company' ? client.cnpj : client.cpf;
  return (
    <PageSection aria-labelledby={titleId}>
      <PageSectionTitle id={titleId}>{t.dataTitle}</PageSectionTitle>
      <dl className={css.facts}>
        <Fact label={t.document[client.person_type]} value={document ? formatCpfCnpj(document) : '—'} />
        <Fact label={t.personType} value={t.personTypes[client.person_type]} />
        <Fact label={t.baseEmail} value={client.email} />
      </dl>
    </PageSection>
  );
}
