import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { longNameEnterprise, sampleEnterprises } from '../../fixtures/enterprise-fixtures';
import { EnterpriseCard, EnterpriseCardSkeleton } from './EnterpriseCard';

const [withImage, , , withoutImage] = sampleEnterprises(4);

const meta = {
  title: 'Enterprises/EnterpriseCard',
  component: EnterpriseCard,
  args: { enterprise: withImage ?? longNameEnterprise, onSelect: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 300 }}>{Story()}</div>],
} satisfies Meta<typeof EnterpriseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With its default image; the whole card is one button that hands the enterprise back. */
export const WithImage: Story = {
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('button', { name: /Residencial Vista Mar/ });
    await userEvent.click(card);
    await expect(args.onSelect).toHaveBeenCalledWith(args.enterprise);
    card.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
  },
};

/** Among the page's first cards: the photo loads at once, not lazily (it is likely in view). */
export const FirstInView: Story = {
  args: { isFirstInView: true },
  play: async ({ canvasElement }) => {
    const photo = canvasElement.querySelector('img');
    await expect(photo?.getAttribute('loading')).toBe('eager');
  },
};

/** Further down the grid the photo waits until it nears the view. */
export const FurtherDown: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  },
};

/** No default image: a branded placeholder instead of a broken image. */
export const WithoutImage: Story = {
  args: { enterprise: withoutImage ?? longNameEnterprise },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('[title="Sem imagem do empreendimento"]')).not.toBeNull();
  },
};

/** The card is there (name, button) while its photo loads: the frame shimmers, no placeholder yet. */
export const ImageLoading: Story = {
  args: { enterprise: { ...(withoutImage ?? longNameEnterprise), isImageLoading: true } },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-loading]')).not.toBeNull();
    await expect(canvasElement.querySelector('[title="Sem imagem do empreendimento"]')).toBeNull();
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onSelect).toHaveBeenCalledOnce();
  },
};

/** A very long name wraps (three lines at most) and keeps the card's shape. */
export const LongName: Story = {
  args: { enterprise: longNameEnterprise },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('button');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};

/** Loading placeholder. */
export const Skeleton: Story = {
  render: () => <EnterpriseCardSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};
