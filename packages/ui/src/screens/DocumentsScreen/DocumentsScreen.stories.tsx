import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DocumentsScreen } from './DocumentsScreen';
import { documentGroups, seenDocumentGroups } from './documents-fixtures';

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'Screens/Documents/DocumentsScreen',
  component: DocumentsScreen,
  parameters: { layout: 'fullscreen' },
  globals: desktop,
  args: { groups: documentGroups, onOpen: fn(), onRetry: fn() },
} satisfies Meta<typeof DocumentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A contract's papers and its enterprise's, two of them new since the last visit; 'Abrir' asks for one. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Documentos' })).toBeVisible();
    await expect(canvas.getByText('2 documentos novos desde a sua última visita.')).toBeVisible();
    const contract = canvas.getByRole('region', { name: 'Residencial Aurora — Apto 101, Torre A' });
    await expect(within(contract).getByText('Documentos do contrato CT.2024/00017')).toBeVisible();
    const table = within(contract).getByRole('table', {
      name: 'Documentos de Residencial Aurora — Apto 101, Torre A',
    });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getAllByText('Novo')).toHaveLength(1);
    await userEvent.click(within(table).getByRole('button', { name: 'Abrir Escritura definitiva' }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 41 }));
    const enterprise = canvas.getByRole('region', { name: 'Residencial Aurora' });
    await expect(within(enterprise).getByText('Documentos do empreendimento')).toBeVisible();
    await expect(within(enterprise).getByText('Habite-se', { selector: 'td span' })).toBeVisible();
  },
};

/** On a 375 px phone: a card per document, 'Novo' beside the title, nothing wider than the screen. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByText('Novo')).toHaveLength(2);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** A contract whose unit the portal does not know: named by its 'Título/DOC'. */
export const ContractWithoutUnit: Story = {
  args: {
    groups: documentGroups.map((group) =>
      group.scope === 'contract' ? { ...group, unit_name: null } : group,
    ),
  },
  play: async ({ canvas }) => {
    const contract = canvas.getByRole('region', { name: 'Residencial Aurora — contrato CT.2024/00017' });
    await expect(
      within(contract).getByText('Contrato, aditivos, escritura e termo de quitação'),
    ).toBeVisible();
  },
};

/** The next visit: the same documents, no 'Novo' and no count. */
export const Seen: Story = {
  args: { groups: seenDocumentGroups },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Novo')).toBeNull();
    await expect(canvas.queryByText(/desde a sua última visita/)).toBeNull();
  },
};

/** 'Abrir' waits for the signed link: that button turns busy, the others stay usable. */
export const Opening: Story = {
  args: { opening: { status: 'loading', documentId: 41 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Abrir Escritura definitiva' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Abrir Habite-se' })).toBeEnabled();
  },
};

/** The link could not be had: the sentence names the document, 'Tentar novamente' asks again. */
export const OpenError: Story = {
  args: {
    opening: {
      status: 'error',
      documentId: 44,
      message: 'Verifique sua conexão e tente novamente.',
    },
  },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(
      'Não foi possível abrir "Manual do proprietário — Residencial Aurora".',
    );
    await userEvent.click(
      within(alert).getByRole('button', {
        name: 'Tentar novamente abrir Manual do proprietário — Residencial Aurora',
      }),
    );
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 44 }));
  },
};

/** No document yet for this customer: a sentence saying what the page will hold. */
export const Empty: Story = {
  args: { groups: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ainda não há documentos para você.')).toBeVisible();
  },
};

/** Loading: a spinner that says what it waits for. */
export const Loading: Story = {
  args: { groups: null, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando os documentos…')).toBeInTheDocument();
  },
};

/** Loading failed: the message and 'Tentar novamente'. */
export const LoadError: Story = {
  args: { groups: null, errorMessage: 'Não foi possível carregar os documentos.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Não foi possível carregar os documentos.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
