import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TopBar } from './TopBar';

const meta = {
  title: 'Navigation/TopBar',
  component: TopBar,
  args: { userName: 'Ana Souza', onLogout: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The user's name and 'Sair'. */
export const Customer: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Ana Souza')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sair' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** With the menu closed: 'Abrir menu' appears and calls back. */
export const WithMenuButton: Story = {
  args: { userName: 'Administrador', onOpenMenu: fn() },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Abrir menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(args.onOpenMenu).toHaveBeenCalledOnce();
  },
};

/** A very long company name on a phone is cut with an ellipsis; 'Sair' stays reachable. */
export const LongNameMobile: Story = {
  args: { userName: 'Construtora e Incorporadora Horizonte Azul Empreendimentos Imobiliários Ltda.' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Sair' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
