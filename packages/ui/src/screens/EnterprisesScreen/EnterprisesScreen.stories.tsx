import { filterEnterprisesByName } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longNameEnterprise, sampleEnterprises } from '../../fixtures/enterprise-fixtures';
import { EnterprisesScreen, type EnterprisesScreenProps, enterprisesAudiences } from './EnterprisesScreen';

/** The screen with the portal's part played by the story: the search filters the list. */
function Searchable(props: EnterprisesScreenProps) {
  const [query, setQuery] = useState(props.query ?? '');
  const shown = filterEnterprisesByName(props.enterprises, query, (enterprise) => enterprise.name);
  return (
    <EnterprisesScreen
      {...props}
      enterprises={shown}
      query={query}
      onSearch={(text) => {
        setQuery(text);
        props.onSearch(text);
      }}
    />
  );
}

const meta = {
  title: 'Screens/EnterprisesScreen',
  component: EnterprisesScreen,
  render: (args) => <Searchable {...args} />,
  args: { enterprises: sampleEnterprises(12), onSearch: fn(), onSelect: fn(), onPageChange: fn() },
  argTypes: { audience: { control: 'inline-radio', options: enterprisesAudiences } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof EnterprisesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop', isRotated: false } };
const mobile = { viewport: { value: 'mobile', isRotated: false } };

/** Desktop: 8 cards on page 1, 4 on page 2; a card hands its enterprise back. */
export const Desktop: Story = {
  globals: desktop,
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('list', { name: 'Lista de empreendimentos' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    await userEvent.click(canvas.getByRole('button', { name: 'Página 2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText('Mostrando 9 - 12 de 12 registros')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Villa Toscana/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: 'Villa Toscana' }));
  },
};

/** Phone: one column, same content. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(0);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** A buyer reads about their own enterprises. */
export const CustomerSubtitle: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Acompanhe a evolução das obras dos seus empreendimentos.')).toBeVisible();
  },
};

/** The administrator: the subtitle speaks to staff (the company's enterprises), not to a buyer. */
export const StaffSubtitle: Story = {
  globals: desktop,
  args: { audience: 'staff' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Todos os empreendimentos da empresa: abra um para conferir o andamento da obra e publicar as fotos do mês.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/seus empreendimentos/)).toBeNull();
  },
};

/** The administrator on a phone. */
export const StaffSubtitleMobile: Story = { ...StaffSubtitle, globals: mobile };

/** The search applies on Enter (accent- and case-insensitive in the domain), and back to page 1. */
export const SearchOnEnter: Story = {
  globals: desktop,
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Nome do empreendimento' });
    await userEvent.type(box, 'residencial');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('residencial');
    const list = canvas.getByRole('list', { name: 'Lista de empreendimentos' });
    // Vista Mar, Ipê Amarelo and Porto Seguro.
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('Resultados para “residencial”')).toBeVisible();
  },
};

/** A search with no match: the spec's empty text. */
export const Empty: Story = {
  globals: desktop,
  args: { query: 'Atlântida' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Nenhum empreendimento encontrado.');
  },
};

/** Empty on a phone. */
export const EmptyMobile: Story = { ...Empty, globals: mobile };

/** Loading: eight skeleton cards, announced once. */
export const Loading: Story = {
  globals: desktop,
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando empreendimentos…');
    await expect(canvas.queryByRole('list', { name: 'Lista de empreendimentos' })).toBeNull();
  },
};

/** Loading on a phone. */
export const LoadingMobile: Story = { ...Loading, globals: mobile };

/** Error with a retry. */
export const LoadError: Story = {
  globals: desktop,
  args: { errorMessage: 'Não foi possível carregar os empreendimentos.', onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os empreendimentos.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Error on a phone. */
export const LoadErrorMobile: Story = { ...LoadError, globals: mobile };

/** Long data: 60 enterprises (8 pages) and a very long name. */
export const LongData: Story = {
  globals: desktop,
  args: {
    enterprises: [
      longNameEnterprise,
      ...sampleEnterprises(12),
      ...sampleEnterprises(47).map((e) => ({ ...e, id: `x${e.id}` })),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mostrando 1 - 8 de 60 registros')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Última página' }));
    await expect(canvas.getByText('Mostrando 57 - 60 de 60 registros')).toBeVisible();
  },
};

/** Long data on a phone: its pagination has no first/last arrows, the last page is the number 8. */
export const LongDataMobile: Story = {
  ...LongData,
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Página 1 de 8')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Página 8' }));
    await expect(canvas.getByText('Mostrando 57 - 60 de 60 registros')).toBeVisible();
  },
};
