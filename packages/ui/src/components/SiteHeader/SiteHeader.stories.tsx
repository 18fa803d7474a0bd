import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoBrand } from '../../brand/demo-brand';
import { SiteHeader } from './SiteHeader';

const meta = {
  title: 'Navigation/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tagline and the three company links, each opening in a new tab, safely, and saying so. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Portal do cliente')).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Links da empresa' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      demoBrand.links.about,
      demoBrand.links.contact,
      demoBrand.contacts.sales.whatsappUrl,
    ]);
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleName(/\(abre em nova aba\)$/);
    }
  },
};

/** On a phone the links wrap under the brand. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Under a brand that names its portal (a brand file's `portalName`): that name instead of the tagline. */
export const WithPortalName: Story = {
  globals: { brand: 'second', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Minha Terra Nova')).toBeVisible();
    await expect(canvas.queryByText('Portal do cliente')).toBeNull();
  },
};
