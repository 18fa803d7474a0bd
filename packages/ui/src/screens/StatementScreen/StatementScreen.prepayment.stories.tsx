import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PrepaymentDialog } from './prepayment/PrepaymentDialog';
import { simulationOf } from './prepayment/prepayment-fixtures';
import { StatementScreen, type StatementScreenProps } from './StatementScreen';
import { demoBillInfo, demoInstallments } from './statement-fixtures';
import type { InstallmentRow } from './statement-types';

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

const today = '2026-06-20';
/** 36 monthly installments from 10/01/2024: 28 paid, 29 and 30 overdue, 31 to 36 open. */
const rows = demoInstallments(36, { paid: 28 });
/** The same, with the last three held by an anticipation's slip (product rule §8 "Pay ahead"). */
const heldRows: InstallmentRow[] = rows.map((row) => {
  if (row.installment_number === 33) return { ...row, prepayment: 'request' };
  return row.installment_number >= 34 ? { ...row, prepayment: 'slip' } : row;
});

/** The statement with the dialog the portal draws over it once 'Antecipar parcelas' is pressed. */
function WithDialog(props: StatementScreenProps) {
  return (
    <>
      <StatementScreen {...props} />
      <PrepaymentDialog
        isOpen
        onClose={fn()}
        installments={props.installments}
        today={today}
        paymentDate={today}
        onPaymentDateChange={fn()}
        simulation={{
          status: 'ready',
          simulation: simulationOf(rows, { monthlyRate: 0.01, paymentDate: today }),
        }}
        onSubmit={fn()}
        monetaryUnit="REAL"
      />
    </>
  );
}

const meta = {
  title: 'Screens/Finance/StatementScreen/With prepayment',
  component: StatementScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    billInfo: demoBillInfo,
    installments: rows,
    homeHref: '/empreendimentos',
    financeHref: '/financeiro',
    onNavigate: fn(),
    onExportXls: fn(),
    onExportPdf: fn(),
    onSendProof: fn(),
    onOpenSlip: fn(),
    onPrepay: fn(),
  },
} satisfies Meta<typeof StatementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Antecipar parcelas' beside the exports; the portal draws the dialog (its own chunk) on the press. */
export const Button: Story = {
  globals: desktop,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Antecipar parcelas' }));
    await expect(args.onPrepay).toHaveBeenCalledOnce();
  },
};

/** The dialog open over the statement, on a phone. */
export const OpenMobile: Story = {
  globals: mobile,
  render: (args) => <WithDialog {...args} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Antecipar parcelas' });
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox')[0]).toBeVisible());
  },
};

/** The dialog open over the statement, on a desktop. */
export const OpenDesktop: Story = { ...OpenMobile, globals: desktop };

/**
 * The last three rows held by an anticipation's slip: 'Antecipação emitida', their 'Boleto' the
 * anticipation's; the one before held by a request: 'Solicitação enviada', no slip (finance sends it).
 */
export const HeldRows: Story = {
  globals: desktop,
  args: { installments: heldRows },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Página 5' }));
    await expect(canvas.getAllByText('Antecipação emitida')).toHaveLength(3);
    await expect(canvas.getByText('Solicitação enviada')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Boleto da parcela 33' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Boleto da parcela 36' }));
    await expect(args.onOpenSlip).toHaveBeenCalledWith(expect.objectContaining({ installment_number: 36 }));
  },
};

/** The held rows as cards on a phone. */
export const HeldRowsMobile: Story = { globals: mobile, args: { installments: heldRows } };
