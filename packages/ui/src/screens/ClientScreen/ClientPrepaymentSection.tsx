import { useId, useMemo, useState } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { PageSection } from '../../components/Page/PageSection';
import { PageSectionTitle } from '../../components/Page/PageSectionTitle';
import { Select } from '../../components/Select/Select';
import { Spinner } from '../../components/Spinner/Spinner';
import { prepaymentMessages as customerText } from '../../messages/pt-BR-prepayment';
import { prepaymentAdminMessages } from '../../messages/pt-BR-prepayments-admin';
import { PrepaymentTable } from '../StatementScreen/prepayment/PrepaymentTable';
import { PrepaymentTotals } from '../StatementScreen/prepayment/PrepaymentTotals';
import {
  hasDiscount,
  paymentDateLabel,
  paymentDateOptions,
  selectableIds,
  totalsOf,
} from '../StatementScreen/prepayment/prepayment-selection';
import type {
  PrepaymentSimulation,
  PrepaymentSimulationState,
} from '../StatementScreen/prepayment/prepayment-types';
import * as local from './ClientPrepaymentSection.css';
import * as css from './ClientScreen.css';
import type { ClientView } from './client-types';

const t = prepaymentAdminMessages.simulation;

/** Props of {@link ClientPrepaymentSection}. */
export interface ClientPrepaymentSectionProps {
  contracts: ClientView['contracts'];
  /** Today in São Paulo (ISO): the first payment date offered, the last is five days later. */
  today: string;
  /** The simulation asked last (null before the first 'Simular'), and where it stands. */
  simulation: PrepaymentSimulationState | null;
  /** 'Simular': the contract and the payment date chosen. */
  onSimulate: (billId: number, paymentDate: string) => void;
}

/** The figures of a ready simulation, every installment chosen at first ('Quitar contrato'). */
function SimulationFigures({ simulation }: { simulation: PrepaymentSimulation }) {
  const { lines } = simulation;
  const open = useMemo(() => new Set(selectableIds(lines)), [lines]);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(open);
  const selected = useMemo(() => new Set([...chosen].filter((id) => open.has(id))), [chosen, open]);
  const totals = useMemo(() => totalsOf(lines, selected), [lines, selected]);
  const showDiscount = hasDiscount(lines);
  if (lines.length === 0) return <p className={css.muted}>{customerText.noneEligible}</p>;
  return (
    <>
      <Alert tone="info">{simulation.mode === 'request' ? t.modeRequest : t.modeSlip}</Alert>
      {!showDiscount && <p className={css.muted}>{t.noRate}</p>}
      <PrepaymentTable
        lines={lines}
        selected={selected}
        paymentDate={simulation.paymentDate}
        showDiscount={showDiscount}
        onToggle={(id, isChosen) => {
          const next = new Set(selected);
          if (isChosen) next.add(id);
          else next.delete(id);
          setChosen(next);
        }}
      />
      <PrepaymentTotals totals={totals} paymentDate={simulation.paymentDate} showDiscount={showDiscount} />
    </>
  );
}

/**
 * 'Simulação de antecipação' on the admin's client page (product rule §8): the staff choose one of the
 * customer's contracts and a payment date, and see what the customer sees in 'Antecipar parcelas' —
 * every future installment, last first, its value on that day and the discount, all chosen at first
 * (the contract's settlement), with the totals of the chosen ones. Nothing is issued from here.
 */
export function ClientPrepaymentSection({
  contracts,
  today,
  simulation,
  onSimulate,
}: ClientPrepaymentSectionProps) {
  const titleId = useId();
  const dates = useMemo(() => paymentDateOptions(today), [today]);
  const [billId, setBillId] = useState(() => String(contracts[0]?.bill_id ?? ''));
  const [paymentDate, setPaymentDate] = useState(today);
  const isLoading =
    simulation?.status === 'loading' || (simulation?.status === 'ready' && simulation.isUpdating);
  const simulate = () => {
    if (billId !== '') onSimulate(Number(billId), paymentDate);
  };

  let result = null;
  if (simulation?.status === 'loading') result = <Spinner label={t.loading} />;
  else if (simulation?.status === 'not-allowed') result = <Alert tone="warning">{t.notAllowed}</Alert>;
  else if (simulation?.status === 'error') {
    result = (
      <Alert tone="danger">
        {simulation.message}{' '}
        <Button variant="secondary" onPress={simulate}>
          {t.retry}
        </Button>
      </Alert>
    );
  } else if (simulation?.status === 'ready') {
    // Keyed by what was quoted: a new quote starts again from every installment chosen.
    result = (
      <SimulationFigures
        key={`${simulation.simulation.paymentDate}-${simulation.simulation.lines.length}-${billId}`}
        simulation={simulation.simulation}
      />
    );
  }

  return (
    <PageSection aria-labelledby={titleId}>
      <PageSectionTitle id={titleId}>{t.title}</PageSectionTitle>
      <p className={css.muted}>{t.intro}</p>
      {contracts.length === 0 ? (
        <p className={css.muted}>{t.noContracts}</p>
      ) : (
        <>
          <div className={local.form}>
            <Select
              label={t.contract}
              options={contracts.map((c) => ({
                value: String(c.bill_id),
                label: `${c.document} — ${c.enterprise_name}`,
              }))}
              value={billId}
              onChange={setBillId}
            />
            <Select
              label={t.paymentDate}
              options={dates.map((iso, index) => ({ value: iso, label: paymentDateLabel(iso, index) }))}
              value={paymentDate}
              onChange={(value) => {
                if (dates.includes(value)) setPaymentDate(value);
              }}
            />
            <div className={local.action}>
              <Button icon="search" isLoading={isLoading} onPress={simulate}>
                {t.simulate}
              </Button>
            </div>
          </div>
          <div className={local.result} aria-live="polite" aria-busy={isLoading}>
            {result}
          </div>
        </>
      )}
    </PageSection>
  );
}
