import { messageForCode } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StatementsScreen } from './StatementsScreen';
import { demoStatements, demoYears, readySlip } from './statements-fixtures';

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };
const firstBill = demoStatements[0]?.bill_id ?? 0;

const meta = {
  title: 'Screens/Finance/StatementsScreen',
  component: StatementsScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    statements: demoStatements,
    homeHref: '/empreendimentos',
    financeHref: '/financeiro',
    statementHref: (billId: number) => `/financeiro/extrato?bill=${billId}`,
    onNavigate: fn(),
    onOpenSlip: fn(),
    onDownloadSlip: fn(),
    onCopyCode: fn(),
    onCopyError: fn(),
    incomeTaxYears: demoYears,
    onDownloadIncomeTax: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof StatementsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Customer with three contracts, desktop: title, breadcrumb and one card per contract. */
export const CustomerDesktop: Story = {
  globals: desktop,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Extratos' })).toBeVisible();
    const trail = canvas.getByRole('navigation', { name: 'Trilha de navegação' });
    await expect(within(trail).getByRole('link', { name: 'Início' })).toHaveAttribute(
      'href',
      '/empreendimentos',
    );
    await expect(within(trail).getByText('Financeiro')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(
      canvas.getByRole('heading', { name: 'Alicerce Incorporadora - Apto 302 - Torre B' }),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole('link', { name: 'Extrato de Alicerce Incorporadora - Apto 302 - Torre B' }),
    );
    await expect(args.onNavigate).toHaveBeenCalledWith('/financeiro/extrato?bill=1042');
  },
};

/** The same list on a 375 px phone. */
export const CustomerMobile: Story = { globals: mobile };

/** Loading: skeleton cards and a status for screen readers. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando…');
  },
};

/** No statements (404): the spec sentence. */
export const Empty: Story = {
  args: { statements: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Não existem extratos disponíveis para visualização.')).toBeVisible();
  },
};

/** Load failure with a retry button. */
export const LoadError: Story = {
  args: { errorMessage: messageForCode('NETWORK-ERROR') },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(messageForCode('NETWORK-ERROR'));
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Boleto opens in place (the slip is looked up), then the close icon brings the buttons back. */
export const BoletoOpensAndCloses: Story = {
  args: { slipStates: { [firstBill]: readySlip } },
  globals: desktop,
  play: async ({ args, canvas }) => {
    const opener = canvas.getByRole('button', {
      name: 'Boleto de Alicerce Incorporadora - Apto 302 - Torre B',
    });
    await userEvent.click(opener);
    await expect(args.onOpenSlip).toHaveBeenCalledWith(firstBill);
    const panel = canvas.getByRole('region', { name: 'Boleto' });
    // The feminine ordinal 'ª' (docs/product/texts.md, "Ordinals"), and what the slip charges and when.
    // The slip's code loads with the panel (LazySlipPanel): wait for it.
    await expect(
      await within(panel).findByText('A 12ª parcela do período de novembro já está disponível.'),
    ).toBeVisible();
    await expect(within(panel).getByText('R$ 1.500,00')).toBeVisible();
    await expect(within(panel).getByText('10/11/2026')).toBeVisible();
    const close = within(panel).getByRole('button', { name: 'Fechar e voltar às opções' });
    await expect(close).toHaveFocus();
    await userEvent.click(close);
    await expect(canvas.queryByRole('region', { name: 'Boleto' })).toBeNull();
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: 'Boleto de Alicerce Incorporadora - Apto 302 - Torre B' }),
      ).toHaveFocus(),
    );
  },
};

/** Waiting for the slip: spinner and 'Tempo médio estimado de espera: 8 segundos'. */
export const BoletoLoading: Story = {
  args: { initialViews: { [firstBill]: 'slip' }, slipStates: { [firstBill]: { status: 'loading' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tempo médio estimado de espera: 8 segundos')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Procurando o boleto mais recente…');
  },
};

/** Slip ready, desktop: digitable line, PDF download and the PIX code with its QR beside it; copy calls back. */
export const BoletoReadyDesktop: Story = {
  args: { initialViews: { [firstBill]: 'slip' }, slipStates: { [firstBill]: readySlip } },
  globals: desktop,
  play: async ({ args, canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Boleto' });
    const qr = await within(panel).findByRole('img', { name: 'QR Code do PIX para pagamento' });
    await expect(qr).toBeVisible();
    // The encoder loads with the first code shown: the square placeholder gives way to the drawn code.
    await waitFor(() =>
      expect(within(panel).getByRole('img', { name: 'QR Code do PIX para pagamento' }).tagName).toBe('svg'),
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'DOWNLOAD DO BOLETO EM PDF' }));
    await expect(args.onDownloadSlip).toHaveBeenCalledWith(firstBill);
    // The test browser may refuse the clipboard; either callback proves the copy button is wired.
    await userEvent.click(within(panel).getByRole('button', { name: 'Copiar Linha digitável' }));
    await waitFor(() => {
      const calls = (args.onCopyCode as ReturnType<typeof fn>).mock.calls.length;
      const refusals = (args.onCopyError as ReturnType<typeof fn>).mock.calls.length;
      return expect(calls + refusals).toBe(1);
    });
  },
};

/** Slip ready on a phone: PIX box under the slip. */
export const BoletoReadyMobile: Story = { ...BoletoReadyDesktop, globals: mobile };

/**
 * The ERP sent a slip code that is not a 47-digit line: the error shows in this slip only,
 * the PDF stays downloadable and the other cards keep their options.
 */
export const BoletoCodeUnusable: Story = {
  args: {
    initialViews: { [firstBill]: 'slip' },
    slipStates: {
      [firstBill]: {
        status: 'ready',
        installmentNumber: 12,
        periodDate: '2026-11-10',
        dueDate: '2026-11-10',
        amountCents: 150_000,
        digitableLine: '8'.repeat(48),
      },
    },
  },
  globals: desktop,
  play: async ({ args, canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Boleto' });
    await expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Não foi possível exibir a linha digitável deste boleto. Use o PDF para pagar. A linha digitável deve ter 47 dígitos; foram informados 48.',
    );
    await expect(within(panel).queryByRole('button', { name: 'Copiar Linha digitável' })).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'DOWNLOAD DO BOLETO EM PDF' }));
    await expect(args.onDownloadSlip).toHaveBeenCalledWith(firstBill);
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: /^Boleto de / }).length).toBeGreaterThan(0);
  },
};

/** The newest slip was paid: informative message. */
export const BoletoPaid: Story = {
  args: {
    initialViews: { [firstBill]: 'slip' },
    slipStates: { [firstBill]: { status: 'paid', message: messageForCode('LATEST-SLIP-PAID') } },
  },
  play: async ({ canvas }) => {
    await canvas.findByText('O boleto mais recente deste empreendimento foi quitado.');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'O boleto mais recente deste empreendimento foi quitado.',
    );
  },
};

/** HTTP 504: 'Erro ao procurar boleto mais recente.' as an error. */
export const BoletoLookupError: Story = {
  args: {
    initialViews: { [firstBill]: 'slip' },
    slipStates: { [firstBill]: { status: 'error', message: messageForCode('LATEST-SLIP-504') } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Erro ao procurar boleto mais recente.');
  },
};

/** 'Boleto indisponível' shown as an error (product rule §4 fixes the observed success styling). */
export const BoletoUnavailable: Story = {
  args: {
    initialViews: { [firstBill]: 'slip' },
    slipStates: { [firstBill]: { status: 'error', message: messageForCode('PAYMENT-SLIP-PDF-404') } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Boleto indisponível');
  },
};

/**
 * Rendimento: choose a year and download; the last complete year is preselected and the current one
 * is not offered (docs/product/rules.md, "Income-tax years").
 */
export const IncomeTax: Story = {
  globals: desktop,
  play: async ({ args, canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Informe de rendimento de Alicerce Incorporadora - Apto 302 - Torre B',
      }),
    );
    const year = canvas.getByRole('combobox', { name: 'Selecione o ano para download do documento:' });
    await expect(year).toHaveDisplayValue('2025');
    await expect(within(year).queryByRole('option', { name: '2026' })).toBeNull();
    await userEvent.selectOptions(year, '2024');
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(args.onDownloadIncomeTax).toHaveBeenCalledWith(firstBill, 2024);
  },
};

/** A contract that started this year has no complete year: the panel says when its first report comes. */
export const IncomeTaxNoCompleteYear: Story = {
  args: { initialViews: { [firstBill]: 'incomeTax' }, incomeTaxYearsByBill: { [firstBill]: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'O primeiro informe de rendimentos deste contrato estará disponível em janeiro do próximo ano.',
    );
    await expect(canvas.queryByRole('button', { name: 'Download' })).toBeNull();
  },
};

/** Rendimento while downloading, on a phone. */
export const IncomeTaxDownloadingMobile: Story = {
  args: {
    initialViews: { [firstBill]: 'incomeTax' },
    incomeTaxStates: { [firstBill]: { isDownloading: true } },
  },
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Download' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Rendimento after a failed download: the catalogue text as an error. */
export const IncomeTaxError: Story = {
  args: {
    initialViews: { [firstBill]: 'incomeTax' },
    incomeTaxStates: { [firstBill]: { message: messageForCode('GET-INCOME-TAX-404'), tone: 'error' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Erro ao gerar o link do PDF ou PDF indisponivel',
    );
  },
};
