import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { DateRangeField, type DateRangeFieldProps } from './DateRangeField';
import { type DateRangeValue, EMPTY_DATE_RANGE } from './date-range';

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
  },
};

/** Disabled: segments cannot be edited and there is no clear button. */
export const Disabled: Story = {
  args: { value: { start: '2024-03-05', end: '2024-03-20' }, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Limpar datas' })).toBeNull();
  },
};
