import { type FormEvent, type ReactNode, useState } from 'react';
import { reportMessages } from '../../messages/pt-BR-reports';
import { Button } from '../Button/Button';
import * as css from './FilterBar.css';

/** Props of {@link FilterBar}. */
export interface FilterBarProps {
  /** The filter fields (TextField, DateRangeField, Select…), laid out in a responsive grid. */
  children: ReactNode;
  /** 'Filtrar' pressed, or Enter in any field. Validate and apply the filters here. */
  onSubmit: () => void;
  /** 'Limpar filtros' pressed: set every filter value back to empty here. */
  onReset: () => void;
  /** Name of the search landmark. */
  label?: string;
  /** Disables 'Filtrar' while results load (the fields stay editable). */
  isSubmitting?: boolean;
}

const text = reportMessages.filterBar;

/**
 * A search form for list screens: fields in a grid (one column on phones, two from 700 px, as many
 * as fit from 1150 px), then 'Filtrar' and 'Limpar filtros'. Enter submits from any field, including the date
 * segments (which are not native inputs, so the browser would not submit on its own).
 * 'Limpar filtros' also remounts the fields, which wipes anything half typed that is not yet a value.
 */
export function FilterBar({
  children,
  onSubmit,
  onReset,
  label = text.label,
  isSubmitting = false,
}: FilterBarProps) {
  const [generation, setGeneration] = useState(0);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  const reset = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setGeneration((count) => count + 1);
    onReset();
  };

  return (
    <search aria-label={label}>
      <form className={css.form} onSubmit={submit} onReset={reset} noValidate>
        <div key={generation} className={css.fields}>
          {children}
        </div>
        <div className={css.actions}>
          <Button type="reset" variant="ghost">
            {text.reset}
          </Button>
          <Button type="submit" icon="search" isDisabled={isSubmitting}>
            {text.submit}
          </Button>
        </div>
      </form>
    </search>
  );
}

/** Props of {@link FilterBarWideField}. */
export interface FilterBarWideFieldProps {
  children: ReactNode;
}

/** Gives one field of a {@link FilterBar} two grid cells from 700 px (a date range needs the room). */
export function FilterBarWideField({ children }: FilterBarWideFieldProps) {
  return <div className={css.wide}>{children}</div>;
}
