import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './build-openapi';

type Operation = {
  parameters?: Array<{ name: string; in: string; required: boolean; schema: Record<string, unknown> }>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, unknown>;
  security: unknown[];
};

const document = buildOpenApiDocument({ serverUrl: 'http://127.0.0.1:3000' });
const operation = (method: string, path: string): Operation => {
  const found = (document.paths[path] as Record<string, Operation> | undefined)?.[method];
  if (!found) throw new Error(`${method.toUpperCase()} ${path} is missing`);
  return found;
};
const names = (op: Operation, where: string) =>
  (op.parameters ?? []).filter((parameter) => parameter.in === where).map((parameter) => parameter.name);
const bodyFields = (op: Operation, type: string) =>
  Object.keys(op.requestBody?.content[type]?.schema.properties ?? {});

/** Every call of spec section 7 (and product rule §2) with the parameters it names. */
const QUERY_CALLS: ReadonlyArray<readonly [string, string, readonly string[]]> = [
  ['get', '/api/v1/user', ['customerId']],
  ['get', '/api/v1/user/list', ['limit', 'offset']],
  ['get', '/api/v1/user/activate', ['token']],
  ['get', '/api/v1/enterprises', ['query', 'offset', 'limit']],
  ['get', '/api/v1/enterprise/attachments', ['enterprise_id', 'year', 'month']],
  ['get', '/api/v1/enterprise/timeline', ['enterprise_id']],
  ['get', '/api/v1/financial_statement/user_debits_info', ['startDueDate', 'endDueDate', 'customerId']],
  ['get', '/api/v1/financial_statement/bill_info', ['numberTitle']],
  ['get', '/api/v1/financial_statement/total_current_debit_balance', ['cpf', 'cnpj', 'numberTitle']],
  ['get', '/api/v1/financial_statement/current_debit_balance', ['numberTitle', 'cpf', 'cnpj']],
  [
    'get',
    '/api/v1/financial_statement/current_debit_balance/pdf',
    ['customerId', 'numberTitle', 'cpf', 'cnpj', 'enterpriseId'],
  ],
  [
    'get',
    '/api/v1/invoice/payment_slip/pdf',
    ['billReceivableId', 'installmentId', 'enterpriseId', 'cpf', 'cnpj', 'numberTitle'],
  ],
  [
    'post',
    '/api/v1/invoice/payment_slip/proof',
    ['cpfcnpj', 'billReceivableId', 'installmentId', 'message', 'email', 'name'],
  ],
  ['get', '/api/v1/income_tax/report/pdf', ['customerId', 'companyId', 'year']],
  [
    'get',
    '/api/v1/reports/user-history',
    ['customer_name', 'email', 'date_from', 'date_to', 'description', 'ip', 'type', 'status'],
  ],
  [
    'get',
    '/api/v1/reports/payment-slip',
    ['customerName', 'customerEmail', 'contractId', 'contractDateFrom', 'contractDateTo'],
  ],
  [
    'get',
    '/api/v1/reports/financial-statement',
    ['customerName', 'customerEmail', 'contractId', 'contractDateFrom', 'contractDateTo'],
  ],
];

const BODY_CALLS: ReadonlyArray<readonly [string, string, string, readonly string[]]> = [
  ['post', '/api/v1/token', 'application/json', ['email', 'password']],
  ['post', '/api/v1/token/refresh', 'application/json', ['refresh_token']],
  ['post', '/api/v1/token/logout', 'application/json', ['refresh_token']],
  ['post', '/api/v1/user', 'application/json', ['cnpj', 'cpf', 'email', 'password']],
  ['post', '/api/v1/user/send-reset-password-email', 'application/json', ['email']],
  ['post', '/api/v1/user/reset-password', 'application/json', ['token', 'new_password']],
  ['post', '/api/v1/user/activate', 'application/json', ['token', 'password', 'new_password']],
  ['post', '/api/v1/user/ticket', 'application/json', ['title', 'message', 'email', 'name']],
  [
    'post',
    '/api/v1/enterprise/attachments',
    'multipart/form-data',
    ['enterprise_id', 'year', 'month', 'files'],
  ],
  ['delete', '/api/v1/enterprise/attachments', 'application/json', ['filenames']],
];

describe('OpenAPI document', () => {
  it('validates as OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('is rejected by the same validator when broken (the check can fail)', async () => {
    const broken = structuredClone(document) as Record<string, unknown>;
    const paths = broken.paths as Record<string, Record<string, Operation>>;
    const [first] = paths['/api/v1/enterprises']?.get?.parameters ?? [];
    if (first) first.in = 'body'; // OpenAPI 3 has no body parameters
    expect(first).toBeDefined();
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it.each(QUERY_CALLS)('%s %s has the parameters %j', (method, path, expected) => {
    expect(names(operation(method, path), 'query')).toEqual(expect.arrayContaining([...expected]));
  });

  it.each(BODY_CALLS)('%s %s has a %s body with %j', (method, path, type, expected) => {
    expect(bodyFields(operation(method, path), type)).toEqual([...expected]);
  });

  it('describes the path parameter of the default image and the PDF body of the proof', () => {
    const image = operation('get', '/api/v1/enterprise/attachments/default/{enterpriseId}');
    expect(image.parameters?.find((parameter) => parameter.in === 'path')).toMatchObject({
      name: 'enterpriseId',
      required: true,
      schema: { type: 'integer', minimum: 1 },
    });
    expect(
      Object.keys(operation('post', '/api/v1/invoice/payment_slip/proof').requestBody?.content ?? {}),
    ).toEqual(['application/pdf']);
  });

  it('bounds numeric query parameters', () => {
    const limit = operation('get', '/api/v1/enterprises').parameters?.find(
      (parameter) => parameter.name === 'limit',
    );
    expect(limit).toMatchObject({
      required: false,
      schema: { type: 'integer', minimum: 1, maximum: 100, default: 100 },
    });
  });

  it('lists the error answers with the error body and the security of each call', () => {
    const proof = operation('post', '/api/v1/invoice/payment_slip/proof');
    expect(Object.keys(proof.responses)).toEqual([
      '200',
      '400',
      '401',
      '409',
      '413',
      '421',
      '422',
      '429',
      '500',
    ]);
    expect(proof.security).toEqual([{ bearerAuth: [] }]);
    expect(operation('post', '/api/v1/token').security).toEqual([]);
    expect(Object.keys(operation('get', '/api/v1/user/list').responses)).toContain('403');
    expect(Object.keys(operation('get', '/api/v1/user/activate').responses)).toContain('302');
  });
});
