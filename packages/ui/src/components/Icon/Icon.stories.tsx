import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Layout/Inline';
import { Stack } from '../Layout/Stack';
import { Icon, iconSizes } from './Icon';
import { iconNames } from './icons';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  args: { name: 'download', size: 'md' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default: hidden from the accessibility tree. */
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

/** With a label the icon is an image with a name. */
export const Labelled: Story = {
  args: { name: 'info', label: 'Informação' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Informação' })).toBeVisible();
  },
};

/** The whole set, to review at a glance. */
export const Gallery: Story = {
  render: (args) => (
    <Inline as="ul" gap={6}>
      {iconNames.map((name) => (
        <Stack as="li" key={name} gap={2} align="center">
          <Icon name={name} size={args.size} />
          <code>{name}</code>
        </Stack>
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(iconNames.length);
  },
};
