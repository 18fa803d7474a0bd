import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Page } from '../../components/Page/Page';
import { StaffDocumentsSection, type StaffDocumentsSectionProps } from './StaffDocumentsSection';
import {
  clientContracts,
  clientDocuments,
  enterpriseStaffDocuments,
  storyMaxBytes,
} from './staff-documents-fixtures';

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

// user-event filters by `accept` by default; the form's own check is what these stories test.
const user = userEvent.setup({ applyAccept: false });
const fileInput = (root: HTMLElement) =>
  root.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
const pdf = (name: string, bytes = 64) =>
  new File(['%PDF-1.7 '.padEnd(bytes, 'x')], name, { type: 'application/pdf' });

/** The block inside a page, as the client page and the enterprise page place it. */
function InPage(props: StaffDocumentsSectionProps) {
  return (
    <Page width="wide">
      <StaffDocumentsSection {...props} />
    </Page>
  );
}

const meta = {
  title: 'Screens/Documents/StaffDocumentsSection',
  component: StaffDocumentsSection,
  render: InPage,
  parameters: { layout: 'fullscreen' },
  globals: desktop,
  args: {
    scope: 'contract',
    contracts: clientContracts,
    contractId: 7,
    onContractChange: fn(),
    documents: clientDocuments,
    maxBytes: storyMaxBytes,
    upload: { status: 'idle' },
    replace: { status: 'idle' },
    onUpload: fn(),
    onReplace: fn(),
    onRemove: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof StaffDocumentsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A client's page: the chosen contract's papers, then 'Enviar documento' filled and sent. */
export const ClientContracts: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Documentos publicados' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByRole('link', { name: 'Abrir Escritura definitiva' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(canvas.getByText('Somente PDF, de até 20 MB.')).toBeVisible();
    await user.selectOptions(canvas.getByRole('combobox', { name: /Contrato/ }), '9');
    await expect(args.onContractChange).toHaveBeenCalledWith(9);
    await user.type(canvas.getByRole('textbox', { name: /Título/ }), 'Termo de quitação');
    await user.selectOptions(canvas.getByRole('combobox', { name: /Tipo/ }), 'discharge');
    await user.upload(fileInput(canvasElement), pdf('quitacao.pdf'));
    await user.click(canvas.getByRole('button', { name: 'Enviar documento' }));
    await expect(args.onUpload).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Termo de quitação', kind: 'discharge' }),
    );
  },
};

/** An enterprise's page: its own kinds only (no contract, no deed), no contract to choose. */
export const Enterprise: Story = {
  args: { scope: 'enterprise', contracts: undefined, documents: enterpriseStaffDocuments },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Documentos do empreendimento' })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: /Contrato/ })).toBeNull();
    const kinds = within(canvas.getByRole('combobox', { name: /Tipo/ })).getAllByRole('option');
    await expect(kinds.map((option) => option.textContent)).toContain('Habite-se');
    await expect(kinds.map((option) => option.textContent)).not.toContain('Escritura');
  },
};

/** On a 375 px phone: a card per document, the form's fields stacked. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** A client without contracts: nothing to publish to, and why. */
export const NoContracts: Story = {
  args: { contracts: [], contractId: null, documents: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Este cliente não tem contratos/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Enviar documento' })).toBeNull();
  },
};

/** Nothing published yet: the list says so, the form is ready. */
export const Empty: Story = {
  args: { documents: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhum documento publicado.')).toBeVisible();
  },
};

/** Loading the list. */
export const Loading: Story = {
  args: { documents: null, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando os documentos…')).toBeInTheDocument();
  },
};

/** The list could not be read: the message and 'Tentar novamente'. */
export const LoadError: Story = {
  args: { documents: null, errorMessage: 'Não foi possível carregar os documentos.' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** 'Enviar documento' with nothing filled: each field says what it needs, nothing is sent. */
export const MissingFields: Story = {
  play: async ({ args, canvas }) => {
    await user.click(canvas.getByRole('button', { name: 'Enviar documento' }));
    await expect(canvas.getByText('Informe o título do documento.')).toBeVisible();
    await expect(canvas.getByText('Escolha o tipo do documento.')).toBeVisible();
    await expect(canvas.getByText('Escolha o arquivo PDF.')).toBeVisible();
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** A file that is not a PDF: refused at once in Portuguese, nothing chosen. */
export const WrongType: Story = {
  play: async ({ canvas, canvasElement }) => {
    await user.upload(fileInput(canvasElement), new File(['x'], 'planta.png', { type: 'image/png' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('O arquivo precisa ser um PDF.');
    await expect(canvas.queryByText('planta.png')).toBeNull();
  },
};

/** A PDF over the limit: refused before any upload, the limit named. */
export const TooLarge: Story = {
  args: { maxBytes: 1024 },
  play: async ({ canvas, canvasElement }) => {
    await user.upload(fileInput(canvasElement), pdf('manual.pdf', 4096));
    await expect(canvas.getByRole('alert')).toHaveTextContent('O arquivo passa de 1 KB, o tamanho máximo.');
  },
};

/** On its way: the button busy, the fields locked, the share sent on a bar. */
export const Uploading: Story = {
  args: { upload: { status: 'sending', progress: 42 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Enviando…' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'Envio do documento' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    await expect(canvas.getByRole('textbox', { name: /Título/ })).toBeDisabled();
  },
};

/** The server refused the file (not a PDF inside, say): its sentence under the form. */
export const UploadError: Story = {
  args: { upload: { status: 'error', message: 'O arquivo enviado não é um PDF.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('O arquivo enviado não é um PDF.');
  },
};

/** Published: the outcome above the list. */
export const Uploaded: Story = {
  args: {
    upload: { status: 'done' },
    notice: {
      tone: 'success',
      text: 'Documento "Escritura definitiva" publicado. O cliente o vê marcado como novo.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Documento "Escritura definitiva" publicado.');
  },
};

/** 'Substituir': a dialog for the new PDF; 'Substituir arquivo' hands it over. */
export const Replace: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await user.click(canvas.getByRole('button', { name: 'Substituir Escritura definitiva' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Substituir "Escritura definitiva"' });
    await user.click(within(dialog).getByRole('button', { name: 'Substituir arquivo' }));
    await expect(within(dialog).getByText('Escolha o arquivo PDF.')).toBeVisible();
    await user.upload(fileInput(dialog), pdf('escritura-v2.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Substituir arquivo' }));
    await expect(args.onReplace).toHaveBeenCalledWith(
      expect.objectContaining({ id: 41 }),
      expect.objectContaining({ name: 'escritura-v2.pdf' }),
    );
  },
};

/** A replacement on its way: the dialog stays, its button busy, the share sent on a bar. */
export const Replacing: Story = {
  args: { replace: { status: 'sending', progress: 60 } },
  play: async ({ canvas, canvasElement }) => {
    await user.click(canvas.getByRole('button', { name: 'Substituir Escritura definitiva' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Substituir "Escritura definitiva"' });
    await expect(within(dialog).getByRole('button', { name: 'Substituir arquivo' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(dialog).getByRole('progressbar', { name: 'Envio do documento' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
  },
};

/** The server refused the new file: its sentence in the dialog, which stays open. */
export const ReplaceError: Story = {
  args: { replace: { status: 'error', message: 'O arquivo ultrapassa o tamanho máximo de 20 MB.' } },
  play: async ({ canvas, canvasElement }) => {
    await user.click(canvas.getByRole('button', { name: 'Substituir Escritura definitiva' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Substituir "Escritura definitiva"' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'O arquivo ultrapassa o tamanho máximo',
    );
  },
};

/** 'Remover' asks first, naming the document; confirming hands it over. */
export const Remove: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await user.click(canvas.getByRole('button', { name: 'Remover Contrato de compra e venda' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Remover este documento?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remover documento' }));
    await waitFor(() => expect(args.onRemove).toHaveBeenCalledWith(expect.objectContaining({ id: 12 })));
  },
};
