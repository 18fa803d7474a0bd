import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SegmentedControl, type SegmentedControlProps } from './SegmentedControl';

type PersonType = 'individual' | 'company';

const options = [
  { value: 'individual', label: 'Pessoa física' },
  { value: 'company', label: 'Pessoa jurídica' },
] as const;

/** Holds the value like a form does, inside a form (Enter on a segment must not submit it). */
function Controlled(args: SegmentedControlProps<PersonType>) {
  const [value, setValue] = useState(args.value);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submitted();
      }}
    >
      <SegmentedControl
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
      <button type="submit">Enviar</button>
    </form>
  );
}

/** Called when the story's form is submitted. */
const submitted = fn();

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
    // Held down like a real key press; the browser moves and checks on keydown.
    await userEvent.keyboard('{ArrowLeft>}');
    await waitFor(() => expect(individual).toBeChecked());
    await userEvent.keyboard('{/ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith('individual');
    await expect(individual.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // Enter neither changes the choice nor submits the form.
    submitted.mockClear();
    await userEvent.keyboard('{Enter}');
    await expect(submitted).not.toHaveBeenCalled();
    await expect(individual).toBeChecked();
  },
};

/** Tabbing in draws the focus ring around the chosen segment (its radio is transparent). */
export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    const individual = canvas.getByRole('radio', { name: 'Pessoa física' });
    const segment = individual.closest('label');
    await expect(segment).not.toBeNull();
    await expect(getComputedStyle(segment as HTMLElement).outlineStyle).toBe('none');
    await userEvent.tab();
    await expect(individual).toHaveFocus();
    await waitFor(() => expect(getComputedStyle(segment as HTMLElement).outlineStyle).toBe('solid'));
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
