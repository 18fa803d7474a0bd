import type { DocumentKind } from '@portal/domain';
import { and, asc, eq } from 'drizzle-orm';
import { documents } from '../../db/schema/documents';
import { enterprises } from '../../db/schema/enterprises';
import { contracts } from '../../db/schema/finance';
import { customers } from '../../db/schema/people';
import { documentFileName } from '../../resources/documents/document-file-name';
import { DEMO_ADMIN, DEMO_ANA_EMAIL } from '../demo-people';
import type { SeedStep } from '../seed-step';
import { demoDocumentPdf } from './demo-document-pdf';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Demo step: Ana's first contract gets its contract and an amendment, its enterprise the owner's manual
 * and the condominium convention ('Documentos', product rule §9) — small generated PDFs in the file
 * store, written weeks apart so the page has an order, all new until her first visit.
 */
export const documentsStep: SeedStep = {
  name: 'documents-v1',
  async run(ctx) {
    const [contract] = await ctx.db
      .select({
        id: contracts.id,
        document: contracts.document,
        enterpriseId: contracts.enterpriseId,
        enterpriseName: enterprises.name,
        customerName: customers.name,
      })
      .from(contracts)
      .innerJoin(customers, eq(customers.id, contracts.customerId))
      .innerJoin(enterprises, eq(enterprises.id, contracts.enterpriseId))
      .where(and(eq(customers.email, DEMO_ANA_EMAIL), eq(contracts.demo, true)))
      .orderBy(asc(contracts.id))
      .limit(1);
    if (!contract) return; // a base without the demo people: nothing to publish
    const now = ctx.clock.now();
    const papers: {
      owner: { contractId: number } | { enterpriseId: number };
      kind: DocumentKind;
      title: string;
      lines: string[];
      daysAgo: number;
    }[] = [
      {
        owner: { contractId: contract.id },
        kind: 'contract',
        title: 'Contrato de compra e venda',
        lines: [`Contrato ${contract.document}`, `Comprador: ${contract.customerName}`],
        daysAgo: 120,
      },
      {
        owner: { contractId: contract.id },
        kind: 'amendment',
        title: 'Aditivo nº 1 — troca de acabamento',
        lines: [`Aditivo ao contrato ${contract.document}`, 'Piso da sala: porcelanato 80 × 80 cm.'],
        daysAgo: 45,
      },
      {
        owner: { enterpriseId: contract.enterpriseId },
        kind: 'owners_manual',
        title: 'Manual do proprietário',
        lines: [contract.enterpriseName, 'Uso, manutenção e prazos de garantia (ABNT NBR 14037).'],
        daysAgo: 30,
      },
      {
        owner: { enterpriseId: contract.enterpriseId },
        kind: 'condominium_convention',
        title: 'Convenção de condomínio',
        lines: [contract.enterpriseName, 'Registrada no Cartório de Registro de Imóveis.'],
        daysAgo: 10,
      },
    ];
    for (const paper of papers) {
      const at = new Date(now.getTime() - paper.daysAgo * DAY_MS);
      const bytes = await demoDocumentPdf({
        title: paper.title,
        subject: 'contractId' in paper.owner ? `Contrato ${contract.document}` : contract.enterpriseName,
        lines: paper.lines,
      });
      const file = await ctx.files.put(
        ctx.db,
        bytes,
        { kind: 'document', contentType: 'application/pdf', downloadName: documentFileName(paper.title) },
        at,
      );
      await ctx.db.insert(documents).values({
        contractId: 'contractId' in paper.owner ? paper.owner.contractId : null,
        enterpriseId: 'enterpriseId' in paper.owner ? paper.owner.enterpriseId : null,
        kind: paper.kind,
        title: paper.title,
        fileId: file.id,
        uploadedBy: null,
        uploadedByLabel: DEMO_ADMIN.email,
        createdAt: at,
        demo: true,
      });
    }
  },
};
