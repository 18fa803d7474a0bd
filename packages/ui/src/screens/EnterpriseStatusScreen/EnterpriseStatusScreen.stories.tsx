import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { samplePhotos } from '../../fixtures/enterprise-fixtures';
import { StaffDocumentsSection } from '../StaffDocumentsSection/StaffDocumentsSection';
import { enterpriseStaffDocuments, storyMaxBytes } from '../StaffDocumentsSection/staff-documents-fixtures';
import { EnterpriseStatusScreen } from './EnterpriseStatusScreen';

const meta = {
  title: 'Screens/EnterpriseStatusScreen',
  component: EnterpriseStatusScreen,
  args: {
    enterpriseName: 'Residencial Vista Mar',
    timeline: {
      fundation_percent: '100',
      structure_percent: '90',
      masonry_percent: '60',
      instalation_percent: '25',
      finish_percent: '0',
    },
    years: [2026, 2025, 2024],
    filter: { year: null, month: null },
    onFilter: fn(),
    onClearFilters: fn(),
    images: samplePhotos(7),
    photoStatus: 'ready',
    role: 'user',
    onAddImages: fn(),
    onRemoveImage: fn(),
    onNavigate: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof EnterpriseStatusScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop', isRotated: false } };
const mobile = { viewport: { value: 'mobile', isRotated: false } };
/** Months an admin may file photos under, the current one first (the portal computes them). */
const uploadMonths = [
  { year: 2026, month: 3 },
  { year: 2026, month: 2 },
  { year: 2026, month: 1 },
  { year: 2025, month: 12 },
];

/** Customer, desktop: name, progress, filters and 3 photos; no admin controls. */
export const CustomerDesktop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Residencial Vista Mar' })).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '55');
    await expect(
      within(canvas.getByRole('list', { name: 'Fotos da obra' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: 'Adicionar imagens' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Remover imagem/ })).toBeNull();
  },
};

/** Customer on a phone. */
export const CustomerMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Filters: pick a year and a month (month names), 'Filtrar' sends numbers; 'Limpar filtros' resets. */
export const Filtering: Story = {
  globals: desktop,
  play: async ({ args, canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filtrar por ano' }), '2025');
    const month = canvas.getByRole('combobox', { name: 'Filtrar por mês' });
    // 12 months after the disabled placeholder option
    const months = within(month)
      .getAllByRole('option')
      .filter((option) => !(option as HTMLOptionElement).disabled);
    await expect(months).toHaveLength(12);
    await userEvent.selectOptions(month, within(month).getByRole('option', { name: 'Março' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Filtrar' }));
    await expect(args.onFilter).toHaveBeenCalledWith({ year: 2025, month: 3 });
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(args.onClearFilters).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('combobox', { name: 'Filtrar por ano' })).toHaveDisplayValue('Ano');
  },
};

/** Zoom from the screen, closed with Esc. */
export const Zoom: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Ampliar foto 2 de 7' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('dialog', { name: 'Foto 2 de 7' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Admin, desktop: 'Adicionar imagens' (multi-file picker of the four types) and 'Remover imagem'. */
export const AdminDesktop: Story = {
  globals: desktop,
  args: { role: 'admin', uploadMonths },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Adicionar imagens' })).toBeVisible();
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await expect(input).toHaveAttribute('accept', '.png,.jpg,.jpeg,.webp');
    await expect(input).toHaveAttribute('multiple');
    const photo = new File(['x'], 'obra.webp', { type: 'image/webp' });
    await userEvent.upload(input, [photo]);
    await expect(args.onAddImages).toHaveBeenCalledWith([photo], { year: 2026, month: 3 });
    const [first] = canvas.getAllByRole('button', { name: /Remover imagem/ });
    await userEvent.click(first as HTMLElement);
    const dialog = await screen.findByRole('alertdialog', { name: 'Remover esta imagem?' });
    await expect(args.onRemoveImage).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover imagem' }));
    await expect(args.onRemoveImage).toHaveBeenCalledWith(args.images[0]);
  },
};

/** The block the portal places on the admin's page (decision 077): the enterprise's documents. */
const documentsBlock = (
  <StaffDocumentsSection
    scope="enterprise"
    documents={enterpriseStaffDocuments}
    maxBytes={storyMaxBytes}
    upload={{ status: 'idle' }}
    onUpload={fn()}
    replace={{ status: 'idle' }}
    onReplace={fn()}
    onRemove={fn()}
  />
);

/** Admin: 'Documentos do empreendimento' after the photos, with the enterprise's own kinds. */
export const AdminWithDocuments: Story = {
  globals: desktop,
  args: { role: 'admin', uploadMonths, documents: documentsBlock },
  play: async ({ canvas }) => {
    const block = canvas.getByRole('region', { name: 'Documentos do empreendimento' });
    await expect(within(block).getByRole('table', { name: 'Documentos publicados' })).toBeVisible();
    await expect(within(block).getByRole('button', { name: 'Enviar documento' })).toBeVisible();
  },
};

/** The same on a 375 px phone. */
export const AdminWithDocumentsMobile: Story = { ...AdminWithDocuments, globals: mobile };

/**
 * Admin: 'Mês das fotos' says which month an upload is filed under (the current month first, no
 * future month) and the choice goes with the files (product rule: photos).
 */
export const AdminChoosesTheMonth: Story = {
  globals: desktop,
  args: { role: 'admin', uploadMonths },
  play: async ({ args, canvas, canvasElement }) => {
    const month = canvas.getByRole('combobox', { name: 'Mês das fotos' });
    await expect(month).toHaveDisplayValue('Março de 2026');
    const offered = within(month)
      .getAllByRole('option')
      .filter((option) => !(option as HTMLOptionElement).disabled);
    await expect(offered.map((option) => option.textContent)).toEqual([
      'Março de 2026',
      'Fevereiro de 2026',
      'Janeiro de 2026',
      'Dezembro de 2025',
    ]);
    await userEvent.selectOptions(month, 'Dezembro de 2025');
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    const photo = new File(['x'], 'obra.png', { type: 'image/png' });
    await userEvent.upload(input, [photo]);
    await expect(args.onAddImages).toHaveBeenCalledWith([photo], { year: 2025, month: 12 });
  },
};

/** A filtered month is where new photos go, until the admin picks another. */
export const AdminUploadFollowsTheFilter: Story = {
  globals: desktop,
  args: { role: 'admin', uploadMonths, filter: { year: 2026, month: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Mês das fotos' })).toHaveDisplayValue(
      'Janeiro de 2026',
    );
  },
};

/** Admin on a phone. */
export const AdminMobile: Story = { args: { role: 'admin', uploadMonths }, globals: mobile };

/** Admin pressed 'Remover imagem': the question stays open over the page (design review). */
export const RemoveImageConfirmation: Story = {
  globals: desktop,
  args: { role: 'admin' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: /Remover imagem/ })[1] as HTMLElement);
    const dialog = await screen.findByRole('alertdialog', { name: 'Remover esta imagem?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await expect(args.onRemoveImage).not.toHaveBeenCalled();
  },
};

/** The same question on a phone. */
export const RemoveImageConfirmationMobile: Story = { ...RemoveImageConfirmation, globals: mobile };

/** Admin while uploading: the button is busy. */
export const Uploading: Story = {
  globals: desktop,
  args: { role: 'admin', isUploading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Enviando imagens…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Admin after an upload: the catalogue's success text. */
export const UploadSuccess: Story = {
  globals: desktop,
  args: { role: 'admin', notice: { tone: 'success', text: 'Imagem adicionada com sucesso.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Imagem adicionada com sucesso.')).toBeVisible();
  },
};

/** Photos loading. */
export const LoadingPhotos: Story = {
  globals: desktop,
  args: { photoStatus: 'loading', images: [], timeline: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando fotos…');
  },
};

/** Loading on a phone. */
export const LoadingMobile: Story = { ...LoadingPhotos, globals: mobile };

/** The expected delivery beside the progress (product rule: delivery forecast). */
export const DeliveryForecast: Story = {
  globals: mobile,
  args: { deliveryDate: '2027-12-28' },
  play: async ({ canvas }) => {
    const progress = canvas.getByRole('region', { name: 'Andamento da obra' });
    await expect(within(progress).getByText('Previsão de entrega:')).toBeVisible();
    await expect(within(progress).getByText('Dezembro de 2027')).toBeVisible();
  },
};

/** No delivery date imported: nothing about it, no empty label. */
export const NoDeliveryForecast: Story = {
  globals: desktop,
  args: { deliveryDate: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Previsão de entrega/)).toBeNull();
  },
};

/** The progress while the timeline loads: a skeleton, never "0% concluído" (product rule: progress bar). */
export const ProgressLoading: Story = {
  globals: desktop,
  args: { timeline: null, isProgressLoading: true },
  play: async ({ canvas }) => {
    const progress = canvas.getByRole('region', { name: 'Andamento da obra' });
    await expect(within(progress).getByRole('status')).toHaveTextContent('Carregando o andamento da obra');
    await expect(within(progress).queryByRole('progressbar')).toBeNull();
    await expect(within(progress).queryByText(/concluído/)).toBeNull();
  },
};

/** The progress loading on a phone. */
export const ProgressLoadingMobile: Story = { ...ProgressLoading, globals: mobile };

/** No photos for the chosen date (404). */
export const NoPhotos: Story = {
  globals: desktop,
  args: { photoStatus: 'empty', images: [], filter: { year: 2024, month: 2 } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Este empreendimento não possui imagens na data selecionada.'),
    ).toBeVisible();
  },
};

/** No photos on a phone. */
export const NoPhotosMobile: Story = { ...NoPhotos, globals: mobile };

/** Network error (421). */
export const NetworkError: Story = {
  globals: desktop,
  args: { photoStatus: 'network-error', images: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro de rede ao buscar imagens.');
  },
};

/** Any other error, with 'Tentar novamente' that asks for the photos again. */
export const OtherError: Story = {
  globals: desktop,
  args: { photoStatus: 'error', images: [], onRetryPhotos: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ocorreu um erro ao buscar as imagens.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetryPhotos).toHaveBeenCalledOnce();
  },
};

/** No photos for the date is an answer, not a failure: nothing to retry. */
export const NoPhotosNoRetry: Story = {
  globals: desktop,
  args: { photoStatus: 'empty', images: [], onRetryPhotos: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  },
};

/** Long data: a very long name and 40 photos. */
export const LongData: Story = {
  globals: desktop,
  args: {
    enterpriseName: 'Residencial Jardim das Palmeiras Imperiais — Torres Norte, Sul e Leste, Fase 2',
    images: samplePhotos(40),
    role: 'admin',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mostrando 1 - 3 de 40 registros')).toBeVisible();
  },
};

/** Long data on a phone. */
export const LongDataMobile: Story = { ...LongData, globals: mobile };
