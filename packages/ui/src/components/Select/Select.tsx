import { Select as RadixSelect } from 'radix-ui';
import { type ReactNode, type Ref, useId } from 'react';
import { BrandPortalTheme } from '../../brand/BrandPortalTheme';
import { messages } from '../../messages/pt-BR';
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
  const generatedId = useId();
  const triggerId = id ?? generatedId;
  const errorId = `${triggerId}-error`;
  const descriptionId = `${triggerId}-description`;
  const isInvalid = Boolean(errorMessage);
  const describedBy = [isInvalid && errorId, description && descriptionId].filter(Boolean).join(' ');
  // radix keeps "no value" as undefined; an empty string from a controlled parent means the same.
  const controlledValue = value === undefined ? undefined : value === '' ? undefined : value;
  const rootProps = value === undefined ? { defaultValue } : { value: controlledValue ?? '' };

  return (
    <div className={css.field}>
      <label htmlFor={triggerId} className={css.label}>
        {label}
        {isRequired && (
          <span className={css.asterisk} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <RadixSelect.Root
        {...rootProps}
        onValueChange={onChange}
        name={name}
        required={isRequired}
        disabled={isDisabled}
      >
        <RadixSelect.Trigger
          ref={ref}
          id={triggerId}
          className={css.trigger()}
          aria-invalid={isInvalid || undefined}
          aria-required={isRequired || undefined}
          aria-describedby={describedBy || undefined}
          data-invalid={isInvalid || undefined}
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
      {description && (
        <div id={descriptionId} className={css.description}>
          {description}
        </div>
      )}
      {isInvalid && (
        <div id={errorId} className={css.error}>
          <Icon name="alert" size="sm" />
          <span>{errorMessage}</span>
        </div>
      )}
    </div>
  );
}
