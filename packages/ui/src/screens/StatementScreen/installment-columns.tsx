import { formatDateBr, isOpenStatus, PROOF_COLUMN } from '@portal/domain';
import { Button } from '../../components/Button/Button';
import type { DataTableColumn } from '../../components/DataTable/DataTable';
import { Icon } from '../../components/Icon/Icon';
import { DateText, MoneyText } from '../../components/MoneyText/MoneyText';
import { StatusBadge } from '../../components/StatusBadge/StatusBadge';
import { statementMessages } from '../../messages/pt-BR-statement';
import { CorrectionAmount } from './CorrectionAmount';
import * as css from './installment-columns.css';
import type { InstallmentRow } from './statement-types';

const labels = statementMessages.columns;
const info = statementMessages.columnInfo;

/** What a row's action column does: generate the row's slip, send its proof of payment. */
export interface InstallmentActions {
  onSendProof: (installment: InstallmentRow) => void;
  /** Absent, the rows offer no slip (the proof only). */
  onOpenSlip?: (installment: InstallmentRow) => void;
}

/** The date of the proof sent for a row still open, or null (docs/product/decisions.md, "Proof of payment"). */
export function proofSentDate(row: InstallmentRow): string | null {
  return row.proof_sent_at && isOpenStatus(row.status) ? row.proof_sent_at : null;
}

/** True when the row offers its slip and 'Enviar': open (a pagar or vencida) and no proof sent yet. */
function hasActions(row: InstallmentRow): boolean {
  return isOpenStatus(row.status) && proofSentDate(row) === null;
}

/** The anticipation in progress holding an open row, or null (product rule §8 "Pay ahead"). */
function heldBy(row: InstallmentRow): 'slip' | 'request' | null {
  return row.prepayment && isOpenStatus(row.status) ? row.prepayment : null;
}

/** 'Antecipação emitida' / 'Solicitação enviada', in place of the status badge of a held row. */
function PrepaymentHeld({ kind }: { kind: 'slip' | 'request' }) {
  return (
    <span className={css.prepaymentHeld}>
      <Icon name="receipt" size="sm" />
      {statementMessages.prepaymentHeld[kind]}
    </span>
  );
}

/** 'Comprovante enviado em dd/mm', in place of the status badge once a proof was sent. */
function ProofSent({ iso }: { iso: string }) {
  return (
    <span className={css.proofSent}>
      <Icon name="check" size="sm" />
      {statementMessages.proofSentOn(formatDateBr(iso).slice(0, 5))}
    </span>
  );
}

/**
 * The ten columns of the installments table (spec section 2), in order. Column ids are the installment
 * fields, so `applySort` of `@portal/domain` sorts by them; the action column uses `PROOF_COLUMN`
 * (payable rows first or last). Amounts use the statement's monetary unit; `correctionIndex` (as stored)
 * names the contract's index in the corrected value's explanation.
 */
export function installmentColumns(
  monetaryUnit: string | undefined,
  { onSendProof, onOpenSlip }: InstallmentActions,
  correctionIndex?: string,
): DataTableColumn<InstallmentRow>[] {
  const money = (pick: (row: InstallmentRow) => number | null) => (row: InstallmentRow) => (
    <MoneyText cents={pick(row)} monetaryUnit={monetaryUnit} emptyText={statementMessages.emptyCell} />
  );
  return [
    {
      id: 'installment_number',
      header: labels.installment,
      info: info.installment,
      isSortable: true,
      cardRole: 'title',
      cell: (row) => row.installment_number,
    },
    {
      id: 'due_date',
      header: labels.dueDate,
      info: info.dueDate,
      isSortable: true,
      cell: (row) => <DateText iso={row.due_date} />,
    },
    {
      id: 'status',
      header: labels.status,
      info: info.status,
      isSortable: true,
      cell: (row) => {
        const held = heldBy(row);
        if (held) return <PrepaymentHeld kind={held} />;
        const proofSent = proofSentDate(row);
        return proofSent ? <ProofSent iso={proofSent} /> : <StatusBadge status={row.status} />;
      },
    },
    {
      id: 'original_value',
      header: labels.originalValue,
      info: info.originalValue,
      isSortable: true,
      align: 'end',
      cell: money((row) => row.original_value),
    },
    {
      id: 'adjusted_value',
      header: labels.adjustedValue,
      info: info.adjustedValue,
      isSortable: true,
      align: 'end',
      // Where the corrected value comes from, on hover and focus (product rule §8, decision 071).
      cell: (row) => (
        <CorrectionAmount
          originalCents={row.original_value}
          adjustedCents={row.adjusted_value}
          monetaryUnit={monetaryUnit}
          index={correctionIndex}
        />
      ),
    },
    {
      id: 'current_balance',
      header: labels.currentBalance,
      info: info.currentBalance,
      isSortable: true,
      align: 'end',
      cell: money((row) => row.current_balance),
    },
    {
      id: 'receipt_date',
      header: labels.receiptDate,
      info: info.receiptDate,
      isSortable: true,
      cell: (row) => <DateText iso={row.receipt_date} emptyText={statementMessages.emptyCell} />,
    },
    {
      id: 'receipt_value',
      header: labels.receiptValue,
      info: info.receiptValue,
      isSortable: true,
      align: 'end',
      cell: money((row) => row.receipt_value),
    },
    {
      id: 'receipt_net_value',
      header: labels.receiptNetValue,
      info: info.receiptNetValue,
      isSortable: true,
      align: 'end',
      cell: money((row) => row.receipt_net_value),
    },
    {
      id: PROOF_COLUMN,
      header: labels.proof,
      info: info.proof,
      isSortable: true,
      cardRole: 'action',
      isHiddenInCard: (row) => !hasActions(row),
      // Every open row, overdue ones included, offers its slip and the proof (docs/product/decisions.md,
      // "Paying from the statement"); a row whose proof was sent says so in its status instead.
      cell: (row) =>
        hasActions(row) ? (
          <span className={css.rowActions}>
            {/* A row held by an anticipation is paid by that slip, never by its own: its 'Boleto' shows
                the anticipation's; a request's slip comes from the finance team (product rule §8). */}
            {onOpenSlip && heldBy(row) !== 'request' && (
              <Button
                variant="secondary"
                icon="receipt"
                onPress={() => onOpenSlip(row)}
                aria-label={statementMessages.rowSlipFor(row.installment_number)}
              >
                {statementMessages.rowSlip}
              </Button>
            )}
            <Button
              variant="secondary"
              icon="upload"
              onPress={() => onSendProof(row)}
              aria-label={statementMessages.sendProofFor(row.installment_number)}
            >
              {statementMessages.send}
            </Button>
          </span>
        ) : (
          statementMessages.emptyCell
        ),
    },
  ];
}
