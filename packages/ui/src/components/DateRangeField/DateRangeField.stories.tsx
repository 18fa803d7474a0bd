import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, type within } from 'storybook/test';
import { expectFieldWiring } from '../Field/expect-field-wiring';
import { DateRangeField, type DateRangeFieldProps } from './DateRangeField';
import { type DateRangeValue, EMPTY_DATE_RANGE } from './date-range';

type Canvas = ReturnType<typeof within>;

/** The field as screens use it: the parent keeps the ISO value. */
function Controlled(props: DateRangeFieldProps) {
  const [value, setValue] = useState<DateRangeValue>(props.value);
  return (
    <DateRangeField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/DateRangeField',
  component: DateRangeField,
  args: { label: 'Data do primeiro acesso', value: EMPTY_DATE_RANGE, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DateRangeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing digits fills dd/mm/aaaa segment by segment and jumps from the start date to the end date. */
export const TypeWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const [firstDay] = canvas.getAllByRole('spinbutton', { name: /dia/i });
    await userEvent.click(firstDay as HTMLElement);
    await userEvent.keyboard('05032024');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2024-03-05', end: null });
    await userEvent.keyboard('20032024');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2024-03-05', end: '2024-03-20' });
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A start after the end is flagged at once, in Portuguese, and linked to the inputs. */
export const ReversedRange: Story = {
  args: { value: { start: '2024-03-20', end: '2024-03-05' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('A data inicial deve ser anterior ou igual à data final.'),
    ).toBeVisible();
    const [firstDay] = canvas.getAllByRole('spinbutton', { name: /dia/i });
    await expect(firstDay).toHaveAttribute('aria-invalid', 'true');
  },
};

/** 'Limpar datas' empties both dates and gives focus back to the first segment. */
export const ClearButton: Story = {
  args: { value: { start: '2024-03-05', end: '2024-03-20' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar datas' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: null, end: null });
    await expect(canvas.queryByRole('button', { name: 'Limpar datas' })).toBeNull();
    const [firstDay] = canvas.getAllByRole('spinbutton', { name: /dia/i });
    await waitFor(() => expect(firstDay).toHaveFocus());
  },
};

/** The calendar opens from its button; picking two days sets the range and closes it. */
export const PickInCalendar: Story = {
  args: { value: { start: '2024-03-05', end: '2024-03-06' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /abrir calendário/i }));
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /10 de março de 2024/i }));
    await userEvent.click(screen.getByRole('button', { name: /15 de março de 2024/i }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith({ start: '2024-03-10', end: '2024-03-15' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Opened with Alt+ArrowDown from a segment, closed with Escape: focus returns to the field. */
export const CalendarWithKeyboard: Story = {
  play: async ({ canvas }) => {
    const [firstDay] = canvas.getAllByRole('spinbutton', { name: /dia/i });
    await userEvent.click(firstDay as HTMLElement);
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect(await screen.findByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A form-level error (e.g. only one date after 'Filtrar'). */
export const WithFormError: Story = {
  args: { value: { start: '2024-03-05', end: null }, errorMessage: 'Informe a data inicial e a data final.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Informe a data inicial e a data final.')).toBeVisible();
    // The group and every segment are described by the error through the field's ids; the segments
    // carry aria-invalid (a group cannot).
    const error = 'Informe a data inicial e a data final.';
    const group = canvas.getByRole('group', { name: 'Data do primeiro acesso' });
    await expect(group).toHaveAccessibleDescription(expect.stringContaining(error));
    for (const segment of canvas.getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-invalid', 'true');
      await expect(segment).toHaveAccessibleDescription(expect.stringContaining(error));
    }
  },
};

/** A hint under the dates, linked to the inputs; a click on the label puts focus in the first date. */
export const WithDescription: Story = {
  args: { description: 'Deixe em branco para todo o período.' },
  play: async ({ canvas }) => {
    const [firstDay] = canvas.getAllByRole('spinbutton', { name: /dia/i });
    await expect(firstDay).toHaveAccessibleDescription(expect.stringContaining('Deixe em branco'));
    await expectFieldWiring(canvas.getByRole('group', { name: 'Data do primeiro acesso' }), {
      label: 'Data do primeiro acesso',
      description: 'Deixe em branco para todo o período.',
    });
    await userEvent.click(canvas.getByText('Data do primeiro acesso'));
    await expect(firstDay).toHaveFocus();
  },
};

/** Disabled: segments cannot be edited and there is no clear button. */
export const Disabled: Story = {
  args: { value: { start: '2024-03-05', end: '2024-03-20' }, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Limpar datas' })).toBeNull();
  },
};

const filled = { start: '2024-03-01', end: '2024-03-15' };

/** Where a date's segments sit: one line each (the same top), from the day's left to the year's right. */
function dateBox(canvas: Canvas, side: 'Data inicial' | 'Data final') {
  const boxes = canvas
    .getAllByRole('spinbutton', { name: new RegExp(side) })
    .map((segment: HTMLElement) => segment.getBoundingClientRect());
  const first = boxes[0] as DOMRect;
  const last = boxes.at(-1) as DOMRect;
  const isOneLine = boxes.every((box: DOMRect) => Math.abs(box.top - first.top) < 1);
  return { top: first.top, bottom: first.bottom, left: first.left, right: last.right, isOneLine };
}

/** The boxes of the two dates and of 'até', for layout checks. */
function layoutOf(canvas: Canvas) {
  return {
    start: dateBox(canvas, 'Data inicial'),
    end: dateBox(canvas, 'Data final'),
    separator: canvas.getByText('até').getBoundingClientRect(),
  };
}

/**
 * Phone (375 px), both dates and the clear button shown: the dates stack, lined up, 'de' before
 * the start date and 'até' before the end date; each date stays on one line and nothing overflows.
 */
export const Mobile: Story = {
  args: { value: filled },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Limpar datas' })).toBeVisible();
    const { start, end, separator } = layoutOf(canvas);
    await expect(start.isOneLine && end.isOneLine).toBe(true);
    await expect(end.top).toBeGreaterThanOrEqual(start.bottom);
    await expect(Math.abs(end.left - start.left)).toBeLessThan(1);
    await expect(separator.right).toBeLessThanOrEqual(end.left);
    const from = canvas.getByText('de').getBoundingClientRect();
    await expect(from.right).toBeLessThanOrEqual(start.left);
    await expect(Math.abs(from.right - separator.right)).toBeLessThan(1);
    await expect(Math.abs(separator.top + separator.height / 2 - (end.top + end.bottom) / 2)).toBeLessThan(4);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Desktop: 'dd/mm/aaaa até dd/mm/aaaa' on one line (no 'de'). */
export const Desktop: Story = {
  args: { value: filled },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('de')).not.toBeVisible();
    const { start, end, separator } = layoutOf(canvas);
    await expect(Math.abs(end.top - start.top)).toBeLessThan(1);
    await expect(separator.left).toBeGreaterThanOrEqual(start.right);
    await expect(end.left).toBeGreaterThanOrEqual(separator.right);
  },
};

/** An impossible date from the parent (a hand-edited URL): the field shows empty and reports nulls. */
export const ImpossibleDateFromParent: Story = {
  args: { value: { start: '2024-02-30', end: '2024-03-15' } },
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ start: null, end: '2024-03-15' }));
    const [day] = canvas.getAllByRole('spinbutton', { name: /dia, Data inicial/i });
    await expect(day).toHaveAttribute('aria-valuetext', 'Vazio');
  },
};
