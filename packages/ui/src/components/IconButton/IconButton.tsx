import type { ButtonHTMLAttributes, Ref } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { iconButton } from './IconButton.css';

/** Visual variants, reused by stories. */
export const iconButtonVariants = ['ghost', 'secondary', 'primary'] as const;
/** An icon button variant. */
export type IconButtonVariant = (typeof iconButtonVariants)[number];

type NativeProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onClick' | 'disabled' | 'style' | 'children' | 'aria-label'
>;

/** Props of {@link IconButton}. */
export interface IconButtonProps extends NativeProps {
  icon: IconName;
  /** Required: the accessible name, since there is no visible text (e.g. 'Copiar código'). */
  label: string;
  variant?: IconButtonVariant;
  onPress?: () => void;
  isDisabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A button showing only an icon; its `label` is what screen readers announce (and the tooltip text). */
export function IconButton({
  icon,
  label,
  variant = 'ghost',
  onPress,
  isDisabled = false,
  type = 'button',
  className,
  ref,
  ...native
}: IconButtonProps) {
  const classes = iconButton({ variant });
  return (
    <button
      {...native}
      ref={ref}
      type={type}
      aria-label={label}
      title={label}
      className={className ? `${classes} ${className}` : classes}
      disabled={isDisabled}
      data-disabled={isDisabled || undefined}
      onClick={onPress}
    >
      <Icon name={icon} size="md" />
    </button>
  );
}
