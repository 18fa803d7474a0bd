import { integrationMessages } from '../../messages/pt-BR-integrations';
import { MomentText } from '../ReportScreen/report-cells';
import * as css from './SiengeSyncScreen.css';
import type { SiengeSyncView } from './sienge-types';

const t = integrationMessages.siengeSyncScreen;

/** The scope of a sync in words: 'Completa', 'Cliente 1093', 'Título 4821'. */
export function scopeText(sync: Pick<SiengeSyncView, 'scope' | 'target'>): string {
  if (sync.scope === 'customer') return t.scopes.customer(sync.target ?? '-');
  if (sync.scope === 'bill') return t.scopes.bill(sync.target ?? '-');
  return t.scopes.full;
}

/** Início, Fim, Origem and Abrangência of one sync, as a description list. */
export function SiengeSyncFacts({ sync }: { sync: SiengeSyncView }) {
  const facts = [
    { label: t.startedAt, value: <MomentText iso={sync.started_at} /> },
    { label: t.finishedAt, value: <MomentText iso={sync.finished_at} /> },
    { label: t.trigger, value: t.triggers[sync.trigger] },
    { label: t.scope, value: scopeText(sync) },
  ];
  return (
    <dl className={css.facts} aria-label={t.details}>
      {facts.map((fact) => (
        <div key={fact.label} className={css.fact}>
          <dt className={css.factLabel}>{fact.label}</dt>
          <dd className={css.factValue}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
