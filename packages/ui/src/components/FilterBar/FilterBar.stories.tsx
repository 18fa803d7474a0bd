import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent } from 'storybook/test';
import { DateRangeField } from '../DateRangeField/DateRangeField';
import { type DateRangeValue, EMPTY_DATE_RANGE } from '../DateRangeField/date-range';
import { TextField } from '../TextField/TextField';
import { FilterBar, type FilterBarProps, FilterBarWideField } from './FilterBar';

/** A bar with a date range and an e-mail field whose values live in the story, as in a screen. */
function Example(props: Omit<FilterBarProps, 'children'>) {
  const [range, setRange] = useState<DateRangeValue>(EMPTY_DATE_RANGE);
  const [email, setEmail] = useState('');
  return (
    <FilterBar
      {...props}
      onReset={() => {
        setRange(EMPTY_DATE_RANGE);
        setEmail('');
        props.onReset();
      }}
    >
      <FilterBarWideField>
        <DateRangeField label="Período" value={range} onChange={setRange} />
      </FilterBarWideField>
      <TextField label="E-mail" type="email" value={email} onChange={setEmail} />
    </FilterBar>
  );
}

const meta = {
  title: 'Components/FilterBar',
  component: FilterBar,
  args: { onSubmit: fn(), onReset: fn(), children: null },
  render: ({ children: _children, ...args }) => <Example {...args} />,
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter in a text field submits; 'Filtrar' submits; 'Limpar filtros' empties the fields. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    // <search> is the search landmark (testing-library's role table predates the element).
    await expect(canvasElement.querySelector('search')).toHaveAttribute('aria-label', 'Filtros');
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await userEvent.type(email, 'ana@demo.com.br{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Filtrar' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveValue('');
  },
};

/** Enter in a date input submits (the form's implicit submission), and 'Limpar filtros' empties the dates. */
export const EnterInDateInput: Story = {
  play: async ({ args, canvas }) => {
    const start = canvas.getByLabelText('Data inicial');
    fireEvent.change(start, { target: { value: '2024-03-12' } });
    start.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(canvas.getByLabelText('Data inicial')).toHaveValue('');
  },
};

/** While results load, 'Filtrar' is disabled. */
export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Filtrar' })).toBeDisabled();
  },
};
