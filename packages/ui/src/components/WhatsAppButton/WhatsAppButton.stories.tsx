import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { demoBrand } from '../../brand/demo-brand';
import { WhatsAppButton, whatsAppChannels } from './WhatsAppButton';

const meta = {
  title: 'Navigation/WhatsAppButton',
  component: WhatsAppButton,
  args: { channel: 'customerRelations' },
  argTypes: { channel: { control: 'inline-radio', options: whatsAppChannels } },
  // Padded: the button rests at the end of its column, inside the page's padding, as on a screen.
  parameters: { layout: 'padded' },
} satisfies Meta<typeof WhatsAppButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Floating, 44 px or more, opens the customer-relations chat in a new tab. */
export const CustomerRelations: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Falar pelo WhatsApp (abre em nova aba)' });
    await expect(link).toHaveAttribute('href', demoBrand.contacts.customerRelations.whatsappUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
  },
};

/** The sales chat. */
export const Sales: Story = {
  args: { channel: 'sales' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('href', demoBrand.contacts.sales.whatsappUrl);
  },
};
