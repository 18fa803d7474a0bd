import { formatDateBr, formatMoney } from '@portal/domain';
import { useId } from 'react';
import { MoneyText } from '../../../components/MoneyText/MoneyText';
import { prepaymentMessages as text } from '../../../messages/pt-BR-prepayment';
import * as css from './prepayment.css';
import type { PrepaymentLine } from './prepayment-types';

/** Props of {@link PrepaymentTable}. */
export interface PrepaymentTableProps {
  /** The installments that can be paid ahead, the last first. */
  lines: readonly PrepaymentLine[];
  selected: ReadonlySet<number>;
  paymentDate: string;
  /** False for a contract without rate: no discount column (the dialog explains why). */
  showDiscount: boolean;
  monetaryUnit?: string;
  isDisabled?: boolean;
  onToggle: (installmentId: number, isChosen: boolean) => void;
}

/**
 * The future installments as a table of three columns, readable on a 375 px phone: the checkbox with
 * 'Parcela N' and its due date (its label, so the checkbox is named by both), the value on the payment
 * date with the corrected value under it, and the discount. A row held by an anticipation in progress
 * says so and its checkbox is disabled (product rule §8 "Pay ahead").
 */
export function PrepaymentTable({
  lines,
  selected,
  paymentDate,
  showDiscount,
  monetaryUnit,
  isDisabled = false,
  onToggle,
}: PrepaymentTableProps) {
  const idPrefix = useId();
  const dayMonth = formatDateBr(paymentDate).slice(0, 5);
  return (
    <table className={css.table}>
      <caption className={css.caption}>{text.caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={css.headCell()}>
            {text.columnInstallment}
          </th>
          <th scope="col" className={css.headCell({ align: 'end' })}>
            {showDiscount ? text.columnValueOn(dayMonth) : text.columnValue}
          </th>
          {showDiscount && (
            <th scope="col" className={css.headCell({ align: 'end' })}>
              {text.columnDiscount}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => {
          const id = `${idPrefix}-${line.installmentId}`;
          const isHeld = line.heldBy !== null;
          const isChosen = !isHeld && selected.has(line.installmentId);
          return (
            <tr
              key={line.installmentId}
              className={isChosen ? css.chosenRow : isHeld ? css.heldRow : undefined}
            >
              <th scope="row" className={`${css.cell()} ${css.rowHead}`}>
                <label htmlFor={id} className={css.choice} data-disabled={isHeld || isDisabled}>
                  <input
                    id={id}
                    type="checkbox"
                    className={css.checkbox}
                    checked={isChosen}
                    disabled={isHeld || isDisabled}
                    onChange={(event) => onToggle(line.installmentId, event.target.checked)}
                  />
                  <span className={css.choiceText}>
                    <span className={css.choiceTitle}>{text.installmentLabel(line.installmentNumber)}</span>
                    <span className={css.secondLine}>{text.dueOn(formatDateBr(line.dueDate))}</span>
                    {line.heldBy && (
                      <span className={css.pendingTag}>
                        {line.heldBy === 'slip' ? text.issued : text.requested}
                      </span>
                    )}
                  </span>
                </label>
              </th>
              <td className={css.cell({ align: 'end' })}>
                <span className={css.amount}>
                  <strong>
                    <MoneyText cents={line.presentValueCents} monetaryUnit={monetaryUnit} />
                  </strong>
                  {showDiscount && line.discountCents > 0 && (
                    <span className={css.secondLine}>
                      {text.correctedValue(formatMoney(line.valueCents, monetaryUnit))}
                    </span>
                  )}
                </span>
              </td>
              {showDiscount && (
                <td className={`${css.cell({ align: 'end' })} ${isHeld ? '' : css.discount}`}>
                  <MoneyText cents={line.discountCents} monetaryUnit={monetaryUnit} />
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
