import { applySort, INITIAL_SORT_STATE, resetSort, type SortState, toggleSort } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { MoneyText } from '../MoneyText/MoneyText';
import { DataTable, type DataTableColumn } from './DataTable';

interface Row {
  id: string;
  name: string;
  contract: number;
  balance: number;
}

const rows: Row[] = [
  { id: 'a', name: 'Bruno Lima', contract: 311, balance: 120_000 },
  { id: 'b', name: 'Ana Souza', contract: 42, balance: 99_050 },
  { id: 'c', name: 'Carla Dias', contract: 1250, balance: 0 },
];

const columns: DataTableColumn<Row>[] = [
  {
    id: 'name',
    header: 'Nome',
    info: 'Nome do cliente.',
    isSortable: true,
    cardRole: 'title',
    cell: (r) => r.name,
  },
  {
    id: 'contract',
    header: 'Contrato',
    info: 'Número do contrato.',
    isSortable: true,
    cell: (r) => r.contract,
  },
  {
    id: 'balance',
    header: 'Saldo',
    info: 'Quanto falta pagar.',
    isSortable: true,
    align: 'end',
    cell: (r) => <MoneyText cents={r.balance} />,
  },
];

const meta = {
  title: 'Components/DataTable',
  component: DataTable<Row>,
  args: { caption: 'Clientes', columns, rows, getRowKey: (row: Row) => row.id, onSortToggle: fn() },
} satisfies Meta<typeof DataTable<Row>>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstColumnTexts = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

/** Sort toggles driven by the domain's toggleSort/applySort: order and aria-sort follow each press. */
export const Sortable: Story = {
  render: function Render(args) {
    const [sort, setSort] = useState<SortState>(INITIAL_SORT_STATE);
    return (
      <div>
        <DataTable
          {...args}
          rows={applySort(args.rows, sort)}
          sort={sort}
          onSortToggle={(column) => setSort((state) => toggleSort(state, column))}
        />
        {sort.isOrdered && <Button onPress={() => setSort(resetSort())}>Limpar filtros</Button>}
      </div>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const header = () => canvas.getByRole('columnheader', { name: /Nome/ });
    await expect(header()).not.toHaveAttribute('aria-sort');
    await userEvent.click(canvas.getByRole('button', { name: 'Nome' }));
    await expect(header()).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstColumnTexts(canvasElement)).toEqual(['Ana Souza', 'Bruno Lima', 'Carla Dias']);
    await userEvent.click(canvas.getByRole('button', { name: /^Nome/ }));
    await expect(header()).toHaveAttribute('aria-sort', 'descending');
    await expect(firstColumnTexts(canvasElement)).toEqual(['Carla Dias', 'Bruno Lima', 'Ana Souza']);
    await userEvent.click(canvas.getByRole('button', { name: /^Contrato/ }));
    await expect(header()).not.toHaveAttribute('aria-sort');
    await expect(firstColumnTexts(canvasElement)).toEqual(['Ana Souza', 'Bruno Lima', 'Carla Dias']);
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(firstColumnTexts(canvasElement)).toEqual(['Bruno Lima', 'Ana Souza', 'Carla Dias']);
  },
};

/** Every header has an info tooltip. */
export const HeaderTooltip: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sobre a coluna Saldo' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Quanto falta pagar.');
  },
};

/** No rows: one row with the empty text. */
export const Empty: Story = {
  args: { rows: [], emptyText: 'Nenhum cliente encontrado.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'Nenhum cliente encontrado.' })).toBeVisible();
  },
};

/** Loading: skeleton rows hidden from screen readers, the table busy, a status message. */
export const Loading: Story = {
  args: { isLoading: true, skeletonRows: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando registros…');
  },
};

/** Phone (375 px): rows become cards, headers a strip of sort chips. */
export const Mobile: Story = {
  render: Sortable.render,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Saldo' }));
    await expect(canvas.getByRole('columnheader', { name: /Saldo/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};

/**
 * Phone with a column that neither sorts nor has a tip (the clients list's E-mail): only the sortable
 * chips show in the strip; the other header stays for screen readers.
 */
export const MobileStaticColumn: Story = {
  args: {
    columns: [
      ...columns.slice(0, 2),
      { id: 'email', header: 'E-mail', cell: (r: Row) => `${r.id}@exemplo.com.br` },
    ],
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('columnheader', { name: 'E-mail' });
    await expect(email.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.getByRole('button', { name: 'Nome' })).toBeVisible();
  },
};

const noteColumn: DataTableColumn<Row> = {
  id: 'note',
  header: 'Observação',
  cardRole: 'text',
  cell: (r) =>
    `Cliente ${r.name}: contrato ${r.contract} com parcelas em atraso desde o reajuste anual do índice ` +
    'INCC-M; a renegociação proposta em março aguarda a assinatura do aditivo pelo cliente e pelo fiador.',
};

/** A sentence column (`cardRole: 'text'`) wraps inside the table instead of widening it. */
export const LongTextColumn: Story = {
  args: { columns: [...columns.slice(0, 2), noteColumn] },
  globals: { viewport: { value: 'laptop', isRotated: false } },
  play: async ({ canvas }) => {
    // Unwrapped, the sentence alone is wider than the laptop screen: the table would scroll sideways.
    const frame = canvas.getByRole('region', { name: 'Clientes' });
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth + 1);
  },
};

/** On a phone the sentence spans the card, under its column name. */
export const LongTextColumnMobile: Story = {
  args: { columns: [...columns.slice(0, 2), noteColumn] },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const note = canvas.getAllByRole('cell').find((cell) => cell.textContent?.startsWith('Cliente Bruno'));
    const card = note?.closest('tr') as HTMLElement;
    await expect(note?.getBoundingClientRect().width).toBeGreaterThan(
      card.getBoundingClientRect().width * 0.8,
    );
  },
};
