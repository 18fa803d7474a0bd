import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { concludedDetail, ratedDetail, staffDetail } from '../AssistanceScreen/assistance-fixtures';
import { StaffAssistanceScreen } from './StaffAssistanceScreen';

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'Screens/Admin/StaffAssistanceScreen',
  component: StaffAssistanceScreen,
  parameters: { layout: 'fullscreen' },
  globals: desktop,
  args: {
    request: staffDetail,
    today: '2026-11-27',
    queueHref: '/solicitacoes-assistencia',
    onChangeStatus: fn(async () => true),
    onSendMessage: fn(async () => true),
    onRetry: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof StaffAssistanceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A request 'Em análise': the customer, the request, 'Mudar a situação', the conversation, the history. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('form', { name: 'Mudar a situação' });
    await expect(canvas.getByRole('heading', { level: 1, name: 'Solicitação AT-000123' })).toBeVisible();
    await expect(canvas.getByText('Ana Souza · ana.souza@example.com')).toBeVisible();
    const change = canvas.getByRole('combobox', { name: /Nova situação/ });
    const offered = within(change)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(offered).toEqual(['Selecione', 'Visita agendada', 'Em execução', 'Improcedente']);
    await expect(canvas.getByText('Carlos Pereira (equipe)')).toBeVisible();
    await expect(canvas.getByText('Ana Souza (cliente)')).toBeVisible();
  },
};

/** On a 375 px phone: one column, nothing wider than the screen. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** 'Visita agendada' asks for the day and the window; with them the change is handed over. */
export const ScheduleVisit: Story = {
  play: async ({ args, canvas }) => {
    await canvas.findByRole('form', { name: 'Mudar a situação' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Nova situação/ }), 'visit_scheduled');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar situação' }));
    await expect(canvas.getByText('Informe a data da visita: de hoje até um ano à frente.')).toBeVisible();
    await expect(args.onChangeStatus).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText(/Data da visita/), '2026-12-03');
    await userEvent.type(canvas.getByLabelText(/^Das/), '08:00');
    await userEvent.type(canvas.getByLabelText(/^Às/), '12:00');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Observação/ }),
      'Leve a chave da caixa de passagem.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar situação' }));
    await expect(args.onChangeStatus).toHaveBeenCalledWith({
      status: 'visit_scheduled',
      visitDate: '2026-12-03',
      visitStart: '08:00',
      visitEnd: '12:00',
      note: 'Leve a chave da caixa de passagem.',
    });
  },
};

/** 'Improcedente' needs the reason: without it, nothing is sent. */
export const RejectNeedsReason: Story = {
  play: async ({ args, canvas }) => {
    await canvas.findByRole('form', { name: 'Mudar a situação' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Nova situação/ }), 'rejected');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar situação' }));
    await expect(canvas.getByText(/Informe o motivo da improcedência/)).toBeVisible();
    await expect(args.onChangeStatus).not.toHaveBeenCalled();
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Motivo da improcedência/ }),
      'Furação na parede.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar situação' }));
    await expect(args.onChangeStatus).toHaveBeenCalledWith({
      status: 'rejected',
      reason: 'Furação na parede.',
    });
  },
};

/** No status chosen: 'Escolha a nova situação.'. */
export const NoStatusChosen: Story = {
  play: async ({ args, canvas }) => {
    await canvas.findByRole('form', { name: 'Mudar a situação' });
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar situação' }));
    await expect(canvas.getByText('Escolha a nova situação.')).toBeVisible();
    await expect(args.onChangeStatus).not.toHaveBeenCalled();
  },
};

/** Saving: the button busy. */
export const Saving: Story = {
  args: { isChangingStatus: true },
  play: async ({ canvas }) => {
    await canvas.findByRole('form', { name: 'Mudar a situação' });
    await expect(canvas.getByRole('button', { name: 'Salvar situação' })).toBeDisabled();
  },
};

/** Refused by the server (a colleague changed it first): its text. */
export const SaveRefused: Story = {
  args: { statusError: 'A situação desta solicitação mudou. Recarregue a página e tente de novo.' },
  play: async ({ canvas }) => {
    await canvas.findByRole('form', { name: 'Mudar a situação' });
    await expect(canvas.getByRole('alert')).toHaveTextContent(/mudou/);
  },
};

/** Saved: the success line; the customer was e-mailed. */
export const Saved: Story = {
  args: {
    request: {
      ...staffDetail,
      ...concludedDetail,
      customer_name: 'Ana Souza',
      customer_email: 'ana.souza@example.com',
    },
    notice: { tone: 'success', text: 'Situação alterada para Concluída. O cliente foi avisado por e-mail.' },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Solicitação encerrada: a situação não muda mais.')).toBeVisible();
  },
};

/** Concluded and rated: the customer's score for the staff to read. */
export const Rated: Story = {
  args: {
    request: {
      ...staffDetail,
      ...ratedDetail,
      customer_name: 'Ana Souza',
      customer_email: 'ana.souza@example.com',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Avaliação do cliente: 4 de 5')).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = { args: { request: null, isLoading: true } };

/** No such request: said so, with the way back to the queue. */
export const NotFound: Story = {
  args: { request: null, notFoundMessage: 'Solicitação de assistência não encontrada.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Voltar para Solicitações de assistência' })).toBeVisible();
  },
};

/** Loading failed. */
export const LoadError: Story = {
  args: { request: null, errorMessage: 'Solicitação não encontrada.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Solicitação não encontrada.');
  },
};
