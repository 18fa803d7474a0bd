import { PREFERRED_PERIOD_LABELS } from '@portal/domain';
import { useId } from 'react';
import { PageSection } from '../../components/Page/PageSection';
import { PageSectionTitle } from '../../components/Page/PageSectionTitle';
import { assistanceMessages as t } from '../../messages/pt-BR-assistance';
import { AssistanceStatusBadge } from '../AssistanceScreen/AssistanceStatusBadge';
import { dayOf, visitText } from '../AssistanceScreen/assistance-format';
import type { AssistanceDetailView } from '../AssistanceScreen/assistance-types';
import { WarrantyTag } from '../AssistanceScreen/WarrantyTag';
import * as css from './AssistanceDetail.css';
import { AssistancePhotos } from './AssistancePhotos';

/** Props of {@link AssistanceFacts}. */
export interface AssistanceFactsProps {
  request: AssistanceDetailView;
  /** Facts only the staff see first (the customer), drawn before the others. */
  leading?: readonly { readonly term: string; readonly value: string }[];
}

/**
 * The request itself: status, unit, system and location, warranty (as it was when the request was
 * made), preferred period, visit when there is one, the description and the photos sent with it.
 */
export function AssistanceFacts({ request, leading = [] }: AssistanceFactsProps) {
  const titleId = useId();
  const facts = [
    ...leading,
    { term: t.detail.unit, value: t.unitName(request.enterprise_name, request.unit_name) },
    { term: t.detail.system, value: request.system_label },
    { term: t.detail.location, value: request.location },
    { term: t.detail.period, value: PREFERRED_PERIOD_LABELS[request.preferred_period] },
    { term: t.detail.createdAt, value: dayOf(request.created_at) },
  ];
  return (
    <PageSection aria-labelledby={titleId}>
      <PageSectionTitle id={titleId}>{t.detail.facts}</PageSectionTitle>
      <dl className={css.facts}>
        <div className={css.fact}>
          <dt className={css.term}>{t.columns.status}</dt>
          <dd className={css.value}>
            <AssistanceStatusBadge status={request.status} />
          </dd>
        </div>
        <div className={css.fact}>
          <dt className={css.term}>{t.detail.warranty}</dt>
          <dd className={css.value}>
            <WarrantyTag within={request.within_warranty} until={request.warranty_until} size="long" />
          </dd>
        </div>
        {request.visit && (
          <div className={css.fact}>
            <dt className={css.term}>{t.detail.visit}</dt>
            <dd className={css.value}>{visitText(request.visit)}</dd>
          </div>
        )}
        {facts.map((fact) => (
          <div key={fact.term} className={css.fact}>
            <dt className={css.term}>{fact.term}</dt>
            <dd className={css.value}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className={css.fact}>
        <span className={css.term}>{t.detail.description}</span>
        <p className={css.prose}>{request.description}</p>
      </div>
      {request.photos.length > 0 && (
        <div className={css.fact}>
          <span className={css.term}>{t.detail.photos}</span>
          <AssistancePhotos photos={request.photos} alt={t.detail.photoAlt} />
        </div>
      )}
    </PageSection>
  );
}
