import { CORRECTION_INDEX_MESSAGES } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { StatementScreen } from './StatementScreen';
import { demoBillInfo, demoInstallments } from './statement-fixtures';
import { TotalToPayCard } from './TotalToPayCard';
import { TotalToPayPending } from './TotalToPayPending';

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

/**
 * 36 monthly installments from 10/01/2024, read on 15/09/2026: 30 paid, 31 and 32 overdue, 33 due
 * 10/09 (still payable in its month), 34 to 36 due after today — what the saldo devedor takes interest off.
 */
const today = '2026-09-15';

/**
 * The saldo devedor and the correction on the statement (product rule §8 "Pay ahead", decision 071):
 * 'Total a pagar' with and without the contract's interest, the index explained in 'Dados do contrato'
 * (one story per index), and a row's correction on hover and keyboard focus.
 */
const meta = {
  title: 'Screens/Finance/StatementScreen/Saldo devedor and correction',
  component: StatementScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    billInfo: { ...demoBillInfo, correction_index: 'INCC-M', interest_monthly_rate: 0.01 },
    installments: demoInstallments(36, { paid: 30 }),
    today,
    homeHref: '/empreendimentos',
    financeHref: '/financeiro',
    onNavigate: fn(),
    onExportXls: fn(),
    onExportPdf: fn(),
    onSendProof: fn(),
  },
  globals: desktop,
} satisfies Meta<typeof StatementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Total a pagar' with its figures: they are computed in a chunk of their own (decision 017). */
async function totalsDrawn(canvas: ReturnType<typeof within>) {
  await canvas.findByText(/^Válido para quitação em/);
}

/** The amount of a line of 'Total a pagar', by its term. */
function totalLine(canvas: ReturnType<typeof within>, term: string) {
  const total = canvas.getByRole('region', { name: 'Total a pagar' });
  return within(total).getByText(term).closest('div')?.querySelector('dd')?.textContent;
}

/**
 * At 1 % a.m. the three installments due later are at present value: R$ 92,70 of interest off, and the
 * lines still add up (R$ 10.237,50 + R$ 103,28 − R$ 92,70 = R$ 10.248,08), valid for today.
 */
export const TotalCardWithInterest: Story = {
  play: async ({ canvas }) => {
    await totalsDrawn(canvas);
    await expect(totalLine(canvas, 'Parcelas em aberto (valor corrigido)')).toBe('R$ 10.237,50');
    await expect(totalLine(canvas, 'Multa e juros das parcelas vencidas')).toBe('R$ 103,28');
    await expect(totalLine(canvas, 'Desconto dos juros das parcelas a vencer')).toBe('-R$ 92,70');
    await expect(totalLine(canvas, 'Saldo devedor atual')).toBe('R$ 10.248,08');
    await expect(canvas.getByText('Válido para quitação em 15/09/2026')).toBeVisible();
  },
};

/** The same card on a 375 px phone. */
export const TotalCardWithInterestMobile: Story = { ...TotalCardWithInterest, globals: mobile };

/** A contract without interest (0 % a.m.): nothing taken off, no discount line; still valid for today. */
export const TotalCardNoInterest: Story = {
  args: { billInfo: { ...demoBillInfo, correction_index: 'INCC-M', interest_monthly_rate: 0 } },
  play: async ({ canvas }) => {
    await totalsDrawn(canvas);
    await expect(canvas.queryByText('Desconto dos juros das parcelas a vencer')).toBeNull();
    await expect(totalLine(canvas, 'Saldo devedor atual')).toBe('R$ 10.340,78');
    await expect(canvas.getByText('Válido para quitação em 15/09/2026')).toBeVisible();
  },
};

/** A contract that does not allow paying ahead: its saldo devedor takes nothing off, whatever its rate. */
export const TotalCardPrepaymentNotAllowed: Story = {
  args: { billInfo: { ...demoBillInfo, interest_monthly_rate: 0.01, prepayment_allowed: false } },
  play: async ({ canvas }) => {
    await totalsDrawn(canvas);
    await expect(canvas.queryByText('Desconto dos juros das parcelas a vencer')).toBeNull();
    await expect(totalLine(canvas, 'Saldo devedor atual')).toBe('R$ 10.340,78');
  },
};

/** The bill info (the contract's terms) failed: the total says so rather than guess the rate. */
export const TotalCardTermsFailed: Story = {
  args: { billInfo: undefined, isBillInfoFailed: true },
  play: async ({ canvas }) => {
    const total = canvas.getByRole('region', { name: 'Total a pagar' });
    await expect(within(total).getByRole('alert')).toHaveTextContent(
      'Não foram encontradas informações para o saldo total devedor',
    );
  },
};

/** 'Correção monetária' in 'Dados do contrato': the index's name and its line. */
function correctionStory(index: string, label: string, explanation: string): Story {
  return {
    args: { billInfo: { ...demoBillInfo, correction_index: index, interest_monthly_rate: 0.01 } },
    play: async ({ canvas }) => {
      const info = canvas.getByRole('region', { name: 'Dados do contrato' });
      await expect(within(info).getByText('Correção monetária')).toBeVisible();
      await expect(within(info).getByText(label)).toBeVisible();
      await expect(within(info).getByText(explanation)).toBeVisible();
    },
  };
}

/** INCC-M, the usual index before the keys. */
export const CorrectionInccM = correctionStory('INCC-M', 'INCC-M', CORRECTION_INDEX_MESSAGES.inccM);
/** INCC-DI. */
export const CorrectionInccDi = correctionStory('INCC-DI', 'INCC-DI', CORRECTION_INDEX_MESSAGES.inccDi);
/** IGP-M, written as the ERP sends it ('IGPM'). */
export const CorrectionIgpM = correctionStory('IGPM', 'IGP-M', CORRECTION_INDEX_MESSAGES.igpM);
/** IPCA, the usual index after the keys. */
export const CorrectionIpca = correctionStory('IPCA', 'IPCA', CORRECTION_INDEX_MESSAGES.ipca);
/** A contract without correction (an empty index). */
export const CorrectionNone = correctionStory('', 'Sem correção', CORRECTION_INDEX_MESSAGES.none);
/** An index the portal does not know: named as stored, with a neutral line. */
export const CorrectionOtherIndex = correctionStory('TR', 'TR', CORRECTION_INDEX_MESSAGES.other('TR'));
/** The index explained on a 375 px phone. */
export const CorrectionMobile: Story = { ...CorrectionIpca, globals: mobile };

/**
 * A row's 'Valor Corrigido' says where it comes from on keyboard focus (and hover, and a tap): the
 * original, the correction by the contract's index, the corrected value (decision 071).
 */
export const CorrectionTooltipByKeyboard: Story = {
  play: async ({ canvas }) => {
    // Row 1: original R$ 1.500,00, corrected R$ 1.500,00 — nothing to explain, plain text.
    await expect(canvas.queryByRole('button', { name: 'R$ 1.500,00' })).toBeNull();
    // Row 2: original R$ 1.600,00, corrected R$ 1.605,00.
    const amount = canvas.getByRole('button', { name: 'R$ 1.605,00' });
    amount.focus();
    const text = 'Valor original R$ 1.600,00 + correção (INCC-M) +R$ 5,00 = R$ 1.605,00';
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(text));
    await expect(amount).toHaveAccessibleDescription(text);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

/** The tooltip open on a phone's card, as a tap opens it. */
export const CorrectionTooltipMobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'R$ 1.605,00' }));
    await waitFor(() => expect(screen.getByRole('tooltip')).toBeVisible());
  },
};

/** The statement loading (no bill info, no rows) until 'Carregar o extrato' gives it the story's. */
function LoadsOnPress(props: ComponentProps<typeof StatementScreen>) {
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setLoaded(true)}>
        Carregar o extrato
      </button>
      {loaded ? (
        <StatementScreen {...props} />
      ) : (
        <StatementScreen {...props} billInfo={undefined} installments={[]} isLoading />
      )}
    </>
  );
}

/** The height of 'Dados do contrato' and where 'Total a pagar' and the export buttons start, in pixels. */
function layout(canvas: ReturnType<typeof within>) {
  const box = (element: HTMLElement) => element.getBoundingClientRect();
  return {
    contractCardHeight: Math.round(box(canvas.getByRole('region', { name: 'Dados do contrato' })).height),
    totalCardTop: Math.round(box(canvas.getByRole('region', { name: 'Total a pagar' })).top),
    toolbarTop: Math.round(box(canvas.getByRole('button', { name: 'Exportar para XLS' })).top),
  };
}

/**
 * 'Dados do contrato' keeps one height from skeleton to loaded: 'Correção monetária' holds its place
 * from the first paint (its text arrives in a chunk of its own), so neither 'Total a pagar' under it on
 * a phone nor the export buttons move (layout shift, decision 071); nor does 'Total a pagar', drawn
 * loading while its figures' chunk is on its way.
 */
export const NoShiftWhenLoadedMobile: Story = {
  render: (args) => <LoadsOnPress {...args} />,
  // At 0 % a.m., as every contract until the data says otherwise (migration 0016): no discount line.
  args: { billInfo: { ...demoBillInfo, correction_index: 'INCC-M', interest_monthly_rate: 0 } },
  globals: mobile,
  play: async ({ canvas }) => {
    const info = canvas.getByRole('region', { name: 'Dados do contrato' });
    await expect(within(info).getByText('Correção monetária')).toBeVisible();
    const loading = layout(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Carregar o extrato' }));
    await expect(await within(info).findByText(CORRECTION_INDEX_MESSAGES.inccM)).toBeVisible();
    // 'Total a pagar' with its figures, from their own chunk: it kept its height too (decision 017).
    await totalsDrawn(canvas);
    await expect(layout(canvas)).toEqual(loading);
  },
};

/** The same on a desktop, the two cards side by side. */
export const NoShiftWhenLoadedDesktop: Story = { ...NoShiftWhenLoadedMobile, globals: desktop };

/** The longest texts (IGP-M's, INCC-DI's) fit the reserved height on a 360 px phone too. */
export const NoShiftWhenLoadedLongestText: Story = {
  ...NoShiftWhenLoadedMobile,
  args: { billInfo: { ...demoBillInfo, correction_index: 'IGP-M', interest_monthly_rate: 0 } },
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvas }) => {
    const info = canvas.getByRole('region', { name: 'Dados do contrato' });
    const loading = layout(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Carregar o extrato' }));
    await expect(await within(info).findByText(CORRECTION_INDEX_MESSAGES.igpM)).toBeVisible();
    await expect(layout(canvas).contractCardHeight).toBe(loading.contractCardHeight);
  },
};

/** 'Total a pagar' of the first script (its figures' chunk on its way), then the chunk's card loading. */
function TotalPendingThenCard({ errorMessage }: { errorMessage?: string }) {
  const [isCard, setCard] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setCard(true)}>
        Carregar o cartão
      </button>
      <div data-testid="total">
        {isCard ? (
          <TotalToPayCard errorMessage={errorMessage} />
        ) : (
          <TotalToPayPending errorMessage={errorMessage} />
        )}
      </div>
    </>
  );
}

/** The card's markup without its generated ids, and its height. */
function totalDrawn(canvas: ReturnType<typeof within>) {
  const total = canvas.getByTestId('total');
  return {
    markup: total.innerHTML.replace(/ (id|aria-labelledby)="[^"]*"/g, ''),
    height: total.getBoundingClientRect().height,
  };
}

/**
 * The placeholder of 'Total a pagar' is the card loading, element for element and pixel for pixel, so
 * nothing moves when its figures' chunk arrives (decisions 017 and 071); with the total's error too.
 */
export const TotalPendingIsTheCardLoading: Story = {
  render: () => <TotalPendingThenCard />,
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Total a pagar' })).toBeVisible();
    const pending = totalDrawn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Carregar o cartão' }));
    await expect(totalDrawn(canvas)).toEqual(pending);
  },
};

/** The same with the total's error ('Não foram encontradas informações para o saldo total devedor'). */
export const TotalPendingIsTheCardFailed: Story = {
  render: () => (
    <TotalPendingThenCard errorMessage="Não foram encontradas informações para o saldo total devedor" />
  ),
  globals: mobile,
  play: TotalPendingIsTheCardLoading.play,
};
