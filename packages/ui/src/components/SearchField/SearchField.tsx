import { useId, useState } from 'react';
import { messages } from '../../messages/pt-BR';
import { IconButton } from '../IconButton/IconButton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as css from './SearchField.css';

/** Props of {@link SearchField}. */
export interface SearchFieldProps {
  /** Called with the typed text (untrimmed) on Enter or on the search button; '' clears the search. */
  onSearch: (query: string) => void;
  /** Placeholder, e.g. 'Nome do empreendimento'. */
  placeholder?: string;
  /** Accessible name of the input (visually hidden); defaults to the placeholder, then 'Pesquisar'. */
  label?: string;
  /** Text the field starts with (e.g. the search already applied). */
  defaultValue?: string;
  /** Called on every keystroke, for screens that want to mirror the text. */
  onChange?: (value: string) => void;
  name?: string;
}

/**
 * A search box whose query applies on Enter or on the search icon button (spec: enterprises search),
 * not on every keystroke. Rendered as a form inside a `<search>` landmark.
 */
export function SearchField({
  onSearch,
  placeholder,
  label,
  defaultValue = '',
  onChange,
  name = 'q',
}: SearchFieldProps) {
  const [text, setText] = useState(defaultValue);
  const inputId = useId();
  const accessibleName = label ?? placeholder ?? messages.searchField.label;
  return (
    <search>
      <form
        className={css.searchField()}
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text);
        }}
      >
        <label htmlFor={inputId}>
          <VisuallyHidden>{accessibleName}</VisuallyHidden>
        </label>
        <input
          id={inputId}
          type="search"
          name={name}
          className={css.input}
          value={text}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => {
            setText(event.currentTarget.value);
            onChange?.(event.currentTarget.value);
          }}
        />
        <IconButton icon="search" label={messages.searchField.submit} type="submit" className={css.submit} />
      </form>
    </search>
  );
}
