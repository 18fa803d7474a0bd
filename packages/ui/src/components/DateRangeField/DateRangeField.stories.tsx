import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, type within } from 'storybook/test';
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

/** The two native date inputs, by the names the e2e tests use. */
function sides(canvas: Canvas) {
  return {
    start: canvas.getByLabelText('Data inicial') as HTMLInputElement,
    end: canvas.getByLabelText('Data final') as HTMLInputElement,
  };
}

/** Sets a native date input as the browser's picker does (an ISO value and a change event). */
function pick(input: HTMLInputElement, iso: string) {
  fireEvent.change(input, { target: { value: iso } });
}

/** Filling both dates reports ISO strings; 'Data final' cannot go before 'Data inicial' in the picker. */
export const FillBothDates: Story = {
  play: async ({ args, canvas }) => {
    const { start, end } = sides(canvas);
    await expect(start).toHaveAttribute('type', 'date');
    pick(start, '2024-03-05');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2024-03-05', end: null });
    await expect(end).toHaveAttribute('min', '2024-03-05');
    pick(end, '2024-03-20');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2024-03-05', end: '2024-03-20' });
    await expect(start).toHaveAttribute('max', '2024-03-20');
    await expect(start).toHaveValue('2024-03-05');
  },
};

/** Typed with the keyboard into the native input (user-event types a full ISO date into it). */
export const TypeWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const { start } = sides(canvas);
    await userEvent.type(start, '2024-03-05');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2024-03-05', end: null });
  },
};

/** A start after the end (typed by hand past min/max) is reported by the field itself. */
export const ReversedRange: Story = {
  play: async ({ canvas }) => {
    const { start, end } = sides(canvas);
    pick(end, '2024-03-01');
    pick(start, '2024-03-31');
    await expect(canvas.getByText('A data inicial deve ser anterior ou igual à data final.')).toBeVisible();
    await expect(start).toHaveAttribute('aria-invalid', 'true');
  },
};

/** 'Limpar datas' empties both sides, disappears and leaves focus on the first date. */
export const ClearButton: Story = {
  args: { value: { start: '2024-03-05', end: '2024-03-20' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar datas' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(EMPTY_DATE_RANGE);
    await expect(canvas.queryByRole('button', { name: 'Limpar datas' })).toBeNull();
    const { start, end } = sides(canvas);
    await expect(start).toHaveValue('');
    await expect(end).toHaveValue('');
    await expect(start).toHaveFocus();
  },
};

/** A form-level error (e.g. only one date after 'Filtrar'). */
export const WithFormError: Story = {
  args: { value: { start: '2024-03-05', end: null }, errorMessage: 'Informe a data inicial e a data final.' },
  play: async ({ canvas }) => {
    const error = 'Informe a data inicial e a data final.';
    await expect(canvas.getByText(error)).toBeVisible();
    // Both inputs are aria-invalid and described by the error through the field's ids.
    for (const input of Object.values(sides(canvas))) {
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(expect.stringContaining(error));
    }
    await expect(canvas.getByRole('group', { name: 'Data do primeiro acesso' })).toBeVisible();
  },
};

/** A hint under the dates, linked to the inputs; a click on the label puts focus in the first date. */
export const WithDescription: Story = {
  args: { description: 'Deixe em branco para todo o período.' },
  play: async ({ canvas }) => {
    const { start } = sides(canvas);
    await expect(start).toHaveAccessibleDescription(expect.stringContaining('Deixe em branco'));
    await expectFieldWiring(canvas.getByRole('group', { name: 'Data do primeiro acesso' }), {
      label: 'Data do primeiro acesso',
      description: 'Deixe em branco para todo o período.',
    });
    await userEvent.click(canvas.getByText('Data do primeiro acesso'));
    await expect(start).toHaveFocus();
  },
};

/** Disabled: the inputs cannot be edited and there is no clear button. */
export const Disabled: Story = {
  args: { value: { start: '2024-03-05', end: '2024-03-20' }, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Limpar datas' })).toBeNull();
    await expect(sides(canvas).start).toBeDisabled();
    await expect(sides(canvas).end).toBeDisabled();
  },
};

const filled = { start: '2024-03-01', end: '2024-03-15' };

/** The boxes of the two dates and of 'até', for layout checks. */
function layoutOf(canvas: Canvas) {
  const { start, end } = sides(canvas);
  return {
    start: start.getBoundingClientRect(),
    end: end.getBoundingClientRect(),
    separator: canvas.getByText('até').getBoundingClientRect(),
  };
}

/**
 * Phone (375 px), both dates and the clear button shown: the dates stack, lined up, 'de' before
 * the start date and 'até' before the end date; nothing overflows.
 */
export const Mobile: Story = {
  args: { value: filled },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Limpar datas' })).toBeVisible();
    const { start, end, separator } = layoutOf(canvas);
    await expect(end.top).toBeGreaterThanOrEqual(start.bottom - 1);
    await expect(Math.abs(end.left - start.left)).toBeLessThan(1);
    await expect(separator.right).toBeLessThanOrEqual(end.left);
    const from = canvas.getByText('de').getBoundingClientRect();
    await expect(from.right).toBeLessThanOrEqual(start.left);
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
    const { start, end } = sides(canvas);
    await expect(start).toHaveValue('');
    await expect(end).toHaveValue('2024-03-15');
  },
};
