import { PublicShell, Spinner } from '@portal/ui';
import { messages } from '../../messages/pt-BR';

/**
 * What the first load shows while the page's code arrives (the router's hydrate fallback): the public
 * frame with a spinner, never a blank page on a slow network.
 */
export function PageLoading() {
  return (
    <PublicShell year={new Date().getFullYear()}>
      <Spinner size="lg" label={messages.loadingPage} />
    </PublicShell>
  );
}
