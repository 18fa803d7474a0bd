import { PURCHASE_DOCUMENT_MESSAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { parseEndpointInput } from '../../validate';
import { importDocumentEndpoint } from './documents-import';
import { staffDocumentsEndpoint, uploadDocumentEndpoint } from './documents-staff';

const pdf = () =>
  new File([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], 'a.pdf', { type: 'application/pdf' });

describe('documents contract', () => {
  it('lists the documents of exactly one contract or one enterprise', () => {
    expect(parseEndpointInput(staffDocumentsEndpoint, { query: { contract_id: '7' } }).success).toBe(true);
    expect(parseEndpointInput(staffDocumentsEndpoint, { query: { enterprise_id: '3' } }).success).toBe(true);
    for (const query of [{}, { contract_id: '7', enterprise_id: '3' }]) {
      const parsed = parseEndpointInput(staffDocumentsEndpoint, { query });
      expect(parsed.success).toBe(false);
      if (!parsed.success) expect(parsed.issues[0]?.message).toBe(PURCHASE_DOCUMENT_MESSAGES.ownerChoice);
    }
  });

  it('takes an upload of a file, a title, a kind and one owner, and refuses a bad title or kind in Portuguese', () => {
    const ok = parseEndpointInput(uploadDocumentEndpoint, {
      body: { file: pdf(), title: '  Escritura definitiva ', kind: 'deed', contract_id: '7' },
    });
    expect(ok.success).toBe(true);
    if (ok.success) expect(ok.data.body).toMatchObject({ title: 'Escritura definitiva', contract_id: 7 });
    const bad = parseEndpointInput(uploadDocumentEndpoint, {
      body: { file: 'not a file', title: 'x', kind: 'boleto', enterprise_id: '3' },
    });
    expect(bad.success).toBe(false);
    if (!bad.success) {
      const messages = bad.issues.map((issue) => issue.message);
      expect(messages).toContain(PURCHASE_DOCUMENT_MESSAGES.titleLength);
      expect(messages).toContain(PURCHASE_DOCUMENT_MESSAGES.kindUnknown);
      expect(messages).toContain(PURCHASE_DOCUMENT_MESSAGES.fileRequired);
    }
  });

  it('imports a document by https link or base64, exactly one of them, on exactly one owner', () => {
    const base = { external_id: 'D1', kind: 'owners_manual', title: 'Manual do proprietário' };
    const parse = (body: object) => parseEndpointInput(importDocumentEndpoint, { body });
    expect(
      parse({ ...base, enterprise_external_id: 'O1', url: 'https://erp.example.com/d/1.pdf' }).success,
    ).toBe(true);
    expect(parse({ ...base, enterprise_external_id: 'O1', content_base64: 'JVBERi0xLjQK' }).success).toBe(
      true,
    );
    expect(
      parse({ ...base, enterprise_external_id: 'O1', url: 'http://erp.example.com/d.pdf' }).success,
    ).toBe(false);
    expect(parse({ ...base, enterprise_external_id: 'O1', content_base64: 'not base64!' }).success).toBe(
      false,
    );
    expect(parse({ ...base, enterprise_external_id: 'O1' }).success).toBe(false);
    expect(
      parse({
        ...base,
        enterprise_external_id: 'O1',
        contract_external_id: 'T1',
        content_base64: 'JVBERi0xLjQK',
      }).success,
    ).toBe(false);
  });
});
