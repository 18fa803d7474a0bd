import { Switch as RadixSwitch } from 'radix-ui';
import { useId } from 'react';
import * as css from './Switch.css';

/** Props of {@link Switch}. */
export interface SwitchProps {
  /** Visible label, also the accessible name (e.g. 'Lembrar login'). */
  label: string;
  /** Controlled state; pair with `onChange`. */
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  isDisabled?: boolean;
  /** Form field name; the value 'on' is submitted when selected. */
  name?: string;
  id?: string;
}

/**
 * An on/off toggle (radix-ui Switch, role "switch"): Space toggles it, the label toggles it too, and
 * the state is told by the thumb position and `aria-checked`, not by colour alone.
 */
export function Switch({
  label,
  isSelected,
  defaultSelected,
  onChange,
  isDisabled = false,
  name,
  id,
}: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  return (
    <label htmlFor={switchId} className={css.root} data-disabled={isDisabled || undefined}>
      <RadixSwitch.Root
        id={switchId}
        name={name}
        className={css.track()}
        checked={isSelected}
        defaultChecked={defaultSelected}
        onCheckedChange={onChange}
        disabled={isDisabled}
      >
        <RadixSwitch.Thumb className={css.thumb} />
      </RadixSwitch.Root>
      {label}
    </label>
  );
}
