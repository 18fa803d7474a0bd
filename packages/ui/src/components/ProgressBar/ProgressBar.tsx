import { constructionProgress, type EnterpriseTimeline } from '@portal/domain';
import { useId } from 'react';
import { messages } from '../../messages/pt-BR';
import { Icon } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as css from './ProgressBar.css';

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  /** The enterprise timeline as the API sends it (percentages as text); missing → an empty bar. */
  timeline: EnterpriseTimeline | null | undefined;
}

/**
 * The five-step construction progress (Fundação, Estrutura, Alvenaria, Instalações, Acabamento): an
 * overall `progressbar` and a list of the stages, each marked started or not. Percentages, the overall
 * fill and "completed" all come from `constructionProgress` of `@portal/domain`.
 */
export function ProgressBar({ timeline }: ProgressBarProps) {
  const progress = constructionProgress(timeline);
  const labelId = useId();
  const text = messages.progressBar;
  return (
    <div className={css.root}>
      <div className={css.summary}>
        <span id={labelId} className={css.label}>
          {text.label}
        </span>
        <span className={css.overall} aria-hidden="true">
          {text.overall(progress.overall)}
        </span>
      </div>
      <div
        className={css.track}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.overall}
        aria-valuetext={text.overall(progress.overall)}
      >
        <div className={css.fill} style={{ width: `${progress.overall}%` }} />
      </div>
      <ol className={css.stages} aria-label={text.stagesLabel}>
        {progress.stages.map((stage, index) => (
          <li
            key={stage.key}
            className={css.stage({ completed: stage.completed })}
            aria-current={index === progress.currentStageIndex ? 'step' : undefined}
            data-completed={stage.completed || undefined}
          >
            <span className={css.marker({ completed: stage.completed })} aria-hidden="true">
              {stage.completed ? <Icon name="check" size="sm" /> : index + 1}
            </span>
            <span className={css.stageName}>{stage.label}</span>
            <span className={css.stagePercent}>
              {text.stagePercent(stage.percent)}
              <VisuallyHidden>{`, ${stage.completed ? text.completed : text.notStarted}`}</VisuallyHidden>
            </span>
            <span className={css.stageTrack} aria-hidden="true">
              <span className={css.fill} style={{ width: `${stage.percent}%`, display: 'block' }} />
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
