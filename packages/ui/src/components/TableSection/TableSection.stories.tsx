import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { DataTableColumn } from '../DataTable/DataTable';
import { Page } from '../Page/Page';
import { TableSection } from './TableSection';

interface Contract {
  id: number;
  document: string;
  enterprise: string;
  date: string;
}

const contracts: readonly Contract[] = [
  { id: 1, document: '311/A', enterprise: 'Residencial Jardim das Flores', date: '12/03/2024' },
  { id: 2, document: '42/B', enterprise: 'Edifício Mirante do Vale', date: '05/11/2025' },
];

const columns: readonly DataTableColumn<Contract>[] = [
  { id: 'document', header: 'Título/DOC', cardRole: 'title', cell: (row) => row.document },
  { id: 'enterprise', header: 'Empreendimento', cell: (row) => row.enterprise },
  { id: 'date', header: 'Data do contrato', cell: (row) => row.date },
];

const mobile = { viewport: { value: 'mobile', isRotated: false } };

const meta = {
  title: 'Layout/TableSection',
  component: TableSection<Contract>,
  args: {
    title: 'Contratos',
    caption: 'Contratos do cliente',
    columns,
    rows: contracts,
    getRowKey: (row: Contract) => String(row.id),
    emptyText: 'Nenhum contrato.',
  },
  render: (args) => (
    <Page width="wide">
      <TableSection {...args} />
    </Page>
  ),
} satisfies Meta<typeof TableSection<Contract>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A region named by its h2, on a card, with the table under the title. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Contratos' });
    await expect(within(region).getByRole('heading', { level: 2, name: 'Contratos' })).toBeVisible();
    const table = within(region).getByRole('table', { name: 'Contratos do cliente' });
    await expect(within(table).getByText('Edifício Mirante do Vale')).toBeVisible();
  },
};

/** No rows: the table's own empty row, under the same title. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Contratos' });
    await expect(within(region).getByText('Nenhum contrato.')).toBeVisible();
  },
};

/** What follows the table stays inside the section (here a note; on 'Equipe', the confirmation dialog). */
export const WithFollowingContent: Story = {
  args: { children: <p>Contratos importados da planilha de 24/11/2026.</p> },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Contratos' });
    await expect(within(region).getByText('Contratos importados da planilha de 24/11/2026.')).toBeVisible();
  },
};

/** On a phone the rows become cards, each titled by its Título/DOC. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Contratos' });
    await expect(within(region).getByText('311/A')).toBeVisible();
  },
};
