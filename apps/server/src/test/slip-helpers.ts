import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { todayIso } from '@portal/domain';
import { billsOf, get } from './demo-fixtures';
import type { TestServer } from './test-server';

/** An installment of the caller with the status wanted (the first payable one of the month by default). */
export async function findInstallment(
  server: TestServer,
  token: string,
  want: 'payable-this-month' | 'paid' | 'due',
): Promise<{
  bill: number;
  installment: {
    installment_id: number;
    installment_number: number;
    current_balance: number;
    due_date: string;
    status: string;
  };
}> {
  const month = todayIso(new Date()).slice(0, 7);
  for (const bill of await billsOf(server, token)) {
    const rows = (
      await get(server, token, `/api/v1/financial_statement/current_debit_balance?numberTitle=${bill}`)
    ).body as {
      installment_id: number;
      installment_number: number;
      current_balance: number;
      due_date: string;
      status: string;
    }[];
    const hit = rows.find((r) =>
      want === 'payable-this-month'
        ? r.status === 'payable' && r.due_date.startsWith(month)
        : r.status === want,
    );
    if (hit) return { bill, installment: hit };
  }
  throw new Error(`no ${want} installment`);
}

/** Writes PDF bytes to a temporary file and returns `pdftotext -layout` of it. */
export function pdfText(bytes: Uint8Array, name = 'doc.pdf'): { text: string; path: string } {
  const dir = mkdtempSync(join(tmpdir(), 'portal-pdf-'));
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return { text: execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }), path };
}
