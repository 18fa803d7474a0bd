/**
 * Installment numbers as a person reads them, runs joined: [34, 35, 36] → '34 a 36', [1, 3, 4, 5, 9] →
 * '1, 3 a 5 e 9'. 'Quitar contrato' names hundreds of installments: a slip's line and an e-mail's
 * subject stay short.
 */
export function installmentNumbersText(numbers: readonly number[]): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const runs: string[] = [];
  let start = sorted[0];
  let end = start;
  for (const number of [...sorted.slice(1), Number.NaN]) {
    if (start === undefined || end === undefined) break;
    if (number === end + 1) {
      end = number;
      continue;
    }
    if (end - start >= 2) runs.push(`${start} a ${end}`);
    else for (let n = start; n <= end; n++) runs.push(String(n));
    start = number;
    end = number;
  }
  if (runs.length <= 1) return runs[0] ?? '';
  return `${runs.slice(0, -1).join(', ')} e ${runs[runs.length - 1]}`;
}
