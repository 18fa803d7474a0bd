import { Button, EmptyState } from '@portal/ui';
import { messages } from '../../messages/pt-BR';

/**
 * What a page shows when it cannot be drawn: most often its code could not be downloaded (the server
 * was restarted with a new build, or the network dropped). Never a blank page: a Portuguese message
 * and 'Tentar novamente', which reloads the page (and with it the current build).
 */
export function RouteError({ error }: { error: unknown }) {
  if (import.meta.env.DEV) console.error(error);
  const t = messages.routeError;
  return (
    <EmptyState
      tone="error"
      title={t.title}
      description={t.description}
      action={<Button onPress={() => window.location.reload()}>{t.retry}</Button>}
    />
  );
}
