import type { NavigateHandler } from '@portal/ui';
import type { ActivationResult } from '@portal/ui/screens';
import { LoginScreen } from '@portal/ui/screens';
import { useState } from 'react';
import { useDocumentTitle } from '../app/use-document-title';
import { paths } from '../config/paths';
import { messages } from '../messages/pt-BR';

/** Props of {@link LoginPage}: how to move on (the router's navigate, or the boot's app loader). */
export interface LoginPageProps {
  navigate: NavigateHandler;
  /** The page's query string, for `?activated=1|0`. */
  search: string;
  /** A message to show on arrival (e.g. the session expired). */
  notice?: string;
}

function activationFrom(search: string): ActivationResult | undefined {
  const activated = new URLSearchParams(search).get('activated');
  if (activated === '1') return 'success';
  if (activated === '0') return 'failure';
  return undefined;
}

/**
 * The login page (/), router-agnostic: it is the first page most visitors load, so it imports no
 * router and no API code — the client and the session load when the form is sent (and on the first
 * touch of the page, see main.tsx). Success goes to /auth, which reads the customer record.
 */
export function LoginPage({ navigate, search, notice }: LoginPageProps) {
  useDocumentTitle(messages.titles.login);
  const [isSubmitting, setSubmitting] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | undefined>(notice);

  const submit = async (credentials: { email: string; password: string }) => {
    setSubmitting(true);
    setErrorMessage(undefined);
    const { signInWithPassword } = await import('../app/sign-in');
    const result = await signInWithPassword(credentials);
    if (result.ok) return navigate(paths.auth);
    setSubmitting(false);
    setErrorMessage(result.message);
  };

  return (
    <LoginScreen
      onSubmit={(credentials) => void submit(credentials)}
      isSubmitting={isSubmitting}
      errorMessage={errorMessage}
      activation={activationFrom(search)}
      passwordRecoveryHref={paths.passwordRecovery}
      signUpHref={paths.signUp}
      onNavigate={navigate}
    />
  );
}
