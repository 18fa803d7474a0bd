import type { NewPasswordRuleResult } from '@portal/domain';
import { useId } from 'react';
import { Icon } from '../../components/Icon/Icon';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import { messages } from '../../messages/pt-BR';
import * as css from './ResetPasswordScreen.css';

const t = messages.resetPassword;

/** Props of {@link PasswordChecklist}. */
export interface PasswordChecklistProps {
  /** The five rules of `checkNewPassword`, in order. */
  rules: readonly NewPasswordRuleResult[];
  /** The line above the rules; defaults to the reset page's 'Sua nova senha precisa ter:'. */
  title?: string;
}

/**
 * The live checklist of the new-password rules (reset and sign-up pages). Each line says 'atendido' or 'não atendido' in text
 * (and icon), never by colour alone; the list is a polite live region, so a screen reader hears a
 * rule when its state changes while the person types.
 */
export function PasswordChecklist({ rules, title = t.rulesTitle }: PasswordChecklistProps) {
  const titleId = useId();
  return (
    <div className={css.checklist}>
      <p id={titleId} className={css.checklistTitle}>
        {title}
      </p>
      <ul aria-labelledby={titleId} aria-live="polite" className={css.rules}>
        {rules.map((rule) => (
          <li key={rule.id} className={css.rule({ met: rule.met })} data-met={rule.met}>
            <Icon name={rule.met ? 'success' : 'error'} size="sm" />
            <span>
              {rule.label}
              <VisuallyHidden>{`: ${rule.met ? t.ruleMet : t.ruleNotMet}`}</VisuallyHidden>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
