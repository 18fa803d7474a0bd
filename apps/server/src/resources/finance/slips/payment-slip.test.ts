import { copyFileSync } from 'node:fs';
import { formatMoney, validateDigitableLine, validatePixPayload } from '@portal/domain';
import validator from 'boleto-brasileiro-validator';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedSlips } from '../../../db/schema/finance';
import { ACCOUNTS, get, startDemoServer, tokenOf } from '../../../test/demo-fixtures';
import { findInstallment, pdfText } from '../../../test/slip-helpers';
import { backends, type TestServer } from '../../../test/test-server';

describe.each(backends())('payment slip (%s)', (backend) => {
  let server: TestServer;
  let ana: string;
  let company: string;
  let admin: string;
  beforeAll(async () => {
    ({ server, ana, company, admin } = await startDemoServer(backend));
  });
  afterAll(() => server?.stop());

  const slipPath = (bill: number, installmentId: number, extra = '') =>
    `/api/v1/invoice/payment_slip/pdf?billReceivableId=${bill}&installmentId=${installmentId}&numberTitle=${bill}&enterpriseId=0${extra}`;

  it.each([
    ['ana', `&cpf=${ACCOUNTS.ana.cpf}`],
    ['company', `&cnpj=${ACCOUNTS.company.cnpj}`],
  ] as const)('issues a valid slip and PDF for %s', async (who, docs) => {
    const token = who === 'ana' ? ana : company;
    const { bill, installment } = await findInstallment(server, token, 'payable-this-month');
    const res = await get(server, token, slipPath(bill, installment.installment_id, docs));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { url, code, pix_code } = res.body as { url: string; code: string; pix_code: string };
    expect(validateDigitableLine(code)).toBeNull();
    expect(validator.boletoBancarioLinhaDigitavel(code, true)).toBe(true);
    expect(validatePixPayload(pix_code)).toBeNull();
    expect(code.slice(-10)).toBe(String(installment.current_balance).padStart(10, '0'));
    // The link works without Authorization, as an attachment, and only while fresh and untampered.
    const download = await server.fetch(url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="boleto\d+_parcela\d+\.pdf"/,
    );
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const { text } = pdfText(bytes, `slip-${who}.pdf`);
    if (process.env.KEEP_PDF) copyFileSync(pdfText(bytes).path, `/tmp/slip-${who}.pdf`);
    const formatted = `${code.slice(0, 5)}.${code.slice(5, 10)} ${code.slice(10, 15)}.${code.slice(15, 21)} ${code.slice(21, 26)}.${code.slice(26, 32)} ${code[32]} ${code.slice(33)}`;
    expect(text).toContain(formatted);
    expect(text).toContain(formatMoney(installment.current_balance));
    expect(text).toContain('Ficha de Compensação');
    // The signature's first character changed for another (replacing it with a fixed one left the link
    // intact, and the test failing, whenever the signature began with that character).
    const forged = url.replace(/sig=(.)/, (_, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`);
    expect(forged).not.toBe(url);
    expect((await server.fetch(forged)).status).toBe(404);
    server.clock.advance(11 * 60 * 1000);
    expect((await server.fetch(url)).status).toBe(404);
    // Access tokens live 15 minutes: sign in again on the moved clock.
    [ana, company, admin] = await Promise.all([
      tokenOf(server, 'ana'),
      tokenOf(server, 'company'),
      tokenOf(server, 'admin'),
    ]);
    const [record] = await server.ctx.db
      .select()
      .from(generatedSlips)
      .where(eq(generatedSlips.digitableLine, code));
    expect(record?.amountCents).toBe(installment.current_balance);
  });

  it('answers PAYMENT-SLIP-PDF-404 for a paid installment, a foreign one and an admin', async () => {
    const paid = await findInstallment(server, ana, 'paid');
    const res = await get(server, ana, slipPath(paid.bill, paid.installment.installment_id));
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('PAYMENT-SLIP-PDF-404');
    const theirs = await findInstallment(server, company, 'payable-this-month');
    expect((await get(server, ana, slipPath(theirs.bill, theirs.installment.installment_id))).status).toBe(
      404,
    );
    expect((await get(server, admin, slipPath(theirs.bill, theirs.installment.installment_id))).status).toBe(
      404,
    );
    expect(
      (
        await get(
          server,
          ana,
          slipPath(theirs.bill, theirs.installment.installment_id, `&cnpj=${ACCOUNTS.company.cnpj}`),
        )
      ).status,
    ).toBe(404);
  });

  it('charges an overdue installment with fine and interest, due today', async () => {
    const due = await findInstallment(server, ana, 'due');
    const res = await get(server, ana, slipPath(due.bill, due.installment.installment_id));
    expect(res.status).toBe(200);
    expect(validator.boletoBancarioLinhaDigitavel(res.body.code, true)).toBe(true);
    expect(Number(res.body.code.slice(-10))).toBe(due.installment.current_balance);
  });
});
