import { postSendResetPasswordEmail } from '@portal/api';
import { useApiClient } from '@portal/api/react';
import { PasswordRecoveryScreen, type RecoveryResult } from '@portal/ui/screens';
import { useState } from 'react';
import { failureText } from '../app/failure-text';
import { useNavigate } from '../app/navigation/navigation';
import { useDocumentTitle } from '../app/use-document-title';
import { paths } from '../config/paths';
import { messages } from '../messages/pt-BR';

/**
 * Route `/password-recovery` (spec sections 2 and 8): sends the reset link ('Enviando...' meanwhile);
 * 'Email enviado com sucesso!' or the server's text / 'Erro ao enviar link de redefinição de senha.',
 * once, on the page above the form, where it stays (no toast besides: product rule §4). The server
 * answers 200 for any well-formed e-mail (no enumeration).
 */
export function Component() {
  useDocumentTitle(messages.titles.passwordRecovery);
  const client = useApiClient();
  const navigate = useNavigate();
  const [isSubmitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<RecoveryResult>();
  const [errorMessage, setErrorMessage] = useState<string>();

  const submit = async (email: string) => {
    setSubmitting(true);
    setResult(undefined);
    try {
      await postSendResetPasswordEmail(client, { email });
      setResult('success');
    } catch (error) {
      const text = failureText(error, 'PASSWORD-RECOVERY-ERROR');
      setErrorMessage(text);
      setResult('error');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <PasswordRecoveryScreen
      onSubmit={(email) => void submit(email)}
      isSubmitting={isSubmitting}
      result={result}
      errorMessage={errorMessage}
      loginHref={paths.login}
      onNavigate={(href) => void navigate(href)}
    />
  );
}
