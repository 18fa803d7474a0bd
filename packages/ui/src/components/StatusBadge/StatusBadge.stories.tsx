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

/** The three statuses of the spec plus an unknown one: text always, colour as a second cue. */
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
    await expect(canvas.getByText('Vencido')).toHaveAttribute('data-tone', 'warning');
    await expect(canvas.getByText('A pagar')).toHaveAttribute('data-tone', 'danger');
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
