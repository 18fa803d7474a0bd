import { useId, useMemo, useState } from 'react';
import { Alert } from '../../../components/Alert/Alert';
import { Button } from '../../../components/Button/Button';
import { Select } from '../../../components/Select/Select';
import { prepaymentMessages as text } from '../../../messages/pt-BR-prepayment';
import type { InstallmentRow } from '../statement-types';
import { PrepaymentTable } from './PrepaymentTable';
import { PrepaymentTotals } from './PrepaymentTotals';
import * as css from './prepayment.css';
import {
  hasDiscount,
  paymentDateLabel,
  paymentDateOptions,
  prepaymentExclusions,
  selectableIds,
  totalsOf,
} from './prepayment-selection';
import type { PrepaymentChoice, PrepaymentOutcome, PrepaymentSimulation } from './prepayment-types';

/** Props of {@link PrepaymentForm}. */
export interface PrepaymentFormProps {
  /** The statement's rows: the overdue ones and those due by the payment date are counted and named. */
  installments: readonly InstallmentRow[];
  /** Today in São Paulo (ISO): the first payment date offered, the last is five days later. */
  today: string;
  /** The payment date chosen; the portal quotes it. */
  paymentDate: string;
  onPaymentDateChange: (date: string) => void;
  /** The quote shown (of `paymentDate`, or of the previous date while `isUpdating`). */
  simulation: PrepaymentSimulation;
  isUpdating?: boolean;
  /** Idle, sending, or refused (its message shown above the actions); the results replace the form. */
  outcome: PrepaymentOutcome;
  monetaryUnit?: string;
  onSubmit: (choice: PrepaymentChoice) => void;
  onCancel: () => void;
}

/**
 * The simulation (product rule §8 "Pay ahead"): what is left out and why, the payment date (today to
 * +5 days), the future installments to choose, the last first, with 'Quitar contrato' and 'Limpar
 * seleção', each with its value on the payment date and its discount, the totals, and the action —
 * the slip, or in ERP mode the request. A contract without rate says why nothing is taken off instead
 * of showing a column of zeros.
 */
export function PrepaymentForm({
  installments,
  today,
  paymentDate,
  onPaymentDateChange,
  simulation,
  isUpdating = false,
  outcome,
  monetaryUnit,
  onSubmit,
  onCancel,
}: PrepaymentFormProps) {
  const listHeadingId = useId();
  const dates = useMemo(() => paymentDateOptions(today), [today]);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set());
  const [mustChoose, setMustChoose] = useState(false);
  const { lines } = simulation;
  const exclusions = useMemo(
    () => prepaymentExclusions(installments, paymentDate),
    [installments, paymentDate],
  );
  const open = useMemo(() => new Set(selectableIds(lines)), [lines]);
  // A choice that a later date or a new anticipation left out is dropped, never sent.
  const selected = useMemo(() => new Set([...chosen].filter((id) => open.has(id))), [chosen, open]);
  const totals = useMemo(() => totalsOf(lines, selected), [lines, selected]);
  const showDiscount = hasDiscount(lines);
  const isSending = outcome.status === 'sending';
  const isRequest = simulation.mode === 'request';

  const choose = (next: ReadonlySet<number>) => {
    setChosen(next);
    if (next.size > 0) setMustChoose(false);
  };
  const submit = () => {
    if (isUpdating) return;
    if (totals.count === 0) {
      setMustChoose(true);
      return;
    }
    const installmentIds = lines
      .filter((line) => selected.has(line.installmentId))
      .map((line) => line.installmentId);
    onSubmit({ installmentIds, paymentDate: simulation.paymentDate, totals });
  };

  return (
    <>
      <div className={css.body}>
        <div className={css.notices}>
          <p className={css.text}>{showDiscount ? `${text.intro} ${text.introDiscount}` : text.intro}</p>
          {lines.length > 0 && !showDiscount && <Alert tone="info">{text.noRate}</Alert>}
          {isRequest && <Alert tone="info">{text.erpMode}</Alert>}
          {exclusions.overdueCount > 0 && (
            <Alert tone="warning">{text.overdueExcluded(exclusions.overdueCount)}</Alert>
          )}
        </div>

        <Select
          label={text.paymentDate}
          description={text.paymentDateHelp}
          options={dates.map((iso, index) => ({ value: iso, label: paymentDateLabel(iso, index) }))}
          value={paymentDate}
          onChange={(value) => {
            if (dates.includes(value)) onPaymentDateChange(value);
          }}
        />

        <section className={css.listBlock} aria-labelledby={listHeadingId} aria-busy={isUpdating}>
          <h3 id={listHeadingId} className={css.blockTitle}>
            {text.listTitle}
          </h3>
          {exclusions.dueBeforeCount > 0 && (
            <p className={css.muted}>{text.dueBeforePayment(exclusions.dueBeforeCount)}</p>
          )}
          {lines.length === 0 ? (
            <p className={css.text}>{text.noneEligible}</p>
          ) : (
            <>
              <p className={css.muted}>{text.listHelp}</p>
              <div className={css.quickActions}>
                <Button
                  variant="secondary"
                  icon="check"
                  isDisabled={open.size === 0}
                  onPress={() => choose(open)}
                >
                  {text.selectAll}
                </Button>
                <Button
                  variant="ghost"
                  icon="close"
                  isDisabled={selected.size === 0}
                  onPress={() => choose(new Set())}
                >
                  {text.clearSelection}
                </Button>
              </div>
              {isUpdating && (
                <p className={css.muted} role="status">
                  {text.updating}
                </p>
              )}
              <PrepaymentTable
                lines={lines}
                selected={selected}
                paymentDate={simulation.paymentDate}
                showDiscount={showDiscount}
                monetaryUnit={monetaryUnit}
                onToggle={(id, isChosen) => {
                  const next = new Set(selected);
                  if (isChosen) next.add(id);
                  else next.delete(id);
                  choose(next);
                }}
              />
            </>
          )}
        </section>

        {lines.length > 0 && (
          <PrepaymentTotals
            totals={totals}
            paymentDate={simulation.paymentDate}
            showDiscount={showDiscount}
            monetaryUnit={monetaryUnit}
          />
        )}
        {mustChoose && <Alert tone="danger">{text.chooseFirst}</Alert>}
        {outcome.status === 'refused' && <Alert tone="danger">{outcome.message}</Alert>}
      </div>
      <div className={css.actions}>
        {lines.length > 0 && (
          <Button
            icon={isRequest ? 'mail' : 'receipt'}
            isLoading={isSending}
            isDisabled={isUpdating}
            onPress={submit}
          >
            {isRequest ? text.request : text.issue}
          </Button>
        )}
        <Button variant="secondary" onPress={onCancel}>
          {text.cancel}
        </Button>
      </div>
    </>
  );
}
