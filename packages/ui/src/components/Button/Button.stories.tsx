import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Inline } from '../Layout/Inline';
import { Stack } from '../Layout/Stack';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Entrar', onPress: fn(), variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pressing by mouse and by keyboard calls onPress; the target is at least 44 px. */
export const Primary: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Entrar' });
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(3);
    const { height, width } = button.getBoundingClientRect();
    await expect(height).toBeGreaterThanOrEqual(44);
    await expect(width).toBeGreaterThanOrEqual(44);
  },
};

/** Every variant and size side by side. */
export const AllVariants: Story = {
  render: (args) => (
    <Stack gap={4}>
      {buttonSizes.map((size) => (
        <Inline key={size} gap={3}>
          {buttonVariants.map((variant) => (
            <Button key={variant} {...args} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(buttonVariants.length * buttonSizes.length);
  },
};

/** While loading: a spinner, aria-busy, and presses are ignored. */
export const Loading: Story = {
  args: { children: 'Cadastrar', isLoading: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Cadastrar' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Disabled: not focusable, presses ignored. */
export const Disabled: Story = {
  args: { children: 'Redefinir senha', isDisabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Redefinir senha' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Full width, as on the mobile login form; with a leading icon. */
export const FullWidthWithIcon: Story = {
  args: { children: 'DOWNLOAD DO BOLETO EM PDF', isFullWidth: true, icon: 'download', size: 'lg' },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'DOWNLOAD DO BOLETO EM PDF' });
    const container = canvasElement.getBoundingClientRect().width;
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(container * 0.9);
  },
};

/** Danger, for destructive actions ('Remover imagem'). */
export const Danger: Story = {
  args: { children: 'Remover imagem', variant: 'danger', icon: 'trash' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remover imagem' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
