import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { SpinnerGlyph } from '../Spinner/Spinner';
import { button } from './Button.css';

/** Visual variants of the button, reused by stories. */
export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
/** A button variant. */
export type ButtonVariant = (typeof buttonVariants)[number];

/** Sizes; both keep at least a 44 px touch target. */
export const buttonSizes = ['md', 'lg'] as const;
/** A button size. */
export type ButtonSize = (typeof buttonSizes)[number];

type NativeProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onClick' | 'disabled' | 'style' | 'children'
>;

/** Props of {@link Button}. */
export interface ButtonProps extends NativeProps {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Called on click, Enter or Space (never while disabled or loading). */
  onPress?: () => void;
  isDisabled?: boolean;
  /** Shows a spinner, marks the button busy and blocks presses (spec: 'Cadastrar' while submitting). */
  isLoading?: boolean;
  isFullWidth?: boolean;
  /** Decorative icon before the text. */
  icon?: IconName;
  ref?: Ref<HTMLButtonElement>;
}

/** The kit's button. `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  children,
  variant = 'primary',
  size = 'md',
  onPress,
  isDisabled = false,
  isLoading = false,
  isFullWidth = false,
  icon,
  type = 'button',
  className,
  ref,
  ...native
}: ButtonProps) {
  const classes = button({ variant, size, fullWidth: isFullWidth });
  return (
    <button
      {...native}
      ref={ref}
      type={type}
      className={className ? `${classes} ${className}` : classes}
      disabled={isDisabled || isLoading}
      aria-busy={isLoading || undefined}
      data-disabled={isDisabled || undefined}
      data-loading={isLoading || undefined}
      onClick={onPress}
    >
      {isLoading ? <SpinnerGlyph size="sm" /> : icon ? <Icon name={icon} size="sm" /> : null}
      {children}
    </button>
  );
}
