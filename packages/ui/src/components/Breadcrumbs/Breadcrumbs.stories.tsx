import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { messages } from '../../messages/pt-BR';
import { Breadcrumbs } from './Breadcrumbs';

const { home, financial, statement, status, support } = messages.breadcrumbs;

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [{ label: home, href: '/empreendimentos' }, { label: financial }],
    onNavigate: fn(),
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Início > Financeiro: a nav landmark, the current page marked, the ancestor a link. */
export const Financial: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: messages.breadcrumbs.label });
    await expect(nav).toBeVisible();
    await expect(canvas.getByText(financial)).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: home })).toHaveAttribute('href', '/empreendimentos');
  },
};

/** Início > Financeiro > Extrato: a click on an ancestor is handed to the router. */
export const Statement: Story = {
  args: {
    items: [
      { label: home, href: '/empreendimentos' },
      { label: financial, href: '/financeiro' },
      { label: statement },
    ],
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('link', { name: financial }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/financeiro');
    // Keyboard: Tab reaches the first link and Enter follows it.
    canvas.getByRole('link', { name: home }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/empreendimentos');
  },
};

/** Início > Status, and Início > Suporte. */
export const StatusAndSupport: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Breadcrumbs {...args} items={[{ label: home, href: '/empreendimentos' }, { label: status }]} />
      <Breadcrumbs
        {...args}
        label="Trilha de navegação do suporte"
        items={[{ label: home, href: '/empreendimentos' }, { label: support }]}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(status)).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText(support)).toHaveAttribute('aria-current', 'page');
  },
};

/** A long enterprise name wraps instead of overflowing on a phone. */
export const LongLabelMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    items: [
      { label: home, href: '/empreendimentos' },
      { label: 'Residencial Jardim das Palmeiras Imperiais — Torre Norte e Torre Sul', href: '/x' },
      { label: status },
    ],
  },
  play: async ({ canvasElement }) => {
    const nav = canvasElement.querySelector('nav');
    await expect(nav?.scrollWidth).toBeLessThanOrEqual((nav?.clientWidth ?? 0) + 1);
  },
};
