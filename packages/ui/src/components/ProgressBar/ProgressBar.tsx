import { type ConstructionStageState, constructionProgress, type EnterpriseTimeline } from '@portal/domain';
import { useId } from 'react';
import { messages } from '../../messages/pt-BR';
import { Icon } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as css from './ProgressBar.css';

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  /** The enterprise timeline as the API sends it (percentages as text); missing → an empty bar. */
  timeline: EnterpriseTimeline | null | undefined;
  /** The timeline is still on its way: a skeleton instead of a bar at 0 %. Default false. */
  isLoading?: boolean;
}

const stateText: Record<ConstructionStageState, string> = {
  done: messages.progressBar.completed,
  underway: messages.progressBar.underway,
  notStarted: messages.progressBar.notStarted,
};

/** Grey shapes of the bar and its five stages, announced once as loading. */
function ProgressSkeleton() {
  return (
    <div className={css.root} role="status">
      <VisuallyHidden>{messages.progressBar.loading}</VisuallyHidden>
      <div className={css.summary} aria-hidden="true">
        <span className={css.skeletonLine} />
        <span className={css.skeletonFigure} />
      </div>
      <div className={css.skeletonTrack} aria-hidden="true" />
      <div className={css.stages} aria-hidden="true">
        {[0, 1, 2, 3, 4].map((index) => (
          <div key={index} className={css.skeletonStage} />
        ))}
      </div>
    </div>
  );
}

/**
 * The five-step construction progress (Fundação, Estrutura, Alvenaria, Instalações, Acabamento): an
 * overall `progressbar` and a list of the stages. A stage shows the check only when done (100 %);
 * under way it keeps its number, its own bar and its percentage, on phones too (product rule:
 * progress bar, docs/product/rules.md). Percentages and states come from `constructionProgress`.
 */
export function ProgressBar({ timeline, isLoading = false }: ProgressBarProps) {
  const progress = constructionProgress(timeline);
  const labelId = useId();
  const text = messages.progressBar;
  if (isLoading) return <ProgressSkeleton />;
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
            className={css.stage({ state: stage.state })}
            aria-current={index === progress.currentStageIndex ? 'step' : undefined}
            data-state={stage.state}
            data-completed={stage.completed || undefined}
          >
            <span className={css.marker({ state: stage.state })} aria-hidden="true">
              {stage.completed ? <Icon name="check" size="sm" /> : index + 1}
            </span>
            <span className={css.stageName}>{stage.label}</span>
            <span className={css.stagePercent}>
              {text.stagePercent(stage.percent)}
              <VisuallyHidden>{`, ${stateText[stage.state]}`}</VisuallyHidden>
            </span>
            <span className={css.stageTrack} aria-hidden="true">
              <span
                className={css.fill}
                data-stage-bar=""
                style={{ width: `${stage.percent}%`, display: 'block' }}
              />
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
