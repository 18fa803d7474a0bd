import { postTicket, type TicketBody } from '@portal/api';
import { useApiClient } from '@portal/api/react';
import { buildTicketPayload, messageForCode, type TicketForm } from '@portal/domain';
import { useToast } from '@portal/ui';
import { SupportScreen } from '@portal/ui/screens';
import { failureText } from '../app/failure-text';
import { useNavigate } from '../app/navigation/navigation';
import { useSession } from '../app/session/use-session';
import { useDocumentTitle } from '../app/use-document-title';
import { paths } from '../config/paths';
import { useSignedInCustomer } from '../features/customer/use-signed-in-customer';
import { messages } from '../messages/pt-BR';

/**
 * Route `/suporte` (spec section 2), for every role: the contact cards, the ticket form and its
 * success modal ('Sim' stays with a clean form, 'Não' goes to /empreendimentos), the floating WhatsApp
 * button. The ticket carries the signed-in person's e-mail (customer record) and name (session).
 */
export function Component() {
  useDocumentTitle(messages.titles.support);
  const navigate = useNavigate();
  const toast = useToast();
  const client = useApiClient();
  const user = useSession().user;
  const { data: customer } = useSignedInCustomer();

  const send = async (ticket: TicketForm) => {
    const payload = buildTicketPayload(ticket, { email: customer?.email ?? '', name: user?.name ?? '' });
    // The server takes both from the token; an unknown one is left out rather than sent empty.
    const body: TicketBody = { title: payload.title, message: payload.message };
    if (payload.email) body.email = payload.email;
    if (payload.name) body.name = payload.name;
    try {
      await postTicket(client, body);
    } catch (error) {
      // The screen shows 'Houve um erro ao enviar o ticket.' beside the form (rejecting tells it to);
      // a toast repeating that would say it twice, so one comes only with the server's own reason
      // for a 4xx (say, too many tickets).
      const text = failureText(error, 'TICKET-POST-500');
      if (text !== messageForCode('TICKET-POST-500')) toast.danger(text);
      throw error;
    }
  };

  return (
    <SupportScreen
      onSubmit={send}
      onFinish={() => void navigate(paths.enterprises)}
      onNavigate={(href) => void navigate(href)}
    />
  );
}
