import { isApiError, postResetPassword } from '@portal/api';
import { useApiClient } from '@portal/api/react';
import { messageForCode } from '@portal/domain';
import { useToast } from '@portal/ui';
import { ResetPasswordScreen } from '@portal/ui/screens';
import { useState } from 'react';
import { tokenFromQuery } from '../app/account-token';
import { failureText } from '../app/failure-text';
import { useNavigate, useSearchParams } from '../app/navigation/navigation';
import { useDocumentTitle } from '../app/use-document-title';
import { paths } from '../config/paths';
import { messages } from '../messages/pt-BR';

/**
 * Route `/reset-password?token=` (spec sections 2, 5 and 8): the new password with its live checklist;
 * 'Senha redefinida com sucesso!' and back to `/`, or the server's text / 'Erro ao redefinir senha.
 * Tente novamente.' on the form. No token, or one the server calls invalid or expired (RESET-PASSWORD-400),
 * shows the invalid-link page with the way to request a new link.
 */
export function Component() {
  useDocumentTitle(messages.titles.resetPassword);
  const client = useApiClient();
  const toast = useToast();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = tokenFromQuery(search);
  const [isSubmitting, setSubmitting] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string>();
  const [isTokenRefused, setTokenRefused] = useState(false);

  const submit = async (newPassword: string) => {
    if (!token) return;
    setSubmitting(true);
    setErrorMessage(undefined);
    try {
      await postResetPassword(client, { token, new_password: newPassword });
      toast.success(messageForCode('RESET-PASSWORD-200'));
      void navigate(paths.login, { replace: true });
    } catch (error) {
      setSubmitting(false);
      const text = failureText(error, 'RESET-PASSWORD-ERROR');
      toast.danger(text);
      if (isApiError(error) && error.code === 'RESET-PASSWORD-400') setTokenRefused(true);
      else setErrorMessage(text);
    }
  };

  return (
    <ResetPasswordScreen
      hasValidToken={token !== null && !isTokenRefused}
      onSubmit={(password) => void submit(password)}
      isSubmitting={isSubmitting}
      errorMessage={errorMessage}
      passwordRecoveryHref={paths.passwordRecovery}
      loginHref={paths.login}
      onNavigate={(href) => void navigate(href)}
    />
  );
}
