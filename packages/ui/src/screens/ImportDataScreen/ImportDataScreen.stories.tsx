import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ImportDataScreen } from './ImportDataScreen';
import {
  importResult,
  importRuns,
  previewErrors,
  previewWithErrors,
  readyPreview,
  spreadsheetFile,
} from './import-fixtures';

// The type check is the screen's, so the browser's own accept filter is skipped.
const user = userEvent.setup({ applyAccept: false });

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

const history = {
  rows: importRuns(6),
  total: 6,
  page: 1,
  onPageChange: fn(),
  onRetry: fn(),
};

const meta = {
  title: 'Screens/Admin/ImportDataScreen',
  component: ImportDataScreen,
  parameters: { layout: 'fullscreen' },
  globals: desktop,
  args: {
    file: null,
    onFileChange: fn(),
    onDownloadTemplate: fn(),
    onPreview: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    onImportAnother: fn(),
    history,
  },
} satisfies Meta<typeof ImportDataScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('input[type="file"]') as HTMLInputElement;

/** Nothing chosen yet: 'Baixar modelo' works, 'Pré-visualizar' waits for a file. */
export const Initial: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Importar dados' })).toBeVisible();
    const sheets = canvas.getByRole('list', { name: 'Abas do modelo' });
    await expect(
      within(sheets)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Empresas', 'Empreendimentos', 'Unidades', 'Clientes', 'Contratos', 'Parcelas']);
    await expect(canvas.getByRole('button', { name: 'Pré-visualizar' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Baixar modelo' }));
    await expect(args.onDownloadTemplate).toHaveBeenCalledOnce();
  },
};

/** The first screen on a 375 px phone: steps stacked, nothing overflows sideways. */
export const InitialMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** The template is being prepared: 'Baixar modelo' busy. */
export const DownloadingTemplate: Story = {
  args: { isDownloadingTemplate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Baixar modelo' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A valid spreadsheet is handed to the portal; a PDF or a file over the limit is refused here. */
export const ChooseFile: Story = {
  args: { maxFileBytes: 1024 * 1024 },
  play: async ({ args, canvas, canvasElement }) => {
    await user.upload(fileInput(canvasElement), spreadsheetFile('contratos.pdf', 2000));
    await expect(
      await canvas.findByText('Formato de arquivo não suportado. Envie uma planilha XLSX ou CSV.'),
    ).toBeVisible();
    await user.upload(fileInput(canvasElement), spreadsheetFile('grande.xlsx', 5_000_000));
    await expect(await canvas.findByText('A planilha ultrapassa o tamanho máximo de 1 MB.')).toBeVisible();
    await expect(args.onFileChange).not.toHaveBeenCalled();
    const csv = spreadsheetFile('clientes.csv', 20_000);
    await user.upload(fileInput(canvasElement), csv);
    await expect(args.onFileChange).toHaveBeenCalledWith(csv);
  },
};

/** A file chosen: its name and size, 'Pré-visualizar' sends it. */
export const FileChosen: Story = {
  args: { file: spreadsheetFile() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('carga-clientes-novembro.xlsx')).toBeVisible();
    await expect(canvas.getByText('2,3 MB')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pré-visualizar' }));
    await expect(args.onPreview).toHaveBeenCalledOnce();
  },
};

/** Sending the file: the bar at 42 %, announced politely; the picker is locked. */
export const Uploading: Story = {
  args: { file: spreadsheetFile(), uploadProgress: 42 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Envio da planilha' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(canvas.getByText('Enviando a planilha… 40%')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Pré-visualizar' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Remover arquivo' })).toBeDisabled();
  },
};

/** Uploading on a phone. */
export const UploadingMobile: Story = { ...Uploading, globals: mobile };

/** The file is sent; the server reads and validates it. */
export const Processing: Story = {
  args: { file: spreadsheetFile(), uploadProgress: 100, isProcessing: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getAllByText('Lendo e validando a planilha…').length).toBeGreaterThan(0);
  },
};

/** The upload or preview failed: the portal's message under the picker. */
export const PreviewError: Story = {
  args: {
    file: spreadsheetFile(),
    previewErrorMessage: 'Não foi possível ler a planilha. Salve-a de novo como XLSX.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Não foi possível ler a planilha.');
  },
};

/** A clean preview: counts per entity, 'Confirmar importação' and 'Cancelar'. */
export const PreviewReady: Story = {
  args: { file: spreadsheetFile(), preview: readyPreview },
  play: async ({ args, canvas }) => {
    const counts = canvas.getByRole('table', { name: 'Linhas por entidade' });
    await expect(within(counts).getAllByRole('row')).toHaveLength(7);
    await expect(within(counts).getByRole('columnheader', { name: 'Sem alteração' })).toBeVisible();
    await expect(within(counts).getByText('16.680')).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Erros encontrados na planilha' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar importação' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** A clean preview on a phone: one card per entity. */
export const PreviewReadyMobile: Story = { ...PreviewReady, globals: mobile };

/** Row errors: the alert says to fix the file, every error is listed, confirming is impossible. */
export const PreviewWithErrors: Story = {
  args: { file: spreadsheetFile('carga-clientes-novembro-v2.xlsx'), preview: previewWithErrors },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('A planilha tem 23 erros.');
    const confirm = canvas.getByRole('button', { name: 'Confirmar importação' });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAccessibleDescription(/Corrija o arquivo/);
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    const errors = canvas.getByRole('table', { name: 'Erros encontrados na planilha' });
    for (const header of ['Planilha', 'Linha', 'Coluna', 'Mensagem'])
      await expect(within(errors).getByRole('columnheader', { name: header })).toBeVisible();
    await expect(within(errors).getAllByRole('row')).toHaveLength(11);
    // 'Página 3', not 'Última página': a phone's pagination has no first/last arrows.
    await userEvent.click(canvas.getByRole('button', { name: 'Página 3' }));
    await expect(within(errors).getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
  },
};

/** Row errors on a phone. */
export const PreviewWithErrorsMobile: Story = { ...PreviewWithErrors, globals: mobile };

/** More errors than the answer lists (the server sends the first 1,000): the total is said. */
export const PreviewWithManyErrors: Story = {
  args: {
    file: spreadsheetFile(),
    preview: { ...previewWithErrors, error_count: 1_523, errors: previewErrors(1_000) },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('A planilha tem 1.523 erros.');
    await expect(canvas.getByText('Mostrando os primeiros 1.000 de 1.523 erros.')).toBeVisible();
    await expect(canvas.getByText('Mostrando 1 - 10 de 1000 registros')).toBeVisible();
  },
};

/** Confirming: the button busy, 'Cancelar' locked. */
export const Confirming: Story = {
  args: { file: spreadsheetFile(), preview: readyPreview, isConfirming: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Confirmar importação' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  },
};

/** The confirm call failed: its message above the buttons, the preview kept. */
export const ConfirmError: Story = {
  args: {
    file: spreadsheetFile(),
    preview: readyPreview,
    confirmErrorMessage: 'A pré-visualização expirou. Envie a planilha novamente.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('A pré-visualização expirou.');
    await expect(canvas.getByRole('button', { name: 'Confirmar importação' })).toBeEnabled();
  },
};

/** Done: what was applied, and 'Importar outro arquivo'. */
export const Success: Story = {
  args: { file: spreadsheetFile(), result: importResult },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Importação concluída')).toBeVisible();
    const applied = canvas.getByRole('table', { name: 'Alterações aplicadas' });
    await expect(within(applied).getByRole('columnheader', { name: 'Criados' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Confirmar importação' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Importar outro arquivo' }));
    await expect(args.onImportAnother).toHaveBeenCalledOnce();
  },
};

/** Done, on a phone. */
export const SuccessMobile: Story = { ...Success, globals: mobile };

/** The history loads: skeleton rows. */
export const HistoryLoading: Story = {
  args: { history: { ...history, rows: [], total: 0, isLoading: true } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Importações realizadas' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

/** No import yet. */
export const HistoryEmpty: Story = {
  args: { history: { ...history, rows: [], total: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhuma importação realizada ainda.')).toBeVisible();
  },
};

/** The history failed to load: its message and 'Tentar novamente'. */
export const HistoryError: Story = {
  args: {
    history: {
      ...history,
      rows: [],
      total: 0,
      errorMessage: 'Não foi possível carregar o histórico de importações.',
    },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar o histórico de importações.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.history.onRetry).toHaveBeenCalledOnce();
  },
};

/** 120 imports: a page of 8, sources, who, refused runs with their error count, page buttons. */
export const HistoryLong: Story = {
  args: { history: { ...history, rows: importRuns(8), total: 120 } },
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole('table', { name: 'Importações realizadas' });
    await expect(within(table).getAllByRole('row')).toHaveLength(9);
    await expect(within(table).getAllByText('Recusada').length).toBeGreaterThan(0);
    await expect(within(table).getByText('Título 4821 · Notificação do Sienge')).toBeVisible();
    await expect(canvas.getByText('Mostrando 1 - 8 de 120 registros')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(args.history.onPageChange).toHaveBeenCalledWith(2));
  },
};

/** The long history on a phone: one card per import. */
export const HistoryLongMobile: Story = {
  args: HistoryLong.args,
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
