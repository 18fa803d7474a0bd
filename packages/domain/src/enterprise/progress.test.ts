import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { constructionProgress, parseStagePercent } from './progress';

describe('parseStagePercent', () => {
  it.each([
    ['45', 45],
    [' 45 ', 45],
    ['45.7', 45],
    ['45,7%', 45],
    ['100', 100],
    ['130', 100],
    ['-5', 0],
    ['', 0],
    ['abc', 0],
    ['45abc', 0],
    [null, 0],
    [undefined, 0],
    [72.9, 72],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 100],
    [{}, 0],
  ])('parses %j as %s', (value, expected) => {
    expect(parseStagePercent(value)).toBe(expected);
  });

  it('always gives an integer 0..100', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.integer()), (value) => {
        const percent = parseStagePercent(value);
        expect(Number.isInteger(percent)).toBe(true);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('constructionProgress', () => {
  it('builds the five stages in order with the overall fill', () => {
    const progress = constructionProgress({
      name: 'Aurora',
      fundation_percent: '100',
      structure_percent: '60',
      masonry_percent: '12.5',
      instalation_percent: '',
      finish_percent: null,
    });
    expect(progress.stages.map((s) => [s.key, s.label, s.percent, s.state, s.completed, s.started])).toEqual([
      ['fundation', 'Fundação', 100, 'done', true, true],
      ['structure', 'Estrutura', 60, 'underway', false, true],
      ['masonry', 'Alvenaria', 12, 'underway', false, true],
      ['instalation', 'Instalações', 0, 'notStarted', false, false],
      ['finish', 'Acabamento', 0, 'notStarted', false, false],
    ]);
    expect(progress.overall).toBe(34);
    expect(progress.currentStageIndex).toBe(2);
  });

  it('rounds the average and handles a missing timeline', () => {
    expect(
      constructionProgress({
        fundation_percent: '1',
        structure_percent: '1',
        masonry_percent: '1',
        instalation_percent: '0',
        finish_percent: '0',
      }).overall,
    ).toBe(1);
    const empty = constructionProgress(undefined);
    expect(empty.overall).toBe(0);
    expect(empty.currentStageIndex).toBe(-1);
    expect(empty.stages.every((s) => !s.completed)).toBe(true);
  });

  it('marks a stage done only at 100 %: Torre Solaris at 58 % has one done stage, four under way', () => {
    const progress = constructionProgress({
      fundation_percent: '100',
      structure_percent: '90',
      masonry_percent: '60',
      instalation_percent: '35',
      finish_percent: '99,9',
    });
    expect(progress.stages.map((s) => s.state)).toEqual([
      'done',
      'underway',
      'underway',
      'underway',
      'underway',
    ]);
    expect(progress.currentStageIndex).toBe(4);
  });
});
