import { Alert } from '../../components/Alert/Alert';
import { unreadableMessages } from '../../messages/pt-BR-statement-unreadable';

/** Props of {@link UnreadableNotice}. */
export interface UnreadableNoticeProps {
  /** The installment numbers of the rows that cannot be shown (null: the number itself was unreadable). */
  installments: ReadonlyArray<number | null>;
}

/**
 * 'Uma parcela deste contrato não pôde ser exibida…': some rows of the list came with data that cannot
 * be shown; the others are in the table. A rare case, so its own small chunk (decision 038), drawn only
 * when there are such rows.
 */
export function UnreadableNotice({ installments }: UnreadableNoticeProps) {
  return (
    <Alert tone="warning">
      {unreadableMessages.installmentsUnreadable(
        installments.length,
        installments.filter((n): n is number => n !== null),
      )}
    </Alert>
  );
}
