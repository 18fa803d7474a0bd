/**
 * The due date printed on a slip (ISO dates): the installment's own, or today once it has passed — an
 * overdue installment is charged with its fine and interest, payable today.
 */
export function slipDueDate(dueDate: string, today: string): string {
  // ISO dates compare as text; Math.max would not work on strings.
  return dueDate < today ? today : dueDate;
}
