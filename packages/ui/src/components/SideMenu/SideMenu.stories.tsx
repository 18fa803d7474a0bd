import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SideMenu } from './SideMenu';

const meta = {
  title: 'Navigation/SideMenu',
  component: SideMenu,
  args: { role: 'user', currentPath: '/empreendimentos', onNavigate: fn(), onClose: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

/**
 * Customer: Empreendimentos, Financeiro > Extratos, Documentos, Assistência técnica (product rule §9),
 * Suporte; the current page is marked.
 */
export const Customer: Story = {
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    await expect(linkNames(nav)).toEqual([
      'Empreendimentos',
      'Extratos',
      'Documentos',
      'Assistência técnica',
      'Suporte',
    ]);
    await expect(within(nav).getByText('Financeiro')).toBeVisible();
    await expect(within(nav).queryByText('Clientes')).toBeNull();
    await expect(within(nav).getByRole('link', { name: 'Empreendimentos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('link', { name: 'Extratos' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/financeiro');
  },
};

/**
 * Admin: Empreendimentos, Clientes, the assistance queue ('Solicitações de assistência', not the report's
 * 'Assistência técnica'), Relatórios with its eight reports, Integrações, Equipe, Suporte; no Financeiro.
 */
export const Admin: Story = {
  args: { role: 'admin', currentPath: '/generated-tickets' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    await expect(linkNames(nav)).toEqual([
      'Empreendimentos',
      'Clientes',
      'Solicitações de assistência',
      'Login por cliente',
      'Boletos gerados',
      'Extratos gerados',
      'Antecipações',
      'Antecipações solicitadas',
      'Assistência técnica',
      'Downloads de documentos',
      'Falhas no login',
      'Importar dados',
      'Sienge',
      'Equipe',
      'Suporte',
    ]);
    // No two links share a name: a screen reader's list of links tells each apart.
    const names = linkNames(nav);
    await expect(new Set(names).size).toBe(names.length);
    await expect(within(nav).queryByText('Financeiro')).toBeNull();
    await expect(within(nav).getByRole('list', { name: 'Relatórios' })).toBeVisible();
    await expect(within(nav).getByRole('list', { name: 'Integrações' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Boletos gerados' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** 'Fechar menu' calls back. */
export const CloseMenu: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar menu' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** The phone drawer: a modal dialog; Esc and a press on the backdrop beside it ask to close it. */
export const Drawer: Story = {
  args: { variant: 'drawer', isOpen: true, role: 'admin' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args }) => {
    const drawer = await screen.findByRole('dialog', { name: 'Menu principal' });
    await expect(within(drawer).getByRole('link', { name: 'Clientes' })).toBeVisible();
    // Full height, from the top edge to the bottom edge of the window.
    await expect(drawer.getBoundingClientRect().height).toBe(window.innerHeight);
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: drawer,
      coords: { clientX: window.innerWidth - 2, clientY: window.innerHeight / 2 },
    });
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};
