import { isPayableStatus, PROOF_COLUMN } from '@portal/domain';
import { Button } from '../../components/Button/Button';
import type { DataTableColumn } from '../../components/DataTable/DataTable';
import { DateText, MoneyText } from '../../components/MoneyText/MoneyText';
import { StatusBadge } from '../../components/StatusBadge/StatusBadge';
import { financeMessages } from '../../messages/pt-BR-finance';
import type { InstallmentRow } from './statement-types';

const labels = financeMessages.columns;
const info = financeMessages.columnInfo;

/**
 * The ten columns of the installments table (spec section 2), in order. Column ids are the installment
 * fields, so `applySort` of `@portal/domain` sorts by them; the action column uses `PROOF_COLUMN`
 * (payable rows first or last). Amounts use the statement's monetary unit.
 */
export function installmentColumns(
  monetaryUnit: string | undefined,
  onSendProof: (installment: InstallmentRow) => void,
): DataTableColumn<InstallmentRow>[] {
  const money = (pick: (row: InstallmentRow) => number | null) => (row: InstallmentRow) => (
    <MoneyText cents={pick(row)} monetaryUnit={monetaryUnit} emptyText={financeMessages.emptyCell} />
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
      cell: (row) => <StatusBadge status={row.status} />,
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
      cell: money((row) => row.adjusted_value),
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
      cell: (row) => <DateText iso={row.receipt_date} emptyText={financeMessages.emptyCell} />,
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
      isHiddenInCard: (row) => !isPayableStatus(row.status),
      // Only payable rows can get a proof (spec section 2); others show a dash.
      cell: (row) =>
        isPayableStatus(row.status) ? (
          <Button
            variant="secondary"
            icon="upload"
            onPress={() => onSendProof(row)}
            aria-label={financeMessages.sendProofFor(row.installment_number)}
          >
            {financeMessages.send}
          </Button>
        ) : (
          financeMessages.emptyCell
        ),
    },
  ];
}
