import { Button } from '../../components/Button/Button';
import { TextLink } from '../../components/TextLink/TextLink';
import type { NavigateHandler } from '../../navigation/link-click';
import * as form from '../LoginScreen/access-form.css';

/** Props of {@link AccessFormActions}. */
export interface AccessFormActionsProps {
  /** The submit button's text (its busy text while `isSubmitting`). */
  submitLabel: string;
  isSubmitting?: boolean;
  isDisabled?: boolean;
  /** The link under the button, back to the login page (or another access page). */
  linkHref: string;
  linkLabel: string;
  /** `back` draws the back arrow before the link's text. */
  linkIcon?: 'back';
  onNavigate?: NavigateHandler;
}

/**
 * The foot of every access form (sign-up, recovery, reset, activation): the full-width submit button
 * and, under it, the link that leaves the form — one piece, so their spacing and order stay in step.
 */
export function AccessFormActions({
  submitLabel,
  isSubmitting = false,
  isDisabled = false,
  linkHref,
  linkLabel,
  linkIcon,
  onNavigate,
}: AccessFormActionsProps) {
  return (
    <div className={form.actions}>
      <Button type="submit" size="lg" isFullWidth isDisabled={isDisabled} isLoading={isSubmitting}>
        {submitLabel}
      </Button>
      <p className={form.footer}>
        <TextLink
          href={linkHref}
          onNavigate={onNavigate}
          variant="standalone"
          {...(linkIcon ? { icon: linkIcon } : {})}
        >
          {linkLabel}
        </TextLink>
      </p>
    </div>
  );
}
