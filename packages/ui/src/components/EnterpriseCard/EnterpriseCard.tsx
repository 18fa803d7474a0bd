import { monthYearOfIsoDate } from '@portal/domain';
import { useId } from 'react';
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
  /** Overall construction progress 0..100; absent: not shown. */
  progressPercent?: number | null;
  /** Expected delivery (ISO); shown as its month and year, absent or null: not shown. */
  deliveryDate?: string | null;
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
 * An enterprise in the grid: its default image (or a branded placeholder), its name, and under it the
 * overall progress and the expected delivery month (product rule: delivery forecast). The whole card
 * is one button, so it is one tab stop with one clear name; the progress and delivery describe it.
 */
export function EnterpriseCard({ enterprise, onSelect, isFirstInView = false }: EnterpriseCardProps) {
  const text = messages.enterpriseCard;
  const progressId = useId();
  const deliveryId = useId();
  const percent = enterprise.progressPercent ?? null;
  const delivery = monthYearOfIsoDate(enterprise.deliveryDate);
  const describedBy = [percent === null ? '' : progressId, delivery ? deliveryId : '']
    .filter(Boolean)
    .join(' ');
  const hasFacts = percent !== null || delivery !== '';
  return (
    <div className={css.enterpriseCard()}>
      <button
        type="button"
        className={css.cover}
        onClick={() => onSelect(enterprise)}
        aria-label={text.open(enterprise.name)}
        aria-describedby={describedBy || undefined}
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
            <span className={css.placeholder} title={text.noImage}>
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
      {/* Outside the button, so its name stays "Ver andamento da obra de …"; they describe it, and the
          button's cover makes a press here open the enterprise too. */}
      {hasFacts && (
        <div className={css.facts}>
          {percent !== null && (
            <div className={css.progressRow}>
              <span className={css.track} aria-hidden="true">
                <span className={css.fill} data-card-progress="" style={{ width: `${percent}%` }} />
              </span>
              <span id={progressId} className={css.percent}>
                {text.progress(percent)}
              </span>
            </div>
          )}
          {delivery && (
            <p id={deliveryId} className={css.delivery}>
              {text.delivery} <span className={css.deliveryMonth}>{delivery}</span>
            </p>
          )}
        </div>
      )}
    </div>
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
