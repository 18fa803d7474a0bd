import { ContactsScreen } from '@portal/ui/screens';
import { useDocumentTitle } from '../app/use-document-title';
import { messages } from '../messages/pt-BR';

/**
 * Routes `/contatos` and `/send-email` (spec section 2): 'Fale Conosco' with the two team cards. The
 * contacts come from the brand the server hands the page (useBrand inside the screen).
 */
export function Component() {
  useDocumentTitle(messages.titles.contacts);
  return <ContactsScreen />;
}
