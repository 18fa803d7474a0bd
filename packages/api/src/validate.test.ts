import { describe, expect, it } from 'vitest';
import { attachmentsEndpoint } from './endpoints/enterprises/attachments';
import { defaultImageEndpoint } from './endpoints/enterprises/default-image';
import { enterprisesEndpoint } from './endpoints/enterprises/enterprises';
import { currentDebitBalanceEndpoint } from './endpoints/financial/current-debit-balance';
import { paymentProofEndpoint } from './endpoints/invoice/payment-proof';
import { userHistoryEndpoint } from './endpoints/reports/user-history';
import { resetPasswordEndpoint } from './endpoints/user/reset-password';
import { signUpEndpoint } from './endpoints/user/sign-up';
import { ticketEndpoint } from './endpoints/user/ticket';
import { parseEndpointInput } from './validate';

const paths = (result: ReturnType<typeof parseEndpointInput>) =>
  result.success ? [] : result.issues.map((issue) => issue.path);

describe('parseEndpointInput (what the server runs before a handler)', () => {
  it('coerces query and path text into bounded integers and applies defaults', () => {
    expect(parseEndpointInput(enterprisesEndpoint, { query: { offset: '200' } })).toEqual({
      success: true,
      data: { params: undefined, query: { offset: 200, limit: 100 }, headers: undefined, body: undefined },
    });
    const image = parseEndpointInput(defaultImageEndpoint, { params: { enterpriseId: '9' } });
    expect(image.success && image.data.params).toEqual({ enterpriseId: 9 });
  });

  it.each([
    [{ limit: '101' }, 'query.limit'],
    [{ limit: '0' }, 'query.limit'],
    [{ offset: '-1' }, 'query.offset'],
    [{ offset: 'abc' }, 'query.offset'],
    [{ offset: '1.5' }, 'query.offset'],
  ])('answers a 400 for %j', (query, path) => {
    expect(paths(parseEndpointInput(enterprisesEndpoint, { query }))).toEqual([path]);
  });

  it('reads an empty cpf or cnpj as absent, as the observed portal sends the unused one', () => {
    const ok = parseEndpointInput(currentDebitBalanceEndpoint, {
      query: { numberTitle: '7', cpf: '12345678909', cnpj: '' },
    });
    expect(ok.success && ok.data.query).toEqual({ numberTitle: 7, cpf: '12345678909', cnpj: '' });
    expect(
      paths(
        parseEndpointInput(currentDebitBalanceEndpoint, {
          query: { numberTitle: '7', cpf: '123', cnpj: '' },
        }),
      ),
    ).toEqual(['query.cpf']);
    expect(
      paths(
        parseEndpointInput(currentDebitBalanceEndpoint, {
          query: { numberTitle: '7', cnpj: '11.222.333/0001-81' },
        }),
      ),
    ).toEqual(['query.cnpj']);
  });

  it('bounds year and month and requires the enterprise', () => {
    expect(paths(parseEndpointInput(attachmentsEndpoint, { query: { year: '1999', month: '13' } }))).toEqual([
      'query.enterprise_id',
      'query.year',
      'query.month',
    ]);
  });

  it('checks ISO dates and enums of the reports', () => {
    const result = parseEndpointInput(userHistoryEndpoint, {
      query: { date_from: '01/02/2026', status: 'ok' },
    });
    expect(paths(result)).toEqual(['query.date_from', 'query.status']);
  });

  it('requires exactly one of CPF and CNPJ on sign-up, digits only', () => {
    const body = { email: 'bruno@demo.com.br', password: 'Cliente#2026' };
    expect(
      parseEndpointInput(signUpEndpoint, { body: { ...body, cpf: '98765432100', cnpj: '' } }).success,
    ).toBe(true);
    expect(paths(parseEndpointInput(signUpEndpoint, { body: { ...body, cpf: '', cnpj: '' } }))).toEqual([
      'body.cpf',
    ]);
    expect(
      paths(
        parseEndpointInput(signUpEndpoint, { body: { ...body, cpf: '98765432100', cnpj: '11222333000181' } }),
      ),
    ).toEqual(['body.cpf']);
    expect(
      paths(parseEndpointInput(signUpEndpoint, { body: { ...body, cpf: '987.654.321-00', cnpj: '' } })),
    ).toEqual(['body.cpf']);
  });

  it('applies the new-password rules of spec section 5, in Portuguese', () => {
    const result = parseEndpointInput(resetPasswordEndpoint, {
      body: { token: 't', new_password: 'abcdefgh' },
    });
    expect(result.success ? [] : result.issues.map((issue) => issue.message)).toEqual([
      'Pelo menos um número',
      'Pelo menos um caractere especial (!@#$%^&*(),.?":{}|<>)',
    ]);
    expect(
      parseEndpointInput(resetPasswordEndpoint, { body: { token: 't', new_password: 'Nova#2026' } }).success,
    ).toBe(true);
  });

  it('applies the same new-password rules to sign-up (product rule §4)', () => {
    const body = { email: 'bruno@demo.com.br', cpf: '98765432100', cnpj: '' };
    const messages = (password: string) => {
      const result = parseEndpointInput(signUpEndpoint, { body: { ...body, password } });
      return result.success ? [] : result.issues.map((issue) => issue.message);
    };
    expect(messages('abcdefgh')).toEqual([
      'Pelo menos um número',
      'Pelo menos um caractere especial (!@#$%^&*(),.?":{}|<>)',
    ]);
    expect(messages('Ab#12')).toHaveLength(1);
    expect(messages('Cliente#2026')).toEqual([]);
  });

  it('reports a missing body', () => {
    expect(paths(parseEndpointInput(signUpEndpoint, {}))).toEqual(['body']);
  });

  it('accepts only the ticket subjects of spec section 5', () => {
    expect(
      parseEndpointInput(ticketEndpoint, { body: { title: 'Jurídico', message: 'Dúvida' } }).success,
    ).toBe(true);
    expect(paths(parseEndpointInput(ticketEndpoint, { body: { title: 'Outro', message: '' } }))).toEqual([
      'body.title',
      'body.message',
    ]);
  });

  it('accepts the alphanumeric CNPJ (decision 004) and refuses masks and lower case', () => {
    const body = { email: 'financeiro@construtiva.com.br', password: 'Empresa#2026', cpf: '' };
    expect(parseEndpointInput(signUpEndpoint, { body: { ...body, cnpj: '12ABC34501DE35' } }).success).toBe(
      true,
    );
    expect(
      paths(parseEndpointInput(signUpEndpoint, { body: { ...body, cnpj: '12abc34501de35' } })),
    ).toContain('body.cnpj');
    expect(
      paths(parseEndpointInput(signUpEndpoint, { body: { ...body, cnpj: '11.222.333/0001-81' } })),
    ).toContain('body.cnpj');
    const proof = (cpfcnpj: string) =>
      parseEndpointInput(paymentProofEndpoint, {
        query: { cpfcnpj, billReceivableId: '1', installmentId: '2' },
        body: new Uint8Array(),
      }).success;
    expect([proof('12345678909'), proof('11222333000181'), proof('12ABC34501DE35'), proof('1234')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
