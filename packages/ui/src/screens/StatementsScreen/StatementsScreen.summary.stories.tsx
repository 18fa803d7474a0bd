import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatementsScreen } from './StatementsScreen';
import {
  demoStatements,
  demoYears,
  fullyPaidSummary,
  overdueSummary,
  upToDateSummary,
} from './statements-fixtures';
import type { ContractSummaryState } from './statements-types';

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };
const [first, second, third] = demoStatements.map((item) => item.bill_id) as [number, number, number];

/** Every card in the same summary state. */
const allCards = (state: ContractSummaryState) => ({ [first]: state, [second]: state, [third]: state });

/**
 * The money summary of each contract card (docs/product/rules.md, "Contract summary"): next
 * installment, overdue alert with what is due today, paid and remaining — in each of its states,
 * on a 375 px phone and a 1440 px desktop.
 */
const meta = {
  title: 'Screens/Finance/StatementsScreen/Card summary',
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
    incomeTaxYears: demoYears,
    onDownloadIncomeTax: fn(),
    onRetrySummary: fn(),
    summaryStates: { [first]: upToDateSummary, [second]: overdueSummary, [third]: fullyPaidSummary },
  },
} satisfies Meta<typeof StatementsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card of a contract, by its title. */
function card(canvasElement: HTMLElement, title: string) {
  return within(within(canvasElement).getByRole('article', { name: title }));
}

/** Up to date, overdue and fully paid side by side, desktop. */
export const StatesDesktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const upToDate = card(canvasElement, 'Alicerce Incorporadora - Apto 302 - Torre B');
    // The summary's code loads on its own (LazyContractSummary): wait for it.
    await expect(await upToDate.findByText('Próxima parcela')).toBeVisible();
    await expect(upToDate.getByText('R$ 4.752,69')).toBeVisible();
    await expect(upToDate.getByText('17ª parcela · vence em 10/12/2026')).toBeVisible();
    await expect(upToDate.getByText('A pagar')).toBeVisible();
    await expect(upToDate.getByText('16 de 180 parcelas pagas')).toBeVisible();
    await expect(upToDate.getByText('164 parcelas em aberto · válido para 27/11/2026')).toBeVisible();
    await expect(upToDate.queryByText(/vencidas?$/)).toBeNull();
    await expect(upToDate.getByText('Pagamentos em dia')).toBeVisible();
    await expect(upToDate.getByText('Nenhuma parcela vencida até hoje.')).toBeVisible();

    const overdue = card(canvasElement, 'Alicerce Incorporadora - Sala 1204');
    await expect(await overdue.findByText('2 parcelas vencidas')).toBeVisible();
    await expect(
      overdue.getByText('Para pagar hoje: R$ 9.423,17, já com R$ 281,60 de multa e juros.'),
    ).toBeVisible();
    // Its next installment is still payable in its month, but its date has gone by: past tense.
    await expect(overdue.getByText('39ª parcela · venceu em 10/11/2026')).toBeVisible();
    await expect(overdue.getByText('Saldo devedor atual')).toBeVisible();
    await expect(overdue.getByText('R$ 385.022,44')).toBeVisible();

    const paid = card(canvasElement, 'Alicerce Urbanismo');
    await expect(await paid.findByText('Contrato quitado')).toBeVisible();
    await expect(paid.getByText('60 de 60 parcelas pagas')).toBeVisible();
    await expect(paid.getByText('0 parcelas em aberto')).toBeVisible();
  },
};

/** The same three cards on a 375 px phone: the figures stack. */
export const StatesMobile: Story = { ...StatesDesktop, globals: mobile };

/** Up to date only, on a phone. */
export const UpToDateMobile: Story = {
  args: { statements: demoStatements.slice(0, 1) },
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('17ª parcela · vence em 10/12/2026')).toBeVisible();
  },
};

/** Overdue only, on a phone: the alert leads the card. */
export const OverdueMobile: Story = {
  args: { statements: demoStatements.slice(1, 2) },
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2 parcelas vencidas')).toBeVisible();
  },
};

/** Fully paid only, on a phone. */
export const FullyPaidMobile: Story = {
  args: { statements: demoStatements.slice(2) },
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Contrato quitado')).toBeVisible();
  },
};

/** While a card's installments load: a skeleton and a status for screen readers, never zeros. */
export const LoadingDesktop: Story = {
  args: { summaryStates: allCards({ status: 'loading' }) },
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByText('Carregando o resumo do contrato…')).toHaveLength(3);
    await expect(canvas.queryByText('R$ 0,00')).toBeNull();
    await expect(canvas.getAllByRole('button', { name: /^Boleto de / })).toHaveLength(3);
  },
};

/** Loading on a phone. */
export const LoadingMobile: Story = { ...LoadingDesktop, globals: mobile };

/** The installments could not be read: a clear error and a retry, the buttons still there. */
export const ErrorDesktop: Story = {
  args: {
    statements: demoStatements.slice(0, 1),
    summaryStates: {
      [first]: { status: 'error', message: 'Não foi possível carregar o resumo deste contrato.' },
    },
  },
  globals: desktop,
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar o resumo deste contrato.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetrySummary).toHaveBeenCalledWith(first);
    await expect(canvas.getByRole('link', { name: /^Extrato de / })).toBeVisible();
  },
};

/** The error on a phone. */
export const ErrorMobile: Story = { ...ErrorDesktop, globals: mobile };

/** The screen with every summary loading until 'Carregar os resumos' gives it the story's states. */
function LoadsOnPress(props: ComponentProps<typeof StatementsScreen>) {
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setLoaded(true)}>
        Carregar os resumos
      </button>
      <StatementsScreen
        {...props}
        summaryStates={loaded ? props.summaryStates : allCards({ status: 'loading' })}
      />
    </>
  );
}

/** Each card's height, in pixels. */
const cardHeights = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('article')
    .map((article) => Math.round(article.getBoundingClientRect().height));

/**
 * The skeleton keeps the loaded summary's space: no card grows or shrinks when its installments
 * arrive (overdue, up to date and fully paid alike), so nothing on the page moves.
 */
export const NoShiftWhenLoadedMobile: Story = {
  render: (args) => <LoadsOnPress {...args} />,
  globals: mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findAllByText('Carregando o resumo do contrato…')).toHaveLength(3);
    const loading = cardHeights(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Carregar os resumos' }));
    await expect(await canvas.findAllByText('Próxima parcela')).toHaveLength(3);
    await expect(cardHeights(canvasElement)).toEqual(loading);
  },
};

/** The same on a desktop, two cards a row. */
export const NoShiftWhenLoadedDesktop: Story = { ...NoShiftWhenLoadedMobile, globals: desktop };
