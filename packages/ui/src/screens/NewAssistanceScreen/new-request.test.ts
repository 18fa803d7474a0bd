import { ASSISTANCE_MESSAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { newRequestProblems } from './new-request';

const ok = {
  unitId: '11',
  system: 'waterproofing',
  location: 'Banheiro',
  description: 'Mancha de umidade na parede do box.',
  preferredPeriod: 'morning',
};

describe('newRequestProblems', () => {
  it('has none for a complete draft', () => {
    expect(newRequestProblems(ok, ['waterproofing'])).toEqual({});
  });

  it('names every missing or out-of-bounds field', () => {
    const problems = newRequestProblems(
      { unitId: '', system: 'roof', location: ' a ', description: 'curta', preferredPeriod: '' },
      ['waterproofing'],
    );
    expect(problems).toEqual({
      unitId: 'Escolha a unidade.',
      system: ASSISTANCE_MESSAGES.systemUnknown,
      location: ASSISTANCE_MESSAGES.locationLength,
      description: ASSISTANCE_MESSAGES.descriptionLength,
      preferredPeriod: ASSISTANCE_MESSAGES.preferredPeriod,
    });
  });

  it('counts the description after trimming, up to 4000 characters', () => {
    expect(newRequestProblems({ ...ok, description: 'x'.repeat(4000) }, ['waterproofing'])).toEqual({});
    expect(newRequestProblems({ ...ok, description: 'x'.repeat(4001) }, ['waterproofing']).description).toBe(
      ASSISTANCE_MESSAGES.descriptionLength,
    );
  });
});
