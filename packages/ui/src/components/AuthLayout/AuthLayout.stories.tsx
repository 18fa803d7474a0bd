import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PublicShell } from '../AppShell/PublicShell';
import { Button } from '../Button/Button';
import { Stack } from '../Layout/Stack';
import { TextField } from '../TextField/TextField';
import { AuthLayout } from './AuthLayout';

const meta = {
  title: 'Components/AuthLayout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Acesse sua conta',
    intro: 'Entre com o e-mail e a senha cadastrados.',
    children: (
      <Stack gap={5}>
        <TextField label="E-mail" type="email" />
        <Button isFullWidth size="lg">
          Entrar
        </Button>
      </Stack>
    ),
  },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop 1440: image panel (58 %) with headline and subtitle beside the form panel. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeVisible();
    const headline = canvas.getByText('Acompanhe seu imóvel da fundação à entrega das chaves');
    await expect(headline).toBeVisible();
    await expect(canvas.getByText('Alicerce Incorporadora')).toBeVisible();
    await expect(canvas.getByText('Portal do cliente')).toBeVisible();
  },
};

/** Tablet 768: the image panel collapses to a band and the form becomes a centred card. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Acompanhe seu imóvel da fundação à entrega das chaves')).not.toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** Phone 375: a short image band and a full-width sheet. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const page = canvasElement.firstElementChild as HTMLElement;
    await expect(page.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByText('Acompanhe seu imóvel da fundação à entrega das chaves')).not.toBeVisible();
  },
};

/**
 * In the frame of the access pages (login, sign-up, password recovery, reset, activation): one `main`,
 * the shell's, holding the heading; the form panel is not a landmark of its own.
 */
export const InPublicShell: Story = {
  render: (args) => (
    <PublicShell year={2026}>
      <AuthLayout {...args} />
    </PublicShell>
  ),
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const mains = canvas.getAllByRole('main');
    await expect(mains).toHaveLength(1);
    await expect(mains[0]).toContainElement(
      canvas.getByRole('heading', { level: 1, name: 'Acesse sua conta' }),
    );
  },
};
