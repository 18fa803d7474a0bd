import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UploadProgressBar } from './UploadProgressBar';

const meta = {
  title: 'Components/UploadProgressBar',
  component: UploadProgressBar,
  args: { value: 42, label: 'Envio da planilha' },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100, step: 1 } } },
} satisfies Meta<typeof UploadProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under way: a named progress bar at 42 %. */
export const Sending: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Envio da planilha' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '42%');
    await expect(bar).toHaveAttribute('value', '42');
  },
};

/** Just started: an empty track. */
export const Starting: Story = {
  args: { value: 0, label: 'Enviando comprovante…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Enviando comprovante…' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  },
};

/** Out-of-range and fractional values are clamped and rounded: 140.6 shows as 100 %. */
export const Clamped: Story = {
  args: { value: 140.6 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

/** Not a number (a total the browser did not know): 0 %, never NaN. */
export const NotANumber: Story = {
  args: { value: Number.NaN },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  },
};

/** On a phone the bar takes the whole width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const bar = canvas.getByRole('progressbar');
    await expect(bar.getBoundingClientRect().width).toBeGreaterThan(
      canvasElement.getBoundingClientRect().width * 0.8,
    );
  },
};
