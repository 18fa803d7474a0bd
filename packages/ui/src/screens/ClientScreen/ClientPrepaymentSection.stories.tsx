import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Page } from '../../components/Page/Page';
import { simulationOf } from '../StatementScreen/prepayment/prepayment-fixtures';
import type { PrepaymentSimulationState } from '../StatementScreen/prepayment/prepayment-types';
import { demoInstallments } from '../StatementScreen/statement-fixtures';
import { ClientPrepaymentSection, type ClientPrepaymentSectionProps } from './ClientPrepaymentSection';
import { activeClient } from './client-fixtures';

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

const installments = demoInstallments(60, { paid: 20 });
const today = '2025-11-05';
const ready = (mode: 'slip' | 'request' = 'slip', monthlyRate = 0.01): PrepaymentSimulationState => ({
  status: 'ready',
  simulation: simulationOf(installments, { monthlyRate, paymentDate: today, mode }),
});

/** The section in a page, with the simulation already asked (the portal quotes it on 'Simular'). */
function InPage(props: ClientPrepaymentSectionProps) {
  return (
    <Page width="wide">
      <ClientPrepaymentSection {...props} />
    </Page>
  );
}

/** A section whose 'Simular' answers `answer` (for the story that presses it). */
function Simulating(props: ClientPrepaymentSectionProps & { answer: PrepaymentSimulationState }) {
  const { answer, ...rest } = props;
  const [state, setState] = useState<PrepaymentSimulationState | null>(null);
  return (
    <InPage
      {...rest}
      simulation={state}
      onSimulate={(billId, date) => {
        rest.onSimulate(billId, date);
        setState(answer);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Admin/ClientPrepaymentSection',
  component: ClientPrepaymentSection,
  parameters: { layout: 'fullscreen' },
  args: { contracts: activeClient.contracts, today, simulation: ready(), onSimulate: fn() },
  render: (args) => <InPage {...args} />,
} satisfies Meta<typeof ClientPrepaymentSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The customer's quote on a 1440 px desktop: every future installment, last first, all chosen at first
 * (the contract's settlement), the value on the day, the discount and the totals.
 */
export const Content: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Simulação de antecipação' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Parcelas futuras que podem ser antecipadas' });
    const boxes = within(table).getAllByRole('checkbox');
    await expect(boxes.length).toBe(38);
    for (const box of boxes) await expect(box).toBeChecked();
    await expect(canvas.getByText('38 parcelas escolhidas', { exact: true })).toBeVisible();
    await expect(canvas.getByText('O cliente recebe um boleto do portal para o total.')).toBeVisible();
  },
};

/** On a 375 px phone: the selects stacked, the table readable without sideways scrolling. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Contrato' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Data do pagamento' })).toBeVisible();
  },
};

/** Unchecking installments: the totals are those of the chosen ones. */
export const ChooseSome: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Parcelas futuras que podem ser antecipadas' });
    const boxes = within(table).getAllByRole('checkbox');
    for (const box of boxes.slice(3)) await userEvent.click(box);
    await expect(canvas.getByText('3 parcelas escolhidas', { exact: true })).toBeVisible();
  },
};

/** Before 'Simular': the contract and the date to choose, nothing quoted yet. */
export const NotAsked: Story = {
  args: { simulation: null },
  render: (args) => <Simulating {...args} answer={ready()} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Contrato' }), '4');
    await userEvent.click(canvas.getByRole('button', { name: 'Simular' }));
    await expect(args.onSimulate).toHaveBeenCalledWith(4, today);
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};

/** Quoting: a wait the screen reader hears. */
export const Loading: Story = {
  args: { simulation: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Calculando a antecipação…');
  },
};

/** The company's slips come from the ERP: the customer's press becomes a request to finance. */
export const RequestMode: Story = {
  args: { simulation: ready('request') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/o pedido do cliente vai para a equipe financeira/)).toBeVisible();
  },
};

/** A contract without rate: nothing is taken off, and the section says why. */
export const NoRate: Story = {
  args: { simulation: ready('slip', 0) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/o cliente paga o valor corrigido de cada parcela/)).toBeVisible();
    await expect(canvas.queryByRole('columnheader', { name: 'Desconto' })).toBeNull();
  },
};

/** A contract that does not allow paying ahead. */
export const NotAllowed: Story = {
  args: { simulation: { status: 'not-allowed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Este contrato não permite antecipar parcelas.')).toBeVisible();
  },
};

/** The quote failed: the server's text and 'Tentar novamente', which asks again. */
export const LoadError: Story = {
  args: {
    simulation: { status: 'error', message: 'Não foi possível calcular a antecipação. Tente novamente.' },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Não foi possível calcular a antecipação. Tente novamente.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onSimulate).toHaveBeenCalledWith(1, today);
  },
};

/** Nothing left to pay ahead on this contract. */
export const Empty: Story = {
  args: { simulation: { status: 'ready', simulation: { paymentDate: today, mode: 'slip', lines: [] } } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Este contrato não tem parcelas futuras em aberto para antecipar.'),
    ).toBeVisible();
  },
};

/** A customer without contracts. */
export const NoContracts: Story = {
  args: { contracts: [], simulation: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Este cliente não tem contratos.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Simular' })).toBeNull();
  },
};
