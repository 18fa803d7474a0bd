import { CONSTRUCTION_STAGE_LABELS } from '../messages/pt-BR';

/** Keys of the five construction stages, in order, as the timeline names them (spec section 3). */
export const CONSTRUCTION_STAGE_KEYS = [
  'fundation',
  'structure',
  'masonry',
  'instalation',
  'finish',
] as const;

/** One of {@link CONSTRUCTION_STAGE_KEYS}. */
export type ConstructionStageKey = (typeof CONSTRUCTION_STAGE_KEYS)[number];

/** The enterprise timeline as the API sends it: percentages as text (numbers are accepted too). */
export type EnterpriseTimeline = Partial<Record<`${ConstructionStageKey}_percent`, unknown>> & {
  name?: unknown;
};

/** One step of the progress bar. */
export interface ConstructionStage {
  key: ConstructionStageKey;
  /** 'Fundação', 'Estrutura', 'Alvenaria', 'Instalações' or 'Acabamento'. */
  label: string;
  /** Integer 0..100. */
  percent: number;
  /**
   * True only at 100 %: the stage is done and may show a check. The spec called a stage "completed"
   * from 1 %, which made a 58 % construction look finished (docs/product/rules.md, progress bar).
   */
  completed: boolean;
  /** True from 1 %: the stage has started (done or under way). */
  started: boolean;
  /** 'done' at 100 %, 'underway' from 1 to 99 %, 'notStarted' at 0 %. */
  state: ConstructionStageState;
}

/** Where a stage stands; see {@link ConstructionStage.state}. */
export type ConstructionStageState = 'done' | 'underway' | 'notStarted';

/** The progress bar of the status screen. */
export interface ConstructionProgress {
  stages: ConstructionStage[];
  /** Overall fill 0..100: the average of the five stages, rounded. */
  overall: number;
  /** Index of the last stage that has started (the furthest one reached); -1 when none has started. */
  currentStageIndex: number;
}

// A leading integer with an optional decimal part and an optional '%': '45', ' 45 ', '45.7', '45,7%'.
const PERCENT_TEXT = /^\s*([+-]?\d+)(?:[.,]\d*)?\s*%?\s*$/;

/**
 * A stage percentage as an integer 0..100 (spec: "numbers as text, parsed to integers"). The decimal
 * part is dropped like `parseInt` does ('45.7' → 45); values are clamped ('130' → 100, '-5' → 0);
 * empty, missing or non-numeric text ('abc', '', null) counts as 0 so a bad timeline never breaks the bar.
 */
export function parseStagePercent(value: unknown): number {
  let parsed: number;
  if (typeof value === 'number') parsed = Math.trunc(value);
  else if (typeof value === 'string') parsed = Number(PERCENT_TEXT.exec(value)?.[1] ?? Number.NaN);
  else return 0;
  if (Number.isNaN(parsed)) return 0;
  return Math.min(100, Math.max(0, parsed));
}

/**
 * The progress bar from the timeline (spec section 4): the five stages in order Fundação, Estrutura,
 * Alvenaria, Instalações, Acabamento, each done only at 100 % and under way from 1 % (product rule:
 * progress bar), the overall fill as the rounded average of the five, and the index of the furthest
 * stage started. A missing timeline gives an empty bar.
 */
export function constructionProgress(timeline: EnterpriseTimeline | null | undefined): ConstructionProgress {
  const stages = CONSTRUCTION_STAGE_KEYS.map((key): ConstructionStage => {
    const percent = parseStagePercent(timeline?.[`${key}_percent`]);
    const state: ConstructionStageState = percent >= 100 ? 'done' : percent > 0 ? 'underway' : 'notStarted';
    return {
      key,
      label: CONSTRUCTION_STAGE_LABELS[key],
      percent,
      completed: state === 'done',
      started: state !== 'notStarted',
      state,
    };
  });
  const sum = stages.reduce((total, stage) => total + stage.percent, 0);
  let currentStageIndex = -1;
  stages.forEach((stage, index) => {
    if (stage.started) currentStageIndex = index;
  });
  return { stages, overall: Math.round(sum / stages.length), currentStageIndex };
}
