/**
 * The chunk of 'Correção monetária' (product rule §8, "Correction explained"): the block's texts and the
 * rows' tooltip text, with the indexes' names. Fetched as the statement mounts, off its first script
 * (decisions 017 and 071).
 */
export const loadCorrectionExplained = () => import('./CorrectionExplained');
