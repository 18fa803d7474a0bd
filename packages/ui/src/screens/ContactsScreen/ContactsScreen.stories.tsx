import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoBrand } from '../../brand/demo-brand';
import { ContactsScreen } from './ContactsScreen';

const meta = {
  title: 'Screens/ContactsScreen',
  component: ContactsScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ContactsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Fale Conosco' with both teams; every channel is a link from the brand config. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Fale Conosco' })).toBeVisible();
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    await expect(within(first).getByRole('heading', { name: 'Especialistas' })).toBeVisible();
    await expect(within(second).getByRole('heading', { name: 'Relacionamento com o cliente' })).toBeVisible();
    await expect(within(first).getByRole('link', { name: demoBrand.contacts.sales.phone })).toHaveAttribute(
      'href',
      'tel:+551140001234',
    );
    const whatsapp = within(second).getByRole('link', { name: /Conversar no WhatsApp/ });
    await expect(whatsapp).toHaveAttribute('href', demoBrand.contacts.customerRelations.whatsappUrl);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(
      within(second).getByRole('link', { name: demoBrand.contacts.customerRelations.email }),
    ).toHaveAttribute('href', `mailto:${demoBrand.contacts.customerRelations.email}`);
  },
};

/** Phone: the cards stack and long e-mails wrap. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const [first, second] = canvas.getAllByRole('article');
    await expect(second?.getBoundingClientRect().top).toBeGreaterThan(
      first?.getBoundingClientRect().bottom ?? 0,
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
