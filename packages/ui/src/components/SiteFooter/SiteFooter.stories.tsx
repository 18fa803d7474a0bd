import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SiteFooter } from './SiteFooter';

const meta = {
  title: 'Navigation/SiteFooter',
  component: SiteFooter,
  args: { year: 2026 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The copyright line with the year passed in and the brand's name; 'Powered by' the vendor. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Copyright 2026 Alicerce Incorporadora. Todos os direitos reservados'),
    ).toBeVisible();
    await expect(canvas.getByText('Powered by')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

/** Phone: stacked and centred. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Todos os direitos reservados/)).toBeVisible();
  },
};
