import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Inline } from '../Layout/Inline';
import { IconButton, iconButtonVariants } from './IconButton';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { icon: 'copy', label: 'Copiar código', onPress: fn(), variant: 'ghost' },
  argTypes: { variant: { control: 'inline-radio', options: iconButtonVariants } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its label; 44 x 44 px; pressing calls onPress. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Copiar código' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
    const { width, height } = button.getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(44);
  },
};

/** The three variants. */
export const Variants: Story = {
  render: (args) => (
    <Inline gap={3}>
      {iconButtonVariants.map((variant) => (
        <IconButton key={variant} {...args} variant={variant} label={`Fechar (${variant})`} icon="close" />
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /^Fechar/ })).toHaveLength(iconButtonVariants.length);
  },
};

/** Disabled: presses are ignored. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Copiar código' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
