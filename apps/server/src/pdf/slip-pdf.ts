import { formatDateBr, formatMoney, interleaved2of5Bars } from '@portal/domain';
import QRCode from 'qrcode';
import type { DocumentBrand } from './document-brand';
import { BRAND, type Canvas, field, HAIRLINE, MUTED, newDocument, type Rgb, rgb } from './pdf-kit';

/** Everything printed on a slip. */
export interface SlipData {
  readonly bankName: string;
  readonly bankCodeWithDigit: string;
  readonly formattedLine: string;
  readonly barcode: string;
  readonly beneficiary: { readonly name: string; readonly document: string; readonly address: string };
  readonly agencyCode: string;
  readonly payer: { readonly name: string; readonly document: string };
  readonly dueDate: string;
  readonly issueDate: string;
  readonly amountCents: number;
  readonly nossoNumero: string;
  readonly documentNumber: string;
  readonly carteira: string;
  readonly description: string;
  readonly instructions: readonly string[];
  readonly pixCode: string;
}

function bankHeader(c: Canvas, y: number, data: SlipData, right: string, color: Rgb): void {
  c.text(data.bankName, 36, y + 4, { size: 12, bold: true, color });
  c.line(170, y, 170, y + 22, { width: 1.2, color: rgb(0.1, 0.1, 0.1) });
  c.text(data.bankCodeWithDigit, 200, y + 3, { size: 14, bold: true, align: 'center' });
  c.line(230, y, 230, y + 22, { width: 1.2, color: rgb(0.1, 0.1, 0.1) });
  c.text(right, 559, y + 6, { size: right.length > 30 ? 10.5 : 10, bold: true, align: 'right' });
  c.line(36, y + 22, 559, y + 22, { width: 1.2, color: rgb(0.1, 0.1, 0.1) });
}

/**
 * The issuing company above the FEBRABAN layout, in the top margin: its logo and name in its colour
 * (decision 049), so the customer sees whose slip it is before the bank's header.
 */
async function brandStrip(
  c: Canvas,
  doc: Awaited<ReturnType<typeof newDocument>>['doc'],
  brand: DocumentBrand,
) {
  let x = 36;
  if (brand.logoPng) {
    const logo = await doc.embedPng(brand.logoPng);
    const size = logo.scaleToFit(120, 20);
    c.page.drawImage(logo, { x, y: c.height - 10 - size.height, ...size });
    x += size.width + 6;
  }
  c.text(brand.name, x, 15, { size: 9, bold: true, color: brand.color, maxWidth: 559 - x });
}

function drawQr(c: Canvas, text: string, x: number, y: number, size: number): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const cell = size / n;
  for (let row = 0; row < n; row += 1) {
    for (let col = 0; col < n; col += 1) {
      if (qr.modules.get(row, col))
        c.rect(x + col * cell, y + row * cell, cell + 0.02, cell + 0.02, { fill: rgb(0, 0, 0) });
    }
  }
}

function wrap(text: string, perLine: number): string[] {
  const lines: string[] = [];
  for (let i = 0; i < text.length; i += perLine) lines.push(text.slice(i, i + perLine));
  return lines;
}

/**
 * A one-page bank slip in the FEBRABAN layout: payer's receipt ('Recibo do Pagador'), the PIX block
 * with its QR code, and the clearing form ('Ficha de Compensação') with the Interleaved 2 of 5
 * barcode drawn as rectangles (narrow bar 0.72 pt, 3:1, ≈ 103 mm wide, 13 mm high).
 */
export async function renderSlipPdf(data: SlipData, brand?: DocumentBrand): Promise<Uint8Array> {
  const { doc, canvas: c } = await newDocument(`Boleto ${data.documentNumber}`);
  const money = formatMoney(data.amountCents);
  const due = formatDateBr(data.dueDate);
  const color = brand?.color ?? BRAND;
  if (brand) await brandStrip(c, doc, brand);
  // Recibo do pagador
  let y = 36;
  bankHeader(c, y, data, data.formattedLine, color);
  y += 26;
  c.text('Recibo do Pagador', 36, y, { size: 8, bold: true });
  y += 12;
  field(c, 36, y, 300, 26, 'Beneficiário', `${data.beneficiary.name} - CNPJ ${data.beneficiary.document}`);
  field(c, 336, y, 113, 26, 'Agência/Código do Beneficiário', data.agencyCode);
  field(c, 449, y, 110, 26, 'Vencimento', due, { bold: true, align: 'right' });
  y += 26;
  field(c, 36, y, 300, 26, 'Pagador', `${data.payer.name} - ${data.payer.document}`);
  field(c, 336, y, 113, 26, 'Nosso Número', data.nossoNumero);
  field(c, 449, y, 110, 26, 'Valor do Documento', money, { bold: true, align: 'right' });
  y += 26;
  field(c, 36, y, 300, 26, 'Referência', data.description);
  field(c, 336, y, 113, 26, 'Nº do Documento', data.documentNumber);
  field(c, 449, y, 110, 26, 'Autenticação Mecânica', '');
  y += 36;
  // PIX
  c.rect(36, y, 523, 118, { stroke: HAIRLINE });
  drawQr(c, data.pixCode, 44, y + 8, 102);
  c.text('Pague com PIX', 160, y + 10, { size: 11, bold: true, color });
  c.text(
    'Abra o aplicativo do seu banco, escolha PIX > Ler QR Code, ou use o código "copia e cola":',
    160,
    y + 26,
    { size: 8, color: MUTED },
  );
  for (const [i, line] of wrap(data.pixCode, 78).entries()) c.text(line, 160, y + 40 + i * 10, { size: 7.5 });
  c.text(`Valor: ${money}  ·  Vencimento: ${due}`, 160, y + 100, { size: 8.5, bold: true });
  y += 130;
  c.line(36, y, 559, y, { dash: [3, 3] });
  c.text('Corte na linha pontilhada', 559, y + 3, { size: 6, color: MUTED, align: 'right' });
  y += 16;
  // Ficha de compensação
  bankHeader(c, y, data, data.formattedLine, color);
  y += 22;
  field(
    c,
    36,
    y,
    400,
    26,
    'Local de Pagamento',
    `Pagável em qualquer banco até o vencimento. Após, somente no ${data.bankName}.`,
    { size: 8 },
  );
  field(c, 436, y, 123, 26, 'Vencimento', due, { bold: true, align: 'right' });
  y += 26;
  field(c, 36, y, 400, 26, 'Beneficiário', `${data.beneficiary.name} - CNPJ ${data.beneficiary.document}`);
  field(c, 436, y, 123, 26, 'Agência/Código do Beneficiário', data.agencyCode, { align: 'right' });
  y += 26;
  field(c, 36, y, 80, 26, 'Data do Documento', formatDateBr(data.issueDate));
  field(c, 116, y, 110, 26, 'Nº do Documento', data.documentNumber);
  field(c, 226, y, 60, 26, 'Espécie Doc.', 'DM');
  field(c, 286, y, 40, 26, 'Aceite', 'N');
  field(c, 326, y, 110, 26, 'Data do Processamento', formatDateBr(data.issueDate));
  field(c, 436, y, 123, 26, 'Nosso Número', data.nossoNumero, { align: 'right' });
  y += 26;
  field(c, 36, y, 80, 26, 'Uso do Banco', '');
  field(c, 116, y, 50, 26, 'Carteira', data.carteira);
  field(c, 166, y, 60, 26, 'Espécie', 'R$');
  field(c, 226, y, 100, 26, 'Quantidade', '');
  field(c, 326, y, 110, 26, 'Valor', '');
  field(c, 436, y, 123, 26, '(=) Valor do Documento', money, { bold: true, align: 'right' });
  y += 26;
  c.rect(36, y, 400, 100, { stroke: HAIRLINE });
  c.text('Instruções (texto de responsabilidade do beneficiário)', 39, y + 2, { size: 6, color: MUTED });
  for (const [i, line] of data.instructions.entries())
    c.text(line, 40, y + 14 + i * 12, { size: 8, maxWidth: 392 });
  for (const [i, label] of [
    '(-) Desconto/Abatimento',
    '(+) Mora/Multa',
    '(+) Outros Acréscimos',
    '(=) Valor Cobrado',
  ].entries()) {
    field(c, 436, y + i * 25, 123, 25, label, '');
  }
  y += 100;
  c.rect(36, y, 523, 40, { stroke: HAIRLINE });
  c.text('Pagador', 39, y + 2, { size: 6, color: MUTED });
  c.text(`${data.payer.name} - ${data.payer.document}`, 40, y + 12, { size: 9 });
  c.text('Sacador/Avalista:', 40, y + 26, { size: 7, color: MUTED });
  y += 48;
  const bars = interleaved2of5Bars(data.barcode, { narrowWidth: 0.72, ratio: 3 });
  if (!bars.ok) throw new Error(bars.error.message);
  for (const bar of bars.value.bars) c.rect(40 + bar.x, y, bar.width, 36.85, { fill: rgb(0, 0, 0) });
  c.text('Autenticação Mecânica - Ficha de Compensação', 559, y + 2, {
    size: 7,
    color: MUTED,
    align: 'right',
  });
  return doc.save();
}
