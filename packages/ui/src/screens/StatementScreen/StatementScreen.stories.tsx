import { messageForCode } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { StatementScreen } from './StatementScreen';
import { demoBillInfo, demoInstallments } from './statement-fixtures';
import type { InstallmentRow } from './statement-types';

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

/** Texts of the first column (Parcela) of the rows shown. */
const installmentNumbers = (root: HTMLElement) =>
  within(root)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

const meta = {
  title: 'Screens/Finance/StatementScreen',
  component: StatementScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    billInfo: demoBillInfo,
    installments: demoInstallments(36, { paid: 30 }),
    homeHref: '/empreendimentos',
    financeHref: '/financeiro',
    onNavigate: fn(),
    onExportXls: fn(),
    onExportPdf: fn(),
    onSendProof: fn(),
    onProofDialogClose: fn(),
  },
} satisfies Meta<typeof StatementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Customer, desktop: info block, 'Total a pagar', exports, 8 installments and the range footer. */
export const CustomerDesktop: Story = {
  globals: desktop,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Alicerce Incorporadora' })).toBeVisible();
    await expect(canvas.getByText('CT-2021/1042')).toBeVisible();
    await expect(canvas.getByText('Apto 302 - Torre B')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(9);
    await expect(canvas.getByText('Mostrando 1 - 8 de 36 registros')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Limpar filtros' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Voltar para Extratos' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/financeiro');
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar para PDF' }));
    await expect(args.onExportPdf).toHaveBeenCalledOnce();
  },
};

/** Customer on a 375 px phone: installments as cards, sort chips above. */
export const CustomerMobile: Story = { globals: mobile };

/** Sort toggles: order and aria-sort follow each press; 'Limpar filtros' appears only when sorted and resets. */
export const SortAndClear: Story = {
  globals: desktop,
  play: async ({ canvas, canvasElement }) => {
    const header = () => canvas.getByRole('columnheader', { name: /Parcela/ });
    await expect(installmentNumbers(canvasElement).slice(0, 3)).toEqual(['1', '2', '3']);
    await userEvent.click(canvas.getByRole('button', { name: 'Parcela' }));
    await expect(header()).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('button', { name: 'Limpar filtros' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Parcela/ }));
    await expect(header()).toHaveAttribute('aria-sort', 'descending');
    await expect(installmentNumbers(canvasElement).slice(0, 3)).toEqual(['36', '35', '34']);
    // The proof column puts open rows (overdue and payable) first when ascending.
    await userEvent.click(canvas.getByRole('button', { name: 'Comprovante' }));
    await expect(canvas.getByRole('columnheader', { name: /Comprovante/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(header()).not.toHaveAttribute('aria-sort');
    await expect(installmentNumbers(canvasElement).slice(0, 4)).toEqual(['31', '32', '33', '34']);
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(canvas.queryByRole('button', { name: 'Limpar filtros' })).toBeNull();
    await expect(installmentNumbers(canvasElement).slice(0, 3)).toEqual(['1', '2', '3']);
    await expect(canvas.getByRole('columnheader', { name: /Comprovante/ })).not.toHaveAttribute('aria-sort');
  },
};

/** 240 installments: next and last move through 30 pages. */
export const LongDataPagination: Story = {
  args: { installments: demoInstallments(240, { paid: 200 }) },
  globals: desktop,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Mostrando 1 - 8 de 240 registros')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await expect(canvas.getByText('Mostrando 9 - 16 de 240 registros')).toBeVisible();
    await expect(installmentNumbers(canvasElement)[0]).toBe('9');
    await userEvent.click(canvas.getByRole('button', { name: 'Última página' }));
    await expect(canvas.getByText('Mostrando 233 - 240 de 240 registros')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Página 30' })).toHaveAttribute('aria-current', 'page');
    await expect(installmentNumbers(canvasElement).at(-1)).toBe('240');
  },
};

/** 240 installments on a phone. */
export const LongDataMobile: Story = {
  args: { installments: demoInstallments(240, { paid: 200 }) },
  globals: mobile,
};

/** Proof modal: open from a payable row, a non-PDF is refused with the catalogue text, close returns. */
export const ProofModalRefusesNonPdf: Story = {
  globals: desktop,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Última página' }));
    const send = canvas.getAllByRole('button', { name: /^Enviar comprovante da parcela/ });
    await expect(send.length).toBeGreaterThan(0);
    await userEvent.click(send[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Enviar comprovante de pagamento' });
    await expect(within(dialog).getByText('Tamanho máximo: 1024MB')).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: 'Observações' })).toBeVisible();
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await expect(input).toHaveAttribute('accept', '.pdf,application/pdf');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Escolha o arquivo PDF do comprovante.',
    );
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['x'], 'foto.png', { type: 'image/png' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Formato de arquivo não suportado.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await expect(args.onSendProof).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onProofDialogClose).toHaveBeenCalledOnce();
  },
};

/** Proof sent: a PDF and a note reach onSendProof with the installment. */
export const ProofSubmits: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Última página' }));
    await userEvent.click(
      canvas.getAllByRole('button', { name: /^Enviar comprovante da parcela/ })[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Enviar comprovante de pagamento' });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    const pdf = new File(['%PDF-1.7'], 'comprovante.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, pdf);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Observações' }),
      'Pago no app do banco.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await expect(args.onSendProof).toHaveBeenCalledWith(
      expect.objectContaining({ file: pdf, notes: 'Pago no app do banco.' }),
    );
  },
};

/** Upload in progress: the bar shows 40 %. */
export const ProofUploading: Story = {
  args: { proofUpload: { status: 'sending', progress: 0.4 } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Última página' }));
    await userEvent.click(
      canvas.getAllByRole('button', { name: /^Enviar comprovante da parcela/ })[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('progressbar', { name: 'Enviando comprovante…' })).toHaveAttribute(
      'value',
      '40',
    );
  },
};

/** Upload outcome: the catalogue's success text. */
export const ProofSuccess: Story = {
  args: {
    // A payable row on the first page: a phone's pagination has no 'Última página'.
    installments: demoInstallments(8, { paid: 2 }),
    proofUpload: { status: 'success', message: messageForCode('SEND-PAYMENT-PROOF-200') },
  },
  globals: mobile,
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getAllByRole('button', { name: /^Enviar comprovante da parcela/ })[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Comprovante enviado com sucesso.');
  },
};

/** Upload refused by the server (421). */
export const ProofError: Story = {
  args: { proofUpload: { status: 'error', message: messageForCode('SEND-PAYMENT-PROOF-421') } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Última página' }));
    await userEvent.click(
      canvas.getAllByRole('button', { name: /^Enviar comprovante da parcela/ })[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Erro ao enviar boleto.');
  },
};

/**
 * The portal controls the dialog (it closes it after a send, spec section 4): 'Enviar' asks to open it
 * for the row, and the dialog shows only while `proofInstallment` names a row.
 */
export const ProofDialogControlled: Story = {
  args: { proofInstallment: null, onProofInstallmentChange: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Última página' }));
    await userEvent.click(
      canvas.getAllByRole('button', { name: /^Enviar comprovante da parcela/ })[0] as HTMLElement,
    );
    await expect(args.onProofInstallmentChange).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'payable' }),
    );
    // Not opened by the screen itself: the portal did not set `proofInstallment`.
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** Controlled and open: the dialog of the row the portal names. */
export const ProofDialogControlledOpen: Story = {
  args: {
    proofInstallment: demoInstallments(36, { paid: 30 })[35] ?? null,
    onProofInstallmentChange: fn(),
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Enviar comprovante de pagamento' });
    await expect(within(dialog).getByText(/^Parcela 36/)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onProofInstallmentChange).toHaveBeenCalledWith(null);
    await expect(args.onProofDialogClose).toHaveBeenCalled();
  },
};

/** A `bill` in the link that is not the customer's: the message and the way back, no empty statement. */
export const NotFound: Story = {
  args: { isNotFound: true, billInfo: undefined, installments: [] },
  globals: mobile,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Este extrato não foi encontrado.');
    await expect(canvas.queryByRole('button', { name: 'Exportar para PDF' })).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
    const back = canvas.getAllByRole('link', { name: 'Voltar para Extratos' });
    await userEvent.click(back.at(-1) as HTMLElement);
    await expect(args.onNavigate).toHaveBeenCalledWith('/financeiro');
  },
};

/** Loading: skeleton rows, exports disabled. */
export const Loading: Story = {
  args: { billInfo: undefined, installments: [], isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Exportar para PDF' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Exportar para XLS' })).toBeDisabled();
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    // Placeholders, never a misleading zero total, while the bill loads.
    await expect(canvas.queryByText('R$ 0,00')).toBeNull();
  },
};

/** Exporting the PDF: the button is busy. */
export const ExportingPdf: Story = {
  args: { isExportingPdf: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Exportar para PDF' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** No installments; no unit ('N/A'); nothing owed. */
export const EmptyNoUnit: Story = {
  args: { installments: [], billInfo: { ...demoBillInfo, unit: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('N/A')).toBeVisible();
    await expect(canvas.getByText('Este contrato ainda não possui parcelas.')).toBeVisible();
    await expect(canvas.getByText('Mostrando 0 - 0 de 0 registros')).toBeVisible();
  },
};

/** Installments failed to load; the total box failed too. 'Tentar novamente' asks again. */
export const LoadError: Story = {
  args: {
    installments: [],
    errorMessage: 'Não foi possível carregar as parcelas deste contrato.',
    onRetry: fn(),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts.map((alert) => alert.textContent)).toEqual(
      expect.arrayContaining([
        'Não foram encontradas informações para o saldo total devedor',
        // The failure's alert holds its 'Tentar novamente' button too.
        expect.stringContaining('Não foi possível carregar as parcelas deste contrato.'),
      ]),
    );
  },
};

/**
 * What an ERP may send (spec section 3, installment status): a status the spec does not name reads with the domain's label rule,
 * and rows the api could not read are named in a notice while the others fill the table.
 */
export const UnknownStatusAndUnreadableRows: Story = {
  args: {
    installments: demoInstallments(6, { paid: 2 }).map((row, index) =>
      index === 2 ? { ...row, status: 'em_negociacao' } : row,
    ),
    unreadableInstallments: [7, null],
  },
  globals: desktop,
  play: async ({ canvas, canvasElement }) => {
    // The notice is its own small chunk (decision 038): it is found once drawn.
    await expect(
      await canvas.findByText(/^2 parcelas deste contrato não puderam ser exibidas/),
    ).toHaveTextContent(
      '2 parcelas deste contrato não puderam ser exibidas porque chegaram com dados inválidos (parcela 7).',
    );
    await expect(canvas.getByText('Em negociacao')).toBeVisible();
    await expect(installmentNumbers(canvasElement)).toEqual(['1', '2', '3', '4', '5', '6']);
  },
};

/** A statement in an index unit (IGPM): the table uses the first installment's monetary unit. */
export const IndexCurrency: Story = {
  args: { installments: demoInstallments(12, { paid: 6, unit: 'IGPM' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/^IGPM /).length).toBeGreaterThan(0);
  },
};

/** The demo contract with the proof of installment 33 sent on 27/11 (the server's `proof_sent_at`). */
const withProofSent: InstallmentRow[] = demoInstallments(36, { paid: 30 }).map((row) =>
  row.installment_number === 33 ? { ...row, proof_sent_at: '2026-11-27' } : row,
);

/** Row 31 of the demo contract: overdue. */
const overdueRow = demoInstallments(36, { paid: 30 })[30] as InstallmentRow;

/**
 * 'Total a pagar' (docs/product/decisions.md, "Total a pagar"): open installments + fine and interest =
 * 'Saldo devedor atual', the PDF's figure, then the PDF's summary (paid count and amount, overdue count).
 */
export const TotalCard: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    // The figures are computed in a chunk of their own (decision 017): the card is drawn loading first.
    await canvas.findByText(/^Válido para quitação em/);
    const total = canvas.getByRole('region', { name: 'Total a pagar' });
    const amountOf = (term: string) =>
      within(total).getByText(term).closest('div')?.querySelector('dd')?.textContent;
    await expect(amountOf('Parcelas em aberto (valor corrigido)')).toBe('R$ 10.237,50');
    await expect(amountOf('Multa e juros das parcelas vencidas')).toBe('R$ 103,28');
    await expect(amountOf('Saldo devedor atual')).toBe('R$ 10.340,78');
    await expect(amountOf('Parcelas pagas')).toBe('30 de 36');
    await expect(amountOf('Total pago')).toBe('R$ 48.712,50');
    await expect(amountOf('Parcelas vencidas')).toBe('2');
    // No more two lines with the same amount and no total ('Valor original' = 'Valor corrigido').
    await expect(within(total).queryByText('Valor original')).toBeNull();
  },
};

/** The total card on a 375 px phone. */
export const TotalCardMobile: Story = { globals: mobile };

/**
 * An overdue row can be paid from the portal (docs/product/decisions.md, "Paying from the statement"):
 * its 'Boleto' and its 'Enviar' are in the row, as on every open row.
 */
export const OverdueRowSlipAndProof: Story = {
  args: { onOpenSlip: fn(), onProofInstallmentChange: fn(), proofInstallment: null },
  globals: desktop,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Página 4' }));
    const row = canvas.getByRole('row', { name: /^31 / });
    await expect(within(row).getByText('Vencido')).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: 'Boleto da parcela 31' }));
    await expect(args.onOpenSlip).toHaveBeenCalledWith(
      expect.objectContaining({ installment_number: 31, status: 'due' }),
    );
    await userEvent.click(within(row).getByRole('button', { name: 'Enviar comprovante da parcela 31' }));
    await expect(args.onProofInstallmentChange).toHaveBeenCalledWith(
      expect.objectContaining({ installment_number: 31 }),
    );
    // Paid rows offer neither.
    await expect(
      within(canvas.getByRole('row', { name: /^30 / })).queryByRole('button', { name: /Boleto/ }),
    ).toBeNull();
  },
};

/**
 * The overdue row's slip, issued for today with its fine and interest: the sentence names the
 * installment's own month (July), 'Vencimento' the slip's date (today).
 */
export const OverdueSlipOpen: Story = {
  args: {
    onOpenSlip: fn(),
    onSlipDownload: fn(),
    onSlipClose: fn(),
    slipInstallment: overdueRow,
    slipState: {
      status: 'ready',
      installmentNumber: 31,
      periodDate: overdueRow.due_date,
      dueDate: '2026-11-27',
      amountCents: overdueRow.current_balance,
      digitableLine: '00190.00009 01234.567004 00000.001180 6 12850000150000',
    },
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Boleto da parcela 31' });
    await expect(
      within(dialog).getByText('Parcela vencida: o boleto vence hoje e já inclui multa e juros.'),
    ).toBeVisible();
    await expect(
      within(dialog).getByText('A 31ª parcela do período de julho já está disponível.'),
    ).toBeVisible();
    await expect(within(dialog).getByText('27/11/2026')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Copiar Linha digitável' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'DOWNLOAD DO BOLETO EM PDF' }));
    await expect(args.onSlipDownload).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onSlipClose).toHaveBeenCalled();
  },
};

/** A row whose proof was sent says so, instead of 'A pagar' and 'Enviar'. */
export const ProofSentRow: Story = {
  args: { installments: withProofSent, onOpenSlip: fn() },
  globals: desktop,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Última página' }));
    const row = canvas.getByRole('row', { name: /^33 / });
    await expect(within(row).getByText('Comprovante enviado em 27/11')).toBeVisible();
    await expect(within(row).queryByText('A pagar')).toBeNull();
    // Neither 'Boleto' nor 'Enviar' (its corrected value is a button of its own: decision 071).
    await expect(within(row).queryByRole('button', { name: /Boleto|Enviar/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Enviar comprovante da parcela 34' })).toBeVisible();
  },
};

/** The proof-sent row as a phone card, beside an overdue card with its 'Boleto' and 'Enviar'. */
export const ProofSentRowMobile: Story = {
  args: {
    installments: demoInstallments(8, { paid: 4 }).map((row) =>
      row.installment_number === 7 ? { ...row, proof_sent_at: '2026-11-27' } : row,
    ),
    onOpenSlip: fn(),
  },
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Comprovante enviado em 27/11')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Boleto da parcela 5' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Enviar comprovante da parcela 7' })).toBeNull();
  },
};

/**
 * The header's help costs one Tab stop, not one a column (decision 061): each sort button is described
 * by its column's text, and 'Entenda as colunas' shows them all.
 */
export const ColumnHelpOneTabStop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    const head = canvas.getAllByRole('rowgroup')[0] as HTMLElement;
    await expect(within(head).getAllByRole('button')).toHaveLength(10);
    await expect(within(head).queryByRole('button', { name: /^Sobre a coluna/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Vencimento' })).toHaveAccessibleDescription(
      'Data de vencimento da parcela.',
    );
    const help = canvas.getByText('Entenda as colunas');
    const details = help.closest('details') as HTMLElement;
    await expect(within(details).getByText('Quanto ainda falta pagar desta parcela.')).not.toBeVisible();
    await userEvent.click(help);
    await expect(within(details).getByText('Quanto ainda falta pagar desta parcela.')).toBeVisible();
  },
};
