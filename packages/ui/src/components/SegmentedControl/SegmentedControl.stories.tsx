import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SegmentedControl, type SegmentedControlProps } from './SegmentedControl';

type PersonType = 'individual' | 'company';

const options = [
  { value: 'individual', label: 'Pessoa física' },
  { value: 'company', label: 'Pessoa jurídica' },
] as const;

/** Holds the value like a form does. */
function Controlled(args: SegmentedControlProps<PersonType>) {
  const [value, setValue] = useState(args.value);
  return (
    <SegmentedControl
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/SegmentedControl',
  component: SegmentedControl<PersonType>,
  args: { label: 'Tipo de pessoa', options, value: 'individual', onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof SegmentedControl<PersonType>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A named radio group; click and arrow keys choose; each segment is a 44 px target. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Tipo de pessoa' })).toBeVisible();
    const individual = canvas.getByRole('radio', { name: 'Pessoa física' });
    const company = canvas.getByRole('radio', { name: 'Pessoa jurídica' });
    await expect(individual).toBeChecked();
    await userEvent.click(company);
    await expect(company).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('company');
    company.focus();
    // Held down like a real key press: radix selects on the focus move, a tick after keydown.
    await userEvent.keyboard('{ArrowLeft>}');
    await waitFor(() => expect(individual).toBeChecked());
    await userEvent.keyboard('{/ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith('individual');
    await expect(individual.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Disabled: nothing changes. */
export const Disabled: Story = {
  args: { isDisabled: true, value: 'company' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Pessoa física' }), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: 'Pessoa jurídica' })).toBeChecked();
  },
};
