import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { messages } from '../../messages/pt-BR';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs';
import { Card } from '../Card/Card';
import { Page, pageWidths } from './Page';
import { PageHeader } from './PageHeader';
import { PageSectionTitle } from './PageSectionTitle';

const meta = {
  title: 'Layout/Page',
  component: Page,
  // The content comes from `render`; `children` is only there to satisfy the props type.
  args: { children: null, width: 'regular' },
  argTypes: { width: { control: 'inline-radio', options: pageWidths } },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <Page {...args}>
      <PageHeader
        breadcrumbs={
          <Breadcrumbs
            items={[{ label: messages.breadcrumbs.home, href: '/empreendimentos' }, { label: 'Suporte' }]}
            onNavigate={fn()}
          />
        }
        title="Suporte"
        subtitle="Abra um chamado ou fale com a nossa equipe."
      />
      <Card as="section" aria-labelledby="page-section">
        <PageSectionTitle id="page-section">Abrir chamado</PageSectionTitle>
      </Card>
    </Page>
  ),
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page column's largest width, read from the frame around the header. */
function frameMaxWidth(canvasElement: HTMLElement) {
  const frame = canvasElement.querySelector('h1')?.parentElement?.parentElement;
  return frame ? getComputedStyle(frame).maxWidth : undefined;
}

/** Cards and forms: breadcrumb, the page's one h1 and its subtitle, then a named section. */
export const Regular: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('navigation', { name: messages.breadcrumbs.label })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('region', { name: 'Abrir chamado' })).toBeVisible();
    await expect(frameMaxWidth(canvasElement)).toBe('1200px');
  },
};

/** The statement's long table: a 90rem column. */
export const Wide: Story = {
  args: { width: 'wide' },
  play: async ({ canvasElement }) => {
    await expect(frameMaxWidth(canvasElement)).toBe('1440px');
  },
};

/** The audit reports: a 96rem column, a 1440 px screen used fully before scrolling sideways. */
export const Full: Story = {
  args: { width: 'full' },
  play: async ({ canvasElement }) => {
    await expect(frameMaxWidth(canvasElement)).toBe('1536px');
  },
};

/** A title without breadcrumb or subtitle renders only the h1. */
export const TitleOnly: Story = {
  render: (args) => (
    <Page {...args}>
      <PageHeader title="Fale Conosco" />
    </Page>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Fale Conosco' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
