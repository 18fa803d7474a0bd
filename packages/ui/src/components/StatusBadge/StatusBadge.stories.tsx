import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Layout/Inline';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  args: { status: 'payable' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The three statuses of the spec plus an unknown one: text always, colour as a second cue, by urgency
 * — 'Vencido' solid red, 'A pagar' amber, 'Pago' green (docs/product/rules.md, "Status colours").
 */
export const AllStatuses: Story = {
  render: () => (
    <Inline gap={3}>
      <StatusBadge status="due" />
      <StatusBadge status="payable" />
      <StatusBadge status="paid" />
      <StatusBadge status="in_negotiation" />
    </Inline>
  ),
  play: async ({ canvas }) => {
    const due = canvas.getByText('Vencido');
    const payable = canvas.getByText('A pagar');
    await expect(due).toHaveAttribute('data-tone', 'danger');
    await expect(payable).toHaveAttribute('data-tone', 'warning');
    // Vencido is the strongest: white text on the red of the theme, 'A pagar' text on a light fill.
    await expect(getComputedStyle(due).color).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(due).backgroundColor).toBe('rgb(180, 35, 24)');
    await expect(getComputedStyle(payable).color).toBe('rgb(138, 75, 8)');
    await expect(canvas.getByText('Pago')).toHaveAttribute('data-tone', 'success');
    await expect(canvas.getByText('In negotiation')).toHaveAttribute('data-tone', 'neutral');
  },
};

/** One badge, driven by the status control. */
export const Payable: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('A pagar')).toBeVisible();
  },
};
