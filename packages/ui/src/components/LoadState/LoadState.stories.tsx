import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable';
import { Page } from '../Page/Page';
import { LoadState } from './LoadState';

interface Member {
  id: number;
  name: string;
  email: string;
}

const members: readonly Member[] = [
  { id: 1, name: 'Marina Albuquerque', email: 'marina@alicerce.com.br' },
  { id: 2, name: 'Roberto Lima', email: 'roberto@alicerce.com.br' },
];

const columns: readonly DataTableColumn<Member>[] = [
  { id: 'name', header: 'Nome', cardRole: 'title', cell: (row) => row.name },
  { id: 'email', header: 'E-mail', cell: (row) => row.email },
];

function MembersTable({ rows, isLoading = false }: { rows: readonly Member[]; isLoading?: boolean }) {
  return (
    <DataTable
      caption="Equipe"
      columns={columns}
      rows={rows}
      getRowKey={(row) => String(row.id)}
      isLoading={isLoading}
      skeletonRows={2}
    />
  );
}

const meta = {
  title: 'Components/LoadState',
  component: LoadState<readonly Member[]>,
  args: {
    data: members,
    loadingLabel: 'Carregando a equipe…',
    onRetry: fn(),
    children: (rows: readonly Member[]) => <MembersTable rows={rows} />,
  },
  render: (args) => (
    <Page>
      <LoadState {...args} />
    </Page>
  ),
} satisfies Meta<typeof LoadState<readonly Member[]>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded: the content, drawn from the data. */
export const Content: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Equipe' });
    await expect(within(table).getByText('Roberto Lima')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Loading: a spinner on a card, its label read by screen readers; no content yet. */
export const Loading: Story = {
  args: { data: null, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando a equipe…');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** A retry under way: loading wins over the last failure, so the spinner shows again. */
export const LoadingAfterError: Story = {
  args: { data: null, isLoading: true, errorMessage: 'Não foi possível carregar a equipe.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando a equipe…');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Loading in place: the table's own skeleton rows instead of the spinner. */
export const LoadingSkeleton: Story = {
  args: { data: null, isLoading: true, loading: <MembersTable rows={[]} isLoading /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Equipe' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('Roberto Lima')).toBeNull();
  },
};

/** Failed: the message as an alert, the usual hint and 'Tentar novamente', which asks again. */
export const LoadError: Story = {
  args: { data: null, errorMessage: 'Não foi possível carregar a equipe.' },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar a equipe.');
    await expect(alert).toHaveTextContent('Verifique sua conexão e tente novamente.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Loaded with nothing and no message (no such record): the generic failure, no retry without a handler. */
export const NothingLoaded: Story = {
  args: { data: null, onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Não foi possível carregar os registros.');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** An error message wins over data still held from before. */
export const ErrorOverStaleData: Story = {
  args: { errorMessage: 'Não foi possível carregar a equipe.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Não foi possível carregar a equipe.');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
