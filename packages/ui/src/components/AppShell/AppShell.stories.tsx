import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { sampleEnterprises } from '../../fixtures/enterprise-fixtures';
import { ClientsScreen } from '../../screens/ClientsScreen/ClientsScreen';
import { EnterprisesScreen } from '../../screens/EnterprisesScreen/EnterprisesScreen';
import { clientRows } from '../../screens/ReportScreen/report-fixtures';
import { StatementScreen } from '../../screens/StatementScreen/StatementScreen';
import { demoBillInfo, demoInstallments, demoTotal } from '../../screens/StatementScreen/statement-fixtures';
import { AppShell } from './AppShell';
import { PublicShell } from './PublicShell';

const meta = {
  title: 'Navigation/AppShell',
  component: AppShell,
  args: {
    user: { name: 'Ana Souza', type: 'user' },
    currentPath: '/empreendimentos',
    onNavigate: fn(),
    onLogout: fn(),
    year: 2026,
    // A real screen inside the shell, so the story shows the product as a customer sees it.
    children: <EnterprisesScreen enterprises={sampleEnterprises(8)} onSearch={fn()} onSelect={fn()} />,
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
    children: <ClientsScreen clients={clientRows(20)} />,
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

/** The statement page of a customer: ten columns, paid, overdue and payable rows ('Enviar') on page 1. */
const statementPage = (
  <StatementScreen
    billInfo={demoBillInfo}
    installments={demoInstallments(12, { paid: 4 })}
    total={demoTotal}
    homeHref="/empreendimentos"
    financeHref="/financeiro"
    onExportXls={fn()}
    onExportPdf={fn()}
    onSendProof={fn()}
  />
);

/**
 * Statement at 1440 px with the menu open: the ten columns fit beside the menu, so 'Recto Líquido' and
 * 'Comprovante' are in view without scrolling the table sideways (it needed 1384 px of 1102 before the
 * compact headers and cells).
 */
export const StatementDesktop: Story = {
  globals: desktop,
  args: { currentPath: '/financeiro', children: statementPage },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    const frame = canvas.getByRole('region', { name: 'Parcelas do contrato' });
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    const send = canvas.getByRole('button', { name: 'Enviar comprovante da parcela 8' });
    await expect(send.getBoundingClientRect().right).toBeLessThanOrEqual(frame.getBoundingClientRect().right);
  },
};

/**
 * A page longer than the window: the menu column's white background runs down beside the main column
 * to the bottom of the page (it stopped at one window height), and the menu stays in view when the
 * page is scrolled to the footer.
 */
export const LongPageMenuColumn: Story = {
  globals: desktop,
  args: { currentPath: '/financeiro', children: statementPage },
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
