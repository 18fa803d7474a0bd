import { isApiError, postActivate } from '@portal/api';
import { useApiClient } from '@portal/api/react';
import { messageForCode } from '@portal/domain';
import { ActivateAccountScreen, type ActivationSubmission } from '@portal/ui/screens';
import { useState } from 'react';
import { tokenFromQuery } from '../app/account-token';
import { useNavigate, useSearchParams } from '../app/navigation/navigation';
import { useDocumentTitle } from '../app/use-document-title';
import { loginHref } from '../config/login-href';
import { paths } from '../config/paths';
import { messages } from '../messages/pt-BR';

/** Answers that say the link itself cannot activate (unknown; used or expired). */
const LINK_REFUSED = new Set(['ACTIVATION-400', 'ACTIVATION-410']);

/**
 * Route `/ativar-conta?token=` (product rule §2; decision 016): the activation e-mail's page. It
 * sends `POST /api/v1/user/activate` with the token and the sign-up password — or a new password, for
 * whoever did not sign up themselves — and goes to `/?activated=1`. A wrong password stays on the form
 * with the server's text; a missing, unknown, used or expired link shows its text and the way to `/`.
 */
export function Component() {
  useDocumentTitle(messages.titles.activateAccount);
  const client = useApiClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = tokenFromQuery(search);
  const [isSubmitting, setSubmitting] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string>();
  const [linkProblem, setLinkProblem] = useState<string | undefined>(
    token === null ? messageForCode('ACTIVATION-400') : undefined,
  );

  const submit = async (submission: ActivationSubmission) => {
    if (token === null) return;
    setSubmitting(true);
    setErrorMessage(undefined);
    try {
      await postActivate(
        client,
        'newPassword' in submission
          ? { token, new_password: submission.newPassword }
          : { token, password: submission.password },
      );
      void navigate(loginHref(true), { replace: true });
    } catch (error) {
      setSubmitting(false);
      if (isApiError(error) && LINK_REFUSED.has(error.code)) setLinkProblem(error.message);
      else setErrorMessage(isApiError(error) ? error.message : messageForCode('NETWORK-ERROR'));
    }
  };

  return (
    <ActivateAccountScreen
      onSubmit={(submission) => void submit(submission)}
      isSubmitting={isSubmitting}
      errorMessage={errorMessage}
      invalidLinkMessage={linkProblem}
      loginHref={paths.login}
      onNavigate={(href) => void navigate(href)}
    />
  );
}
