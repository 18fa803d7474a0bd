import { assistanceMessages as t } from '../../messages/pt-BR-assistance';
import type { NavigateHandler } from '../../navigation/link-click';
import type {
  AssistanceDetailView,
  AssistanceMessageInput,
  AssistanceNotice,
  UploadProgressView,
} from '../AssistanceScreen/assistance-types';
import { AssistanceRating, type AssistanceRatingInput } from './AssistanceRating';
import { AssistanceRequestFrame } from './AssistanceRequestFrame';

/** Props of {@link AssistanceDetailScreen}. */
export interface AssistanceDetailScreenProps {
  /** The request; null while loading or when loading failed. */
  request: AssistanceDetailView | null;
  isLoading?: boolean;
  /**
   * No such request for this person (another customer's reads the same, product rule §9): said so,
   * with the way back, instead of the content.
   */
  notFoundMessage?: string | undefined;
  /** Loading failed (another customer's request reads as not found): shown with 'Tentar novamente'. */
  errorMessage?: string;
  onRetry?: () => void;
  onSendMessage: (input: AssistanceMessageInput) => Promise<boolean> | undefined;
  isSendingMessage?: boolean;
  messageProgress?: UploadProgressView | null | undefined;
  messageError?: string | undefined;
  onRate: (input: AssistanceRatingInput) => void;
  isRating?: boolean;
  rateError?: string | undefined;
  /** The outcome of the last action (message sent, rating saved). */
  notice?: AssistanceNotice | undefined;
  /** 'Assistência técnica', for the breadcrumb. */
  backHref: string;
  onNavigate?: NavigateHandler;
}

/**
 * One request of the customer (/assistencia-tecnica/{id}; product rule §9): its facts and photos, the
 * rating once 'Concluída', the conversation with the staff and the history of every change.
 */
export function AssistanceDetailScreen({
  onRate,
  isRating,
  rateError,
  backHref,
  ...frame
}: AssistanceDetailScreenProps) {
  return (
    <AssistanceRequestFrame
      {...frame}
      back={{ href: backHref, title: t.title, label: t.form.back }}
      viewer="customer"
      actions={(loaded) => (
        <AssistanceRating
          rating={loaded.rating}
          canRate={loaded.can_rate}
          onRate={onRate}
          isRating={isRating}
          rateError={rateError}
          viewer="customer"
        />
      )}
    />
  );
}
