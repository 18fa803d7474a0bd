import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
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

/** Hover opens it after the delay, beside the trigger; the pointer may move onto the bubble. */
export const OnHover: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Vencimento' });
    await userEvent.hover(trigger);
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip.matches(':popover-open')).toBe(true);
    // Above the trigger, or below it when the window has no room above (never over it).
    const bubble = tooltip.getBoundingClientRect();
    const anchor = trigger.getBoundingClientRect();
    await expect(bubble.bottom <= anchor.top || bubble.top >= anchor.bottom).toBe(true);
    await userEvent.unhover(trigger);
    await userEvent.hover(tooltip);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(tooltip).toBeVisible();
    // Escape closes it while the pointer still rests on it (WCAG 1.4.13).
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

/** Inside a dialog, Escape closes the tooltip first; the dialog stays open until the next Escape. */
export const InsideADialog: Story = {
  render: (args) => (
    <Dialog isOpen onOpenChange={() => undefined} title="Parcela 3">
      <Tooltip {...args} />
    </Dialog>
  ),
  args: { onOpenChange: fn() },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Parcela 3' });
    const trigger = within(dialog).getByRole('button', { name: 'Vencimento' });
    trigger.blur();
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip.closest('dialog')).toBe(dialog);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await expect(dialog).toBeVisible();
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
