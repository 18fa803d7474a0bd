import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { Inline } from '../Layout/Inline';
import { Stack } from '../Layout/Stack';
import { Card, cardElevations, cardPaddings } from './Card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  // The content comes from `render`; `children` is only there to satisfy the props type.
  args: { children: null, padding: 'md', elevation: 'flat', as: 'section', 'aria-labelledby': 'card-title' },
  argTypes: {
    padding: { control: 'inline-radio', options: cardPaddings },
    elevation: { control: 'inline-radio', options: cardElevations },
  },
  render: (args) => (
    <Card {...args}>
      <Stack gap={4}>
        <h2 id="card-title">Alicerce Incorporadora - Apto 101</h2>
        <Inline gap={2}>
          <Button variant="secondary">Extrato</Button>
          <Button variant="secondary">Boleto</Button>
          <Button variant="secondary">Rendimento</Button>
        </Inline>
      </Stack>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A statement card: a named region with its actions. */
export const Flat: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Alicerce Incorporadora - Apto 101' });
    await expect(region).toBeVisible();
    await expect(canvas.getAllByRole('button')).toHaveLength(3);
  },
};

/** Raised: a shadow instead of a border, for cards on the muted page background. */
export const Raised: Story = {
  args: { elevation: 'raised', padding: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
  },
};
