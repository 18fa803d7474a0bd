import * as css from './ContractSummary.css';

/**
 * The grey block a card's money summary shows until its code and its installments arrive: as tall as
 * the loaded summary, so nothing moves when it is drawn.
 */
export function SummarySkeleton() {
  return (
    <div className={css.summary} aria-hidden="true">
      <div className={`${css.body} ${css.skeleton}`} />
    </div>
  );
}
