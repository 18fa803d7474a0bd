import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
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

/** Enter in a date segment submits too, and a half-typed date is wiped by 'Limpar filtros'. */
export const EnterInDateSegment: Story = {
  play: async ({ args, canvas }) => {
    const [day] = canvas.getAllByRole('spinbutton', { name: /dia/i });
    await userEvent.click(day as HTMLElement);
    await userEvent.keyboard('12{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    const [freshDay] = canvas.getAllByRole('spinbutton', { name: /dia/i });
    await expect(freshDay).not.toHaveAttribute('aria-valuenow');
  },
};

/** While results load, 'Filtrar' is disabled. */
export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Filtrar' })).toBeDisabled();
  },
};
