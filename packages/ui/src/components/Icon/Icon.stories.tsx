import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 24, listStyle: 'none', padding: 0 }}>
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 8, width: 96 }}>
          <Icon name={name} size={args.size} />
          <code style={{ fontSize: 12 }}>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(iconNames.length);
  },
};
