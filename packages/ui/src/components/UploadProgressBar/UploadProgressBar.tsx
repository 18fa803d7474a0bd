import * as css from './UploadProgressBar.css';

/** Props of {@link UploadProgressBar}. */
export interface UploadProgressBarProps {
  /** Percentage sent, 0–100; clamped and rounded here (anything not a number counts as 0). */
  value: number;
  /** The bar's name for assistive technology, in Portuguese ('Envio da planilha'). */
  label: string;
}

/** The value as a whole percentage between 0 and 100. */
function toPercent(value: number) {
  return Math.min(100, Math.max(0, Math.round(Number.isFinite(value) ? value : 0)));
}

/**
 * How much of a file has been sent (the spreadsheet import, a payment proof). A native `<progress>`,
 * so its `progressbar` role comes from the element; `aria-valuenow`/`min`/`max` and the value text
 * are still written out so every reader (and every test) finds the same figures.
 */
export function UploadProgressBar({ value, label }: UploadProgressBarProps) {
  const percent = toPercent(value);
  return (
    <progress
      className={css.bar}
      max={100}
      value={percent}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
    >
      {`${percent}%`}
    </progress>
  );
}
