import { messageForCode } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { demoInstallments } from '../statement-fixtures';
import { PrepaymentDialog, type PrepaymentDialogProps } from './PrepaymentDialog';
import { simulationOf } from './prepayment-fixtures';
import type { PrepaymentHold, PrepaymentSimulationState } from './prepayment-types';

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

/** 60 monthly installments from 10/01/2024: 20 paid, 21 and 22 overdue, 23 to 60 open. */
const installments = demoInstallments(60, { paid: 20 });
const today = '2025-11-05';
/** Installments 59 and 60, held by a slip issued before. */
const heldBySlip: ReadonlyMap<number, PrepaymentHold> = new Map([
  [50_059, 'slip'],
  [50_060, 'slip'],
]);

/** The dialog with its payment date in state, quoted by `quotePrepayment` as the server would. */
function Quoted(
  props: Omit<PrepaymentDialogProps, 'paymentDate' | 'onPaymentDateChange' | 'simulation'> & {
    monthlyRate?: number;
    mode?: 'slip' | 'request';
    held?: ReadonlyMap<number, PrepaymentHold>;
    simulation?: PrepaymentSimulationState;
  },
) {
  const { monthlyRate = 0.01, mode, held, simulation, ...rest } = props;
  const [paymentDate, setPaymentDate] = useState(props.today);
  const quoted: PrepaymentSimulationState = simulation ?? {
    status: 'ready',
    simulation: simulationOf(props.installments, { monthlyRate, paymentDate, mode, held }),
  };
  return (
    <PrepaymentDialog
      {...rest}
      paymentDate={paymentDate}
      onPaymentDateChange={setPaymentDate}
      simulation={quoted}
    />
  );
}

const meta = {
  title: 'Screens/Finance/StatementScreen/Prepayment',
  component: Quoted,
  parameters: { layout: 'fullscreen' },
  args: {
    isOpen: true,
    onClose: fn(),
    installments,
    today,
    onSubmit: fn(),
    onRetry: fn(),
    onSlipDownload: fn(),
    monetaryUnit: 'REAL',
  },
} satisfies Meta<typeof Quoted>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.getByRole('dialog', { name: 'Antecipar parcelas' });

/** The simulation at 1 % a.m.: the last installments first, the overdue ones named as left out. */
export const Simulation: Story = {
  globals: desktop,
  play: async ({ args }) => {
    const view = within(dialog());
    await expect(view.getByText(/As 2 parcelas vencidas deste contrato não entram/)).toBeVisible();
    const boxes = view.getAllByRole('checkbox');
    await expect(boxes).toHaveLength(38);
    await expect(boxes[0]).toHaveAccessibleName('Parcela 60 vence em 10/12/2028');
    await expect(view.getByRole('columnheader', { name: 'Valor em 05/11' })).toBeVisible();
    for (const box of boxes.slice(0, 3)) await userEvent.click(box);
    await expect(view.getByText('3 parcelas escolhidas')).toBeVisible();
    await waitFor(() =>
      expect(
        view.getByText(/^3 parcelas escolhidas\. Total a pagar: R\$ [\d.,]+, com desconto de R\$ [\d.,]+\.$/),
      ).toBeInTheDocument(),
    );
    await userEvent.click(view.getByRole('button', { name: 'Gerar boleto da antecipação' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ installmentIds: [50_060, 50_059, 50_058], paymentDate: today }),
    );
  },
};

/** On a 375 px phone: three columns, the checkbox and its label as one target, actions stacked. */
export const SimulationMobile: Story = { globals: mobile };

/** 'Quitar contrato' chooses every open future installment; a later date leaves out the one due by then. */
export const SettleAndLaterDate: Story = {
  globals: desktop,
  play: async () => {
    const view = within(dialog());
    await userEvent.click(view.getByRole('button', { name: 'Quitar contrato' }));
    await expect(view.getByText('38 parcelas escolhidas')).toBeVisible();
    await userEvent.selectOptions(view.getByRole('combobox', { name: 'Data do pagamento' }), '2025-11-10');
    await expect(view.getByText(/Uma parcela vence até a data escolhida/)).toBeVisible();
    await expect(view.getByText('37 parcelas escolhidas')).toBeVisible();
    await expect(
      view.getAllByRole('option').filter((option) => !(option as HTMLOptionElement).disabled),
    ).toHaveLength(6);
    await userEvent.click(view.getByRole('button', { name: 'Limpar seleção' }));
    await expect(view.getByText('Nenhuma parcela escolhida')).toBeVisible();
  },
};

/** Pressing the action with nothing chosen says what to do and sends nothing. */
export const ChooseFirst: Story = {
  globals: mobile,
  play: async ({ args }) => {
    const view = within(dialog());
    await userEvent.click(view.getByRole('button', { name: 'Gerar boleto da antecipação' }));
    await expect(view.getByRole('alert')).toHaveTextContent('Escolha ao menos uma parcela para antecipar.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A contract at 0 % a.m.: no discount column, and the dialog says why nothing is taken off. */
export const NoRate: Story = {
  globals: desktop,
  args: { monthlyRate: 0 },
  play: async () => {
    const view = within(dialog());
    await expect(view.getByText(/não tem taxa de juros \(0 % a\.m\.\)/)).toBeVisible();
    await expect(view.queryByRole('columnheader', { name: 'Desconto' })).toBeNull();
    await expect(view.getByRole('columnheader', { name: 'Valor corrigido' })).toBeVisible();
  },
};

/** The no-rate explanation on a phone. */
export const NoRateMobile: Story = { globals: mobile, args: { monthlyRate: 0 } };

/** Overdue installments are left out and named: paid by their own slip, with fine and interest. */
export const OverdueExcluded: Story = {
  globals: mobile,
  args: { installments: demoInstallments(40, { paid: 37 }), today: '2027-02-01' },
  play: async () => {
    const view = within(dialog());
    await expect(
      view.getByText(/As 2 parcelas vencidas deste contrato não entram na antecipação/),
    ).toBeVisible();
    await expect(view.getAllByRole('checkbox')).toHaveLength(1);
  },
};

/** The company's slips come from its ERP: the simulation is sent as a request. */
export const ErpRequestMode: Story = {
  globals: desktop,
  args: { mode: 'request' },
  play: async ({ args }) => {
    const view = within(dialog());
    await expect(view.getByText(/enviamos esta simulação como solicitação/)).toBeVisible();
    await userEvent.click(view.getAllByRole('checkbox')[0] as HTMLElement);
    await userEvent.click(view.getByRole('button', { name: 'Enviar solicitação de antecipação' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Installments held by an anticipation in progress say so and cannot be chosen; 'Quitar contrato' skips them. */
export const HeldInstallments: Story = {
  globals: desktop,
  args: { held: heldBySlip },
  play: async () => {
    const view = within(dialog());
    const boxes = view.getAllByRole('checkbox');
    await expect(boxes[0]).toBeDisabled();
    await expect(boxes[1]).toBeDisabled();
    await expect(view.getAllByText('Antecipação emitida')).toHaveLength(2);
    await userEvent.click(view.getByRole('button', { name: 'Quitar contrato' }));
    await expect(view.getByText('36 parcelas escolhidas')).toBeVisible();
  },
};

/** The simulation while the server quotes it. */
export const Loading: Story = { globals: desktop, args: { simulation: { status: 'loading' } } };

/** A new payment date being quoted: the previous figures stay, and the dialog says it is calculating. */
export const Updating: Story = {
  globals: mobile,
  args: {
    simulation: {
      status: 'ready',
      isUpdating: true,
      simulation: simulationOf(installments, { monthlyRate: 0.01, paymentDate: today }),
    },
  },
};

/** The simulation failed: the error and 'Tentar novamente'. */
export const LoadError: Story = {
  globals: desktop,
  args: { simulation: { status: 'error', message: messageForCode('PREPAYMENT-QUOTE-ERROR') } },
  play: async ({ args }) => {
    const view = within(dialog());
    await expect(view.getByRole('alert')).toHaveTextContent('Não foi possível calcular a antecipação.');
    await userEvent.click(view.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The contract does not allow paying ahead: the dialog says so and offers nothing else. */
export const NotAllowed: Story = {
  globals: mobile,
  args: { simulation: { status: 'not-allowed' } },
  play: async () => {
    const view = within(dialog());
    await expect(view.getByText(/Este contrato não permite antecipar parcelas/)).toBeVisible();
    await expect(view.queryByRole('checkbox')).toBeNull();
  },
};

/** Issuing on its way: the action is busy; the choice stays readable and 'Cancelar' closes. */
export const Sending: Story = { globals: desktop, args: { outcome: { status: 'sending' } } };

/** The server refused the choice (another anticipation took one of them): its message, the choice kept. */
export const ServerRefusal: Story = {
  globals: desktop,
  args: { outcome: { status: 'refused', message: messageForCode('PREPAYMENT-409') } },
  play: async () => {
    const view = within(dialog());
    await expect(view.getByRole('alert')).toHaveTextContent('já está em uma antecipação em andamento');
    await expect(view.getByRole('button', { name: 'Gerar boleto da antecipação' })).toBeEnabled();
  },
};

const receipt = { installmentNumbers: [58, 59, 60], totalCents: 483_517, paymentDate: today };
const digitableLine = '23793.38128 60000.000003 00000.000400 1 84340000483517';

/** The slip of the anticipation: what it pays, then the statement's slip panel (line, PIX, PDF). */
export const Issued: Story = {
  globals: desktop,
  args: {
    outcome: {
      status: 'issued',
      receipt,
      slip: {
        status: 'ready',
        installmentNumber: 60,
        periodDate: today,
        dueDate: today,
        amountCents: 483_517,
        digitableLine,
        pixCode:
          '00020101021226870014br.gov.bcb.pix2565qrcodes.example.com/v2/antecipacao52040000530398654074835.175802BR',
      },
    },
  },
  play: async ({ args }) => {
    const view = within(dialog());
    const lead = view.getByText(
      /O boleto de R\$ 4\.835,17 antecipa as parcelas 58 a 60 e vence em 05\/11\/2025/,
    );
    await waitFor(() => expect(lead).toHaveFocus());
    await expect(view.getByRole('heading', { level: 3, name: 'Boleto da antecipação' })).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'DOWNLOAD DO BOLETO EM PDF' }));
    await expect(args.onSlipDownload).toHaveBeenCalledOnce();
  },
};

/** The issued slip on a phone. */
export const IssuedMobile: Story = { ...Issued, globals: mobile, play: undefined };

/** A held row's 'Boleto': the slip of the anticipation holding it, while it is looked up. */
export const HeldSlipLookingUp: Story = {
  globals: mobile,
  args: { outcome: { status: 'issued', receipt: null, slip: { status: 'loading' } } },
  play: async () => {
    await expect(within(dialog()).getByText('Tempo médio estimado de espera: 8 segundos')).toBeVisible();
  },
};

/** A held row's 'Boleto' when the anticipation no longer holds it (paid or expired meanwhile). */
export const HeldSlipGone: Story = {
  globals: desktop,
  args: {
    outcome: {
      status: 'issued',
      receipt: null,
      slip: { status: 'error', message: messageForCode('PAYMENT-SLIP-PDF-404') },
    },
  },
  play: async () => {
    await expect(within(dialog()).getByRole('alert')).toHaveTextContent('Boleto indisponível');
  },
};

/** ERP mode: the request was sent. */
export const RequestSent: Story = {
  globals: mobile,
  args: { mode: 'request', outcome: { status: 'requested', receipt } },
  play: async () => {
    const view = within(dialog());
    await expect(view.getByText('Solicitação enviada')).toBeVisible();
    await waitFor(() =>
      expect(view.getByText(/Recebemos a solicitação de antecipação das parcelas 58 a 60,/)).toHaveFocus(),
    );
  },
};

/** No open installment after the payment date: the dialog says so. */
export const NoneEligible: Story = {
  globals: desktop,
  args: { installments: demoInstallments(12, { paid: 12 }) },
  play: async () => {
    await expect(
      within(dialog()).getByText('Este contrato não tem parcelas futuras em aberto para antecipar.'),
    ).toBeVisible();
  },
};
