import { CNPJ_MASK_LENGTH, CPF_MASK_LENGTH, maskCnpj, maskCpf } from '@portal/domain';
import { useState } from 'react';
import { messages } from '../../messages/pt-BR';
import { TextField, type TextFieldProps } from '../TextField/TextField';

/** The two Brazilian taxpayer documents the portal accepts, reused by stories. */
export const documentKinds = ['cpf', 'cnpj'] as const;
/** A document kind: CPF (person) or CNPJ (company). */
export type DocumentKind = (typeof documentKinds)[number];

// Mask, length and keyboard per kind. CPF is digits only (numeric keypad); the CNPJ may hold letters
// since July 2026 (alphanumeric CNPJ), so it keeps the full keyboard, capitalised.
const kinds = {
  cpf: {
    mask: maskCpf,
    maxLength: CPF_MASK_LENGTH,
    inputMode: 'numeric',
    label: messages.documentField.cpf,
    placeholder: messages.documentField.cpfPlaceholder,
  },
  cnpj: {
    mask: maskCnpj,
    maxLength: CNPJ_MASK_LENGTH,
    inputMode: 'text',
    label: messages.documentField.cnpj,
    placeholder: messages.documentField.cnpjPlaceholder,
  },
} as const;

/** Props of {@link DocumentField}. */
export interface DocumentFieldProps
  extends Omit<TextFieldProps, 'type' | 'inputMode' | 'maxLength' | 'label' | 'onChange' | 'trailing'> {
  kind: DocumentKind;
  /** Defaults to 'CPF' or 'CNPJ'. */
  label?: string;
  /** Receives the masked value ('123.456.789-09'); strip it with `onlyDigits` before sending. */
  onChange?: (maskedValue: string) => void;
}

/**
 * A CPF or CNPJ input masked while typing (spec section 5: '000.000.000-00', max 14 characters;
 * '00.000.000/0000-00', max 18). The masks come from `@portal/domain`, so what is shown and what is
 * validated can never disagree. Works controlled (`value` + `onChange`) or uncontrolled.
 */
export function DocumentField({
  kind,
  label,
  value,
  defaultValue,
  onChange,
  placeholder,
  ...props
}: DocumentFieldProps) {
  const config = kinds[kind];
  const [uncontrolled, setUncontrolled] = useState(() => config.mask(defaultValue ?? ''));
  const shown = value === undefined ? uncontrolled : config.mask(value);
  return (
    <TextField
      {...props}
      type="text"
      label={label ?? config.label}
      placeholder={placeholder ?? config.placeholder}
      inputMode={config.inputMode}
      maxLength={config.maxLength}
      value={shown}
      onChange={(typed) => {
        const masked = config.mask(typed);
        if (value === undefined) setUncontrolled(masked);
        onChange?.(masked);
      }}
    />
  );
}
