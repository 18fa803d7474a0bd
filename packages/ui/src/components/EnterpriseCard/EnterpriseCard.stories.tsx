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

/**
 * The overall progress and the expected delivery under the name (product rule: delivery forecast);
 * the button's name stays short, the two facts are its description.
 */
export const ProgressAndDelivery: Story = {
  args: {
    enterprise: {
      ...(withImage ?? longNameEnterprise),
      name: 'Torre Solaris Business',
      progressPercent: 58,
      deliveryDate: '2027-12-28',
    },
  },
  play: async ({ canvas, canvasElement, args }) => {
    const card = canvas.getByRole('button', { name: 'Ver andamento da obra de Torre Solaris Business' });
    await expect(card).toHaveAccessibleDescription('58% concluído Previsão de entrega: Dezembro de 2027');
    await expect(canvas.getByText('58% concluído')).toBeVisible();
    await expect(canvas.getByText('Dezembro de 2027')).toBeVisible();
    const bar = canvasElement.querySelector<HTMLElement>('[data-card-progress]');
    await expect(bar?.style.width).toBe('58%');
    // A press on the facts under the name lands on the button (its cover spans the card).
    const box = canvas.getByText('Dezembro de 2027').getBoundingClientRect();
    await expect(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)).toBe(card);
    await userEvent.click(card);
    await expect(args.onSelect).toHaveBeenCalledWith(args.enterprise);
  },
};

/** Without a delivery date (not imported): the progress alone, no empty label. */
export const ProgressWithoutDelivery: Story = {
  args: { enterprise: { ...(withImage ?? longNameEnterprise), progressPercent: 12, deliveryDate: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12% concluído')).toBeVisible();
    await expect(canvas.queryByText(/Previsão de entrega/)).toBeNull();
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
