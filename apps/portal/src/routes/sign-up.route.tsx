import { postSignUp } from '@portal/api';
import { useApiClient } from '@portal/api/react';
import { messageForCode, type SignUpPayload } from '@portal/domain';
import { useBrand, useToast } from '@portal/ui';
import { SignUpScreen } from '@portal/ui/screens';
import { useState } from 'react';
import { failureText } from '../app/failure-text';
import { useNavigate } from '../app/navigation/navigation';
import { useDocumentTitle } from '../app/use-document-title';
import { paths } from '../config/paths';
import { messages } from '../messages/pt-BR';

/**
 * Route `/sign-up` (spec sections 2, 3, 4 and 8): sends `POST /api/v1/user` (digits only, the unused
 * document empty — the screen builds that payload), then the short success toast and the activation
 * dialog naming the brand's sender; OK goes back to `/`. A failure shows the server's text, or the
 * sign-up's own failure text (product rule §4), as a toast and above the form.
 */
export function Component() {
  useDocumentTitle(messages.titles.signUp);
  const client = useApiClient();
  const toast = useToast();
  const brand = useBrand();
  const navigate = useNavigate();
  const [isSubmitting, setSubmitting] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string>();
  const [isActivationOpen, setActivationOpen] = useState(false);

  const submit = async (payload: SignUpPayload) => {
    setSubmitting(true);
    setErrorMessage(undefined);
    try {
      await postSignUp(client, payload);
      toast.success(messageForCode('SIGN-UP-200'), { duration: 'short' });
      setActivationOpen(true);
    } catch (error) {
      const text = failureText(error, 'SIGN-UP-421');
      setErrorMessage(text);
      toast.danger(text);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <SignUpScreen
      onSubmit={(payload) => void submit(payload)}
      isSubmitting={isSubmitting}
      errorMessage={errorMessage}
      isActivationOpen={isActivationOpen}
      senderEmail={brand.noReplyEmail}
      onDone={() => void navigate(paths.login)}
      loginHref={paths.login}
      onNavigate={(href) => void navigate(href)}
    />
  );
}
