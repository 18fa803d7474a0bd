import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { assistanceSystems, deliveredUnits } from '../AssistanceScreen/assistance-fixtures';
import { storyPhoto, storyPhotos } from '../AssistanceScreen/photo-fixtures';
import { NewAssistanceScreen } from './NewAssistanceScreen';

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

const filled = {
  unitId: '11',
  system: 'waterproofing',
  location: 'Banheiro da suíte, parede do box',
  description: 'Mancha de umidade na parede do box, que aumenta depois de cada banho.',
  preferredPeriod: 'morning',
};

const meta = {
  title: 'Screens/Assistance/NewAssistanceScreen',
  component: NewAssistanceScreen,
  parameters: { layout: 'fullscreen' },
  globals: desktop,
  args: {
    units: deliveredUnits,
    systems: assistanceSystems,
    backHref: '/assistencia-tecnica',
    onSubmit: fn(),
    onNavigate: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof NewAssistanceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: unit, system, location, description with its count, photos, period. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nova solicitação' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /Unidade/ })).toBeVisible();
    await expect(canvas.getByText('0/4000')).toBeVisible();
    await expect(canvas.getByText('0 de 10 fotos')).toBeVisible();
  },
};

/** Unit and system chosen: 'Dentro da garantia até …' before anything is sent. */
export const WithinWarranty: Story = {
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Unidade/ }), '11');
    await expect(canvas.getByText('Chaves entregues em 14/03/2025.')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Sistema/ }), 'waterproofing');
    await expect(canvas.getByText('Dentro da garantia até 14/03/2030.')).toBeVisible();
  },
};

/** A system whose warranty ended: said so, and the request can still be sent. */
export const OutOfWarranty: Story = {
  args: { initialDraft: { ...filled, system: 'paint' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(/Garantia encerrada em 14\/03\/2026/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar solicitação' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ system: 'paint' }));
  },
};

/** 'Enviar solicitação' on an empty form: each field says what is missing, nothing is sent. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar solicitação' }));
    await expect(canvas.getByText('Escolha a unidade.')).toBeVisible();
    await expect(canvas.getByText('Escolha um dos sistemas da lista.')).toBeVisible();
    await expect(canvas.getByText(/Informe onde fica o problema/)).toBeVisible();
    await expect(canvas.getByText(/Descreva o problema com 10 a 4000 caracteres/)).toBeVisible();
    await expect(canvas.getByText('Escolha o período de preferência para a visita.')).toBeVisible();
    await expect(canvas.getByText('Corrija os campos indicados para enviar.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Filled with two photos: 'Enviar solicitação' hands over the fields and the photos. */
export const Submit: Story = {
  args: { initialDraft: filled, initialPhotos: storyPhotos(2) },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('2 de 10 fotos')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar solicitação' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        unitId: 11,
        system: 'waterproofing',
        preferredPeriod: 'morning',
        photos: [expect.any(File), expect.any(File)],
      }),
    );
  },
};

/** Photos added from the phone, one removed; a file that is not an image is refused by name. */
export const AddAndRemovePhotos: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, [storyPhoto('box.png', 0), storyPhoto('ralo.png', 1)]);
    await expect(canvas.getByRole('img', { name: 'box.png' })).toBeVisible();
    await expect(canvas.getByText('2 de 10 fotos')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remover a foto box.png' }));
    await expect(canvas.queryByRole('img', { name: 'box.png' })).toBeNull();
    await expect(canvas.getByText('1 de 10 fotos')).toBeVisible();
    const pdf = new File(['%PDF-1.4'], 'laudo.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, pdf, { applyAccept: false });
    await expect(canvas.getByRole('alert')).toHaveTextContent('A foto "laudo.pdf" não é PNG, JPEG ou WebP.');
    await expect(canvas.getByText('1 de 10 fotos')).toBeVisible();
  },
};

/** Ten photos already: one more is refused, the ten stay. */
export const TooManyPhotos: Story = {
  args: { initialPhotos: storyPhotos(10) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Adicionar fotos' })).toBeDisabled();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, storyPhoto('extra.png'));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Envie no máximo 10 fotos por vez.');
    await expect(canvas.getByText('10 de 10 fotos')).toBeVisible();
  },
};

/** Sending: each photo shows its share of the upload; nothing can be removed or sent twice. */
export const Uploading: Story = {
  args: {
    initialDraft: filled,
    initialPhotos: storyPhotos(3),
    isSending: true,
    progress: { loaded: 900, total: 1000 },
  },
  play: async ({ canvas }) => {
    const bars = canvas.getAllByRole('progressbar');
    await expect(bars).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: /Remover a foto/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Enviar solicitação' })).toBeDisabled();
    await expect(canvas.getByText('Enviando a solicitação…')).toBeVisible();
  },
};

/** The server refused it: its text, the form kept as it was. */
export const SendError: Story = {
  args: {
    initialDraft: filled,
    sendError: 'Você enviou muitas solicitações em pouco tempo. Tente de novo em alguns minutos.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/muitas solicitações/);
    await expect(canvas.getByRole('textbox', { name: /Local na unidade/ })).toHaveValue(filled.location);
  },
};

/** On a 375 px phone, filled, with photos: one column, nothing wider than the screen. */
export const Mobile: Story = {
  globals: mobile,
  args: { initialDraft: filled, initialPhotos: storyPhotos(3) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Loading the units. */
export const Loading: Story = {
  args: { units: null, isLoading: true },
};

/** Loading failed: 'Tentar novamente'. */
export const LoadError: Story = {
  args: { units: null, errorMessage: 'Não foi possível carregar as suas unidades.' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** No unit handed over: why, and the way back. */
export const NoDeliveredUnit: Story = {
  args: { units: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/depois da entrega das chaves/)).toBeVisible();
    await expect(within(canvas.getByRole('status')).getByRole('link')).toBeVisible();
  },
};
