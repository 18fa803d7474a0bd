import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QrCode } from './QrCode';

const meta = {
  title: 'Components/QrCode',
  component: QrCode,
  args: {
    label: 'QR Code do PIX para pagamento',
    value:
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D',
  },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An inline SVG image with an accessible name; square and drawn from the text. */
export const Pix: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'QR Code do PIX para pagamento' });
    const { width, height } = image.getBoundingClientRect();
    await expect(width).toBeGreaterThan(100);
    await expect(Math.abs(width - height)).toBeLessThan(1);
    await expect(image.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(1000);
  },
};
