import type { DocumentDownloadRow } from './DocumentDownloadsReportScreen';

const titles = [
  ['Escritura definitiva', 'Escritura', 'CT.2024/00017'],
  ['Manual do proprietário — Residencial Aurora', 'Manual do proprietário', 'Residencial Aurora'],
  ['Contrato de compra e venda', 'Contrato', 'CT.2025/00002'],
  ['Habite-se', 'Habite-se', 'Parque das Águas'],
] as const;
const people = [
  ['Mariana Alves Ferreira', 'mariana.ferreira@exemplo.com.br'],
  ['Construtiva Engenharia Ltda', 'financeiro@construtiva.com.br'],
  ['Rafael Nunes', 'rafael.nunes@exemplo.com.br'],
] as const;

/** `count` downloads, newest first, one every 37 minutes back from 27/11/2026 10:00. */
export function downloadRows(count: number): DocumentDownloadRow[] {
  const start = Date.parse('2026-11-27T13:00:00Z');
  return Array.from({ length: count }, (_, index) => {
    const [document_title, kind_label, owner_label] = titles[index % titles.length] ?? titles[0];
    const [customer_name, customer_email] = people[index % people.length] ?? people[0];
    return {
      document_id: 40 + (index % titles.length),
      document_title,
      kind_label,
      owner_label,
      customer_name,
      customer_email,
      date: new Date(start - index * 37 * 60_000).toISOString().replace('.000Z', '+00:00'),
      removed: index % 11 === 5,
    };
  });
}
