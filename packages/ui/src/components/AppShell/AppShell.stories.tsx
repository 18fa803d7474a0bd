import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Card } from '../Card/Card';
import { Page } from '../Page/Page';
import { PageHeader } from '../Page/PageHeader';
import { AppShell } from './AppShell';
import { PublicShell } from './PublicShell';

/**
 * Stand-in page content. A component's stories never import screens (screens are built from
 * components, not the other way round; biome.json): the screens' own stories show them in the shell.
 */
function SamplePage({ title, sections = 2 }: { title: string; sections?: number }) {
  return (
    <Page>
      <PageHeader title={title} subtitle="Conteúdo de exemplo da página." />
      {Array.from({ length: sections }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of placeholders that never reorders.
        <Card key={index} as="section" aria-labelledby={`sample-section-${index}`} padding="lg">
          <h2 id={`sample-section-${index}`}>{`Seção ${index + 1}`}</h2>
          <p>Texto de exemplo para ocupar o espaço de uma seção da página.</p>
        </Card>
      ))}
    </Page>
  );
}

const meta = {
  title: 'Navigation/AppShell',
  component: AppShell,
  args: {
    user: { name: 'Ana Souza', type: 'user' },
    currentPath: '/empreendimentos',
    onNavigate: fn(),
    onLogout: fn(),
    year: 2026,
    children: <SamplePage title="Empreendimentos" />,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop', isRotated: false } };
const mobile = { viewport: { value: 'mobile', isRotated: false } };

/** Customer on a desktop: menu column with Financeiro > Extratos; 'Fechar menu' hides it, 'Abrir menu' brings it back. */
export const CustomerDesktop: Story = {
  globals: desktop,
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    await expect(within(nav).getByRole('link', { name: 'Extratos' })).toBeVisible();
    await expect(within(nav).queryByRole('link', { name: 'Clientes' })).toBeNull();
    await expect(canvas.getByRole('main')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sair' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar menu' }));
    await expect(canvas.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
    const open = canvas.getByRole('button', { name: 'Abrir menu' });
    await expect(open).toHaveFocus();
    await userEvent.click(open);
    await expect(canvas.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  },
};

/** Admin on a desktop: Clientes and the four reports, no Financeiro. */
export const AdminDesktop: Story = {
  globals: desktop,
  args: {
    user: { name: 'Administrador', type: 'admin' },
    currentPath: '/clients',
    children: <SamplePage title="Clientes" />,
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    for (const name of [
      'Clientes',
      'Login por cliente',
      'Boletos gerados',
      'Extratos gerados',
      'Falhas no login',
    ]) {
      await expect(within(nav).getByRole('link', { name })).toBeVisible();
    }
    await expect(within(nav).queryByText('Financeiro')).toBeNull();
    await expect(within(nav).getByRole('link', { name: 'Clientes' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Customer on a phone: the menu is a drawer opened from the top bar; a link closes it. */
export const CustomerMobile: Story = {
  globals: mobile,
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu principal' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Suporte' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/suporte');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Admin on a phone: 'Fechar menu' closes the drawer and focus returns to 'Abrir menu'. */
export const AdminMobile: Story = {
  globals: mobile,
  args: { user: { name: 'Administrador', type: 'admin' }, currentPath: '/fail-login' },
  play: async ({ canvas }) => {
    const open = canvas.getByRole('button', { name: 'Abrir menu' });
    await userEvent.click(open);
    const drawer = await screen.findByRole('dialog', { name: 'Menu principal' });
    await expect(within(drawer).getByRole('link', { name: 'Falhas no login' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(drawer).getByRole('button', { name: 'Fechar menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
  },
};

/** Public routes (/, /sign-up…): header, content and footer only. */
export const PublicRoute: Story = {
  args: { showNavigation: false, user: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Sair' })).toBeNull();
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

/** The skip link is the first tab stop and moves focus to the main content. */
export const SkipLink: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Pular para o conteúdo' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#conteudo');
  },
};

/** The public frame alone (what the login page loads first): same landmarks, no menu code. */
export const PublicShellOnly: Story = {
  render: (args) => <PublicShell year={args.year}>{args.children}</PublicShell>,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'conteudo');
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

/**
 * A page longer than the window: the menu column's white background runs down beside the main column
 * to the bottom of the page (it stopped at one window height), and the menu stays in view when the
 * page is scrolled to the footer.
 */
export const LongPageMenuColumn: Story = {
  globals: desktop,
  args: { currentPath: '/financeiro', children: <SamplePage title="Extrato" sections={12} /> },
  play: async ({ canvas }) => {
    const column = canvas.getByRole('main').parentElement as HTMLElement;
    const menuColumn = column.previousElementSibling as HTMLElement;
    await expect(column.getBoundingClientRect().height).toBeGreaterThan(window.innerHeight);
    await expect(menuColumn).toContainElement(canvas.getByRole('navigation', { name: 'Menu principal' }));
    await expect(menuColumn.getBoundingClientRect().bottom).toBeGreaterThanOrEqual(
      column.getBoundingClientRect().bottom,
    );
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() =>
      expect(canvas.getByRole('contentinfo').getBoundingClientRect().bottom).toBeLessThanOrEqual(
        window.innerHeight,
      ),
    );
    const link = canvas.getByRole('link', { name: 'Extratos' }).getBoundingClientRect();
    await expect(link.top).toBeGreaterThanOrEqual(0);
    await expect(link.bottom).toBeLessThanOrEqual(window.innerHeight);
    window.scrollTo(0, 0);
  },
};
