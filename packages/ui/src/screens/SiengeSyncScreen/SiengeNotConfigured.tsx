import { useId } from 'react';
import { PageSection } from '../../components/Page/PageSection';
import { PageSectionTitle } from '../../components/Page/PageSectionTitle';
import { badge } from '../../components/StatusBadge/StatusBadge.css';
import { siengeSetupMessages as t } from '../../messages/pt-BR-sienge-setup';
import * as css from './SiengeSyncScreen.css';

/**
 * The connector is not configured (decision 024): written for the business user who opens the page —
 * where the data comes from meanwhile, and what to ask the person who runs the portal's server — with
 * the names of the settings in one last line for that person.
 */
export function SiengeNotConfigured() {
  const titleId = useId();
  const askId = useId();
  return (
    <PageSection aria-labelledby={titleId}>
      <div className={css.titleLine}>
        <PageSectionTitle id={titleId}>{t.notConfigured}</PageSectionTitle>
        <span className={badge({ tone: 'neutral' })} data-tone="neutral">
          {t.notConfiguredBadge}
        </span>
      </div>
      <p className={css.lead}>{t.notConfiguredIntro}</p>
      <div className={css.section}>
        <h3 id={askId} className={css.blockTitle}>
          {t.askTitle}
        </h3>
        <ol className={css.steps} aria-labelledby={askId}>
          {t.askItems.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      </div>
      <p className={css.lead}>{t.afterSetup}</p>
      <p className={css.muted}>{t.technicalNote}</p>
    </PageSection>
  );
}
