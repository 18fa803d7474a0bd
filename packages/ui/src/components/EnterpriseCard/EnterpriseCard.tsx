import { messages } from '../../messages/pt-BR';
import { Icon } from '../Icon/Icon';
import * as css from './EnterpriseCard.css';

/** What a card needs to know about an enterprise. */
export interface EnterpriseSummary {
  id: number | string;
  name: string;
  /** Default image as a URL or data URL (the portal turns `image_default` base64 into one); none → placeholder. */
  imageSrc?: string | null;
  /** The default image is still being fetched: the frame shimmers instead of showing the placeholder. */
  isImageLoading?: boolean;
  /** Creation date (ISO), passed back untouched so the portal can build the admin link. */
  creation?: string | null;
}

/** Props of {@link EnterpriseCard}. */
export interface EnterpriseCardProps {
  enterprise: EnterpriseSummary;
  /** Called with the enterprise when the card is pressed (the portal opens its status page). */
  onSelect: (enterprise: EnterpriseSummary) => void;
  /**
   * The card is among the first of the page, likely in view when it opens: its photo is decoded at
   * once instead of lazily (a lazy photo in view delays the page's largest paint). Default false.
   */
  isFirstInView?: boolean;
}

/**
 * An enterprise in the grid: its default image (or a branded placeholder) and its name. The whole
 * card is one button, so it is one tab stop with one clear name.
 */
export function EnterpriseCard({ enterprise, onSelect, isFirstInView = false }: EnterpriseCardProps) {
  return (
    <button
      type="button"
      className={css.enterpriseCard()}
      onClick={() => onSelect(enterprise)}
      aria-label={messages.enterpriseCard.open(enterprise.name)}
    >
      <span className={css.media}>
        {enterprise.isImageLoading ? (
          <span className={css.mediaLoading} data-loading="" />
        ) : enterprise.imageSrc ? (
          // The card's name already says what it is; the photo is decoration for screen readers.
          <img
            className={css.image}
            src={enterprise.imageSrc}
            alt=""
            loading={isFirstInView ? 'eager' : 'lazy'}
            decoding={isFirstInView ? 'sync' : 'async'}
          />
        ) : (
          <span className={css.placeholder} title={messages.enterpriseCard.noImage}>
            <span className={css.placeholderGlyph}>
              <Icon name="building" size="lg" />
            </span>
          </span>
        )}
      </span>
      <span className={css.body}>
        <span className={css.name}>{enterprise.name}</span>
        <span className={css.arrow} aria-hidden="true">
          <Icon name="chevronRight" size="md" />
        </span>
      </span>
    </button>
  );
}

/** A grey card shape shown while enterprises load (decorative; the list announces the loading). */
export function EnterpriseCardSkeleton() {
  return (
    <div className={css.skeleton} aria-hidden="true">
      <div className={css.skeletonMedia} />
      <div className={css.skeletonLine} />
    </div>
  );
}
