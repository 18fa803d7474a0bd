import { Button } from '../../components/Button/Button';
import { Dialog } from '../../components/Dialog/Dialog';
import { messages } from '../../messages/pt-BR';
import * as css from './SignUpScreen.css';

const t = messages.signUp;

/** Props of {@link ActivationDialog}. */
export interface ActivationDialogProps {
  isOpen: boolean;
  /** The address the activation e-mail comes from. */
  senderEmail: string;
  /** OK, Esc or the close icon: the dialog closes and the portal returns to the login page. */
  onDone: () => void;
}

/** After sign-up: the account is activated by an e-mail sent at the first login, from `senderEmail`. */
export function ActivationDialog({ isOpen, senderEmail, onDone }: ActivationDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : onDone())}
      size="sm"
      tone="info"
      title={t.activationTitle}
      description={
        <>
          {t.activationBefore} <strong className={css.sender}>{senderEmail}</strong>. {t.activationAfter}
        </>
      }
      actions={
        <Button size="lg" onPress={onDone}>
          {t.activationOk}
        </Button>
      }
    />
  );
}
