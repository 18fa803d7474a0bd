import { useId, useState } from 'react';
import { messages } from '../../messages/pt-BR';
import { IconButton } from '../IconButton/IconButton';
import { TextField, type TextFieldProps } from '../TextField/TextField';

/** Props of {@link PasswordField}: a text field without `type` and `trailing`, which it owns. */
export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/**
 * A password input with its own show/hide toggle. Each field keeps its own visibility state, so the
 * confirmation toggle never depends on the first password's (a bug of the observed portal).
 */
export function PasswordField({ id, autoComplete = 'current-password', ...props }: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <TextField
      {...props}
      id={inputId}
      autoComplete={autoComplete}
      type={isVisible ? 'text' : 'password'}
      trailing={
        <IconButton
          icon={isVisible ? 'eyeOff' : 'eye'}
          label={isVisible ? messages.passwordField.hide : messages.passwordField.show}
          aria-controls={inputId}
          aria-pressed={isVisible}
          isDisabled={props.isDisabled}
          onPress={() => setVisible((visible) => !visible)}
        />
      }
    />
  );
}
