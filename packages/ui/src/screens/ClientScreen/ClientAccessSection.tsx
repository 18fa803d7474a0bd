import { formatDateTimeBr, type StatusTone } from '@portal/domain';
import { useId, useState } from 'react';
import { Button } from '../../components/Button/Button';
import { ConfirmDialog } from '../../components/Dialog/ConfirmDialog';
import { PageSection } from '../../components/Page/PageSection';
import { PageSectionTitle } from '../../components/Page/PageSectionTitle';
import { badge } from '../../components/StatusBadge/StatusBadge.css';
import { clientMessages as t } from '../../messages/pt-BR-clients';
import { Fact } from './ClientFacts';
import * as css from './ClientScreen.css';
import type { ClientAccessChangeView, ClientAccessStateView, ClientView } from './client-types';

const TONES: Record<ClientAccessStateView, StatusTone> = {
  none: 'neutral',
  pending: 'warning',
  active: 'success',
  blocked: 'danger',
};

/** Props of {@link ClientAccessSection}. */
export interface ClientAccessSectionProps {
  client: ClientView;
  /** Asks for a change ('Bloquear acesso' only after the confirmation). */
  onChange: (change: ClientAccessChangeView) => void;
  /** The change on its way: its button is busy and the others wait. */
  pendingChange?: ClientAccessChangeView | null;
}

const moment = (iso: string | null | undefined, empty: string) => (iso ? formatDateTimeBr(iso) : empty);

/**
 * 'Acesso ao portal' (docs/product/rules.md, "Acesso do cliente"): the state and what it means, the
 * login's dates, and the actions the state allows — 'Reenviar ativação' while pending, 'Bloquear
 * acesso' (asks first) while pending or active, 'Desbloquear acesso' while blocked.
 */
export function ClientAccessSection({ client, onChange, pendingChange = null }: ClientAccessSectionProps) {
  const titleId = useId();
  const [asking, setAsking] = useState(false);
  const { access, account } = client;
  const tone = TONES[access];
  const busy = pendingChange !== null;
  const action = (
    change: ClientAccessChangeView,
    label: string,
    variant: 'primary' | 'secondary' | 'danger',
  ) => (
    <Button
      variant={variant}
      isLoading={pendingChange === change}
      isDisabled={busy && pendingChange !== change}
      onPress={() => (change === 'block' ? setAsking(true) : onChange(change))}
    >
      {label}
    </Button>
  );

  return (
    <PageSection aria-labelledby={titleId}>
      <div className={css.titleLine}>
        <PageSectionTitle id={titleId}>{t.accessTitle}</PageSectionTitle>
        <span className={badge({ tone })} data-tone={tone}>
          {t.states[access]}
        </span>
      </div>
      <p className={css.muted}>{t.stateHints[access]}</p>
      {account && (
        <dl className={css.facts}>
          <Fact label={t.loginEmail} value={account.email} />
          <Fact label={t.signedUpAt} value={formatDateTimeBr(account.created_at)} />
          <Fact label={t.activatedAt} value={moment(account.activated_at, t.notYet)} />
          <Fact label={t.lastLogin} value={moment(account.last_login_at, t.never)} />
          {account.blocked_at && <Fact label={t.blockedAt} value={formatDateTimeBr(account.blocked_at)} />}
        </dl>
      )}
      {access !== 'none' && (
        <div className={css.actions}>
          {access === 'pending' && action('resend-activation', t.resendActivation, 'primary')}
          {access === 'blocked'
            ? action('unblock', t.unblock, 'primary')
            : action('block', t.block, 'danger')}
        </div>
      )}
      <ConfirmDialog
        isOpen={asking}
        tone="danger"
        title={t.confirmBlockTitle(client.name)}
        description={t.confirmBlockText}
        confirmLabel={t.block}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onChange('block');
        }}
      />
    </PageSection>
  );
}
