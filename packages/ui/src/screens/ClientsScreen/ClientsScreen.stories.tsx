import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { messages } from '../../messages/pt-BR';
import { clientRows } from '../ReportScreen/report-fixtures';
import { ClientsScreen } from './ClientsScreen';

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

const firstCellTexts = (canvas: ReturnType<typeof within>) =>
  canvas
    .getAllByRole('row')
    .slice(1)
    .map((row: HTMLElement) => within(row).getAllByRole('cell')[0]?.textContent ?? '');

const meta = {
  title: 'Screens/Admin/ClientsScreen',
  component: ClientsScreen,
  parameters: { layout: 'fullscreen' },
  args: { clients: clientRows(20), onRetry: fn() },
} satisfies Meta<typeof ClientsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 20 clients on a 1440 px desktop: 8 per page. */
export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'E-mail' })).toBeVisible();
    await expect(canvas.getByText('Mostrando 1 - 8 de 20 registros')).toBeVisible();
  },
};

/** The same list on a 375 px phone: one card per client. */
export const Mobile: Story = { globals: mobile };

/** Nome toggles ascending, then descending; aria-sort follows. */
export const SortByName: Story = {
  play: async ({ canvas }) => {
    const header = () => canvas.getByRole('columnheader', { name: /Nome/ });
    await userEvent.click(within(header()).getByRole('button'));
    await expect(header()).toHaveAttribute('aria-sort', 'ascending');
    const ascending = firstCellTexts(canvas);
    await expect([...ascending].sort((a, b) => a.localeCompare(b, 'pt-BR'))).toEqual(ascending);
    await userEvent.click(within(header()).getByRole('button'));
    await expect(header()).toHaveAttribute('aria-sort', 'descending');
    const descending = firstCellTexts(canvas);
    await expect([...descending].sort((a, b) => b.localeCompare(a, 'pt-BR'))).toEqual(descending);
  },
};

/** Every word must appear, in any order and without accents ('souza ana' finds 'Ana Souza'). */
export const FilterByName: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome do cliente' }), 'souza ana{Enter}');
    const names = firstCellTexts(canvas);
    await expect(names.length).toBeGreaterThan(0);
    for (const name of names) await expect(name).toMatch(/Ana .*Souza/);
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(canvas.getByText('Mostrando 1 - 8 de 20 registros')).toBeVisible();
  },
};

/** A name nobody has: 'Nenhum registro encontrado.'. */
export const NoMatch: Story = {
  args: { initialQuery: 'Zuleica' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhum registro encontrado.')).toBeVisible();
  },
};

/** 200 clients: page buttons and the range text move together. */
export const LongData: Story = {
  args: { clients: clientRows(200) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Página 3' }));
    await expect(canvas.getByText('Mostrando 17 - 24 de 200 registros')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Loading: skeleton rows. */
export const Loading: Story = {
  args: { clients: [], isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(messages.dataTable.loadingRows);
  },
};

/** No clients at all. */
export const Empty: Story = {
  args: { clients: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhum registro encontrado.')).toBeVisible();
  },
};

/** Loading failed: message and 'Tentar novamente'. */
export const LoadError: Story = {
  args: { clients: [], errorMessage: messages.reportScreen.error },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Each name opens the client page (`/clients/{id}`); a plain click goes through the router. */
export const NameOpensClientPage: Story = {
  globals: desktop,
  args: {
    clients: clientRows(3).map((row, index) => ({ ...row, id: index + 1 })),
    clientHref: (row) => (row.id ? `/clients/${row.id}` : undefined),
    onNavigate: fn(),
  },
  play: async ({ args, canvas }) => {
    const first = args.clients[0];
    if (!first) throw new Error('no client');
    const link = canvas.getByRole('link', { name: first.name });
    await expect(link).toHaveAttribute('href', '/clients/1');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/clients/1');
  },
};
