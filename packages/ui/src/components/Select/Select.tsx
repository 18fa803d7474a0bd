import { Select as RadixSelect } from 'radix-ui';
import type { ReactNode, Ref } from 'react';
import { BrandPortalTheme } from '../../brand/BrandPortalTheme';
import { messages } from '../../messages/pt-BR';
import { Field } from '../Field/Field';
import { Icon } from '../Icon/Icon';
import * as css from './Select.css';

/** One option of a {@link Select}. Values are strings (radix forbids '' as an option value). */
export interface SelectOption {
  value: string;
  label: string;
  isDisabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps {
  label: string;
  options: readonly SelectOption[];
  /** Controlled value ('' or undefined shows the placeholder); pair with `onChange`. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Text shown while nothing is chosen; defaults to 'Selecione'. */
  placeholder?: string;
  name?: string;
  id?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Help text under the control, linked by aria-describedby. */
  description?: ReactNode;
  /** The field's error: marks the trigger aria-invalid and links the text. */
  errorMessage?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A labelled drop-down built on radix-ui Select: full keyboard support (arrows, Home/End, type-ahead,
 * Enter/Space, Escape), a native hidden select for forms, and the look of the kit's text field.
 */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onChange,
  placeholder = messages.select.placeholder,
  name,
  id,
  isRequired = false,
  isDisabled = false,
  description,
  errorMessage,
  ref,
}: SelectProps) {
  // radix keeps "no value" as undefined; an empty string from a controlled parent means the same.
  const controlledValue = value === undefined ? undefined : value === '' ? undefined : value;
  const rootProps = value === undefined ? { defaultValue } : { value: controlledValue ?? '' };

  return (
    <Field
      label={label}
      id={id}
      isRequired={isRequired}
      description={description}
      errorMessage={errorMessage}
    >
      {(control) => (
        <RadixSelect.Root
          {...rootProps}
          onValueChange={onChange}
          name={name}
          required={isRequired}
          disabled={isDisabled}
        >
          <RadixSelect.Trigger
            {...control.props}
            ref={ref}
            className={css.trigger()}
            aria-required={isRequired || undefined}
            data-invalid={control.isInvalid || undefined}
            data-disabled={isDisabled || undefined}
          >
            <RadixSelect.Value placeholder={placeholder} />
            <RadixSelect.Icon className={css.chevron}>
              <Icon name="chevronDown" size="sm" />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal>
            {/* Portals render outside BrandProvider's element: re-apply the brand's tokens. */}
            <BrandPortalTheme>
              <RadixSelect.Content className={css.content} position="popper" sideOffset={4}>
                <RadixSelect.Viewport className={css.viewport}>
                  {options.map((option) => (
                    <RadixSelect.Item
                      key={option.value}
                      value={option.value}
                      disabled={option.isDisabled}
                      className={css.item}
                    >
                      <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                      <RadixSelect.ItemIndicator className={css.indicator}>
                        <Icon name="check" size="sm" />
                      </RadixSelect.ItemIndicator>
                    </RadixSelect.Item>
                  ))}
                </RadixSelect.Viewport>
              </RadixSelect.Content>
            </BrandPortalTheme>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </Field>
  );
}
