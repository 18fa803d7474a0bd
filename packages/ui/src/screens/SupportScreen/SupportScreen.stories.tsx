import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SupportScreen } from './SupportScreen';

const meta = {
  title: 'Screens/SupportScreen',
  component: SupportScreen,
  args: { onSubmit: fn(async () => undefined), onFinish: fn(), onNavigate: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SupportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop', isRotated: false } };
const mobile = { viewport: { value: 'mobile', isRotated: false } };

async function fill(canvas: ReturnType<typeof within>, subject: string, message: string) {
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Assunto' }), subject);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Descrição' }), message);
}

/** Desktop: contact cards, the form with its placeholder and the floating WhatsApp button. */
export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Suporte' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Descrição' })).toHaveAttribute(
      'placeholder',
      'Inserir mensagem',
    );
    await expect(canvas.getByRole('link', { name: /Falar pelo WhatsApp/ })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
  },
};

/**
 * Phone: nothing overflows sideways, and at the end of the page the floating WhatsApp button rests
 * in its own slot under the last contact card, inside the page, so it hides none of the card's text.
 */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    const button = canvas.getByRole('link', { name: 'Falar pelo WhatsApp (abre em nova aba)' });
    const lastCard = canvas.getAllByRole('article').at(-1) as HTMLElement;
    const pageColumn = button.parentElement as HTMLElement;
    const view = canvasElement.ownerDocument.defaultView as Window;
    view.scrollTo(0, canvasElement.ownerDocument.documentElement.scrollHeight);
    await waitFor(() =>
      expect(button.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        lastCard.getBoundingClientRect().bottom,
      ),
    );
    await expect(button.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      pageColumn.getBoundingClientRect().bottom,
    );
    // Keyboard users reach it right after the last contact link.
    within(lastCard).getAllByRole('link').at(-1)?.focus();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    view.scrollTo(0, 0);
  },
};

/** Where two boxes share pixels (touching edges do not count). */
function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Scrolls the page from top to bottom, half a screen at a time, and at each stop checks that the
 * WhatsApp button covers no contact card, no control and not the message counter.
 */
async function expectWhatsAppCoversNothing(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const button = canvas.getByRole('link', { name: 'Falar pelo WhatsApp (abre em nova aba)' });
  const covered = [
    canvas.getByText(/^0\/5000$/),
    ...canvas.getAllByRole('article'),
    ...canvas.getAllByRole('button'),
    ...canvas.getAllByRole('combobox'),
    ...canvas.getAllByRole('textbox'),
    ...canvas.getAllByRole('link').filter((link) => link !== button),
  ];
  const document = canvasElement.ownerDocument;
  const view = document.defaultView as Window;
  const end = document.documentElement.scrollHeight - view.innerHeight;
  for (let top = 0; ; top = Math.min(end, top + view.innerHeight / 2)) {
    view.scrollTo(0, top);
    await new Promise((resolve) => view.requestAnimationFrame(resolve));
    const box = button.getBoundingClientRect();
    const hidden = covered.filter((element) => overlaps(box, element.getBoundingClientRect()));
    await expect(
      hidden.map((element) => element.textContent?.slice(0, 40)),
      `scrolled to ${top}`,
    ).toEqual([]);
    if (top >= end) break;
  }
  view.scrollTo(0, 0);
}

/**
 * The WhatsApp button never covers content (product rule §4): from 1000 px it floats
 * in a gutter the page keeps free, beside the contact cards, at every scroll position.
 */
export const WhatsAppCoversNothing: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => expectWhatsAppCoversNothing(canvasElement),
};

/** On a phone it rests at the end of the page: the counter, 'Enviar' and the cards stay in view. */
export const WhatsAppCoversNothingMobile: Story = { ...WhatsAppCoversNothing, globals: mobile };

/** 'Enviar' with nothing filled: both spec messages; nothing is sent. Typing clears the message's error. */
export const Validation: Story = {
  globals: desktop,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(canvas.getByText('Campo de assunto obrigatório.')).toBeVisible();
    await expect(canvas.getByText('Campo de mensagem obrigatório.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Descrição' })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Descrição' }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    // Whitespace only still counts as empty.
    await expect(canvas.getByText('Campo de mensagem obrigatório.')).toBeVisible();
  },
};

/** Validation on a phone. */
export const ValidationMobile: Story = { ...Validation, globals: mobile };

/** The subjects are the 12 of the domain, sorted. */
export const Subjects: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Assunto' });
    // 12 subjects after the disabled placeholder option
    const options = within(select)
      .getAllByRole('option')
      .filter((option) => !(option as HTMLOptionElement).disabled);
    await expect(options).toHaveLength(12);
    await expect(options[0]).toHaveTextContent('Assistência Técnica');
  },
};

/** Success, then 'Sim': the modal closes and the form is empty again. */
export const SuccessSendAnother: Story = {
  globals: desktop,
  play: async ({ args, canvas }) => {
    await fill(canvas, 'Financeiro', 'Gostaria da segunda via do contrato.');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      subject: 'Financeiro',
      message: 'Gostaria da segunda via do contrato.',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Mensagem enviada com sucesso!' });
    await expect(dialog).toHaveAccessibleDescription('Deseja enviar outro ticket?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('textbox', { name: 'Descrição' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Assunto' })).toHaveDisplayValue('Selecione o assunto');
    await expect(args.onFinish).not.toHaveBeenCalled();
  },
};

/** Success, then 'Não': the portal is told to leave (to /empreendimentos). */
export const SuccessFinish: Story = {
  globals: desktop,
  play: async ({ args, canvas }) => {
    await fill(canvas, 'Engenharia', 'Infiltração na varanda.');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mensagem enviada com sucesso!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Não' }));
    await expect(args.onFinish).toHaveBeenCalledOnce();
  },
};

/** Success modal on a phone. */
export const SuccessMobile: Story = { ...SuccessFinish, globals: mobile };

/** Failure: the catalogue text, the form keeps what was typed. */
export const SendError: Story = {
  globals: desktop,
  args: { onSubmit: fn(async () => Promise.reject(new Error('500'))) },
  play: async ({ canvas }) => {
    await fill(canvas, 'Jurídico', 'Dúvida sobre a cessão.');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Houve um erro ao enviar o ticket.');
    await expect(canvas.getByRole('textbox', { name: 'Descrição' })).toHaveValue('Dúvida sobre a cessão.');
  },
};

/** Error on a phone. */
export const SendErrorMobile: Story = { ...SendError, globals: mobile };

/** Sending: 'Enviar' is busy until the portal answers. */
export const Submitting: Story = {
  globals: desktop,
  args: { onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvas }) => {
    await fill(canvas, 'Condomínio / IPTU', 'Boleto do condomínio.');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(canvas.getByRole('button', { name: 'Enviar' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Long data: a long message in the textarea. */
export const LongMessage: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Descrição' });
    await userEvent.click(box);
    await userEvent.paste('Prezados, '.repeat(120));
    await expect((box as HTMLTextAreaElement).value.length).toBe(1200);
  },
};

/** The 5,000-character cap (spec section 5): a count under the field, and a paste beyond it is cut there. */
export const MessageCap: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Descrição' });
    await expect(box).toHaveAttribute('maxlength', '5000');
    await expect(box).toHaveAccessibleDescription('0/5000');
    await userEvent.click(box);
    await userEvent.paste('Prezados, '.repeat(600));
    await expect((box as HTMLTextAreaElement).value.length).toBe(5000);
    await expect(box).toHaveAccessibleDescription('5000/5000');
  },
};
