import { statementMessages } from '../../messages/pt-BR-statement';
import * as own from './CorrectionExplained.css';
import * as css from './StatementScreen.css';

/**
 * 'Correção monetária' before its index and text are there (the bill info, or the block's own chunk,
 * still on its way): the block's frame with skeletons, as tall as the block of a named index, so the
 * card does not grow when the text arrives (layout shift, decision 071). In the statement's first
 * script: a few elements, no text but the term.
 */
export function CorrectionPending() {
  return (
    <dl className={own.block}>
      <dt className={css.term}>{statementMessages.correctionIndex}</dt>
      <dd className={own.label}>
        <span className={css.skeleton} aria-hidden="true" />
      </dd>
      <dd className={`${own.explanation} ${own.explanationReserved}`}>
        <span className={css.skeleton} aria-hidden="true" />
      </dd>
    </dl>
  );
}
