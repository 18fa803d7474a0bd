/**
 * The one home of the UI kit's Portuguese copy. Texts quoted in the spec must appear here exactly.
 * Group by component or screen; add a key instead of writing a literal in a component.
 * Server error texts live in `@portal/domain` (`ERROR_CATALOGUE`), never here.
 */
export const messages = {
  common: {
    loading: 'Carregando…',
    close: 'Fechar',
    requiredField: 'obrigatório',
  },
  passwordField: {
    show: 'Mostrar senha',
    hide: 'Ocultar senha',
  },
} as const;

/** Type of the message catalogue. */
export type Messages = typeof messages;
