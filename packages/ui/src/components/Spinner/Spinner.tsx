import { messages } from '../../messages/pt-BR';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { spinnerGlyph, spinnerRoot } from './Spinner.css';

/** Sizes of the spinner, reused by its stories. */
export const spinnerSizes = ['sm', 'md', 'lg'] as const;
/** A spinner size. */
export type SpinnerSize = (typeof spinnerSizes)[number];

/** The bare ring, decorative (`aria-hidden`); for use inside a control that announces its own state. */
export function SpinnerGlyph({ size = 'md' }: { size?: SpinnerSize }) {
  return (
    <svg className={spinnerGlyph({ size })} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  size?: SpinnerSize;
  /** What is loading, read by screen readers; defaults to 'Carregando…'. */
  label?: string;
}

/** A loading indicator announced politely to screen readers through its visually-hidden label. */
export function Spinner({ size = 'md', label = messages.common.loading }: SpinnerProps) {
  return (
    <span role="status" className={spinnerRoot}>
      <SpinnerGlyph size={size} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
