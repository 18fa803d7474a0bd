import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageSection, pageSectionElements } from './PageSection';
import { PageSectionTitle } from './PageSectionTitle';

const meta = {
  title: 'Layout/PageSection',
  component: PageSection,
  // The content comes from `render`; `children` is only there to satisfy the props type.
  args: { children: null, as: 'section', 'aria-labelledby': 'page-section-title' },
  argTypes: { as: { control: 'inline-radio', options: pageSectionElements } },
  render: (args) => (
    <PageSection {...args}>
      <PageSectionTitle id="page-section-title">Última sincronização</PageSectionTitle>
      <p>Concluída em 24/11/2026 às 08:00.</p>
    </PageSection>
  ),
} satisfies Meta<typeof PageSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A region named by its h2, on a bordered, rounded card. */
export const Section: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Última sincronização' });
    await expect(within(region).getByRole('heading', { level: 2 })).toBeVisible();
    const style = getComputedStyle(region);
    await expect(style.borderTopStyle).toBe('solid');
    await expect(Number.parseFloat(style.borderTopLeftRadius)).toBeGreaterThan(0);
  },
};

/** Steps of a procedure: each section is an item of an ordered list. */
export const Steps: Story = {
  render: (args) => (
    <ol>
      <PageSection {...args} as="li" aria-labelledby="step-1">
        <PageSectionTitle id="step-1">1. Baixe o modelo</PageSectionTitle>
      </PageSection>
      <PageSection {...args} as="li" aria-labelledby="step-2">
        <PageSectionTitle id="step-2">2. Envie a planilha</PageSectionTitle>
      </PageSection>
    </ol>
  ),
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[1]).toHaveAccessibleName('2. Envie a planilha');
  },
};

/** On a phone the padding is the small one (space 4, 16 px); it grows from the medium breakpoint. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Última sincronização' });
    await expect(getComputedStyle(region).paddingTop).toBe('16px');
  },
};
