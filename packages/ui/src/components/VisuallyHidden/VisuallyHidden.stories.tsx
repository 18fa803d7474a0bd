import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Texto só para leitores de tela' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text is in the accessibility tree but takes no visible space. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText('Texto só para leitores de tela');
    await expect(text).toBeInTheDocument();
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
