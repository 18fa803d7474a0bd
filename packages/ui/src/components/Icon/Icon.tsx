import { icon } from './Icon.css';
import { type IconName, icons } from './icons';

/** Icon sizes, reused by stories. */
export const iconSizes = ['sm', 'md', 'lg'] as const;
/** An icon size. */
export type IconSize = (typeof iconSizes)[number];

/** Props of {@link Icon}. */
export interface IconProps {
  name: IconName;
  size?: IconSize;
  /**
   * Accessible name when the icon alone carries meaning. Omit it when a visible text (or the
   * control's own label) already says it: the icon is then hidden from screen readers.
   */
  label?: string;
}

/** One icon of the kit's set, decorative unless given a `label`. */
export function Icon({ name, size = 'md', label }: IconProps) {
  const Glyph = icons[name];
  return label ? (
    <Glyph className={icon({ size })} role="img" aria-label={label} aria-hidden={false} strokeWidth={2} />
  ) : (
    <Glyph className={icon({ size })} aria-hidden="true" focusable="false" strokeWidth={2} />
  );
}
