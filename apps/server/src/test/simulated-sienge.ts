import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildBoleto } from '@portal/domain';

/**
 * A Sienge tenant for tests, on a free loopback port: the list calls the connector makes, answered in
 * Sienge's shapes (`resultSetMetadata` + `results`, at most 200 rows a page, HTTP Basic), plus faults
 * a test queues (a 429 with `Retry-After`, a 5xx, a stalled answer). Never the internet.
 */

/** Rows of one simulated tenant, in Sienge's own field names. */
export interface SiengeTenantData {
  companies: Record<string, unknown>[];
  enterprises: Record<string, unknown>[];
  units: Record<string, unknown>[];
  customers: Record<string, unknown>[];
  /** Bills, each with the enterprise (cost center) it is listed under. */
  bills: Array<Record<string, unknown> & { costCenterIdOfList?: number }>;
  /** Installments by `receivableBillId`. */
  installments: Record<number, Record<string, unknown>[]>;
  /**
   * Registered boletos by `bill/installment`. A `urlReport` starting with `/` is answered as a link on
   * the simulated server itself, which serves `reports` there.
   */
  slips: Record<string, { urlReport: string; digitableNumber: string }>;
  /** The PDFs behind `urlReport`, by path on the simulated server. */
  reports: Record<string, Uint8Array>;
}

/** A fault for the next call whose path starts with `pathPrefix` (or any call). */
export interface SiengeFault {
  readonly pathPrefix?: string;
  readonly status?: number;
  readonly retryAfter?: string;
  /** Hold the answer this long (for time-out tests). */
  readonly delayMs?: number;
}

/** A running simulated tenant. */
export interface SimulatedSienge {
  /** The tenant's `/public/api/v1` base, as `SIENGE_BASE_URL` holds it. */
  readonly baseUrl: string;
  readonly data: SiengeTenantData;
  /** Every call received: path and query string, in order. */
  readonly calls: string[];
  fail(fault: SiengeFault): void;
  close(): Promise<void>;
}

export const SIMULATED_USER = 'portal-api';
export const SIMULATED_PASSWORD = 'segredo-de-teste';
const PREFIX = '/simulada/public/api/v1';

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function pageOf(rows: unknown[], url: URL) {
  const limit = Math.min(Number(url.searchParams.get('limit') ?? 100), 200);
  const offset = Number(url.searchParams.get('offset') ?? 0);
  return {
    resultSetMetadata: { count: rows.length, offset, limit },
    results: rows.slice(offset, offset + limit),
  };
}

const error = (status: number, message: string) => ({
  status,
  developerMessage: message,
  clientMessage: message,
});

/** Starts a simulated tenant with `data` (mutable by the test between calls). */
export async function startSimulatedSienge(data: SiengeTenantData): Promise<SimulatedSienge> {
  const faults: SiengeFault[] = [];
  const calls: string[] = [];
  let origin = () => '';
  const expected = `Basic ${Buffer.from(`${SIMULATED_USER}:${SIMULATED_PASSWORD}`).toString('base64')}`;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://sienge.test');
    const path = url.pathname.startsWith(PREFIX) ? url.pathname.slice(PREFIX.length) : url.pathname;
    calls.push(`${path}${url.search}`);
    const faultIndex = faults.findIndex((f) => !f.pathPrefix || path.startsWith(f.pathPrefix));
    if (faultIndex >= 0) {
      const [fault] = faults.splice(faultIndex, 1);
      if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      if (fault?.status) {
        return send(
          res,
          fault.status,
          error(fault.status, 'Falha simulada'),
          fault.retryAfter ? { 'Retry-After': fault.retryAfter } : {},
        );
      }
    }
    // A report link is the tenant's own signed link: served without the API's credentials.
    const report = data.reports[url.pathname];
    if (report) {
      res.writeHead(200, { 'Content-Type': 'application/pdf', 'Content-Length': String(report.length) });
      return res.end(report);
    }
    if (req.headers.authorization !== expected) return send(res, 401, error(401, 'Não autorizado'));
    const q = (name: string) => url.searchParams.get(name);
    const byId = (rows: Record<string, unknown>[], key: string, value: string) =>
      rows.find((row) => String(row[key]) === value);

    if (path === '/companies') return send(res, 200, pageOf(data.companies, url));
    if (path === '/enterprises') return send(res, 200, pageOf(data.enterprises, url));
    if (path === '/units') {
      const enterpriseId = q('enterpriseId');
      const rows = enterpriseId
        ? data.units.filter((u) => String(u.enterpriseId) === enterpriseId)
        : data.units;
      return send(res, 200, pageOf(rows, url));
    }
    if (path === '/customers') return send(res, 200, pageOf(data.customers, url));
    const customer = /^\/customers\/(\d+)$/.exec(path);
    if (customer?.[1]) {
      const row = byId(data.customers, 'id', customer[1]);
      return row ? send(res, 200, row) : send(res, 404, error(404, 'Cliente não encontrado'));
    }
    const visible = (bill: SiengeTenantData['bills'][number]) => {
      const { costCenterIdOfList: _, ...rest } = bill;
      return rest;
    };
    if (path === '/accounts-receivable/receivable-bills') {
      const costCenterId = q('costCenterId');
      const customerId = q('customerId');
      const rows = data.bills
        .filter((b) => !costCenterId || String(b.costCenterIdOfList) === costCenterId)
        .filter((b) => !customerId || String(b.customerId) === customerId)
        .map(visible);
      return send(res, 200, pageOf(rows, url));
    }
    const installments = /^\/accounts-receivable\/receivable-bills\/(\d+)\/installments$/.exec(path);
    if (installments?.[1]) {
      const rows = data.installments[Number(installments[1])];
      if (!rows) return send(res, 404, error(404, 'Título não encontrado'));
      return send(res, 200, pageOf(rows, url));
    }
    const bill = /^\/accounts-receivable\/receivable-bills\/(\d+)$/.exec(path);
    if (bill?.[1]) {
      const row = byId(data.bills, 'receivableBillId', bill[1]);
      return row ? send(res, 200, visible(row)) : send(res, 404, error(404, 'Título não encontrado'));
    }
    if (path === '/payment-slip-notification') {
      const slip = data.slips[`${q('billReceivableId')}/${q('installmentId')}`];
      if (!slip) return send(res, 404, error(404, 'Boleto não encontrado'));
      const urlReport = slip.urlReport.startsWith('/') ? `${origin()}${slip.urlReport}` : slip.urlReport;
      return send(res, 200, {
        resultSetMetadata: { count: 1, offset: 0, limit: 1 },
        results: [{ ...slip, urlReport }],
      });
    }
    return send(res, 404, error(404, `Recurso ${path} não simulado`));
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, error(500, 'Erro do simulador')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = () => `http://127.0.0.1:${port}`;
  return {
    baseUrl: `http://127.0.0.1:${port}${PREFIX}`,
    data,
    calls,
    fail: (fault) => faults.push(fault),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A tenant of `customerCount` customers (enough for several 200-row pages), two enterprises with
 * units, one bill per customer with `installmentsPerBill` installments, the first one paid.
 * CPFs are valid (computed check digits) so the import service accepts them.
 */
export function buildTenant(customerCount: number, installmentsPerBill = 3): SiengeTenantData {
  const data: SiengeTenantData = {
    companies: [
      { id: 1, name: 'CONSTRUTORA SIMULADA LTDA', cnpj: '11.222.333/0001-81', tradeName: 'Simulada' },
    ],
    enterprises: [
      {
        id: 10,
        name: 'RESIDENCIAL ALFA',
        commercialName: 'Residencial Alfa',
        companyId: 1,
        adress: 'Rua A, 1',
        creationDate: '2021-08-11',
      },
      {
        id: 20,
        name: 'RESIDENCIAL BETA',
        commercialName: null,
        companyId: 1,
        adress: null,
        creationDate: '2022-03-01',
      },
    ],
    units: [],
    customers: [],
    bills: [],
    installments: {},
    slips: {},
    reports: {},
  };
  for (let n = 1; n <= customerCount; n++) {
    const enterpriseId = n % 2 === 0 ? 20 : 10;
    const unitId = 1000 + n;
    data.units.push({ id: unitId, enterpriseId, name: `Apto ${n}` });
    data.customers.push({
      id: n,
      personType: 'Física',
      name: `CLIENTE ${n}`,
      cpf: cpfFor(n),
      cnpj: null,
      email: `cliente${n}@example.com`,
      modifiedAt: '2026-01-10',
    });
    const billId = 5000 + n;
    data.bills.push({
      receivableBillId: billId,
      customerId: n,
      companyId: 1,
      documentId: 'CT',
      documentNumber: String(n),
      issueDate: '2025-01-15',
      receivableBillValue: 1000 * installmentsPerBill,
      defaulting: false,
      subjudice: false,
      payOffDate: null,
      unityName: `Apto ${n}`,
      costCenterIdOfList: enterpriseId,
    });
    data.installments[billId] = Array.from({ length: installmentsPerBill }, (_, k) => ({
      receivableBillId: billId,
      installmentId: k + 1,
      installmentNumber: k + 1,
      conditionTypeId: 'PM',
      dueDate: `2026-${String(k + 1).padStart(2, '0')}-10`,
      originalAmount: 1000,
      correctedValue: 1000.1 + k,
      balanceDue: k === 0 ? 0 : 1000.1 + k,
      generatedBoleto: true,
      receipts: k === 0 ? [{ paymentDate: '2026-01-09', grossAmount: 1000.1, netAmount: 1000.1 }] : [],
    }));
    // Every open installment has its boleto registered in the tenant.
    for (let k = 1; k < installmentsPerBill; k++) {
      const digitableNumber = tenantDigitableLine(
        billId,
        k + 1,
        `2026-${String(k + 1).padStart(2, '0')}-10`,
        100_010 + k * 100,
      );
      const path = `/relatorios/boleto-${billId}-${k + 1}.pdf`;
      data.slips[`${billId}/${k + 1}`] = { urlReport: path, digitableNumber };
      data.reports[path] = tenantSlipPdf(digitableNumber);
    }
  }
  return data;
}

/**
 * Adds `count` open installments to every bill of the tenant, due on the 10th of each month after
 * `today` (ISO): the future installments a customer may pay ahead (product rule §8), which the fixed
 * dates of `buildTenant` leave in the past once the calendar moves on. Numbered after the bill's last.
 */
export function withFutureInstallments(
  data: SiengeTenantData,
  today: string,
  count: number,
): SiengeTenantData {
  const [year, month] = today.split('-').map(Number) as [number, number];
  for (const bill of data.bills) {
    const billId = bill.receivableBillId as number;
    const list = data.installments[billId] ?? [];
    const last = list.reduce((max, row) => Math.max(max, row.installmentNumber as number), 0);
    for (let k = 1; k <= count; k++) {
      const index = year * 12 + (month - 1) + k;
      const dueDate = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-10`;
      list.push({
        receivableBillId: billId,
        installmentId: last + k,
        installmentNumber: last + k,
        conditionTypeId: 'PM',
        dueDate,
        originalAmount: 1000,
        correctedValue: 1000.1 + k,
        balanceDue: 1000.1 + k,
        generatedBoleto: false,
        receipts: [],
      });
    }
    data.installments[billId] = list;
  }
  return data;
}

/** A valid CPF whose first nine digits come from `n`. */
export function cpfFor(n: number): string {
  const base = String(100_000_000 + n).slice(-9);
  const digits = base.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

/** A valid boleto line (bank 237) of the simulated tenant, its free field naming the bill and installment. */
export function tenantDigitableLine(
  billId: number,
  installmentId: number,
  dueDate: string,
  amountCents: number,
) {
  const freeField = `${String(billId).padStart(12, '0')}${String(installmentId).padStart(13, '0')}`;
  const boleto = buildBoleto({ bankCode: '237', dueDate, amountCents, freeField });
  if (!boleto.ok) throw new Error(boleto.error.message);
  return boleto.value.digitableLine;
}

/** A small real one-page PDF (hand-written objects, exact xref offsets) printing `text`. */
export function tenantSlipPdf(text: string): Uint8Array {
  const content = `BT /F1 12 Tf 40 760 Td (Boleto registrado no Sienge simulado) Tj 0 -20 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}
