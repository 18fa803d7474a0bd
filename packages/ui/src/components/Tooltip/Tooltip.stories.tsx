import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { InfoTip, Tooltip, tooltipSides } from './Tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: { content: 'Data de vencimento da parcela.', side: 'top', children: <Button>Vencimento</Button> },
  argTypes: { side: { control: 'inline-radio', options: tooltipSides } },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard focus opens it at once and links the text as the trigger's description; Escape closes. */
export const OnFocus: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Vencimento' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Data de vencimento da parcela.');
    await expect(trigger).toHaveAccessibleDescription('Data de vencimento da parcela.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

/** Hover opens it after the delay. */
export const OnHover: Story = {
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Vencimento' }));
    await expect(await screen.findByRole('tooltip')).toBeInTheDocument();
  },
};

/** The "i" button of table headers: a click (a tap on phones) shows the explanation too. */
export const InfoButton: Story = {
  render: () => (
    <InfoTip label="Sobre a coluna Saldo Atual" content="Quanto ainda falta pagar desta parcela." />
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Sobre a coluna Saldo Atual' });
    await userEvent.click(trigger);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Quanto ainda falta pagar desta parcela.',
    );
    const { height, width } = trigger.getBoundingClientRect();
    await expect(Math.min(height, width)).toBeGreaterThanOrEqual(44);
  },
};
