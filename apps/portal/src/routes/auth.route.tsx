import { getCustomer } from '@portal/api';
import { decodeJwtPayload, messageForCode } from '@portal/domain';
import { Spinner, useToast } from '@portal/ui';
import { useEffect, useRef } from 'react';
import { useNavigate } from '../app/navigation/navigation';
import { portalServices } from '../app/services';
import { useDocumentTitle } from '../app/use-document-title';
import { paths } from '../config/paths';
import { messages } from '../messages/pt-BR';

/**
 * Route `/auth`, the post-login transition (spec section 2): decodes the token, reads the customer
 * record, stores who is signed in and goes to /empreendimentos. Without a usable token it returns to /
 * with 'Usuário ou senha não encontrados'.
 */
export function Component() {
  useDocumentTitle(messages.titles.auth);
  const navigate = useNavigate();
  const toast = useToast();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { client, session } = portalServices();
    const payload = decodeJwtPayload(session.getSnapshot().tokens?.access_token);
    const fail = (message: string) => {
      void session.signOut();
      toast.danger(message);
      void navigate(paths.login, { replace: true });
    };
    if (!payload) return fail(messageForCode('AUTH-NO-TOKEN'));
    getCustomer(client, { customerId: payload.customer_id })
      .then((customer) => {
        session.setUser({ name: customer.name, type: payload.type, customerId: payload.customer_id });
        void navigate(paths.enterprises, { replace: true });
      })
      .catch((error: unknown) =>
        fail(error instanceof Error ? error.message : messageForCode('AUTH-NO-TOKEN')),
      );
  }, [navigate, toast]);

  return <Spinner label={messages.titles.auth} />;
}
